/// Where the text changed since each of its readers last looked: the one thing a cache of facts
/// about the text (the highlighter's states at line starts, soft wrap's row starts) needs to
/// stay exact without being told about each edit by every caller.
///
/// A reader (`EditReader`) arms the record (`trackEdits(for:)`); every edit then widens that
/// reader's span, and the reader takes it when it next looks (`edits(since:)`). A
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

    private var readers: [(reader: EditReader, span: Range<Int>?)] = []

    public init() {}

    /// What changed since `reader` armed the record.
    public func since(_ reader: EditReader) -> Since {
        guard let armed = readers.first(where: { $0.reader == reader }) else { return .unknown }
        return armed.span.map(Since.changed) ?? .unchanged
    }

    /// Starts a new span for `reader`, forgetting what it held; the longest-armed reader goes
    /// when the record is full.
    mutating func arm(_ reader: EditReader) {
        readers.removeAll { $0.reader == reader }
        if readers.count == Self.capacity { readers.removeFirst() }
        readers.append((reader, nil))
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
    /// Starts a new span of edits for `reader`, forgetting what it held.
    public mutating func trackEdits(for reader: EditReader) { edits.arm(reader) }

    /// What changed since `reader` last armed this text.
    public func edits(since reader: EditReader) -> EditRecord.Since { edits.since(reader) }

    /// No edit has touched an offset below this since `reader` armed the text (0 when it has
    /// not: nothing is known to be unchanged; `Int.max` when nothing changed).
    public func unchangedBelow(since reader: EditReader) -> Int {
        switch edits.since(reader) {
        case .unknown: 0
        case .unchanged: Int.max
        case .changed(let span): span.lowerBound
        }
    }
}

/// One reader of edit records: the name its span goes by (what it has not yet seen of a
/// text's edits). Several readers look at one text at different times (the highlighting cache,
/// each view's wrap anchors and carets, each parked view, the lint marks), so each needs a
/// span of its own, and nothing but the reader itself may match it: a reader is equal only to
/// its copies. The record keeps the readers it holds spans for, so a reader made later can
/// never be taken for one that is gone (an object's address as a number could be: a new
/// object may be given a freed one's).
public struct EditReader: Sendable, Equatable {
    private final class Identity: Sendable {}
    private let identity = Identity()

    public init() {}

    public static func == (a: EditReader, b: EditReader) -> Bool { a.identity === b.identity }
}
