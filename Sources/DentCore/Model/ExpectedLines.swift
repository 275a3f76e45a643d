/// The line count of a whole file while only its start is shown (`Document.expectedLines`).
public struct ExpectedLines: Sendable, Equatable {
    public var count: Int
    /// Counted to the file's end, not estimated from its start.
    public var isExact: Bool

    public init(count: Int, isExact: Bool) {
        self.count = count
        self.isExact = isExact
    }

    /// The first line the whole file has not: known only when counted.
    public var firstMissing: Int? { isExact ? count : nil }
}
