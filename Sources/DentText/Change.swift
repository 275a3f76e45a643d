/// One invertible edit: at `offset`, `removed` was replaced by `inserted`.
///
/// Every edit of a document is a `Change`, so undo is replaying inverses.
/// An indent or outdent is kept as its line prefixes (`linePrefixes`; `removed` and `inserted`
/// are then empty), not as copies of the lines.
public struct Change: Sendable, Equatable {
    public var offset: Int
    public var removed: [UInt8]
    public var inserted: [UInt8]
    public var linePrefixes: LinePrefixEdit?

    public init(offset: Int, removed: [UInt8], inserted: [UInt8]) {
        self.offset = offset
        self.removed = removed
        self.inserted = inserted
    }

    /// The change of the line starts, at `offset`: the start of `prefixes.firstLine`.
    public init(offset: Int, linePrefixes prefixes: LinePrefixEdit) {
        self.init(offset: offset, removed: [], inserted: [])
        linePrefixes = prefixes
    }

    /// The change that undoes this one.
    public var inverse: Change {
        if let linePrefixes { return Change(offset: offset, linePrefixes: linePrefixes.inverse) }
        return Change(offset: offset, removed: inserted, inserted: removed)
    }

    /// True when applying the change would do nothing.
    public var isEmpty: Bool { linePrefixes?.isEmpty ?? (removed == inserted) }
}
