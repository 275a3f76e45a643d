import DentCore
import DentWire

/// A line's mark in the mark column, the gutter's last column (the blank after the line number,
/// or the gutter's one column without line numbers: a file with marks has one,
/// `Editor.gutterWidth(of:columns:)`): a language server's diagnostic as a letter (reversed
/// bold `E` for an error, reversed `W` for a warning, dim `i` and `h` for information and a
/// hint), Lint's mark a reversed bold `!`. Letters, not colours: they read the same on every
/// terminal and to a colour-blind eye.
enum LineMarkView {
    static func cell(_ mark: LineMark) -> Cell {
        switch mark {
        case .lint: Cell("!", style: [.reverse, .bold])
        case .diagnostic(.error): Cell("E", style: [.reverse, .bold])
        case .diagnostic(.warning): Cell("W", style: .reverse)
        case .diagnostic(.information): Cell("i", style: .dim)
        case .diagnostic(.hint): Cell("h", style: .dim)
        }
    }

    /// Marks row `row` of a text area whose text starts at column `gutter`.
    static func draw(_ mark: LineMark, row: Int, gutter: Int, into grid: inout CellGrid) {
        guard gutter > 0 else { return }
        grid[row, gutter - 1] = cell(mark)
    }
}
