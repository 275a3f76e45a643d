import DentText

/// How a cell is drawn.
public struct Style: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let bold = Style(rawValue: 1)
    public static let dim = Style(rawValue: 2)
    public static let reverse = Style(rawValue: 4)
    public static let underline = Style(rawValue: 8)
    /// Drawn only where the terminal has italics (`TerminalCaps.Features.italic`).
    public static let italic = Style(rawValue: 16)
    /// Drawn only where the terminal has it (`TerminalCaps.Features.strikethrough`).
    public static let strikethrough = Style(rawValue: 32)
}

/// A screen's worth of cells and where the cursor goes: what `render` produces and
/// `FrameEncoder` turns into bytes.
///
/// Each row is an array of its own, so a frame drawn over the last one shares the rows it does
/// not draw again with it (a copy of the grid copies no cells until a row is changed), and the
/// frame diff finds such a row equal at once (`==` on two references to one array).
public struct CellGrid: Equatable, Sendable {
    public let rows: Int
    public let columns: Int
    /// The cells, row by row.
    package private(set) var cellRows: [[Cell]]
    /// Where the terminal cursor is shown; nil hides it.
    public var cursor: (row: Int, column: Int)?
    /// By row, the first column a shift along the row (ICH, DCH) may start at: a row shared by
    /// panes side by side shifts only within its last pane, whose cells a shift moves and no
    /// one else's; such a row (a start above 0) is never in a block move of rows either, which
    /// would move the other pane's cells. Empty: 0 for every row.
    public package(set) var shiftStarts: [Int] = []

    /// The first column a shift along row `row` may start at.
    func shiftStart(of row: Int) -> Int { row < shiftStarts.count ? shiftStarts[row] : 0 }

    public init(rows: Int, columns: Int) {
        self.rows = Swift.max(rows, 0)
        self.columns = Swift.max(columns, 0)
        cellRows = Array(repeating: Array(repeating: .blank, count: self.columns), count: self.rows)
    }

    public subscript(row: Int, column: Int) -> Cell {
        get { cellRows[row][column] }
        set { cellRows[row][column] = newValue }
    }

    /// The cells of one row.
    public func row(_ row: Int) -> [Cell] { cellRows[row] }

    /// Every cell, row after row.
    package var cells: [Cell] { Array(cellRows.joined()) }

    /// The `rows`×`columns` cells from `top`, `left` on, as a grid of their own (a pane's part
    /// of the frame); a row as wide as this grid's is that very row.
    package func region(top: Int, left: Int, rows: Int, columns: Int) -> CellGrid {
        var region = CellGrid(rows: rows, columns: columns)
        for row in 0..<Swift.max(Swift.min(rows, self.rows - top), 0) {
            region.cellRows[row] = left == 0 && columns == self.columns ? cellRows[top + row]
                : (left..<(left + columns)).map { $0 < self.columns ? cellRows[top + row][$0] : .blank }
        }
        return region
    }

    /// Copies `source`'s row `sourceRow` into row `row` from `column` on (a pane into the frame).
    package mutating func copy(row sourceRow: Int, of source: CellGrid, to row: Int, at column: Int) {
        let count = Swift.min(source.columns, columns - column)
        guard count > 0 else { return }
        if column == 0 && count == columns { return cellRows[row] = source.cellRows[sourceRow] }
        for offset in 0..<count { cellRows[row][column + offset] = source.cellRows[sourceRow][offset] }
    }

    /// Changes the cells of row `row` in place. A text row is drawn a cell at a time, and the
    /// grid's subscript made sure of both arrays for each cell.
    package mutating func withRow<Result>(_ row: Int, _ body: (inout [Cell]) -> Result) -> Result {
        body(&cellRows[row])
    }

    /// Blanks row `row` (a frame drawn over the last one clears a row before drawing it).
    package mutating func clear(row: Int) {
        cellRows[row] = Array(repeating: .blank, count: columns)
    }

