/// One invertible edit: at `offset`, `removed` was replaced by `inserted`.
///
/// Every edit of a document is a `Change`, so undo is replaying inverses.
public struct Change: Sendable, Equatable {
    public var offset: Int
    public var removed: [UInt8]
    public var inserted: [UInt8]

    public init(offset: Int, removed: [UInt8], inserted: [UInt8]) {
        self.offset = offset
        self.removed = removed
        self.inserted = inserted
    }

    /// The change that undoes this one.
    public var inverse: Change { Change(offset: offset, removed: inserted, inserted: removed) }

    /// True when applying the change would do nothing.
    public var isEmpty: Bool { removed == inserted }
}
