import DentText

/// Sort lines: the selected lines (`selectedLines`), or every line without a selection, put in
/// `LineOrder`, as one undo step.
extension Document {
    /// What a sort did: the lines it ordered and the duplicates it removed.
    public struct SortOutcome: Sendable, Equatable {
        public var lines: Int
        public var removed: Int
    }

    /// Sorts the lines. Each line's terminator stays where it was (the first line sorted ends
    /// as the first one did), so a last line without a newline, and CR LF endings, keep their
    /// places and the file's other bytes are untouched. A selection stays on the sorted lines;
    /// without one the cursor keeps its line and column. Nil when the order was already so.
    public mutating func sortLines(_ order: LineOrder) -> SortOutcome? {
        var lines = selection == nil ? 0...Swift.max(text.lineCount - 1, 0) : selectedLines
        // The empty "line" after a final newline is no line to sort (`sort` reads none there).
        if lines.count > 1, lines.upperBound == text.lineCount - 1, text.lineRange(lines.upperBound).isEmpty {
            lines = lines.lowerBound...(lines.upperBound - 1)
        }
        let contents = lines.map { text.lineBytes($0) }
        let ends = lines.map { text.bytes.bytes(in: text.lineRange($0).upperBound..<text.lineRangeWithTerminator($0).upperBound) }
        let sorted = order.sorted(contents)
        guard sorted != contents else { return nil }
        // A line removed as a duplicate takes the last terminators with it.
        var bytes: [UInt8] = []
        for (index, line) in sorted.enumerated() {
            bytes += line
            bytes += index == sorted.count - 1 ? ends[ends.count - 1] : ends[index]
        }
        let range = span(of: lines)
        let (line, column, hadSelection) = (cursorLine, cursorColumn, selection != nil)
        history.breakGroup()
        replace(range, with: bytes, cursorAfter: range.lowerBound + bytes.count, anchorAfter: range.lowerBound, kind: .other)
        history.breakGroup()
        if !hadSelection {
            anchor = nil
            cursor = offset(ofLine: Swift.min(line, text.lineCount - 1), column: column)
            history.amendLast(after: cursorState)
        }
        return SortOutcome(lines: contents.count, removed: contents.count - sorted.count)
    }
}
