/// The marks of a line scrolled sideways (soft wrap off): a reversed `<` in the first text
/// column when part of the line is off the left edge, a reversed `>` in the last when it runs
/// past the right one, as nano draws them. A mark never covers the cursor's cell, so the
/// character being edited is always visible.
enum ScrollMarks {
    static let left = Cell("<", style: .reverse)
    static let right = Cell(">", style: .reverse)

    static func draw(_ rows: [TextRow], origin: Int, into grid: inout CellGrid) {
        let last = grid.columns - 1
        guard last > origin else { return }
        for (row, text) in rows.enumerated() {
            if text.firstColumn > 0, !text.layout.glyphs.isEmpty { mark(left, row: row, column: origin, into: &grid) }
            if !text.layout.isComplete || text.layout.width > text.firstColumn + (last - origin + 1) {
                mark(right, row: row, column: last, into: &grid)
            }
        }
    }

    private static func mark(_ cell: Cell, row: Int, column: Int, into grid: inout CellGrid) {
        if let cursor = grid.cursor, cursor.row == row, cursor.column == column { return }
        // Half of a wide character left beside the mark would be drawn as one; blank it.
        if column + 1 < grid.columns, grid[row, column + 1].isContinuation { grid[row, column + 1] = .blank }
        if grid[row, column].isContinuation, column > 0 { grid[row, column - 1] = .blank }
        grid[row, column] = cell
    }
}
