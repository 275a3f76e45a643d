import DentText
import DentWire

/// The faint column just past the wrap column, where justify stops filling (vim's
/// `colorcolumn=+1`, nano's `guidestripe`): a dim grey `│` in the cells of that column a line
/// leaves blank. A line that reaches the column covers it, so a line too long breaks the
/// stripe; drawn over no text, it needs no background colour, which a light or an 8-colour
/// terminal would turn into a dark bar or nothing.
enum WrapGuide {
    static let cell = Cell("│", style: .dim, foreground: WhitespaceMarks.markColor)

    /// Marks display column `column` on `row`, which shows a line `width` columns wide
    /// (`isComplete` false when only its start was laid out) from display column `first` on at
    /// grid column `origin`, when the line ends before it.
    static func draw(column: Int?, width: Int, isComplete: Bool, row: Int, from first: Int, origin: Int, into grid: inout CellGrid) {
        guard let column, isComplete, width <= column else { return }
        let x = origin + column - first
        guard x >= origin, x < grid.columns, grid[row, x] == .blank else { return }
        grid[row, x] = cell
    }
}
