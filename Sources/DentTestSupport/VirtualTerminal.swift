import DentScreen
import DentText

/// A small in-memory terminal that understands the sequences `FrameEncoder` emits (CUP, EL,
/// ED 2, SGR, cursor visibility) and fails loudly on anything else, so renderer tests check
/// what a terminal would really show rather than the encoder's own bookkeeping.
public struct VirtualTerminal {
    public private(set) var cells: [[Cell]]
    public private(set) var cursor = (row: 0, column: 0)
    public private(set) var cursorVisible = true
    public private(set) var unknownSequences: [String] = []
    private var style: Style = []

    public init(rows: Int, columns: Int) {
        cells = Array(repeating: Array(repeating: .blank, count: columns), count: rows)
    }

    public var rows: Int { cells.count }
    public var columns: Int { cells.first?.count ?? 0 }

    /// Plays `bytes` as a terminal would.
    public mutating func play(_ bytes: [UInt8]) {
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x1B, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "[") {
                var end = index + 2
                while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
                guard end < bytes.count else { unknownSequences.append("truncated"); return }
                control(String(decoding: bytes[(index + 2)..<end], as: UTF8.self), final: bytes[end])
                index = end + 1
            } else {
                var end = index + 1
                while end < bytes.count, bytes[end] != 0x1B { end += 1 }
                text(String(decoding: bytes[index..<end], as: UTF8.self))
                index = end
            }
        }
    }

    private mutating func control(_ params: String, final: UInt8) {
        let numbers = params.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        switch (final, params) {
        case (UInt8(ascii: "H"), _):
            let row = numbers.first.flatMap { $0 } ?? 1
            let column = numbers.count > 1 ? numbers[1] ?? 1 : 1
            cursor = (max(row - 1, 0), max(column - 1, 0))
        case (UInt8(ascii: "K"), ""), (UInt8(ascii: "K"), "0"):
            for column in cursor.column..<columns { cells[cursor.row][column] = Cell(" ", style: style) }
        case (UInt8(ascii: "J"), "2"):
            cells = Array(repeating: Array(repeating: .blank, count: columns), count: rows)
        case (UInt8(ascii: "m"), _):
            style = []
            for number in numbers {
                switch number ?? 0 {
                case 1: style.insert(.bold)
                case 2: style.insert(.dim)
                case 4: style.insert(.underline)
                case 7: style.insert(.reverse)
                default: break
                }
            }
        case (UInt8(ascii: "h"), "?25"): cursorVisible = true
        case (UInt8(ascii: "l"), "?25"): cursorVisible = false
        default: unknownSequences.append(params + String(UnicodeScalar(final)))
        }
    }

    private mutating func text(_ string: String) {
        for character in string {
            let width = DisplayWidth.of(character)
            guard cursor.row < rows, cursor.column + width <= columns else { continue }
            cells[cursor.row][cursor.column] = Cell(String(character), style: style)
            if width == 2 { cells[cursor.row][cursor.column + 1] = Cell("", style: style) }
            // At the right edge the cursor stays past the last cell (xterm's pending wrap);
            // the encoder never writes there without moving first.
            cursor.column += width
        }
    }

    /// True when the screen shows exactly `grid`, cursor included.
    public func shows(_ grid: CellGrid) -> Bool {
        guard rows == grid.rows, columns == grid.columns else { return false }
        for row in 0..<rows where Array(grid.row(row)) != cells[row] { return false }
        guard let expected = grid.cursor else { return !cursorVisible }
        return cursorVisible && cursor.row == expected.row && cursor.column == expected.column
    }
}
