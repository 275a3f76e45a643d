/// The order files were shown in, like a browser's history: showing a file pushes it (and drops
/// the forward part), Back and Forward move along it, and closing a file takes it out. It holds
/// ids only; a file can be open without being in it (`dent a b c` shows `a`, so the history
/// starts as `[a]`).
struct NavigationHistory: Sendable, Equatable {
    private(set) var entries: [DocumentID]
    private(set) var position = 0

    init(_ first: DocumentID) { entries = [first] }

    /// The file shown now.
    var current: DocumentID { entries[position] }

    /// Shows `id` next: the entries after the current one are dropped. Showing the file already
    /// shown changes nothing.
    mutating func push(_ id: DocumentID) {
        guard id != current else { return }
        entries.removeSubrange((position + 1)...)
        entries.append(id)
        position += 1
    }

    /// The file shown before this one, if any, which becomes current.
    mutating func back() -> DocumentID? {
        guard position > 0 else { return nil }
        position -= 1
        return current
    }

    /// The file Back left, if any, which becomes current again.
    mutating func forward() -> DocumentID? {
        guard position + 1 < entries.count else { return nil }
        position += 1
        return current
    }

    /// Takes every entry of a closed file out. Entries that become neighbours with the same id
    /// merge (`a b a` without `b` is `a`). When the current entry goes, the one before it becomes
    /// current (the previous file, as Back would show), else the one after it. Returns the
    /// current file afterwards; nil when nothing is left.
    mutating func remove(_ id: DocumentID) -> DocumentID? {
        var kept: [DocumentID] = []
        var newPosition = -1
        for (index, entry) in entries.enumerated() {
            if entry != id && entry != kept.last { kept.append(entry) }
            if index == position { newPosition = kept.count - 1 }
        }
        guard !kept.isEmpty else { return nil }
        entries = kept
        position = Swift.max(newPosition, 0)
        return current
    }
}
