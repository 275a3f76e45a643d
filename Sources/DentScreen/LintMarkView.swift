import DentWire

/// The mark of a line Lint found something on: a reversed bold `!` in the mark column, the
/// gutter's last column (the blank after the line number, or the gutter's one column without
/// line numbers: a file with marks has one, `Editor.gutterWidth(of:columns:)`).
enum LintMarkView {
    static let mark = Cell("!", style: [.reverse, .bold])

    /// Marks row `row` of a text area whose text starts at column `gutter`.
    static func draw(row: Int, gutter: Int, into grid: inout CellGrid) {
        guard gutter > 0 else { return }
        grid[row, gutter - 1] = mark
    }
}
