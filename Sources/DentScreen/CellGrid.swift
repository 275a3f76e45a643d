/// How a cell is drawn.
public struct Style: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let bold = Style(rawValue: 1)
    public static let dim = Style(rawValue: 2)
    public static let reverse = Style(rawValue: 4)
    public static let underline = Style(rawValue: 8)
}

/// One terminal cell: a grapheme cluster and its style. The cell after a wide character holds
/// an empty string (a continuation), so a row always has exactly `columns` cells.
public struct Cell: Hashable, Sendable {
    public var text: String
    public var style: Style

    public init(_ text: String = " ", style: Style = []) {
        self.text = text
        self.style = style
    }

    public static let blank = Cell()
    public var isContinuation: Bool { text.isEmpty }
}

/// A screen's worth of cells and where the cursor goes: what `render` produces and
/// `FrameEncoder` turns into bytes.
public struct CellGrid: Equatable, Sendable {
    public let rows: Int
    public let columns: Int
    public private(set) var cells: [Cell]
    /// Where the terminal cursor is shown; nil hides it.
    public var cursor: (row: Int, column: Int)?

    public init(rows: Int, columns: Int) {
        self.rows = Swift.max(rows, 0)
        self.columns = Swift.max(columns, 0)
        cells = Array(repeating: .blank, count: self.rows * self.columns)
    }

    public subscript(row: Int, column: Int) -> Cell {
        get { cells[row * columns + column] }
        set { cells[row * columns + column] = newValue }
    }

    /// The cells of one row.
    public func row(_ row: Int) -> ArraySlice<Cell> { cells[(row * columns)..<((row + 1) * columns)] }

    /// Writes `text` from `column` on, one cell per character of width 1 (for UI text, which is
    /// ASCII or measured by the caller); returns the column after it. Clips at the edge.
    @discardableResult
    public mutating func write(_ text: String, row: Int, column: Int, style: Style = []) -> Int {
        var column = column
        for character in text {
            guard column < columns else { break }
            self[row, column] = Cell(String(character), style: style)
            column += 1
        }
        return column
    }

    /// Fills a row from `column` to the end with blanks of `style`.
    public mutating func fill(row: Int, from column: Int = 0, style: Style = []) {
        for c in Swift.max(column, 0)..<columns { self[row, c] = Cell(" ", style: style) }
    }

    public static func == (lhs: CellGrid, rhs: CellGrid) -> Bool {
        lhs.rows == rhs.rows && lhs.columns == rhs.columns && lhs.cells == rhs.cells
            && lhs.cursor?.row == rhs.cursor?.row && lhs.cursor?.column == rhs.cursor?.column
    }
}
