import DentWire

/// The line numbers left of the text: absolute, 1-based, right-aligned in all but the last
/// column of the gutter (a space before the text), dim so the text stays what the eye reads.
/// Rows past the end of the file stay blank. The numbers on screen change only when the view
/// scrolls or the line count gains a digit, so the frame diff sends nothing for them while typing.
enum Gutter {
    /// The number of `line` (0-based) at the start of screen row `row`; a wrapped line's
    /// other rows leave the gutter blank.
    static func draw(line: Int, row: Int, width: Int, into grid: inout CellGrid) {
        guard width > 1 else { return }
        let number = String(line + 1)
        let padded = String(repeating: " ", count: Swift.max(width - 1 - number.count, 0)) + number
        grid.write(String(padded.suffix(width - 1)), row: row, column: 0, style: .dim)
    }
}
