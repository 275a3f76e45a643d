import Testing
import DentConfig
import DentCore
import DentKeys
import DentScreen
import DentTestSupport
import DentText

/// Lint's marks as drawn: a reversed `!` in the mark column (the gutter's last column, a
/// column of its own without line numbers), and the message of the cursor's line in the status line.
@Suite struct LintMarkViewTests {
    /// A saved shell file linted, with messages about lines 2 and 4.
    private func linted() -> Editor {
        var document = CursorText.document("|line one\nline two\nline three\nline four\n")
        document.path = "/w/a.sh"
        document.ruleBook = SettingsParser.parse("[language sh]\nlinter = mylint\n").0.languageRules
        var editor = Editor(document: consume document)
        editor.resize(rows: 8, columns: 20)
        editor.run(.lint)
        _ = editor.takeEffects()
        editor.commandFinished(CommandOutcome(output: Array("/w/a.sh:2:1: bad\n/w/a.sh:4: worse\n".utf8), ending: .exited(1)))
        editor.message = nil
        return editor
    }

    @Test func theMarkStandsInTheGutterBeforeTheText() {
        var editor = linted()
        editor.showsLineNumbers = true
        let grid = Renderer.render(editor, rows: 8, columns: 20)
        #expect(Array(ScreenText.lines(grid).prefix(4)) == ["1 line one", "2!line two", "3 line three", "4!line four"])
        #expect(ScreenText.styles(grid, row: 1).prefix(3) == "d*.", "reversed and bold")
    }

    @Test func withoutLineNumbersAFileWithMarksGetsAMarkColumnOfItsOwn() {
        var editor = linted()
        let lines = ScreenText.lines(Renderer.render(editor, rows: 8, columns: 20))
        #expect(Array(lines.prefix(4)) == [" line one", "!line two", " line three", "!line four"])
        editor.press("End")
        #expect(editor.textColumns == 19, "the text area gave the column up")
    }

    @Test func theStatusLineShowsTheMessageOfTheCursorsLine() {
        var editor = linted()
        editor.handle(.key(KeyChord(.function(4))))
        editor.message = nil
        let lines = ScreenText.lines(Renderer.render(editor, rows: 8, columns: 60))
        #expect(lines[6].hasPrefix(" a.sh  Line 2, column 1: bad"), "after the name (issue 51, item 16): \(lines[6])")
    }

    @Test func aCachedFrameGainsAndLosesTheMarks() {
        var editor = linted()
        var screen = Screen(caps: .xterm)
        _ = screen.grid(editor, rows: 8, columns: 20)
        editor.handle(.key(KeyChord(.character("x")), text: "x"))
        editor.prepareHighlighting()
        // The debug build draws every cached frame from nothing too and traps on a difference.
        let lines = ScreenText.lines(screen.grid(editor, rows: 8, columns: 20))
        #expect(lines[1] == "!line two")
        editor.document.text = TextBuffer(GapBuffer(Array("line one\nline two\n".utf8)))
        editor.prepareHighlighting()
        #expect(ScreenText.lines(screen.grid(editor, rows: 8, columns: 20))[1] == "line two", "no marks: no mark column")
    }
}
