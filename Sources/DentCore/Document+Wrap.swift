import DentText

/// A screen row of soft-wrapped text: a line and the index of one of its wrapped rows.
public struct RowPosition: Sendable, Equatable, Comparable {
    public var line: Int
    public var row: Int

    public init(line: Int, row: Int) { (self.line, self.row) = (line, row) }

    public static func < (a: RowPosition, b: RowPosition) -> Bool { (a.line, a.row) < (b.line, b.row) }
}

/// The wrapped rows of one line, and whether they are all of its rows.
public struct WrappedLine: Sendable {
    public var layout: LineLayout
    public var rows: [WrapRow]
    /// False when only a prefix of the line was wrapped: more rows follow the last one.
    public var isComplete: Bool { layout.isComplete }
}

/// Soft wrap: lines cut into rows of `wrapWidth` cells, and the cursor moving and the view
/// scrolling by screen row. Only lines on screen or under the cursor are wrapped, and only as
/// far as needed, so a 20 MB line costs what the rows looked at cost.
extension Document {
    /// The rows of `line` wrapped at `width`, at least `count` of them (all when it has fewer).
    public func wrappedLine(_ line: Int, width: Int, atLeast count: Int) -> WrappedLine {
        // A row is at most `width` columns, so a prefix `count + 1` rows wide holds `count` rows
        // that the cut cannot change.
        var columns = (Swift.max(count, 1) + 1) * Swift.max(width, 1)
        while true {
            let layout = layout(ofLine: line, reaching: .column(columns))
            let rows = layout.wrapRows(width: width)
            if layout.isComplete || rows.count >= count { return WrappedLine(layout: layout, rows: rows) }
            columns *= 4
        }
    }

    /// The rows of `line` far enough to hold line-relative byte `offset`, and the index of its row.
    func wrappedLine(_ line: Int, width: Int, holding offset: Int) -> (WrappedLine, Int) {
        let column = layout(ofLine: line, reaching: .byte(offset)).column(ofByte: offset)
        var wrapped = wrappedLine(line, width: width, atLeast: column / Swift.max(width, 1) + 2)
        while true {
            let index = LineLayout.rowIndex(ofByte: offset, in: wrapped.rows)
            if wrapped.isComplete || index + 1 < wrapped.rows.count { return (wrapped, index) }
            wrapped = wrappedLine(line, width: width, atLeast: wrapped.rows.count * 2 + 2)
        }
    }

    /// The screen row that shows the cursor.
    public func cursorRow(width: Int) -> (position: RowPosition, x: Int) {
        let line = cursorLine
        let offset = cursor - text.lineRange(line).lowerBound
        let (wrapped, index) = wrappedLine(line, width: width, holding: offset)
        return (RowPosition(line: line, row: index), wrapped.layout.column(ofByte: offset) - wrapped.rows[index].startColumn)
    }

    /// The position `count` rows below `position` (above when negative), stopping at the first
    /// and the last row of the text.
    public func step(_ position: RowPosition, by count: Int, width: Int) -> RowPosition {
        var position = position
        var remaining = count
        while remaining > 0 {
            let rows = wrappedLine(position.line, width: width, atLeast: position.row + remaining + 1).rows.count
            if position.row + remaining < rows { return RowPosition(line: position.line, row: position.row + remaining) }
            guard position.line + 1 < text.lineCount else { return RowPosition(line: position.line, row: rows - 1) }
            remaining -= rows - position.row
            position = RowPosition(line: position.line + 1, row: 0)
        }
        while remaining < 0 {
            if position.row + remaining >= 0 { return RowPosition(line: position.line, row: position.row + remaining) }
            guard position.line > 0 else { return RowPosition(line: 0, row: 0) }
            remaining += position.row + 1
            position = RowPosition(line: position.line - 1, row: lastRow(ofLine: position.line - 1, width: width))
        }
        return position
    }

    /// The index of the last wrapped row of `line`.
    func lastRow(ofLine line: Int, width: Int) -> Int {
        layout(ofLine: line).wrapRows(width: width).count - 1
    }

