import DentWire
import Testing
import DentCore
import DentKeys
import DentScreen
import DentTestSupport
import DentText

/// Soft-wrapped lines as drawn: words kept whole, wide characters and tabs at the wrap point,
/// the gutter numbering a line's first row only, the cursor on its row.
@Suite struct SoftWrapViewTests {
    func screen(_ marked: String, rows: Int = 8, columns: Int = 10, tabWidth: Int = 8, numbers: Bool = false,
                whitespace: Bool = false) -> (CellGrid, [String]) {
        var editor = Editor(document: CursorText.document(marked, tabWidth: tabWidth))
        editor.wrapsLines = true
        editor.showsLineNumbers = numbers
        editor.showsWhitespace = whitespace
        editor.resize(rows: rows, columns: columns)
        let grid = Renderer.render(editor, rows: rows, columns: columns)
        return (grid, Array(ScreenText.lines(grid).prefix(rows - 2)))
    }

    @Test func wordsWrapWholeAndTheCursorIsOnItsRow() {
        let (grid, lines) = screen("the quick brown f|ox\nend")
        #expect(lines == ["the quick", "brown fox", "end", "~", "~", "~"])
        #expect(grid.cursor! == (1, 7))
    }

    @Test func wideCharactersGoWholeToTheNextRow() {
        let (grid, lines) = screen("abcdefghi日本|", rows: 5)
        #expect(lines == ["abcdefghi", "日本", "~"], "日 does not fit in the tenth cell: the row ends one short")
        #expect(grid[0, 9] == .blank)
        #expect(grid.cursor! == (1, 4))
    }

    @Test func aTabAtTheWrapPointMovesToTheNextRowWithItsStopWidth() {
        let (grid, lines) = screen("abcdefghi\tx|", columns: 10, tabWidth: 4, whitespace: true)
        #expect(lines[0] == "abcdefghi", "the tab (columns 9-11) does not fit in the row")
        #expect(lines[1] == "→  x", "it keeps the width to its stop at 12, so x stays in column 12 of the line")
        #expect(grid.cursor! == (1, 4))
    }

    @Test func theGutterNumbersOnlyALinesFirstRow() {
        let (grid, lines) = screen("aaaa bbbb cccc|\nz", columns: 12, numbers: true)
        #expect(lines == ["1 aaaa bbbb", "  cccc", "2 z", "  ~", "  ~", "  ~"])
        #expect(grid.cursor! == (1, 6))
    }

    @Test func aLineThatFillsItsRowsShowsTheCursorOnAnEmptyRowBelow() {
        let (grid, lines) = screen("0123456789|", rows: 5)
        #expect(lines == ["0123456789", "", "~"])
        #expect(grid.cursor! == (1, 0))
    }

    @Test func aSelectionAcrossAWrapReversesBothRows() {
        var editor = Editor(document: CursorText.document("aaaa |bbbb"))
        editor.wrapsLines = true
        editor.resize(rows: 5, columns: 5)
        editor.run(.selectAll)
        let grid = Renderer.render(editor, rows: 5, columns: 5)
        #expect(ScreenText.styles(grid, row: 0) == "rrrrr")
        #expect(ScreenText.styles(grid, row: 1).prefix(5) == "rrrr.", "the line's end is not selected: no line break cell")
    }

    @Test func aHugeLineWrapsWithoutBeingLaidOutWhole() {
        let (_, lines) = screen("|" + String(repeating: "x", count: 1 << 20), rows: 5)
        #expect(lines == ["xxxxxxxxxx", "xxxxxxxxxx", "xxxxxxxxxx"])
    }
}
