import Testing
import DentCore
import DentKeys
import DentScreen
import DentTestSupport
import DentText

/// The faint column past the wrap column, and the recording mark, as drawn.
@Suite struct WrapGuideTests {
    func editor(_ marked: String, wrapColumn: Int = 10, columns: Int = 20) -> Editor {
        var document = CursorText.document(marked)
        document.wrapColumn = wrapColumn
        var editor = Editor(document: consume document)
        editor.showsWrapColumn = true
        editor.resize(rows: 8, columns: columns)
        return editor
    }

    @Test func aDimMarkStandsJustPastTheWrapColumnWhereLinesLeaveItBlank() {
        let editor = editor("short|\nexactly 10\nmuch longer line\n")
        let grid = Renderer.render(editor, rows: 8, columns: 20)
        let lines = ScreenText.lines(grid)
        #expect(lines[0] == "short     │")
        #expect(ScreenText.styles(grid, row: 0).prefix(11) == "..........d")
        #expect(lines[1] == "exactly 10│", "a line as wide as the column leaves the mark")
        #expect(lines[2] == "much longer line", "a longer line covers it")
        #expect(lines[3] == "          │", "the empty last line shows it too")
        #expect(lines[4] == "~", "rows past the end do not")
    }

    @Test func itMovesWithTheGutterAndSidewaysScrollAndCanBeHidden() {
        var editor = editor("ab|", wrapColumn: 5)
        editor.showsLineNumbers = true
        #expect(ScreenText.lines(Renderer.render(editor, rows: 8, columns: 20))[0] == "1 ab   │")
        editor.run(.toggleWrapColumn)
        #expect(ScreenText.lines(Renderer.render(editor, rows: 8, columns: 20))[0] == "1 ab")
        #expect(editor.takeEffects() == [.rememberSetting("show-wrap-column", "off")])
    }

    @Test func theStatusLineSaysWhileAMacroIsRecorded() {
        var editor = editor("a|", columns: 60)
        editor.handle(.key(KeyChord(.character(":"), .alt)))
        editor.handle(.key(KeyChord(.character("x")), text: "x"))
        #expect(ScreenText.lines(Renderer.render(editor, rows: 8, columns: 60))[6].hasPrefix(" test.txt [+] [recording]"))
        editor.handle(.key(KeyChord(.character(":"), .alt)))
        #expect(!ScreenText.lines(Renderer.render(editor, rows: 8, columns: 60))[6].contains("[recording]"))
    }
}
