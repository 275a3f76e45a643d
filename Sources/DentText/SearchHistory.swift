/// The last searches and replacements the user accepted, oldest first, for Up and Down in the
/// find and replace prompts. Pure: the core records entries as they are accepted, DentFiles
/// keeps them across sessions (`SearchHistoryFile`).
public struct SearchHistory: Sendable, Equatable {
    /// Which prompt an entry belongs to.
    public enum Kind: String, Sendable, CaseIterable {
        /// Find and replace's searches; what replaced them; shell commands (filter, run command).
        case find, replacement, command
    }

    /// One accepted text, with the find options it was searched with (a regular expression comes
    /// back as one; replacements keep the default options).
    public struct Entry: Sendable, Hashable {
        public var text: String
        public var options: FindOptions

        public init(_ text: String, options: FindOptions = FindOptions()) {
            self.text = text
            self.options = options
        }
    }

    /// Entries kept of each kind: enough for a working week of searches, small enough that the
    /// file is read at start in well under a millisecond.
    public static let capacity = 100

    private var lists: [Kind: [Entry]] = [:]

    public init() {}

    /// The entries of `kind`, oldest first.
    public func entries(_ kind: Kind) -> [Entry] { lists[kind] ?? [] }

    /// Records `entry` as the newest of `kind`. The same text recorded again moves to the end
    /// (with its new options) instead of appearing twice; an empty text or one holding a line
    /// break (which the one-line prompts cannot hold) is not kept; the oldest beyond `capacity`
    /// is forgotten.
    public mutating func record(_ entry: Entry, as kind: Kind) {
        guard !entry.text.isEmpty, !entry.text.contains(where: \.isNewline) else { return }
        var list = lists[kind] ?? []
        list.removeAll { $0.text == entry.text }
        list.append(entry)
        if list.count > SearchHistory.capacity { list.removeFirst(list.count - SearchHistory.capacity) }
        lists[kind] = list
    }
}
