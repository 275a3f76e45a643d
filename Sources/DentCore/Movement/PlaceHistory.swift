/// A place in an open file: where Back returns to. Kept as a line and a byte in it, so edits
/// elsewhere in the file leave it on the same line number (as vim's jump list); going there
/// clamps it to the text as it is then.
public struct Place: Sendable, Equatable {
    public var id: DocumentID
    public var line: Int
    public var column: Int

    public init(id: DocumentID, line: Int, column: Int) {
        (self.id, self.line, self.column) = (id, line, column)
    }
}

/// A pane's history of places (issue 54, "Back means the place before"): a jump (another file
/// shown, go to line, a search's match, the start or end of the file, a bracket's partner, a
/// definition) adds the place it leaves and the place it reaches; Back (Alt+Left) and Forward
/// (Alt+Right) move along it, across files, as a browser's do. The current entry's file is the
/// file the pane shows; its place is the cursor's, taken each time the pane leaves it.
struct PlaceHistory: Sendable, Equatable {
    private(set) var entries: [Place]
    private(set) var position = 0

    /// Entries kept, as vim's jump list: the oldest go first.
    static let limit = 100

    init(_ first: DocumentID) { entries = [Place(id: first, line: 0, column: 0)] }

    /// The file shown now.
    var current: DocumentID { entries[position].id }

    /// A jump from `here` (in the file shown) to `target`: the entries after the current one
    /// are dropped (as in a browser). A jump to where it started adds nothing.
    mutating func push(from here: Place, to target: Place) {
        entries[position] = here
        entries.removeSubrange((position + 1)...)
        guard target != here else { return }
        entries.append(target)
        position += 1
        if entries.count > Self.limit {
            entries.removeFirst(entries.count - Self.limit)
            position = entries.count - 1
        }
    }

    /// Back from `here`: the place before, which becomes current; nil at the first.
    mutating func back(from here: Place) -> Place? {
        guard position > 0 else { return nil }
        entries[position] = here
        position -= 1
        return entries[position]
    }

    /// Forward from `here`: the place Back left, which becomes current; nil when none.
    mutating func forward(from here: Place) -> Place? {
        guard position + 1 < entries.count else { return nil }
        entries[position] = here
        position += 1
        return entries[position]
    }

    /// Takes every entry of a closed file out. Neighbours that become the same place merge.
    /// When the current entry goes, the one before it becomes current (the previous file, as
    /// Back would show), else the one after it. Returns the current file afterwards; nil when
    /// nothing is left.
    mutating func remove(_ id: DocumentID) -> DocumentID? {
        var kept: [Place] = []
        var newPosition = -1
        for (index, entry) in entries.enumerated() {
            if entry.id != id && entry != kept.last { kept.append(entry) }
            if index == position { newPosition = kept.count - 1 }
        }
        guard !kept.isEmpty else { return nil }
        entries = kept
        position = Swift.max(newPosition, 0)
        return current
    }
}
