import DentKeys

/// Where a binding applies. Modal contexts are opaque; `editor` is a view; `global` applies under
/// any view and under the modals that allow it.
public enum KeyContext: String, Sendable, Hashable, CaseIterable {
    case global, editor, help, confirm, describe, prompt, find, replaceWith, replaceMatch, diskChanged, revert, recover, backupOffer, incompleteBackups, largeFile, fileList,
        languageList, commandRunning, misspelling, sudoSave
}

/// The groups commands are listed under in the help view and docs/KEYS.md.
public enum CommandCategory: String, Sendable, CaseIterable {
    case file = "File", edit = "Edit", indent = "Indent", navigate = "Navigate"
    case search = "Search", view = "View", help = "Help"
}

/// A command: what it is called, what it does, where it applies and which chords run it by
/// default. The help view, the shortcut bar, `dent --list-keys` and docs/KEYS.md all read these.
public struct Command: Sendable {
    public let id: String
    public let title: String
    public let help: String
    public let category: CommandCategory
    public let keys: [KeyChord]
    public let context: KeyContext
    /// Position in the shortcut bar (lower first); nil keeps the command out of the bar. Ranks are
    /// spaced by ten for the editor and globals; a modal's own commands use 1-9 so they lead.
    public let barRank: Int?
    /// When the command is in the shortcut bar.
    public let barWhen: BarCondition
    /// The bar's title while text is selected (Tab: "Indent lines"), if it differs.
    public let selectionTitle: String?
    public let action: @Sendable (inout Editor) -> Void

    public init(
        id: String, title: String, help: String, category: CommandCategory, keys: [KeyChord],
        context: KeyContext, barRank: Int? = nil, barWhen: BarCondition = .always, selectionTitle: String? = nil,
        action: @escaping @Sendable (inout Editor) -> Void
    ) {
        self.id = id
        self.title = title
        self.help = help
        self.category = category
        self.keys = keys
        self.context = context
        self.barRank = barRank
        self.barWhen = barWhen
        self.selectionTitle = selectionTitle
        self.action = action
    }
}

/// When a ranked command shows in the shortcut bar.
public enum BarCondition: Sendable, Equatable {
    case always
    /// Only while text is selected (copy, cut).
    case withSelection
    /// Only while nothing is selected.
    case withoutSelection
    /// Only while quitting with more than one unsaved file left to ask about (save all).
    case severalToSave
    /// Only in a prompt whose answer is a path (Tab completes it).
    case completingPath
    /// Only where `sudo` is installed (Save with sudo).
    case withSudo
}
