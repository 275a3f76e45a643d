/// The text of a document: a gap buffer and its line index, always edited together.
///
/// Bytes are kept exactly as loaded: nothing is decoded, normalised or converted, so invalid
/// UTF-8, NUL bytes, a BOM and a missing final newline all survive an edit elsewhere.
/// - Lines end at LF. A CR just before the LF belongs to the terminator, so line ranges never
///   end between CR and LF, and CRLF and mixed files round-trip byte-exact.
/// - A lone CR (not followed by LF) is not a line end: it is a byte of its line, which
///   `LineLayout` shows as the control `^M`.
/// - A BOM is the first three bytes of line 0; `LineLayout` gives it no width (see there).
public struct TextBuffer: Sendable, Equatable {
    public internal(set) var bytes: GapBuffer
    public internal(set) var lines: LineIndex
    /// What changed since each reader armed the record (`TextBuffer+Edits`); not part of the
    /// text, so equality ignores it.
    var edits = EditRecord()
    /// The edits since the recovery journal last took them, while it logs them
    /// (`TextBuffer+ChangeLog`); nil while nothing does. No part of the text either.
    var changeLog: ChangeLog?

    public init(_ bytes: GapBuffer = GapBuffer()) {
        self.init(bytes, limits: .standard)
    }

    /// A buffer whose index cuts its chunks by `limits` (tests use tiny chunks).
    init(_ bytes: GapBuffer, limits: ChunkLimits) {
        self.bytes = bytes
        self.lines = LineIndex(of: bytes, limits: limits)
    }

    /// A buffer from bytes and their index built elsewhere (a loader that indexes as it reads,
    /// with `LineIndexBuilder`). `lines` must be the index of `bytes`; `checkInvariants` checks.
    public init(_ bytes: GapBuffer, lines: LineIndex) {
        precondition(lines.byteCount == bytes.count, "an index of \(lines.byteCount) bytes for \(bytes.count)")
        self.bytes = bytes
        self.lines = lines
    }

    /// Publishes the bytes' shape into `mirror` (`GapMirror`); nil stops and marks it gone.
    public mutating func attachMirror(_ mirror: GapMirror?) {
        if let mirror { bytes.attach(mirror) } else { bytes.detachMirror() }
    }

    public init(_ text: String) { self.init(GapBuffer(Array(text.utf8))) }

    /// The same text with storage of its own (`GapBuffer.copy()`), for a copy that is edited
    /// while the original lives; the edit record comes along, so its readers' spans hold.
    public func copy() -> TextBuffer {
        var copy = self
        copy.bytes = bytes.copy()
        return copy
    }

    public var count: Int { bytes.count }
    /// Lines in the index: a text ending in a line ending has an empty last line here.
    public var lineCount: Int { lines.count }

    /// Lines as people count them (`wc -l`, plus an unterminated last line).
    public var countedLines: Int { lineRangeWithTerminator(lineCount - 1).isEmpty ? lineCount - 1 : lineCount }

    /// The bytes of line `line`, without its terminator (LF, or CR LF).
    public func lineRange(_ line: Int) -> Range<Int> {
        withoutTerminator(lines.range(ofLine: line), isLast: line + 1 == lines.count)
    }

    /// A line's bytes without its LF or CR LF (the last line has none).
    private func withoutTerminator(_ full: Range<Int>, isLast: Bool) -> Range<Int> {
        guard !isLast else { return full }
        var end = full.upperBound - 1
        if end > full.lowerBound && bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return full.lowerBound..<end
    }

    /// `lineRange` of each of `lines`, found in one walk.
    public func lineRanges(_ lines: Range<Int>) -> [Range<Int>] {
        self.lines.ranges(ofLines: lines).enumerated().map { index, full in
            withoutTerminator(full, isLast: lines.lowerBound + index + 1 == self.lines.count)
        }
    }

    /// The bytes of line `line` including its terminator.
    public func lineRangeWithTerminator(_ line: Int) -> Range<Int> { lines.range(ofLine: line) }

    public func lineBytes(_ line: Int) -> [UInt8] { bytes.bytes(in: lineRange(line)) }

    public func line(containing offset: Int) -> Int { lines.line(containing: offset) }

    /// Replaces `range` with `replacement` and returns the change that was made: one move of the
    /// gap and one update of the line index, however many lines the range spans.
    @discardableResult
    public mutating func replace<C: Collection>(_ range: Range<Int>, with replacement: C) -> Change
    where C.Element == UInt8 {
        replaceBytes(range, with: Array(replacement))
    }

    /// The same for an array, the common case: not generic, so a caller in another module gets
    /// code specialised for `[UInt8]`, which typing calls on every key.
    @discardableResult
    public mutating func replace(_ range: Range<Int>, with replacement: [UInt8]) -> Change {
        replaceBytes(range, with: replacement)
    }

    private mutating func replaceBytes(_ range: Range<Int>, with replacement: [UInt8]) -> Change {
        let removed = bytes.replace(range, with: replacement)
        lines.didReplace(range, with: replacement)
        edits.note(range, inserted: replacement.count)
        if changeLog != nil { changeLog?.note(offset: range.lowerBound, removed: removed.count, inserted: replacement) }
        return Change(offset: range.lowerBound, removed: removed, inserted: replacement)
    }

    /// Applies a change made earlier (for undo and redo).
    public mutating func apply(_ change: Change) {
        if let prefixes = change.linePrefixes { return apply(prefixes) }
        replace(change.offset..<(change.offset + change.removed.count), with: change.inserted)
    }

    /// Equal texts: the bytes (the index follows from them; the edit record is no part of the text).
    public static func == (a: TextBuffer, b: TextBuffer) -> Bool { a.bytes == b.bytes && a.lines == b.lines }

    /// Traps if the line index disagrees with the bytes. O(n): tests call it after edits.
    public func checkInvariants() {
        bytes.checkInvariants()
        lines.checkInvariants()
        precondition(lines == LineIndex(of: bytes), "line index out of step with the text")
    }
}
