import DentWire

/// Random frame sequences shaped like an editor's: a text area over a status line and a
/// shortcut bar, changed from frame to frame by the edits an editor makes (typing and deleting
/// mid-line, lines opened and deleted, scrolling by a few lines, wide characters, styles and
/// colours, the status line's right-aligned position) and now and then an unrelated frame.
/// Every grid keeps wide characters whole (`CellGrid.checkInvariants`).
public struct RandomFrames {
    public private(set) var grid: CellGrid
    private var random: SplitMix64
    private var rows: [[Cell]]

    /// With a letter under eight marks, 17 bytes: more than a `String` keeps in place.
    static let letters = Array("abcdefghijklmnopqrstuvwxyz   {}();=").map { String($0) } + ["a" + String(repeating: "\u{0301}", count: 8)]
    /// With two texts too long to keep in place that differ only in their last byte: a wide
    /// character under seven marks (tmux keeps up to 21 bytes a cell, and ZWJ sequences are
    /// drawn differently by every terminal).
    static let wide = ["日", "本", "語", "한", "Ａ", "日" + String(repeating: "\u{0301}", count: 7), "日" + String(repeating: "\u{0301}", count: 6) + "\u{0300}"]
    static let styles: [Style] = [[], [], [], .bold, .reverse, .underline, .dim, [.bold, .underline], [.reverse, .dim],
                                  .italic, [.strikethrough, .bold], [.italic, .strikethrough, .underline]]
    static let colors: [Color] = [.default, .default, .default, .ansi(1), .ansi(4), .indexed(245), .indexed(33), .rgb(200, 120, 10)]

    public init(rows: Int, columns: Int, seed: UInt64) {
        random = SplitMix64(state: seed)
        self.rows = Array(repeating: Array(repeating: .blank, count: columns), count: rows)
        grid = CellGrid(rows: rows, columns: columns)
        for row in 0..<rows { self.rows[row] = randomRow(filled: Int.random(in: 0...columns, using: &random)) }
        build()
    }

    private var textRows: Int { Swift.max(rows.count - 2, 1) }
    private var columns: Int { grid.columns }

    /// The next frame: one or two edits of the last one.
    public mutating func next() -> CellGrid {
        for _ in 0..<Int.random(in: 1...2, using: &random) { edit() }
        build()
        return grid
    }

    private mutating func edit() {
        let row = Int.random(in: 0..<textRows, using: &random)
        switch Int.random(in: 0..<20, using: &random) {
        case 0..<5: insertCells(row: row, count: Int.random(in: 1...3, using: &random))
        case 5..<8: deleteCells(row: row, count: Int.random(in: 1...4, using: &random))
        case 8..<10: moveLines(from: row, by: -1)
        case 10..<12: moveLines(from: row, by: 1)
        case 12..<14: moveLines(from: 0, by: Int.random(in: 1...3, using: &random) * (Bool.random(using: &random) ? 1 : -1))
        case 14..<16: restyle(row: row)
        case 16..<18: statusLine()
        case 18: for row in 0..<rows.count { rows[row] = randomRow(filled: Int.random(in: 0...columns, using: &random)) }
        default: rows[row] = randomRow(filled: Int.random(in: 0...columns, using: &random))
        }
    }

    /// A random cell: mostly letters and spaces, some wide characters, some styles and colours.
    private mutating func randomCell() -> Cell {
        let wide = Int.random(in: 0..<8, using: &random) == 0
        let text = wide ? RandomFrames.wide.randomElement(using: &random) ?? "日" : RandomFrames.letters.randomElement(using: &random) ?? "a"
        let styled = Int.random(in: 0..<4, using: &random) == 0
        return Cell(text, style: styled ? RandomFrames.styles.randomElement(using: &random) ?? [] : [],
                    foreground: styled ? RandomFrames.colors.randomElement(using: &random) ?? .default : .default,
                    background: Int.random(in: 0..<12, using: &random) == 0 ? .ansi(2) : .default)
    }

    private mutating func randomRow(filled: Int) -> [Cell] {
        var row = Array(repeating: Cell.blank, count: columns)
        var column = 0
        while column < filled {
            row[column] = randomCell()
            column += CellGrid.width(of: row[column].text)
        }
        return RandomFrames.whole(row)
    }

