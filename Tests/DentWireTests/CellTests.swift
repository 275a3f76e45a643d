@testable import DentWire
import Testing

/// A grid keeps its cells packed (`PackedCell`): texts of up to 15 bytes in place, longer ones by
/// a hash with their strings beside the cells.
@Suite struct CellTests {
    // Man, ZWJ, woman, ZWJ, girl / boy: 18 bytes, the first 15 the same.
    static let girl = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"
    static let boy = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F466}"

    @Test func textsUpToFifteenBytesArePackedInPlace() {
        for text in ["", "a", "é", "日", "e\u{0301}\u{0302}", "\u{1F3F3}\u{FE0F}\u{200D}\u{1F308}", "abcdefghijklmno"] {
            let packed = CellText(text)
            #expect(!packed.isLong && packed.inline == text, "\(text)")
        }
        #expect(CellText("a").singleByte == UInt8(ascii: "a") && CellText("é").singleByte == nil)
        #expect(CellText("").isContinuation && !CellText(" ").isContinuation)
        #expect(CellText(ascii: UInt8(ascii: "x")) == CellText("x"))
        #expect(CellText("abcdefghijklmnop").isLong, "16 bytes")
    }

    @Test func longTextsThatShareTheirFirstBytesDiffer() {
        #expect(CellText(CellTests.girl).isLong && CellText(CellTests.girl) != CellText(CellTests.boy))
        #expect(CellText(CellTests.girl) == CellText(String(CellTests.girl.unicodeScalars)), "the same bytes, the same text")
        #expect(!Cell.same(Cell(CellTests.girl), Cell(CellTests.boy)) && Cell(CellTests.girl) != Cell(CellTests.boy))
    }

    @Test func cellsCompareByTheirBytes() {
        // Canonically equivalent, as `String` compares them, but not the same bytes on the wire.
        #expect(Cell("\u{00E9}") != Cell("e\u{0301}") && CellText("\u{00E9}") != CellText("e\u{0301}"))
        #expect(!Cell.same(Cell("ab"), Cell("a")) && !Cell.same(Cell("a"), Cell("b")))
        #expect(Cell.same(Cell("", style: .bold), Cell("")), "a continuation has no look of its own")
        #expect(PackedCell.same(Cell("", style: .bold).packed.cell, .continuation))
        #expect(!Cell.same(Cell("a", style: .bold), Cell("a")))
        #expect(!Cell.same(Cell("a", foreground: .ansi(1)), Cell("a")))
        #expect(Cell("a", style: .bold) != Cell("a") && Cell("", style: .bold) != Cell(""), "equal is stricter than same")
        #expect(Set([Cell("a"), Cell("a"), Cell("b")]).count == 2)
    }

    @Test func aGridGivesBackTheCellsPutInIt() {
        var grid = CellGrid(rows: 2, columns: 4)
        let cells = [Cell(CellTests.girl, style: .bold, foreground: .rgb(1, 2, 3)), Cell(""), Cell("x", background: .indexed(200)),
                     Cell("e\u{0301}")]
        for (column, cell) in cells.enumerated() { grid[1, column] = cell }
        #expect(grid.row(1) == cells)
        var copy = CellGrid(rows: 1, columns: 6)
        copy.copy(row: 1, of: grid, to: 0, at: 2)
        #expect(copy.row(0) == [.blank, .blank] + cells, "a copied row brings its long texts")
    }

    @Test func longTextsNoCellShowsAreDroppedAndShownOnesKept() {
        var grid = CellGrid(rows: 1, columns: 2)
        grid[0, 0] = Cell(CellTests.girl)
        for index in 0..<1_000 { grid[0, 1] = Cell(String(repeating: "\u{0301}", count: 8) + String(index)) }
        #expect(grid.longTexts.count <= 64, "texts written over are not kept for ever")
        #expect(grid[0, 0].text == CellTests.girl && grid[0, 1].text.hasSuffix("999"))
    }
}
