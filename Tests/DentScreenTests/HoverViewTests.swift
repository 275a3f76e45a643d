import Testing
import DentCore
import DentKeys
import DentLSP
import DentScreen
import DentTestSupport
import DentText
import DentWire

/// The hover box as drawn: by the cursor, framed, its prose wrapped, its code in its
/// language's colours, never half of a wide glyph left at its edge.
@Suite struct HoverViewTests {
    static func editor(_ marked: String, hover: HoverContent, columns: Int = 40) throws -> Editor {
        var document = CursorText.document(marked)
        document.path = "/p/a.c"
        var editor = Editor(document: consume document)
        editor.resize(rows: 12, columns: columns)
        editor.ask(.hover)
        let question = try #require(editor.takeEffects().compactMap { if case .askServer(let question) = $0 { question } else { nil } }.first)
        editor.serverAnswered(question.ticket, .hover(hover))
        return editor
    }

    static func code(_ lines: [HoverLine]) -> Document {
        var code = Document(path: "", text: TextBuffer(GapBuffer(HoverContent.codeText(of: lines))))
        code.highlight(with: BlockCommentHighlighter().source)
        return code
    }

    @Test func theBoxStandsUnderTheCursorWithItsLines() throws {
        let lines = [HoverLine("int add(int a)", code: "c"), HoverLine(""), HoverLine("Adds.")]
        let editor = try Self.editor("|add(1);\n", hover: HoverContent(lines: lines))
        let screen = ScreenText.lines(Renderer.render(editor, rows: 12, columns: 40))
        #expect(Array(screen.prefix(6)) == ["add(1);", "+----------------+", "| int add(int a) |", "|                |", "| Adds.          |", "+----------------+"])
    }

    @Test func codeIsDrawnInItsLanguagesColoursProseIsNot() throws {
        let lines = [HoverLine("int x /* y */", code: "c"), HoverLine("int is plain here")]
        let editor = try Self.editor("|x;\n", hover: HoverContent(lines: lines, code: Self.code(lines)))
        let grid = Renderer.render(editor, rows: 12, columns: 40)
        #expect(grid[2, 2].pen == Theme.standard.pens["def:keyword"], "int, in the code line")
        #expect(grid[2, 8].pen == Theme.standard.pens["def:comment"], "the comment")
        #expect(grid[3, 2].pen == .plain, "int in prose")
    }

    @Test func withoutHighlightingCodeIsBold() throws {
        let editor = try Self.editor("|x;\n", hover: HoverContent(lines: [HoverLine("int x", code: "c")]))
        let grid = Renderer.render(editor, rows: 12, columns: 40)
        #expect(grid[2, 2].style.contains(.bold))
    }

    @Test func aWideGlyphTheBoxCutsIsBlankedNotHalved() throws {
        // The box's left edge (the cursor's column, 1) on the second cell of "日" below.
        let editor = try Self.editor("a|\n日本語日本語\n日本語日本語\n日本語日本語\n", hover: HoverContent(lines: [HoverLine("x")]), columns: 20)
        let grid = Renderer.render(editor, rows: 12, columns: 20)
        #expect(ScreenText.lines(grid)[1].hasPrefix(" +---+"), "the box over the wide text: \(ScreenText.lines(grid)[1])")
        for row in 0..<grid.rows {
            for column in 0..<grid.columns where CellGrid.width(of: grid[row, column].text) == 2 {
                #expect(column + 1 < grid.columns && grid[row, column + 1].text.isEmpty, "row \(row), column \(column)")
            }
        }
    }
}

/// The list of places: `file:line: text`, the name each place covers bold and underlined.
@Suite struct PlaceListViewTests {
    @Test func theNameInEachLineIsMarked() throws {
        var editor = LanguageServerListEditor.make()
        editor.ask(.references)
        let question = try #require(editor.takeEffects().compactMap { if case .askServer(let question) = $0 { question } else { nil } }.first)
        let place = FoundPlace(path: "/p/a.c", shownPath: "a.c", position: LSPPosition(line: 3, character: 14), encoding: .utf16,
                               lineText: "int sum = add(1, 2);", match: 10..<13)
        editor.serverAnswered(question.ticket, .places([place]))
        let grid = Renderer.render(editor, rows: 12, columns: 60)
        let row = ScreenText.lines(grid)[1]
        #expect(row == " a.c:4: int sum = add(1, 2);")
        let start = " a.c:4: int sum = ".count
        #expect((start..<(start + 3)).allSatisfy { grid[1, $0].style.isSuperset(of: [.bold, .underline]) })
        #expect(!grid[1, start - 1].style.contains(.underline) && !grid[1, start + 3].style.contains(.underline))
    }
}

enum LanguageServerListEditor {
    static func make() -> Editor {
        var document = CursorText.document("|x\n")
        document.path = "/p/a.c"
        var editor = Editor(document: consume document)
        editor.resize(rows: 12, columns: 60)
        return editor
    }
}
