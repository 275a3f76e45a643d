/// The text of a document: a gap buffer and its line index, always edited together.
///
/// Lines end at LF; a CR just before the LF belongs to the terminator, so positions never land
/// between CR and LF, and CRLF files round-trip byte-exact.
public struct TextBuffer: Sendable, Equatable {
    public private(set) var bytes: GapBuffer
    public private(set) var lines: LineIndex

    public init(_ bytes: GapBuffer = GapBuffer()) {
        self.bytes = bytes
        self.lines = LineIndex(of: bytes)
    }

    public init(_ text: String) { self.init(GapBuffer(Array(text.utf8))) }

    public var count: Int { bytes.count }
    /// Lines in the index: a text ending in a line ending has an empty last line here.
    public var lineCount: Int { lines.count }

    /// Lines as people count them (`wc -l`, plus an unterminated last line).
    public var countedLines: Int { lineRangeWithTerminator(lineCount - 1).isEmpty ? lineCount - 1 : lineCount }

    /// The bytes of line `line`, without its terminator.
    public func lineRange(_ line: Int) -> Range<Int> {
        let start = lines.start(ofLine: line)
        guard line + 1 < lines.count else { return start..<count }
        var end = lines.start(ofLine: line + 1) - 1
        if end > start && bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return start..<end
    }

    /// The bytes of line `line` including its terminator.
    public func lineRangeWithTerminator(_ line: Int) -> Range<Int> {
        let start = lines.start(ofLine: line)
        let end = line + 1 < lines.count ? lines.start(ofLine: line + 1) : count
        return start..<end
    }

    public func lineBytes(_ line: Int) -> [UInt8] { bytes.bytes(in: lineRange(line)) }

    public func line(containing offset: Int) -> Int { lines.line(containing: offset) }

    /// The line ending the text uses, judged by its first line.
    public var lineEnding: LineEnding {
        guard lineCount > 1 else { return .lf }
        let firstEnd = lines.start(ofLine: 1) - 1
        return firstEnd > 0 && bytes[firstEnd - 1] == UInt8(ascii: "\r") ? .crlf : .lf
    }

    /// Replaces `range` with `replacement` and returns the change that was made.
    @discardableResult
    public mutating func replace<C: Collection>(_ range: Range<Int>, with replacement: C) -> Change
    where C.Element == UInt8 {
        let removed = bytes.replace(range, with: replacement)
        lines.didRemove(range)
        lines.didInsert(replacement, at: range.lowerBound)
        return Change(offset: range.lowerBound, removed: removed, inserted: Array(replacement))
    }

    /// Applies a change made earlier (for undo and redo).
    public mutating func apply(_ change: Change) {
        replace(change.offset..<(change.offset + change.removed.count), with: change.inserted)
    }

    /// Traps if the line index disagrees with the bytes. Tests call this after every edit.
    public func checkInvariants() {
        bytes.checkInvariants()
        precondition(lines == LineIndex(of: bytes), "line index out of step with the text")
    }
}

/// How lines end in a file.
public enum LineEnding: String, Sendable, Equatable {
    case lf, crlf

    public var bytes: [UInt8] { self == .lf ? [0x0A] : [0x0D, 0x0A] }
}
