import DentWire
import Glibc
import Testing
import DentCore
import DentKeys
import DentScreen
import DentTestSupport
import DentText

/// Whitespace marks and the line-number gutter, as drawn.
@Suite struct ViewOptionsTests {
    func editor(_ marked: String, rows: Int = 8, columns: Int = 20, tabWidth: Int = 8, numbers: Bool = false) -> Editor {
        var editor = Editor(document: CursorText.document(marked, tabWidth: tabWidth))
        editor.showsLineNumbers = numbers
        editor.resize(rows: rows, columns: columns)
        return editor
    }

    @Test func tabsShowAsArrowsTrailingSpacesAsDotsAndMixedIndentationIsMarked() {
        let editor = editor("\tx  \n \tmix\n  \t\nok|", tabWidth: 4)
        let grid = Renderer.render(editor, rows: 8, columns: 20)
        let lines = ScreenText.lines(grid)
        #expect(lines[0] == "→   x··")
        #expect(ScreenText.styles(grid, row: 0).prefix(8) == "dddd.dd.", "arrow and its blanks dim, dots dim")
        #expect(lines[1] == " →  mix", "a space inside the indentation is not trailing")
        #expect(ScreenText.styles(grid, row: 1).prefix(8) == "Dddd....", "mixed indentation: first cell dim and reversed")
        #expect(lines[2] == "··→")
        #expect(ScreenText.styles(grid, row: 2).prefix(5) == "Dddd.")
        #expect(lines[3] == "ok")
    }

    @Test func withWhitespaceHiddenTabsAreBlanks() {
        var editor = editor("\tx  |", tabWidth: 4)
        editor.run(.toggleWhitespace)
        let grid = Renderer.render(editor, rows: 8, columns: 20)
        #expect(ScreenText.lines(grid)[0] == "    x")
        #expect(ScreenText.styles(grid, row: 0).prefix(7) == ".......")
    }

    @Test(arguments: [(9, 2), (10, 3), (100, 4)])
    func theGutterIsAsWideAsTheLastLineNumberAndASpace(lineCount: Int, width: Int) {
        let text = (1...lineCount).map { "l\($0)" }.joined(separator: "\n")
        let editor = editor("|" + text, rows: 6, numbers: true)
        #expect(editor.gutterWidth == width)
        let grid = Renderer.render(editor, rows: 6, columns: 20)
        let first = String(repeating: " ", count: width - 2) + "1 l1"
        #expect(ScreenText.lines(grid)[0] == first)
        #expect(ScreenText.styles(grid, row: 0).prefix(width) == String(repeating: "d", count: width - 1) + ".", "numbers are dim")
        #expect(grid.cursor! == (0, width), "the cursor starts after the gutter")
    }

    @Test func numbersOnlyOnRowsThatShowALineAndTheCursorIsOffsetByTheGutter() {
        let text = (1...10).map { "line\($0)" }.joined(separator: "\n")
        let editor = editor("li|" + text.dropFirst(2), rows: 14, numbers: true)
        let grid = Renderer.render(editor, rows: 14, columns: 20)
        let lines = ScreenText.lines(grid)
        #expect(lines[0] == " 1 line1")
        #expect(lines[9] == "10 line10")
        #expect(lines[10] == "   ~" && lines[11] == "   ~", "no numbers past the end, only the end mark")
        #expect(grid.cursor! == (0, 5))
    }

    @Test func longLinesScrollWithinTheTextColumns() {
        var editor = editor("|" + String(repeating: "x", count: 30), rows: 6, columns: 20, numbers: true)
        editor.run(.lineEnd)
        let grid = Renderer.render(editor, rows: 6, columns: 20)
        #expect(editor.textColumns == 18)
        #expect(editor.document.scrollColumn == 21, "30 columns and the cursor after them, in the middle of 18 columns")
        #expect(grid.cursor! == (0, 11))
        #expect(ScreenText.lines(grid)[0] == "1 <" + String(repeating: "x", count: 8), "the scroll mark after the gutter")
    }

    /// Typing repaints only the typed cell: the gutter is unchanged, so the frame diff sends
    /// nothing for it (the status line is held still to look at the text area alone).
    @Test func typingWithLineNumbersOnWritesNoGutterBytes() {
        let text = (1...12).map { "line\($0)" }.joined(separator: "\n")
        var editor = editor("line1\nline2\nline3|" + text.dropFirst(17), rows: 10, columns: 30, numbers: true)
        var encoder = FrameEncoder(caps: .xterm)
        let before = Renderer.render(editor, rows: 10, columns: 30)
        _ = encoder.encode(before)
        editor.handle(.key(KeyChord(.character("!")), text: "!"))
        var after = Renderer.render(editor, rows: 10, columns: 30)
        for row in 8..<10 {
            for column in 0..<30 { after[row, column] = before[row, column] }
        }
        #expect(ScreenText.lines(after)[2] == " 3 line3!")
        #expect(String(decoding: encoder.encode(after), as: UTF8.self) == "!")
    }
}

@Suite struct ManPageTests {
    /// docs/dent.1 is generated; regenerate with `make docs` (or `swift run dent --man > docs/dent.1`).
    @Test func docsManPageMatchesTheCommandTable() throws {
        let text = try #require(TextFile.read(TextFile.repositoryPath("docs/dent.1")), "docs/dent.1 is missing")
        let expected = ManPage.page(for: Editor(document: Document(path: "")))
        #expect(text == expected, "docs/dent.1 is stale: run make docs (or swift run dent --man > docs/dent.1)")
    }

    @Test func roffSpecialsAreEscapedAndTheSectionsAreThere() {
        let page = ManPage.page(for: Editor(document: Document(path: "")))
        for section in ["NAME", "SYNOPSIS", "DESCRIPTION", "OPTIONS", "INDENTATION", "KEYS", "FILES", "EXIT STATUS"] {
            #expect(page.contains("\n.SH \(section)\n"), "\(section)")
        }
        #expect(page.contains("\\fB\\-\\-list\\-keys\\fR"), "option hyphens are \\-")
        #expect(page.contains("\\fBTab\\fR indents"), "Markdown bold becomes roff bold")
        #expect(page.contains("Alt+."), "the whitespace toggle is listed")
        #expect(!page.unicodeScalars.contains { !$0.isASCII }, "plain ASCII: other characters are named")
    }
}
