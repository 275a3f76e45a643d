import DentText

/// Justify (nano's ^J and M-J, vim's `gq`): paragraphs rewrapped to `wrapColumn`, by
/// `Paragraphs` and `ParagraphFill` in DentText; each call is one change, so one undo step.
extension Document {
    /// The lines of the paragraph at the cursor; on a line between paragraphs, the next one
    /// below (as nano does); nil when there is none.
    public var paragraphAtCursor: ClosedRange<Int>? {
        var first = cursorLine
        while first < text.lineCount, Paragraphs.isSeparator(text.lineBytes(first)) { first += 1 }
        guard first < text.lineCount else { return nil }
        while first > 0, Paragraphs.continues(text.lineBytes(first - 1), with: text.lineBytes(first)) { first -= 1 }
        var last = first
        while last + 1 < text.lineCount, Paragraphs.continues(text.lineBytes(last), with: text.lineBytes(last + 1)) { last += 1 }
        return first...last
    }

    /// Rewraps every paragraph among `lines` to `wrapColumn` columns; the lines between
    /// paragraphs and each line ending after a paragraph stay as they are, the new breaks are
    /// the file's line ending. The cursor goes to the end of the last paragraph. False when
    /// nothing changed (the text was justified already).
    @discardableResult
    public mutating func justify(lines: ClosedRange<Int>) -> Bool {
        let contents = lines.map { text.lineBytes($0) }
        let span = text.lineRange(lines.lowerBound).lowerBound..<text.lineRange(lines.upperBound).upperBound
        var replacement: [UInt8] = []
        var end = 0
        var next = 0
        func keep(upTo line: Int) {
            for index in next..<line { replacement += contents[index] + terminator(lines.lowerBound + index, in: lines) }
        }
        for paragraph in Paragraphs.ranges(in: contents) {
            keep(upTo: paragraph.lowerBound)
            let filled = ParagraphFill.fill(Array(contents[paragraph]), width: wrapColumn, tabWidth: tabWidth)
            replacement += Array(filled.joined(separator: lineEnding.bytes))
            end = replacement.count
            replacement += terminator(lines.lowerBound + paragraph.upperBound - 1, in: lines)
            next = paragraph.upperBound
        }
        keep(upTo: contents.count)
        guard !text.bytes.holds(replacement, at: span) else { return false }
        history.breakGroup()
        replace(span, with: replacement, cursorAfter: span.lowerBound + end, kind: .other)
        history.breakGroup()
        return true
    }

    /// The line ending after `line`, except after the last of `lines`, whose ending is outside
    /// the span justify replaces.
    private func terminator(_ line: Int, in lines: ClosedRange<Int>) -> [UInt8] {
        guard line < lines.upperBound else { return [] }
        return text.bytes.bytes(in: text.lineRange(line).upperBound..<text.lineRangeWithTerminator(line).upperBound)
    }
}
