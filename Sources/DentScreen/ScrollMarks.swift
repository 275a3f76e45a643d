/// The marks of a line scrolled sideways (soft wrap off): a reversed `<` in the first text
/// column when part of the line is off the left edge, a reversed `>` in the last when it runs
/// past the right one, as nano draws them. A mark never covers the cursor's character, so the
/// character being edited is always visible; half of a wide character beside a mark is blanked.
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
        // The cells the mark takes: its own and the rest of a wide character it would cut.
        var covered = column...column
        if column + 1 < grid.columns, grid[row, column + 1].isContinuation { covered = column...(column + 1) }
        if grid[row, column].isContinuation, column > 0 { covered = (column - 1)...covered.upperBound }
        if let cursor = grid.cursor, cursor.row == row, covered.contains(cursor.column) { return }
        for other in covered { grid[row, other] = .blank }
        grid[row, column] = cell
    }
}
