import Testing
import DentCore
import DentWire
import DentKeys
import DentScreen
import DentTestSupport

/// The matching bracket highlight: the bracket by the cursor bold, its partner reversed, when
/// both are on screen; brackets in comments (as the highlighter says) are skipped.
@Suite struct BracketMarksTests {
    func frame(_ editor: inout Editor, screen: inout Screen) -> CellGrid {
        editor.prepareHighlighting()
        return screen.grid(editor, rows: 6, columns: 30)
    }

    @Test func theBracketByTheCursorAndItsPartnerAreMarked() {
        var editor = Editor(document: CursorText.document("f|(a, g(b))\nx\n"))
        editor.resize(rows: 6, columns: 30)
        var screen = Screen(caps: .xterm)
        #expect(ScreenText.styles(frame(&editor, screen: &screen), row: 0).prefix(10) == ".b.......r")
        // Just after a closer counts too; moving away takes the marks off rows drawn before.
        editor.document.cursor = 10
        #expect(ScreenText.styles(frame(&editor, screen: &screen), row: 0).prefix(10) == ".r.......b")
        editor.document.cursor = 12
        #expect(ScreenText.styles(frame(&editor, screen: &screen), row: 0).prefix(10) == "..........")
    }

    @Test func aBracketInACommentIsSkipped() {
        var document = CursorText.document("{| /* } */\n}\n")
        document.highlight(with: BlockCommentHighlighter().source)
        var editor = Editor(document: consume document)
        editor.resize(rows: 6, columns: 30)
        var screen = Screen(caps: .xterm)
        let grid = frame(&editor, screen: &screen)
        #expect(ScreenText.styles(grid, row: 0).first == "b")
        #expect(ScreenText.styles(grid, row: 1).first == "r")
        #expect(editor.document.bracketMatch == [0, 10])
    }

    @Test func thePartnerIsSearchedOnlyOnScreen() {
        var editor = Editor(document: CursorText.document("|(\n" + String(repeating: "x\n", count: 20) + ")\n"))
        editor.resize(rows: 6, columns: 30)
        var screen = Screen(caps: .xterm)
        _ = frame(&editor, screen: &screen)
        #expect(editor.document.bracketMatch.isEmpty)
        editor.run(.matchingBracket)
        #expect(editor.document.cursorLine == 21, "Alt+M goes further")
    }

    /// An editor with soft wrap on, 10 columns wide, so a line of 25 bytes takes three rows.
    func wrapped(_ marked: String) -> Editor {
        var editor = Editor(document: CursorText.document(marked))
        editor.wrapsLines = true
        editor.resize(rows: 6, columns: 10)
        return editor
    }

    @Test func withSoftWrapThePairIsMarkedOnTheRowsThatShowIt() {
        // Rows: "ab(cdefghi", "jklmnopqrs", "tu)v".
        var editor = wrapped("ab|(cdefghijklmnopqrstu)v\nx\n")
        var screen = Screen(caps: .xterm)
        var grid = frame(&editor, screen: &screen)
        #expect(ScreenText.lines(grid)[2].hasPrefix("tu)v"), "the closer is on the second continuation row")
        #expect(ScreenText.styles(grid, row: 0).prefix(10) == "..b.......")
        #expect(ScreenText.styles(grid, row: 1).prefix(10) == "..........")
        #expect(ScreenText.styles(grid, row: 2).prefix(10) == "..r.......")
        // The bracket by the cursor on a continuation row, its partner on the line's first row.
        editor.document.cursor = 23
        grid = frame(&editor, screen: &screen)
        #expect(ScreenText.styles(grid, row: 0).prefix(10) == "..r.......")
        #expect(ScreenText.styles(grid, row: 2).prefix(10) == "..b.......")
    }

    @Test func withSoftWrapARowScrolledOffShowsNoMark() {
        // The line's first row scrolled off: the partner there is not drawn anywhere else.
        var editor = wrapped("ab(cdefghijklmnopqrstu|)v\n")
        editor.document.scrollRow = 1
        var screen = Screen(caps: .xterm)
        let grid = frame(&editor, screen: &screen)
        #expect(ScreenText.lines(grid)[1].hasPrefix("tu)v"))
        #expect(ScreenText.styles(grid, row: 0).prefix(10) == "..........")
        #expect(ScreenText.styles(grid, row: 1).prefix(10) == "..b.......")
    }
}
