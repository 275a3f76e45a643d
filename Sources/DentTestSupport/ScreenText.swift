import DentWire

/// A rendered grid as plain text, for snapshot-style assertions on what the user would see.
public enum ScreenText {
    /// One string per row, trailing blanks removed; wide characters appear once.
    public static func lines(_ grid: CellGrid) -> [String] {
        (0..<grid.rows).map { row in
            var line = grid.row(row).map(\.text).joined()
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    /// The styles of one row, as a string with one character per cell: `r` reversed, `b` bold,
    /// `u` underlined, `U` reversed and underlined, `d` dim, `D` dim and reversed, `i` italic,
    /// `s` struck through, `.` plain
    /// (other styles `*`), for checking
    /// where highlighting falls.
    public static func styles(_ grid: CellGrid, row: Int) -> String {
        String(grid.row(row).map { cell -> Character in
            switch cell.style {
            case []: "."
            case .reverse: "r"
            case .bold: "b"
            case .underline: "u"
            case [.reverse, .underline]: "U"
            case .dim: "d"
            case [.dim, .reverse]: "D"
            case .italic: "i"
            case .strikethrough: "s"
            default: "*"
            }
        })
    }
}
