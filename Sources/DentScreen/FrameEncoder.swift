/// Turns successive grids into the bytes that bring the terminal from one to the next: only
/// changed cells are written, trailing blanks become one erase-to-end-of-line, and the whole
/// frame is one buffer (one write, so the terminal never shows half a frame).
public struct FrameEncoder: Sendable {
    public var caps: TerminalCaps
    private var previous: CellGrid?
    /// What the terminal has now, as far as this encoder knows; nil when unknown.
    private var style: Style?
    private var position: (row: Int, column: Int)?
    private var cursorVisible: Bool?

    public init(caps: TerminalCaps) { self.caps = caps }

    /// Forgets what is on the terminal, so the next frame redraws everything (after a resize,
    /// a resume from suspend, or anything else that may have touched the screen).
    public mutating func invalidate() {
        previous = nil
        style = nil
        position = nil
        cursorVisible = nil
    }

    /// The bytes that turn the previous frame into `grid`.
    public mutating func encode(_ grid: CellGrid) -> [UInt8] {
        var out: [UInt8] = []
        let old = previous.flatMap { $0.rows == grid.rows && $0.columns == grid.columns ? $0 : nil }
        if old == nil {
            out += caps.resetAttributes + caps.clearScreen
            style = []
            position = (0, 0)
        }
        if grid.cursor == nil { setCursorVisible(false, into: &out) }
        for row in 0..<grid.rows {
            encodeRow(row, of: grid, old: old, into: &out)
        }
        if let cursor = grid.cursor {
            moveTo(row: cursor.row, column: cursor.column, into: &out)
            setCursorVisible(true, into: &out)
        }
        previous = grid
        return out
    }

    private mutating func encodeRow(_ row: Int, of grid: CellGrid, old: CellGrid?, into out: inout [UInt8]) {
        let new = Array(grid.row(row))
        let before = old.map { Array($0.row(row)) } ?? Array(repeating: Cell.blank, count: grid.columns)
        guard let firstDiff = new.indices.first(where: { new[$0] != before[$0] }),
            let lastDiff = new.indices.last(where: { new[$0] != before[$0] })
        else { return }
        var start = firstDiff
        while start > 0 && new[start].isContinuation { start -= 1 }
        // Past the last cell that is not a plain blank, one erase does the rest of the row.
        let contentEnd = (new.lastIndex { $0 != .blank } ?? -1) + 1
        let erase = lastDiff >= contentEnd
        let end = erase ? contentEnd : lastDiff + 1
        if start < end { moveTo(row: row, column: start, into: &out) }
        for column in start..<Swift.max(end, start) where !new[column].isContinuation {
            setStyle(new[column].style, into: &out)
            out += Array(new[column].text.utf8)
            let width = column + 1 < new.count && new[column + 1].isContinuation ? 2 : 1
            position = (row, column + width)
        }
        if erase {
            moveTo(row: row, column: Swift.max(contentEnd, start), into: &out)
            setStyle([], into: &out)
            out += caps.eraseToEndOfLine
        }
    }

    private mutating func moveTo(row: Int, column: Int, into out: inout [UInt8]) {
        if let position, position.row == row, position.column == column { return }
        out += caps.moveCursor(row: row, column: column)
        position = (row, column)
    }

    private mutating func setStyle(_ new: Style, into out: inout [UInt8]) {
        guard style != new else { return }
        out += caps.attributes(new)
        style = new
    }

    private mutating func setCursorVisible(_ visible: Bool, into out: inout [UInt8]) {
        guard cursorVisible != visible else { return }
        out += visible ? caps.showCursor : caps.hideCursor
        cursorVisible = visible
    }
}
