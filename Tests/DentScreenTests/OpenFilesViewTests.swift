import Testing
import DentCore
import DentKeys
import DentScreen
import DentTestSupport

/// What several open files look like: the status line's count, the list of open files, the
/// save question naming its file, the open prompt's candidates.
@Suite struct OpenFilesViewTests {
    static func editor() -> Editor {
        var editor = Editor(document: document("a|", path: "a.txt"))
        editor.add(document("b|", path: "src/b.txt"))
        editor.add(document("c|", path: "c.txt"))
        editor.resize(rows: 8, columns: 70)
        return editor
    }

    static func document(_ marked: String, path: String) -> Document {
        var document = CursorText.document(marked)
        document.path = path
        return document
    }

    static func press(_ editor: inout Editor, _ chords: String...) {
        for text in chords {
            guard let chord = KeyChord(text) else { continue }
            editor.handle(.key(chord, text: chord.insertedText))
        }
    }

    static func lines(_ editor: Editor) -> [String] { ScreenText.lines(Renderer.render(editor, rows: 8, columns: 70)) }

    @Test func theStatusLineSaysWhichFileOfHowMany() {
        var editor = Self.editor()
        Self.press(&editor, "x")
        #expect(Self.lines(editor)[6].hasPrefix(" a.txt [+]  1/3 "))
        let single = Editor(document: Self.document("a|", path: "a.txt"))
        #expect(ScreenText.lines(Renderer.render(single, rows: 8, columns: 70))[6].hasPrefix(" a.txt "))
        #expect(!ScreenText.lines(Renderer.render(single, rows: 8, columns: 70))[6].contains("1/1"))
    }

    @Test func theListShowsEveryFileWithItsMarksAndHighlightsOne() {
        var editor = Self.editor()
        Self.press(&editor, "x", "Alt+o")
        let grid = Renderer.render(editor, rows: 8, columns: 70)
        let lines = ScreenText.lines(grid)
        #expect(lines[0] == "Open files: type to filter, Enter shows, Ctrl+W closes, Esc returns")
        #expect(lines[1] == " * a.txt     [+]")
        #expect(lines[2] == "   b.txt          src/b.txt")
        #expect(lines[3] == "   c.txt")
        #expect(ScreenText.styles(grid, row: 1).hasPrefix("rrrrr"), "the file shown is highlighted")
        #expect(lines[7] == "Enter Show  ^W Close file  Esc Return  ^G Help  ^Q Quit")
        Self.press(&editor, "s", "r", "c")
        let filtered = Self.lines(editor)
        #expect(filtered[0] == "Filter: src")
        #expect(filtered[1] == "   b.txt          src/b.txt")
        #expect(filtered[2].isEmpty)
    }

    @Test func theSaveQuestionNamesTheFileAndOffersSaveAllWhenSeveralAreLeft() {
        var editor = Self.editor()
        Self.press(&editor, "x", "Alt+o", "Down", "Enter", "y", "Ctrl+q")
        #expect(Self.lines(editor)[6].hasPrefix(" Save changes to b.txt? (y/n/a/Esc)"))
        #expect(Self.lines(editor)[7] == "y Yes  n No  a Save all  Esc Cancel  ^G Help")
        Self.press(&editor, "n")
        #expect(Self.lines(editor)[6].hasPrefix(" Save changes to a.txt? (y/n/Esc)"))
        Self.press(&editor, "Esc", "Ctrl+w")
        #expect(Self.lines(editor)[6].hasPrefix(" Save changes to a.txt before closing it? (y/n/Esc)"))
    }

    @Test func theOpenPromptListsTheCandidatesAfterTheField() {
        var editor = Self.editor()
        Self.press(&editor, "Ctrl+o", "m")
        _ = editor.takeEffects()
        Self.press(&editor, "Tab")
        editor.directoryListed("", entries: [DirectoryEntry(name: "main.c", isDirectory: false),
                                             DirectoryEntry(name: "make", isDirectory: true)])
        let grid = Renderer.render(editor, rows: 8, columns: 70)
        #expect(ScreenText.lines(grid)[6].hasPrefix(" Open: ma   (main.c  make/)"))
        #expect(grid.cursor?.row == 6 && grid.cursor?.column == 9, "the cursor stays in the field")
    }
}