    /// A column where a character starts.
    private mutating func characterStart(in row: Int) -> Int {
        var column = Int.random(in: 0..<columns, using: &random)
        while column > 0 && rows[row][column].isContinuation { column -= 1 }
        return column
    }

    private mutating func insertCells(row: Int, count: Int) {
        let column = characterStart(in: row)
        let inserted = (0..<count).flatMap { _ in
            let cell = randomCell()
            return CellGrid.width(of: cell.text) == 2 ? [cell, Cell("", style: cell.style, foreground: cell.foreground, background: cell.background)] : [cell]
        }
        let line = rows[row]
        rows[row] = RandomFrames.whole(Array((Array(line[0..<column]) + inserted + line[column...]).prefix(columns)))
    }

    private mutating func deleteCells(row: Int, count: Int) {
        let column = characterStart(in: row)
        var end = Swift.min(column + count, columns)
        while end < columns && rows[row][end].isContinuation { end += 1 }
        let line = rows[row]
        rows[row] = Array(line[0..<column]) + line[end...] + Array(repeating: .blank, count: end - column)
    }

    /// Text rows from `row` down move by `distance` (negative: down, a line opened at `row`),
    /// new rows coming in where they left.
    private mutating func moveLines(from row: Int, by distance: Int) {
        var block = Array(rows[row..<textRows])
        let count = Swift.min(abs(distance), block.count)
        let fresh = (0..<count).map { _ in randomRow(filled: Int.random(in: 0...columns, using: &random)) }
        block = distance > 0 ? Array(block.dropFirst(count)) + fresh : fresh + Array(block.dropLast(count))
        rows.replaceSubrange(row..<textRows, with: block)
    }

    private mutating func restyle(row: Int) {
        let start = characterStart(in: row)
        let pen = randomCell()
        for column in start..<Swift.min(start + Int.random(in: 1...12, using: &random), columns) {
            rows[row][column].style = pen.style
            rows[row][column].foreground = pen.foreground
            rows[row][column].background = pen.background
        }
    }

    /// The status line: reversed, a name on the left and `Ln L, Col C` right-aligned.
    private mutating func statusLine() {
        guard rows.count >= 2 else { return }
        let right = "Ln \(Int.random(in: 1...2000, using: &random)), Col \(Int.random(in: 1...120, using: &random)) "
        var line = Array(repeating: Cell(" ", style: .reverse), count: columns)
        for (offset, character) in " file.txt [+]".enumerated() where offset < columns {
            line[offset] = Cell(String(character), style: .reverse)
        }
        for (offset, character) in right.reversed().enumerated() where offset < columns {
            line[columns - 1 - offset] = Cell(String(character), style: .reverse)
        }
        rows[rows.count - 2] = line
    }

    /// `row` with every wide character whole: a stray continuation or a wide character without
    /// room for its second half becomes a blank.
    static func whole(_ row: [Cell]) -> [Cell] {
        var row = row
        var column = 0
        while column < row.count {
            if row[column].isContinuation {
                row[column] = .blank
            } else if CellGrid.width(of: row[column].text) == 2 {
                if column + 1 < row.count {
                    let cell = row[column]
                    row[column + 1] = Cell("", style: cell.style, foreground: cell.foreground, background: cell.background)
                    column += 1
                } else {
                    row[column] = .blank
                }
            }
            column += 1
        }
        return row
    }

    private mutating func build() {
        var grid = CellGrid(rows: rows.count, columns: columns)
        for (row, cells) in rows.enumerated() {
            for (column, cell) in cells.enumerated() { grid[row, column] = cell }
        }
        if Int.random(in: 0..<6, using: &random) > 0 {
            let row = Int.random(in: 0..<rows.count, using: &random)
            var column = Int.random(in: 0..<columns, using: &random)
            while column > 0 && grid[row, column].isContinuation { column -= 1 }
            grid.cursor = (row, column)
        }
        self.grid = grid
    }
}

extension CellGrid {
    /// This grid as a terminal with `caps` shows it: colours downgraded to its depth, without
    /// the attributes it lacks.
    public func shown(with caps: TerminalCaps) -> CellGrid {
        var grid = self
        for row in 0..<rows {
            for column in 0..<columns {
                grid[row, column].foreground = self[row, column].foreground.downgraded(to: caps.colors)
                grid[row, column].background = self[row, column].background.downgraded(to: caps.colors)
                grid[row, column].style.subtract(caps.missingStyles)
            }
        }
        return grid
    }
}