    /// Writes UI text from `column` on, each character in as many cells as it takes (a wide
    /// one in two, the second a continuation; zero-width ones are dropped), and returns the
    /// column after it. Clips at `limit` (the right edge by default): a wide character that
    /// does not fit whole is not written, so it is never cut in half.
    @discardableResult
    public mutating func write(_ text: String, row: Int, column: Int, style: Style = [], upTo limit: Int? = nil) -> Int {
        let end = Swift.min(limit ?? columns, columns)
        if let written = writePrintableASCII(text, row: row, column: column, style: style, upTo: end) { return written }
        var column = column
        for character in text {
            let width = CellGrid.width(of: character)
            guard column + width <= end else { break }
            // A character a terminal draws as nothing shows as its code points (`<200b>`), as in
            // the text area: left out, it let the terminal join its neighbours (two lone
            // regional indicators into one flag) where dent counted them apart (issue 60).
            // So do joiners that end a cluster after a base: sent, they join nothing in the text
            // but let the terminal pair the base's regional indicator with the next one.
            if let split = LineLayout.joinerSplit(character) {
                column = write(String(split.base), row: row, column: column, style: style, upTo: end)
                let notation = String(repeating: LineLayout.invisibleNotation("\u{200D}"), count: split.joiners)
                column = writePrintableASCII(notation, row: row, column: column, style: style, upTo: end) ?? column
                continue
            }
            if DisplayWidth.of(character) == 0 && !character.isASCII {
                column = writePrintableASCII(LineLayout.invisibleNotation(character), row: row, column: column, style: style, upTo: end) ?? column
                continue
            }
            // A control character in UI text (a file name, a message quoting input) is shown as
            // `?`, as the frame diff would send it: the grid holds what the terminal shows.
            // A mark that starts the text (a filter typed from a combining mark) is drawn on a
            // no-break space, as in the text area (`Cell.drawable`).
            let isControl = character.unicodeScalars.first.map { $0.value < 0x20 || $0.value == 0x7F } ?? false
            let text = String(character)
            self[row, column] = Cell(isControl ? "?" : Cell.drawable(text), style: style)
            if width == 2 { self[row, column + 1] = Cell("", style: style) }
            column += width
        }
        return column
    }

    /// `write` for text that is all printable ASCII, most of the bars: a cell a byte, without
    /// cutting the text into characters. Nil, having written nothing, for any other text.
    private mutating func writePrintableASCII(_ text: String, row: Int, column: Int, style: Style, upTo end: Int) -> Int? {
        var text = text
        return text.withUTF8 { bytes in
            guard bytes.allSatisfy(LineLayout.isPrintable) else { return nil }
            let count = Swift.max(Swift.min(bytes.count, end - column), 0)
            for index in 0..<count { self[row, column + index] = Cell(ascii: bytes[index], style: style) }
            return column + count
        }
    }

    /// The cells a character of UI text takes: ASCII without a table lookup.
    package static func width(of character: Character) -> Int {
        if character.isASCII { return 1 }
        if let split = LineLayout.joinerSplit(character) { return width(of: split.base) + 6 * split.joiners }
        let width = DisplayWidth.of(character)
        return width > 0 ? width : LineLayout.invisibleNotation(character).utf8.count
    }

    /// The cells `text` takes when written with `write`.
    public static func width(of text: String) -> Int {
        if text.utf8.allSatisfy(LineLayout.isPrintable) { return text.utf8.count }
        return text.reduce(0) { $0 + width(of: $1) }
    }

    /// Checks that wide characters are whole: every continuation follows a character of width 2
    /// and every such character is followed by one, so no row ends on half a character.
    public func checkInvariants() -> [String] {
        var problems: [String] = []
        for row in 0..<rows {
            var column = 0
            while column < columns {
                let cell = self[row, column]
                let wide = CellGrid.width(of: cell.text) == 2
                if cell.isContinuation {
                    problems.append("row \(row), column \(column): a continuation without a wide character before it")
                } else if wide && (column + 1 >= columns || !self[row, column + 1].isContinuation) {
                    problems.append("row \(row), column \(column): \(cell.text) is wide but no continuation follows")
                }
                column += wide && column + 1 < columns && self[row, column + 1].isContinuation ? 2 : 1
            }
        }
        return problems
    }

    /// Fills a row from `column` to the end with blanks of `style`.
    public mutating func fill(row: Int, from column: Int = 0, style: Style = []) {
        let blank = Cell(" ", style: style)
        for c in Swift.max(column, 0)..<columns { self[row, c] = blank }
    }

    public static func == (lhs: CellGrid, rhs: CellGrid) -> Bool {
        lhs.rows == rhs.rows && lhs.columns == rhs.columns && lhs.cellRows == rhs.cellRows
            && lhs.cursor?.row == rhs.cursor?.row && lhs.cursor?.column == rhs.cursor?.column
    }
}
