import DentCore
import DentScreen
import DentTestSupport
import Testing

/// Issue 53, part 3: work the host does on another thread says how far it has got on the
/// status line: the read of a big first file's rest.
@Suite struct ProgressStatusTests {
    func editor(_ path: String) -> Editor {
        var document = CursorText.document("line one\n|line two\n")
        document.path = path
        var editor = Editor(document: consume document)
        editor.resize(rows: 10, columns: 100)
        return editor
    }

    func statusLine(_ editor: Editor) -> String {
        let lines = ScreenText.lines(Renderer.render(editor, rows: 10, columns: 100))
        return lines[lines.count - 2]
    }

    @Test func theReadOfABigFileShowsItsShareUntilTheFileIsWhole() {
        var editor = editor("/data/big.txt")
        #expect(statusLine(editor).hasPrefix(" big.txt "))
        editor.readProgressed(editor.currentID, read: 1 << 20, total: 3_000_000)
        #expect(statusLine(editor).hasPrefix(" Reading big.txt… 34% "), "\(statusLine(editor))")
        #expect(statusLine(editor).contains("Ln 2, Col 1"), "the position stays beside it")
        editor.completeOpening(editor.currentID, with: editor.document)
        #expect(editor.reading == nil)
        #expect(statusLine(editor).hasPrefix(" big.txt "), "\(statusLine(editor))")
    }

    @Test func aMessageShownWithTheStartStaysItsTimeBeforeTheProgress() {
        var editor = editor("/data/big.txt")
        editor.message = Message("Read-only (no permission): Ctrl+S saves elsewhere", isError: true)
        editor.readProgressed(editor.currentID, read: 10, total: 100)
        #expect(statusLine(editor).hasPrefix(" Read-only (no permission)"), "\(statusLine(editor))")
        editor.expireMessage(now: editor.clock + Message("", isError: true).lifetime)
        #expect(statusLine(editor).hasPrefix(" Reading big.txt… 10% "), "\(statusLine(editor))")
    }
}
