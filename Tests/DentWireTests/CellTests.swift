import DentTestSupport
@testable import DentWire
import Testing

/// A cell's text is a `String`, kept whole however long, and cells compare by its bytes.
@Suite struct CellTests {
    // Man, ZWJ, woman, ZWJ, girl / boy: 18 bytes, the first 15 the same.
    static let girl = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"
    static let boy = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F466}"
    // A letter under eight acute accents and a combining arrow: 20 bytes, differing only in the arrow.
    static let rightArrowStack = "x" + String(repeating: "\u{0301}", count: 8) + "\u{20D7}"
    static let leftArrowStack = "x" + String(repeating: "\u{0301}", count: 8) + "\u{20D6}"

    @Test func aCellKeepsItsTextWhole() {
        for text in ["", "a", "é", "日", "e\u{0301}\u{0302}", "\u{1F3F3}\u{FE0F}\u{200D}\u{1F308}", "abcdefghijklmno", "abcdefghijklmnop",
                     CellTests.girl, CellTests.rightArrowStack] {
            #expect(Array(Cell(text).text.utf8) == Array(text.utf8), "\(text)")
        }
        #expect(Cell("").isContinuation && !Cell(" ").isContinuation)
        #expect(Cell(ascii: UInt8(ascii: "x")) == Cell("x") && Cell(ascii: 0x1B) == Cell("?"))
        #expect(CellTests.rightArrowStack.utf8.count == 20)
    }

    @Test func longTextsThatShareTheirFirstBytesDiffer() {
        #expect(!Cell.same(Cell(CellTests.girl), Cell(CellTests.boy)) && Cell(CellTests.girl) != Cell(CellTests.boy))
        #expect(Cell(CellTests.girl) == Cell(String(CellTests.girl.unicodeScalars)), "the same bytes, the same text")
        #expect(!Cell.same(Cell(CellTests.rightArrowStack), Cell(CellTests.leftArrowStack)))
        #expect(Cell(CellTests.rightArrowStack) != Cell(CellTests.leftArrowStack))
    }

    @Test func cellsCompareByTheirBytes() {
        // Canonically equivalent, as `String` compares them, but not the same bytes on the wire.
        #expect(Cell("\u{00E9}") != Cell("e\u{0301}"))
        #expect(Cell("K") != Cell("\u{212A}") && Cell("\u{212A}") != Cell("K"), "the Kelvin sign is not a K")
        #expect(Cell(";") != Cell("\u{037E}"), "nor the Greek question mark a semicolon")
        #expect(!Cell.same(Cell("ab"), Cell("a")) && !Cell.same(Cell("a"), Cell("b")))
        #expect(Cell.same(Cell("", style: .bold), Cell("")), "a continuation has no look of its own")
        #expect(Cell("", style: .bold).onScreen == .continuation)
        #expect(!Cell.same(Cell("a", style: .bold), Cell("a")))
        #expect(!Cell.same(Cell("a", foreground: .ansi(1)), Cell("a")))
        #expect(!Cell.same(Cell("a", background: .rgb(0, 0, 1)), Cell("a", background: .rgb(0, 0, 2))))
        #expect(Cell("a", style: .bold) != Cell("a") && Cell("", style: .bold) != Cell(""), "equal is stricter than same")
        #expect(Set([Cell("a"), Cell("a"), Cell("b"), Cell("\u{00E9}"), Cell("e\u{0301}")]).count == 4)
    }

    @Test func aCellKeepsItsColours() {
        let colors: [Color] = [.default, .ansi(3), .indexed(0), .indexed(255), .rgb(0, 0, 0), .rgb(255, 128, 1)]
        for foreground in colors {
            for background in colors {
                var cell = Cell("a", foreground: foreground, background: background)
                #expect(cell.foreground == foreground && cell.background == background)
                cell.foreground = background
                #expect(cell.foreground == background && cell.background == background)
            }
        }
    }

    /// The writer asks `isDrawn(in:)` instead of making each cell's pen: the same answer.
    @Test func aCellIsDrawnInItsOwnPenOnly() {
        let colors: [Color] = [.default, .ansi(3), .indexed(3), .rgb(0, 0, 3)]
        let pens = colors.flatMap { foreground in colors.map { Pen(foreground: foreground, background: $0) } }
            + [Pen(style: .bold), Pen(style: [.bold, .underline], foreground: .ansi(3))]
        for cellPen in pens {
            let cell = Cell("a", style: cellPen.style, foreground: cellPen.foreground, background: cellPen.background)
            for pen in pens { #expect(cell.isDrawn(in: pen) == (cell.pen == pen), "\(cell) in \(pen)") }
        }
    }

    @Test func aGridGivesBackTheCellsPutInIt() {
        var grid = CellGrid(rows: 2, columns: 4)
        let cells = [Cell(CellTests.girl, style: .bold, foreground: .rgb(1, 2, 3)), Cell(""), Cell("x", background: .indexed(200)),
                     Cell("e\u{0301}")]
        for (column, cell) in cells.enumerated() { grid[1, column] = cell }
        #expect(Array(grid.row(1)) == cells)
        var copy = CellGrid(rows: 1, columns: 6)
        copy.copy(row: 1, of: grid, to: 0, at: 2)
        #expect(Array(copy.row(0)) == [.blank, .blank] + cells)
    }

    /// Two long texts that differ only past their first bytes are each drawn with their own
    /// bytes: one put over the other is redrawn, and the terminal shows the one put last.
    @Test func differentLongTextsAreEachEncodedExactly() throws {
        let (right, left) = (CellTests.rightArrowStack, CellTests.leftArrowStack)
        var encoder = FrameEncoder(caps: .xterm)
        var terminal = VirtualTerminal(rows: 1, columns: 4)
        var grid = CellGrid(rows: 1, columns: 4)
        grid[0, 0] = Cell(right)
        grid[0, 1] = Cell(left)
        let first = encoder.encode(grid)
        #expect(first.firstRange(of: Array((right + left).utf8)) != nil, "both, side by side, each with its own bytes")
        try terminal.play(first)
        #expect(terminal.mismatch(grid) == nil)
        (grid[0, 0], grid[0, 1]) = (Cell(left), Cell(right))
        let second = encoder.encode(grid)
        #expect(second.firstRange(of: Array((left + right).utf8)) != nil, "the two swapped are both drawn again: \(second)")
        try terminal.play(second)
        #expect(terminal.mismatch(grid) == nil)
        #expect(terminal.cells[0][0].text.utf8.elementsEqual(left.utf8) && terminal.cells[0][1].text.utf8.elementsEqual(right.utf8))
        #expect(encoder.encode(grid).isEmpty, "nothing changed")
    }
}
