/// Where the text changed since each of its readers last looked: the one thing a cache of facts
/// about the text (the highlighter's states at line starts, soft wrap's row starts) needs to
/// stay exact without being told about each edit by every caller.
///
/// A reader arms the record with a token of its own (`trackEdits(token:)`); every edit then
/// widens that reader's span, and the reader takes it when it next looks (`edits(since:)`). A
/// buffer made anew (a reload, another document's text) holds no span for the reader, which
/// then starts over. The record keeps the `capacity` readers armed last: a reader dropped for a
/// newer one (a cache thrown away long ago, usually) starts over too, so a forgotten reader
/// costs nothing and a live one is never told "unchanged" wrongly.
public struct EditRecord: Sendable {
    /// What one reader learns from the record.
    public enum Since: Sendable, Equatable {
        /// The reader has no span in this text: it never armed it, or was dropped. Anything it
        /// derived may be stale.
        case unknown
        case unchanged
        /// The bytes, in the text as it is now, that may differ from the text when the reader
        /// armed; everything before is unchanged, everything after unchanged but moved by the
        /// difference in length.
        case changed(Range<Int>)
    }

    /// Readers armed at once; each edit widens every one's span.
    static let capacity = 8

    private var readers: [(token: UInt64, span: Range<Int>?)] = []

    public init() {}

    /// What changed since the reader `token` armed the record.
    public func since(_ token: UInt64) -> Since {
        guard let reader = readers.first(where: { $0.token == token }) else { return .unknown }
        return reader.span.map(Since.changed) ?? .unchanged
    }

    /// Starts a new span for `token`, forgetting what it held; the longest-armed reader goes
    /// when the record is full.
    mutating func arm(_ token: UInt64) {
        readers.removeAll { $0.token == token }
        if readers.count == Self.capacity { readers.removeFirst() }
        readers.append((token, nil))
    }

    /// Adds an edit that replaced `range` (of the text before it) with `inserted` bytes.
    mutating func note(_ range: Range<Int>, inserted: Int) {
        for index in readers.indices { readers[index].span = Self.widen(readers[index].span, by: range, inserted: inserted) }
    }

    static func widen(_ old: Range<Int>?, by range: Range<Int>, inserted: Int) -> Range<Int> {
        let end = range.lowerBound + inserted
        guard let old else { return range.lowerBound..<end }
        // The old span's end moves with the edit: past it by the change in length, inside it to its end.
        let oldEnd = old.upperBound <= range.lowerBound ? old.upperBound
            : old.upperBound >= range.upperBound ? old.upperBound + inserted - range.count : end
        return Swift.min(old.lowerBound, range.lowerBound)..<Swift.max(oldEnd, end)
    }
}

extension TextBuffer {
    /// Starts a new span of edits for the reader `token` (nonzero), forgetting what it held.
    public mutating func trackEdits(token: UInt64) { edits.arm(token) }

    /// What changed since the reader `token` last armed this text.
    public func edits(since token: UInt64) -> EditRecord.Since { edits.since(token) }

    /// No edit has touched an offset below this since the reader `token` armed the text (0
    /// when it has not: nothing is known to be unchanged; `Int.max` when nothing changed).
    public func unchangedBelow(since token: UInt64) -> Int {
        switch edits.since(token) {
        case .unknown: 0
        case .unchanged: Int.max
        case .changed(let span): span.lowerBound
        }
    }
}

/// A reader's token for `trackEdits`: unique while any copy of it lives, so no other reader,
/// and no text armed by another reader, can pass for it.
public struct EditReader: Sendable {
    private final class Identity: Sendable {}
    private let identity = Identity()

    public init() {}

    /// Nonzero, and unique while the reader lives.
    /// (The object's address: its hash value would be hashed with SipHash on every look, and
    /// could collide.)
    public var token: UInt64 { UInt64(UInt(bitPattern: ObjectIdentifier(identity))) | 1 }
}
