import Testing
import DentCore
import DentKeys
import DentScreen
import DentSyntax
import DentTestSupport

/// What Set language looks like: the list of languages over the text, the file's own marked
/// and highlighted, the list's keys in the shortcut bar.
@Suite struct LanguageListViewTests {
    static func editor() -> Editor {
        var editor = Editor(document: OpenFilesViewTests.document("x|", path: "notes.txt"))
        editor.languages = [
            LanguageInfo(id: "python3", name: "Python", section: "Script"),
            LanguageInfo(id: "c", name: "C", section: "Source"),
            LanguageInfo(id: "python", name: "Python 2", section: "Script"),
        ]
        editor.resize(rows: 8, columns: 70)
        return editor
    }

    @Test func theListShowsEachLanguagesNameIdAndSection() {
        var editor = Self.editor()
        OpenFilesViewTests.press(&editor, "Alt+l")
        let grid = Renderer.render(editor, rows: 8, columns: 70)
        #expect(ScreenText.lines(grid) == [
            "Languages: type to filter, Enter highlights the file so, Esc returns",
            " * Plain text (no highlighting)",
            "   C         c        Source",
            "   Python    python3  Script",
            "   Python 2  python   Script",
            "",
            ScreenText.lines(grid)[6],
            "Enter Choose  Esc Cancel  ^G Help  ^Q Quit",
        ])
        #expect(ScreenText.styles(grid, row: 0).hasPrefix("bbbbbbbbb"), "the header is bold")
        #expect(ScreenText.styles(grid, row: 1) == String(repeating: "r", count: 70), "the file's own, plain text, is highlighted")
        OpenFilesViewTests.press(&editor, "p", "y", "t", "h", "Down")
        let filtered = Renderer.render(editor, rows: 8, columns: 70)
        #expect(Array(ScreenText.lines(filtered).prefix(4)) == ["Filter: pyth", "   Python    python3  Script", "   Python 2  python   Script", ""])
        #expect(ScreenText.styles(filtered, row: 2) == String(repeating: "r", count: 70))
        OpenFilesViewTests.press(&editor, "z")
        #expect(ScreenText.lines(Renderer.render(editor, rows: 8, columns: 70))[1] == "  No language matches \"pythz\"")
    }
}
