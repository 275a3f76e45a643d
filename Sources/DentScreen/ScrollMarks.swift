import DentWire

/// The mark of a line scrolled sideways (soft wrap off): a reversed `<` in the first text
/// column when part of the line is off the left edge. A mark never covers the cursor's
/// character, so the character being edited is always visible; half of a wide character beside
/// the mark is blanked.
///
/// There is no mark at the right edge for a line that runs past it (nano draws `>` there):
/// typing into such a line shifts its tail with ICH, which pushes the mark off the screen, so it
/// would cost a cursor move and a cell on every keystroke (36 bytes a key instead of 29), where
/// over ssh every byte is latency. vim and micro show no mark either.
enum ScrollMarks {
    static let left = Cell("<", style: .reverse)

    /// Marks row `row`, whose text starts at column `origin`, unless the cursor is on the mark.
    static func mark(row: Int, origin column: Int, into grid: inout CellGrid) {
        guard grid.columns - 1 > column else { return }
        // The cells the mark takes: its own and the rest of a wide character it would cut.
        var covered = column...column
        if column + 1 < grid.columns, grid[row, column + 1].isContinuation { covered = column...(column + 1) }
        if grid[row, column].isContinuation, column > 0 { covered = (column - 1)...covered.upperBound }
        if let cursor = grid.cursor, cursor.row == row, covered.contains(cursor.column) { return }
        for other in covered { grid[row, other] = .blank }
        grid[row, column] = left
    }
}
