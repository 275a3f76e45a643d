import DentCore
import DentKeys
import DentScreen
import DentTestSupport
import Testing

/// Names on the screen (issue 50, items 11 and 15): a byte that is not UTF-8 (held as its
/// reserved code point, `PathBytes`) shows as `<e9>`, a control as `^[`, in the status line,
/// messages, the open-files list and the open prompt.
@Suite struct FileNameViewTests {
    /// `caf\xe9` then ESC ] 0 ; (a title) and BEL: what a name could hold.
    static let path = "/tmp/caf\u{10FFE9}\u{1B}]0;x\u{07}.txt"

    static func editor() -> Editor {
        var document = CursorText.document("a|")
        document.path = path
        var editor = Editor(document: consume document)
        editor.resize(rows: 8, columns: 70)
        return editor
    }

    static func lines(_ editor: Editor) -> [String] { ScreenText.lines(Renderer.render(editor, rows: 8, columns: 70)) }

    static func press(_ editor: inout Editor, _ chords: String...) {
        for text in chords {
            guard let chord = KeyChord(text) else { continue }
            editor.handle(.key(chord, text: chord.insertedText))
        }
    }

    @Test func theStatusLineAndMessagesShowTheNameEscaped() {
        var editor = Self.editor()
        #expect(Self.lines(editor)[6].hasPrefix(" caf<e9>^[]0;x^G.txt "), "\(Self.lines(editor)[6])")
        editor.message = Message("Saved \(Self.path)")
        #expect(Self.lines(editor)[6].hasPrefix(" Saved /tmp/caf<e9>^[]0;x^G.txt "), "\(Self.lines(editor)[6])")
        editor.message = nil
        Self.press(&editor, "Alt+o")
        #expect(Self.lines(editor).contains { $0.contains("caf<e9>^[]0;x^G.txt") }, "\(Self.lines(editor))")
    }

    @Test func theOpenPromptShowsACompletedNameEscapedWithTheCursorAfterIt() {
        var editor = Self.editor()
        Self.press(&editor, "Ctrl+o", "c")
        _ = editor.takeEffects()
        Self.press(&editor, "Tab")
        // The prompt starts empty: the name is read from the folder dent started in.
        editor.directoryListed("", entries: [DirectoryEntry(name: "caf\u{10FFE9}.txt", isDirectory: false),
                                             DirectoryEntry(name: "caf\u{10FFE9}\u{1B}.c", isDirectory: false)])
        let grid = Renderer.render(editor, rows: 8, columns: 70)
        #expect(ScreenText.lines(grid)[6].hasPrefix(" Open: caf<e9>   (caf<e9>^[.c  caf<e9>.txt)"), "\(ScreenText.lines(grid)[6])")
        #expect(grid.cursor?.row == 6 && grid.cursor?.column == 14, "after the four cells of <e9>: \(String(describing: grid.cursor))")
    }
}
