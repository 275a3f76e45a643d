import DentCore
import DentScreen
import DentTestSupport
import DentText
import Testing

/// How the start of a big file is drawn while the rest is read (`Document.expectedLines`): the
/// same as the whole file would be wherever the start holds what a row shows, nothing made up
/// where it does not.
@Suite struct PreviewViewTests {
    /// The editor on `text`, as the start of a file of `expected` lines.
    func editor(_ text: String, expected: ExpectedLines?, rows: Int = 8, wraps: Bool = false) -> Editor {
        var document = Document(path: "big.txt", text: TextBuffer(text))
        document.expectedLines = expected
        var editor = Editor(document: consume document)
        editor.wrapsLines = wraps
        editor.resize(rows: rows, columns: 40)
        return editor
    }

    func text(_ editor: Editor) -> [String] {
        let grid = Renderer.render(editor, rows: editor.screenSize.rows, columns: editor.screenSize.columns)
        return Array(ScreenText.lines(grid).prefix(editor.textRows))
    }

    @Test func rowsPastAnEstimatedStartAreBlankNotMarkedAsTheEnd() {
        let lines = text(editor("one\ntwo\nthr", expected: ExpectedLines(count: 5_000, isExact: false)))
        #expect(lines == ["one", "two", "thr", "", "", ""])
    }

    @Test func rowsPastACountedEndAreMarked() {
        // A line that goes on past the start, then one more line: the whole file has three.
        let lines = text(editor("a long line goes o", expected: ExpectedLines(count: 3, isExact: true)))
        #expect(lines == ["a long line goes o", "", "", "~", "~", "~"])
    }

    @Test func wrappedRowsPastTheStartAreBlank() {
        let lines = text(editor("one\ntwo", expected: ExpectedLines(count: 2, isExact: true), wraps: true))
        #expect(lines == ["one", "two", "", "", "", ""], "the last line may wrap onto them once read")
    }

    @Test func theWholeFileIsMarkedAsBefore() {
        #expect(text(editor("one\ntwo", expected: nil)) == ["one", "two", "~", "~", "~", "~"])
    }

    @Test func theStatusLineIsPaddedForTheExpectedLines() {
        let estimated = editor("one\ntwo\n", expected: ExpectedLines(count: 1_500_000, isExact: false))
        let whole = editor(String(repeating: "\n", count: 1_499_999) + "x", expected: nil)
        func status(_ editor: Editor) -> String {
            ScreenText.lines(Renderer.render(editor, rows: editor.screenSize.rows, columns: editor.screenSize.columns))[editor.textRows]
        }
        #expect(status(estimated) == status(whole), "the position does not move when the file is whole")
        #expect(status(estimated) != status(editor("one\ntwo\n", expected: nil)), "padded for 7 digits, not 1")
    }
}
