import DentText

extension Document {
    /// `LF`, `CRLF` or `mixed`, from the first 1,000 lines of `text`. Computed when the file is
    /// loaded and when it is converted (edits insert the file's own ending), not on every frame.
    static func lineEndingLabel(of text: TextBuffer) -> String {
        var sawLF = false
        var sawCRLF = false
        for line in 0..<Swift.min(text.lineCount - 1, 1_000) {
            if text.lineRangeWithTerminator(line).count - text.lineRange(line).count == 2 { sawCRLF = true } else { sawLF = true }
            if sawLF && sawCRLF { return "mixed" }
        }
        return sawCRLF ? "CRLF" : "LF"
    }

    /// Rewrites every line ending as `ending`, as one undo step; Enter uses it from then on.
    public mutating func convertLineEndings(to ending: LineEnding) {
        let before = cursorState
        let place = place(of: cursor)
        var replacement: [UInt8] = []
        replacement.reserveCapacity(text.count)
        for line in 0..<text.lineCount {
            replacement += text.lineBytes(line)
            if line + 1 < text.lineCount { replacement += ending.bytes }
        }
        lineEnding = ending
        guard replacement != text.bytes.allBytes else { return }
        let change = text.replace(0..<text.count, with: replacement)
        lineEndingLabel = Document.lineEndingLabel(of: text)
        cursor = text.lineRange(place.line).lowerBound + place.column
        anchor = nil
        recordChange(change, kind: .other, before: before)
    }

    /// EditorConfig's `trim_trailing_whitespace`, applied before a save: spaces and tabs at the
    /// end of every line go, as one undo step. Only when EditorConfig asks.
    /// Returns how many lines it changed.
    @discardableResult
    mutating func trimTrailingWhitespace() -> Int {
        guard trimsTrailingWhitespace else { return 0 }
        let before = cursorState
        let place = place(of: cursor)
        var replacement: [UInt8] = []
        replacement.reserveCapacity(text.count)
        var cursorColumn = place.column
        var trimmed = 0
        for line in 0..<text.lineCount {
            var content = text.lineBytes(line)
            let length = content.count
            while let last = content.last, isBlank(last) { content.removeLast() }
            if content.count != length { trimmed += 1 }
            if line == place.line { cursorColumn = Swift.min(cursorColumn, content.count) }
            replacement += content
            replacement += text.bytes.bytes(in: text.lineRange(line).upperBound..<text.lineRangeWithTerminator(line).upperBound)
        }
        guard trimmed > 0 else { return 0 }
        let change = text.replace(0..<text.count, with: replacement)
        cursor = text.lineRange(place.line).lowerBound + cursorColumn
        anchor = nil
        recordChange(change, kind: .other, before: before)
        return trimmed
    }
}
