import DentText

/// Whole-line and word operations: delete, duplicate and move lines, delete words.
extension Document {
    /// The bytes of `lines` with the terminator of the last one (none at the end of the file).
    func span(of lines: ClosedRange<Int>) -> Range<Int> {
        text.lineRangeWithTerminator(lines.lowerBound).lowerBound..<text.lineRangeWithTerminator(lines.upperBound).upperBound
    }

    /// Deletes the cursor's line or the selected lines; the cursor goes to the start of the line
    /// that takes their place. Returns the deleted bytes (for the clipboard).
    @discardableResult
    public mutating func deleteLines() -> [UInt8] {
        let lines = selectedLines
        var range = span(of: lines)
        // The last line has no terminator: take the one before it instead, if any.
        if lines.upperBound == text.lineCount - 1, lines.lowerBound > 0 {
            range = text.lineRange(lines.lowerBound - 1).upperBound..<range.upperBound
        }
        let removed = text.bytes.bytes(in: range)
        let landing = lines.upperBound == text.lineCount - 1 && lines.lowerBound > 0
            ? text.lineRange(lines.lowerBound - 1).lowerBound : range.lowerBound
        replace(range, with: [], cursorAfter: landing, kind: .line)
        return removed
    }

    /// Copies the selection after itself, or the cursor's line below itself.
    public mutating func duplicateLines() {
        if let selection {
            let bytes = text.bytes.bytes(in: selection)
            replace(selection.upperBound..<selection.upperBound, with: bytes, cursorAfter: cursor, anchorAfter: anchor, kind: .line)
            return
        }
        let line = cursorLine
        let content = text.lineBytes(line)
        let end = text.lineRange(line).upperBound
        let column = cursor - text.lineRange(line).lowerBound
        replace(end..<end, with: lineEnding.bytes + content, cursorAfter: end + lineEnding.bytes.count + column, kind: .line)
    }

    /// Moves the cursor's line (or the selected lines) up or down by one line, with the cursor
    /// and selection.
    public mutating func moveLines(by direction: Int) {
        let lines = selectedLines
        let neighbour = direction < 0 ? lines.lowerBound - 1 : lines.upperBound + 1
        guard neighbour >= 0, neighbour < text.lineCount else { return }
        let block = (lines.lowerBound...lines.upperBound).map { text.lineBytes($0) }
        let other = text.lineBytes(neighbour)
        let all = Swift.min(lines.lowerBound, neighbour)...Swift.max(lines.upperBound, neighbour)
        let range = text.lineRange(all.lowerBound).lowerBound..<text.lineRange(all.upperBound).upperBound
        let ordered = direction < 0 ? block + [other] : [other] + block
        let joined = Array(ordered.joined(separator: lineEnding.bytes))
        let shift = direction < 0 ? -(other.count + lineEnding.bytes.count) : other.count + lineEnding.bytes.count
        replace(range, with: joined, cursorAfter: cursor + shift, anchorAfter: anchor.map { $0 + shift }, kind: .line)
    }

    public mutating func deleteWordBackward() {
        if deleteSelection(kind: .deleting) { return }
        let end = cursor
        let start = wordStart(before: end)
        replace(start..<end, with: [], cursorAfter: start, kind: .deleting)
    }

    public mutating func deleteWordForward() {
        if deleteSelection(kind: .deleting) { return }
        let start = cursor
        replace(start..<wordEnd(after: start), with: [], cursorAfter: start, kind: .deleting)
    }

    public mutating func moveWordLeft() {
        goalColumn = nil
        cursor = wordStart(before: cursor)
    }

    public mutating func moveWordRight() {
        goalColumn = nil
        cursor = wordEnd(after: cursor)
    }

    /// Selects the word under (or just before) the cursor.
    public mutating func selectWord() {
        let end = wordEnd(after: wordStart(before: positionRight(of: cursor)))
        let start = wordStart(before: end)
        anchor = start
        cursor = end
        goalColumn = nil
        history.breakGroup()
    }
}