    /// The offset shown at `x` cells into the row at `position`: never past the row, and on
    /// every row but a line's last never at its end (that offset starts the next row).
    public func offset(at position: RowPosition, x: Int, width: Int) -> Int {
        let wrapped = wrappedLine(position.line, width: width, atLeast: position.row + 2)
        let row = wrapped.rows[Swift.min(position.row, wrapped.rows.count - 1)]
        let start = text.lineRange(position.line).lowerBound
        let glyphs = wrapped.layout.glyphs
        let column = row.startColumn + Swift.max(x, 0)
        if let hit = glyphs[row.glyphs].first(where: { $0.column + $0.width > column }) { return start + hit.bytes.lowerBound }
        let isLast = wrapped.isComplete && row == wrapped.rows.last
        guard !isLast, let last = glyphs[row.glyphs].last else { return start + row.bytes.upperBound }
        return start + last.bytes.lowerBound
    }

    /// The first screen row shown.
    public var scrollPosition: RowPosition {
        get { RowPosition(line: scrollLine, row: scrollRow) }
        set { (scrollLine, scrollRow) = (newValue.line, newValue.row) }
    }

    /// Moves `count` screen rows down (negative: up), keeping the goal: the cell in the row.
    mutating func moveByRows(_ count: Int, width: Int) {
        let (position, x) = cursorRow(width: width)
        let goal = goalColumn ?? x
        cursor = offset(at: step(position, by: count, width: width), x: goal, width: width)
        goalColumn = goal
    }

    /// Shows the cursor in `rows` rows of wrapped text, as `scrollToCursor` says.
    mutating func scrollToCursorWrapped(rows: Int, width: Int, follow: ScrollFollow) {
        scrollColumn = 0
        clampScroll(width: width)
        if follow == .resize { scrollPosition = clampedScroll(scrollPosition, rows: rows, width: width) }
        let cursor = cursorRow(width: width).position
        if cursor >= scrollPosition, isShown(cursor, rows: rows, width: width) { return }
        let above = cursor < scrollPosition
        let oneRowOff = above ? step(cursor, by: 1, width: width) == scrollPosition
            : isShown(step(cursor, by: -1, width: width), rows: rows, width: width)
        if follow == .command, !oneRowOff {
            scrollPosition = clampedScroll(step(cursor, by: -(rows / 2), width: width), rows: rows, width: width)
        } else {
            scrollPosition = above ? cursor : step(cursor, by: -(rows - 1), width: width)
        }
    }

    /// Keeps the first line and row shown inside the text: an edit, a reload or a narrower
    /// window may have shrunk what was under the view, and the rows of a line that no longer
    /// exists cannot be counted.
    mutating func clampScroll(width: Int?) {
        scrollLine = Swift.min(scrollLine, text.lineCount - 1)
        guard let width else { return scrollRow = 0 }
        scrollRow = Swift.min(scrollRow, lastRow(ofLine: scrollLine, width: width))
    }

    /// True when `position` is within `rows` rows from the first one shown.
    func isShown(_ position: RowPosition, rows: Int, width: Int) -> Bool {
        guard position >= scrollPosition, position.line - scrollLine < rows else { return false }
        return step(scrollPosition, by: rows - 1, width: width) >= position
    }

    /// `position`, or the last first row that still fills `rows` rows (the end of the text on
    /// the last one), whichever is earlier: how far the view may scroll down.
    func clampedScroll(_ position: RowPosition, rows: Int, width: Int) -> RowPosition {
        let last = text.lineCount - 1
        return Swift.min(position, step(RowPosition(line: last, row: lastRow(ofLine: last, width: width)), by: -(rows - 1), width: width))
    }

    /// Page down or up by screen rows: the view and the cursor move by the same number of rows.
    mutating func movePageWrapped(by pages: Int, rows: Int, width: Int) {
        let step = Swift.max(rows - 1, 1) * pages
        scrollPosition = clampedScroll(self.step(scrollPosition, by: step, width: width), rows: rows, width: width)
        moveByRows(step, width: width)
    }
}
