import DentText
import DentWire

/// An in-memory terminal that does with the encoder's bytes what xterm does, so renderer and
/// encoder tests check what a terminal would really show rather than the encoder's own
/// bookkeeping. Its model of a terminal is itself checked against tmux
/// (`VirtualTerminalTmuxTests`).
///
/// It knows: printable UTF-8 text with deferred wrap at the last column (xterm's pending-wrap
/// flag; autowrap on, so the next character goes to the next line, scrolling at the bottom
/// margin), a wide character that would not fit moving to the next line, writing over half of
/// a wide character (both halves become blanks, as xterm does), CR and BS, CUP, CHA, EL and ED
/// (erased cells take the current background), ICH and DCH, IL and DL inside the scroll region,
/// DECSTBM (which homes the cursor), SU and SD within the region, SGR (attributes, 8, 256 and
/// RGB colours), cursor visibility (?25) and synchronized output (?2026).
///
/// Anything else throws: an unknown sequence, and also sequences whose effect real terminals
/// disagree on (IL outside the scroll region, ICH or DCH splitting a wide character, BS with a
/// wrap pending), which the encoder must never send.
public struct VirtualTerminal {
    /// A sequence the terminal does not know, or one whose effect terminals disagree on.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
        init(_ description: String) { self.description = description }
    }

    public internal(set) var cells: [[Cell]]
    public internal(set) var cursor = (row: 0, column: 0)
    /// The cursor is at the last column and the next character wraps first.
    public internal(set) var pendingWrap = false
    public internal(set) var cursorVisible = true
    /// Between `CSI ? 2026 h` and `CSI ? 2026 l`.
    public internal(set) var synchronizing = false
    /// The scroll region's rows (DECSTBM).
    public internal(set) var region: Range<Int>
    /// The attributes and colours new text and erased cells take.
    public internal(set) var pen = Pen.plain

    public init(rows: Int, columns: Int) {
        cells = Array(repeating: Array(repeating: .blank, count: columns), count: rows)
        region = 0..<rows
    }

    public var rows: Int { cells.count }
    public var columns: Int { cells.first?.count ?? 0 }

    /// Plays `bytes` as a terminal would; throws at the first sequence it cannot play.
    public mutating func play(_ bytes: [UInt8]) throws(Failure) {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x1B {
                index = try escape(bytes, at: index)
            } else if byte < 0x20 || byte == 0x7F {
                try control(byte)
                index += 1
            } else {
                var end = index + 1
                while end < bytes.count, bytes[end] >= 0x20, bytes[end] != 0x7F { end += 1 }
                text(String(decoding: bytes[index..<end], as: UTF8.self))
                index = end
            }
        }
    }

    /// A CSI sequence starting at `start`; returns the index after it.
    private mutating func escape(_ bytes: [UInt8], at start: Int) throws(Failure) -> Int {
        guard start + 1 < bytes.count, bytes[start + 1] == UInt8(ascii: "[") else {
            throw Failure("an escape sequence other than CSI at byte \(start)")
        }
        var end = start + 2
        while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
        guard end < bytes.count else { throw Failure("a CSI sequence cut off at the end of the bytes") }
        try controlSequence(String(decoding: bytes[(start + 2)..<end], as: UTF8.self), final: bytes[end])
        return end + 1
    }

    private mutating func control(_ byte: UInt8) throws(Failure) {
        switch byte {
        case 0x0D:
            cursor.column = 0
            pendingWrap = false
        case 0x08:
            guard !pendingWrap else { throw Failure("BS with a wrap pending: xterm and tmux put the cursor in different places") }
            cursor.column = Swift.max(cursor.column - 1, 0)
        default:
            throw Failure("the control character \(byte)")
        }
    }

    /// Writes text at the cursor, one grapheme cluster at a time, wrapping as xterm does.
    private mutating func text(_ string: String) {
        for character in string {
            let width = DisplayWidth.of(character)
            guard width > 0, width <= columns else { continue }
            if pendingWrap || cursor.column + width > columns {
                cursor.column = 0
                lineFeed()
            }
            pendingWrap = false
            clearOverlaps(row: cursor.row, from: cursor.column, width: width)
            cells[cursor.row][cursor.column] = Cell(String(character), style: pen.style, foreground: pen.foreground, background: pen.background)
            if width == 2 { cells[cursor.row][cursor.column + 1] = Cell("") }
            if cursor.column + width == columns {
                cursor.column = columns - 1
                pendingWrap = true
            } else {
                cursor.column += width
            }
        }
    }

    /// Writing over part of a wide character blanks its other half (xterm).
    private mutating func clearOverlaps(row: Int, from column: Int, width: Int) {
        let end = column + width
        if cells[row][column].isContinuation, column > 0 { cells[row][column - 1] = .blank }
        if end < columns, cells[row][end].isContinuation { cells[row][end] = .blank }
    }

    /// Down a line; at the bottom of the scroll region the region scrolls up.
    mutating func lineFeed() {
        if cursor.row == region.upperBound - 1 {
            scroll(region, by: 1)
        } else if cursor.row < rows - 1 {
            cursor.row += 1
        }
    }

    /// A blank cell as erasing functions leave it: the current background, no attributes.
    var erased: Cell { Cell(" ", background: pen.background) }

    /// Moves the rows of `range` up by `count` (down when negative), blank rows coming in.
    mutating func scroll(_ range: Range<Int>, by count: Int) {
        let blank = Array(repeating: erased, count: columns)
        var rowsInRange = Array(cells[range])
        let shift = Swift.min(abs(count), rowsInRange.count)
        if count > 0 {
            rowsInRange = Array(rowsInRange.dropFirst(shift)) + Array(repeating: blank, count: shift)
        } else {
            rowsInRange = Array(repeating: blank, count: shift) + Array(rowsInRange.dropLast(shift))
        }
        cells.replaceSubrange(range, with: rowsInRange)
    }

    /// True when the screen shows exactly `grid`, cursor included.
    public func shows(_ grid: CellGrid) -> Bool { mismatch(grid) == nil }

    /// What differs between the screen and `grid` (the first row, or the cursor), or nil.
    public func mismatch(_ grid: CellGrid) -> String? {
        if let problem = cellsMismatch(grid) { return problem }
        guard let expected = grid.cursor else { return cursorVisible ? "the cursor is shown, expected hidden" : nil }
        guard cursorVisible else { return "the cursor is hidden, expected at \(expected)" }
        guard cursor.row == expected.row, cursor.column == expected.column else { return "the cursor is at \(cursor), expected \(expected)" }
        return synchronizing ? "synchronized output was left on" : nil
    }

    /// The first row whose cells differ from `grid`'s (their text, style and colours), or nil.
    public func cellsMismatch(_ grid: CellGrid) -> String? {
        guard rows == grid.rows, columns == grid.columns else { return "size \(rows)×\(columns), expected \(grid.rows)×\(grid.columns)" }
        for row in 0..<rows where !grid.row(row).elementsEqual(cells[row], by: Cell.same) {
            let column = (0..<columns).first { !Cell.same(grid[row, $0], cells[row][$0]) } ?? 0
            return "row \(row) column \(column): \(cells[row][column]) shown, \(grid[row, column]) expected\n"
                + "shown    |\(VirtualTerminal.line(cells[row]))|\nexpected |\(VirtualTerminal.line(Array(grid.row(row))))|"
        }
        return nil
    }

    /// The screen as text, one string per row, trailing blanks removed (as `capture-pane -p`).
    public var lines: [String] { cells.map(VirtualTerminal.line) }

    static func line(_ cells: [Cell]) -> String {
        var text = cells.map(\.text).joined()
        while text.last == " " { text.removeLast() }
        return text
    }
}
