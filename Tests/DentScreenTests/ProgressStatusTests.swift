import DentCore
import DentScreen
import DentTestSupport
import Testing

/// Issue 53, part 3: work the host does on another thread says how far it has got on the
/// status line, the read of a big first file's rest and a shell command's bytes both ways.
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

    @Test func aRunningFilterShowsTheShareSentAndTheBytesBackUntilItIsStopped() {
        var editor = editor("/data/list.txt")
        editor.press("Alt+|")
        editor.press("s", "o", "r", "t", "Enter")
        #expect(editor.takeEffects().contains(.filter(editor.currentID, 0..<18, "sort")))
        #expect(statusLine(editor).hasPrefix(" Running sort… (Esc stops it) "), "before the first report: \(statusLine(editor))")
        editor.commandProgressed(CommandProgress(sent: 400, input: 1_000, back: 12_345_678))
        #expect(statusLine(editor).hasPrefix(" Running sort… 40% sent, 12.3 MB back (Esc stops it) "), "\(statusLine(editor))")
        editor.press("Esc")
        #expect(editor.takeEffects() == [.stopCommand])
        #expect(statusLine(editor).hasPrefix(" Stopping sort… "), "\(statusLine(editor))")
        editor.commandFinished(CommandOutcome(output: Array("line one\n".utf8), ending: .stopped))
        #expect(statusLine(editor).hasPrefix(" Stopped sort: nothing changed "), "\(statusLine(editor))")
        #expect(editor.document.text.bytes.allBytes == Array("line one\nline two\n".utf8))
    }

    @Test func replaceAllInStepsShowsHowFarItHasLookedAndEscSaysNothingWasReplaced() {
        var document = CursorText.document("|cat " + String(repeating: "xxxxxxxxx\n", count: 500) + "cat\n")
        document.path = "/data/cats.txt"
        var editor = Editor(document: consume document)
        editor.resize(rows: 10, columns: 100)
        editor.searchStepBytes = 1_000
        editor.press("Ctrl+r", "c", "a", "t", "Enter", "d", "o", "g", "Enter")
        #expect(statusLine(editor).hasPrefix(" Replace this match? (y/n/a/Esc) "), "\(statusLine(editor))")
        editor.press("a")
        editor.continueSearch()
        #expect(statusLine(editor).hasPrefix(" Searching… 39% (Esc stops) "), "\(statusLine(editor))")
        editor.press("Esc")
        #expect(statusLine(editor).hasPrefix(" Replace all stopped: nothing replaced "), "\(statusLine(editor))")
    }

    @Test(arguments: [
        (CommandProgress(sent: 0, input: 0, back: 0), "0 bytes back"),
        (CommandProgress(sent: 0, input: 0, back: 2_500_000), "2.5 MB back"),
        (CommandProgress(sent: 999, input: 1_000, back: 1), "99% sent, 1 byte back"),
        (CommandProgress(sent: 1_000, input: 1_000, back: 640_000), "100% sent, 640.0 kB back"),
    ])
    func theCountSaysWhatWentInOnlyWhenSomethingDoes(progress: CommandProgress, text: String) {
        #expect(progress.text == text)
    }
}
