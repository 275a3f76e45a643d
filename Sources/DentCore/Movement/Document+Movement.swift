import DentText

/// Cursor movement. Horizontal moves go by glyph (grapheme cluster); vertical moves keep a goal
/// display column, as in every editor people are used to.
extension Document {
    public mutating func moveLeft() {
        goalColumn = nil
        cursor = positionLeft(of: cursor)
    }

    public mutating func moveRight() {
        goalColumn = nil
        cursor = positionRight(of: cursor)
    }

    /// The glyph boundary before `offset`; at a line start, the end of the previous line.
    func positionLeft(of offset: Int) -> Int {
        let line = text.line(containing: offset)
        let start = text.lineRange(line).lowerBound
        if offset == start { return line > 0 ? text.lineRange(line - 1).upperBound : offset }
        return start + layout(around: offset - start, ofLine: line).boundary(before: offset - start)
    }

    /// The glyph boundary after `offset`; at a line end, the start of the next line.
    func positionRight(of offset: Int) -> Int {
        let line = text.line(containing: offset)
        let range = text.lineRange(line)
        if offset == range.upperBound { return line + 1 < text.lineCount ? text.lineRange(line + 1).lowerBound : offset }
        return range.lowerBound + layout(around: offset - range.lowerBound, ofLine: line).boundary(after: offset - range.lowerBound)
    }

    public mutating func moveToDocumentStart() {
        goalColumn = nil
        cursor = 0
    }

    public mutating func moveToDocumentEnd() {
        goalColumn = nil
        cursor = text.count
    }

    /// Moves `count` lines down (negative: up), keeping the goal column; with soft wrap,
    /// `count` screen rows, keeping the cell in the row.
    public mutating func moveVertically(by count: Int) {
        if let wrapWidth { return moveByRows(count, width: wrapWidth) }
        let goal = goalColumn ?? cursorColumn
        let target = Swift.min(Swift.max(cursorLine + count, 0), text.lineCount - 1)
        cursor = offset(ofLine: target, column: goal)
        goalColumn = goal
    }

    /// Smart Home: to the first non-blank character, or to column 0 when already there.
    public mutating func moveToLineStart() {
        goalColumn = nil
        let range = text.lineRange(cursorLine)
        let indent = leadingBlankCount(cursorLine)
        cursor = cursor == range.lowerBound + indent ? range.lowerBound : range.lowerBound + indent
    }

    public mutating func moveToLineEnd() {
        goalColumn = nil
        cursor = text.lineRange(cursorLine).upperBound
    }

    /// Moves a page of `rows` lines, scrolling the view by the same amount so the cursor keeps
    /// its place on screen.
    public mutating func movePage(by pages: Int, rows: Int) {
        if let wrapWidth { return movePageWrapped(by: pages, rows: rows, width: wrapWidth) }
        let step = Swift.max(rows - 1, 1) * pages
        let lastTop = Swift.max(text.lineCount - rows, 0)
        scrollLine = Swift.min(Swift.max(scrollLine + step, 0), lastTop)
        moveVertically(by: step)
    }
}
