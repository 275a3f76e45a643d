/// LSP's lines in a whole text, and positions in them.
///
/// LSP 3.17 ("Text Documents") ends a line at LF, CR LF or a lone CR; dent's lines end only at
/// LF, so a CR inside a dent line starts a new LSP line, and every later LSP line number is
/// one more than dent's. These functions map through that. A position cannot fall inside a
/// line break: a byte offset on the LF of a CR LF means the end of its line. A line past the
/// last means the end of the text (what a client does with it, as VS Code does; LSP clamps
/// only `character` by name), and `character` is clamped as `LineCharacters` says.
public enum LSPLines {
    /// The byte offset in `text` of `position`.
    public static func offset(of position: LSPPosition, in text: UnsafeBufferPointer<UInt8>, encoding: PositionEncoding) -> Int {
        var start = 0
        for _ in 0..<max(position.line, 0) {
            guard let next = nextLineStart(after: start, in: text) else { return text.count }
            start = next
        }
        let line = UnsafeBufferPointer(rebasing: text[start..<contentEnd(from: start, in: text)])
        return start + LineCharacters.byte(ofCharacter: position.character, in: line, encoding: encoding)
    }

    /// The position of the byte at `offset` in `text` (clamped to the text).
    public static func position(ofOffset offset: Int, in text: UnsafeBufferPointer<UInt8>, encoding: PositionEncoding) -> LSPPosition {
        let target = min(max(offset, 0), text.count)
        var start = 0
        var line = 0
        while let next = nextLineStart(after: start, in: text), next <= target {
            start = next
            line += 1
        }
        let content = UnsafeBufferPointer(rebasing: text[start..<contentEnd(from: start, in: text)])
        return LSPPosition(line: line, character: LineCharacters.character(ofByte: target - start, in: content, encoding: encoding))
    }

    /// The byte ranges of the lines of `text`, line breaks left out: one more than the breaks.
    public static func ranges(in text: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        while true {
            ranges.append(start..<contentEnd(from: start, in: text))
            guard let next = nextLineStart(after: start, in: text) else { return ranges }
            start = next
        }
    }

    /// Where the line starting at `start` ends: its first CR or LF, or the text's end.
    static func contentEnd(from start: Int, in text: UnsafeBufferPointer<UInt8>) -> Int {
        var index = start
        while index < text.count, text[index] != 0x0A, text[index] != 0x0D { index += 1 }
        return index
    }

    /// Where the line after the one starting at `start` starts, or nil for the last line.
    static func nextLineStart(after start: Int, in text: UnsafeBufferPointer<UInt8>) -> Int? {
        let end = contentEnd(from: start, in: text)
        guard end < text.count else { return nil }
        return text[end] == 0x0D && end + 1 < text.count && text[end + 1] == 0x0A ? end + 2 : end + 1
    }
}

extension LSPLines {
    /// The byte offset in `text` of `position`.
    public static func offset(of position: LSPPosition, in text: [UInt8], encoding: PositionEncoding) -> Int {
        text.withUnsafeBufferPointer { offset(of: position, in: $0, encoding: encoding) }
    }

    /// The position of the byte at `offset` in `text`.
    public static func position(ofOffset offset: Int, in text: [UInt8], encoding: PositionEncoding) -> LSPPosition {
        text.withUnsafeBufferPointer { position(ofOffset: offset, in: $0, encoding: encoding) }
    }

    /// The byte ranges of the lines of `text`, line breaks left out.
    public static func ranges(in text: [UInt8]) -> [Range<Int>] {
        text.withUnsafeBufferPointer { ranges(in: $0) }
    }
}
