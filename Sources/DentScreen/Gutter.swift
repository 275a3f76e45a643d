/// The line numbers left of the text: absolute, 1-based, right-aligned in all but the last
/// column of the gutter (a space before the text), dim so the text stays what the eye reads.
/// Rows past the end of the file stay blank. The numbers on screen change only when the view
/// scrolls or the line count gains a digit, so the frame diff sends nothing for them while typing.
enum Gutter {
    static func draw(firstLine: Int, rows: Int, lineCount: Int, width: Int, into grid: inout CellGrid) {
        guard width > 1 else { return }
        for row in 0..<rows {
            let line = firstLine + row
            guard line < lineCount else { break }
            let number = String(line + 1)
            let padded = String(repeating: " ", count: Swift.max(width - 1 - number.count, 0)) + number
            grid.write(String(padded.suffix(width - 1)), row: row, column: 0, style: .dim)
        }
    }
}
