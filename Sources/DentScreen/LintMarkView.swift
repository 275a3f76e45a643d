import DentWire

/// The mark of a line Lint found something on: a reversed bold `!` in the gutter's last
/// column (the blank before the text) when line numbers show, else in the row's last column,
/// where it covers the line's text only past the screen's width minus one. It never covers the
/// cursor; half of a wide character under it is blanked.
enum LintMarkView {
    static let mark = Cell("!", style: [.reverse, .bold])

    /// Marks row `row` of a text area whose text starts at column `gutter`.
    static func draw(row: Int, gutter: Int, into grid: inout CellGrid) {
        let column = gutter > 1 ? gutter - 1 : grid.columns - 1
        guard column > gutter || gutter > 1, column >= 0 else { return }
        if let cursor = grid.cursor, cursor.row == row, cursor.column == column { return }
        if grid[row, column].isContinuation, column > 0 { grid[row, column - 1] = .blank }
        grid[row, column] = mark
    }
}
