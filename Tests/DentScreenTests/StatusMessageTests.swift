import DentCore
import DentKeys
import DentScreen
import DentTestSupport
import Testing

/// Issue 22, items 10 and 16: the read-only mark stays on the status line, and a message wider
/// than the line is cut with `…`, whole in the help view's top.
@Suite struct StatusMessageTests {
    func editor(columns: Int) -> Editor {
        var document = CursorText.document("text|")
        document.path = "/etc/hostname"
        document.isReadOnly = true
        var editor = Editor(document: consume document)
        editor.resize(rows: 10, columns: columns)
        return editor
    }

    func statusLine(_ editor: Editor, columns: Int) -> String {
        let lines = ScreenText.lines(Renderer.render(editor, rows: 10, columns: columns))
        return lines[lines.count - 2]
    }

    @Test func aReadOnlyFileKeepsItsMarkAfterTheMessageGoes() {
        var editor = editor(columns: 80)
        editor.message = Message("Read-only (no permission): Ctrl+S saves elsewhere", isError: true)
        editor.handle(.key(KeyChord(.right)))
        #expect(editor.message != nil, "an error stays through keys for its lifetime (issue 51, item 16)")
        editor.expireMessage(now: editor.clock + Message("", isError: true).lifetime)
        #expect(editor.message == nil)
        #expect(statusLine(editor, columns: 80).hasPrefix(" hostname [read-only] "), "\(statusLine(editor, columns: 80))")
    }

    @Test func aLongMessageIsCutWithAnEllipsisAndShownWholeInTheHelp() {
        var editor = editor(columns: 40)
        let text = "cannot save /etc/hostname: Permission denied (opening); the file on disk is unchanged"
        editor.message = Message(text, isError: true)
        let status = statusLine(editor, columns: 40)
        #expect(status.hasSuffix("…"), "\(status)")
        #expect(status.count == 40, "\(status)")
        editor.handle(.key(KeyChord(.character("g"), .ctrl)))
        editor.resize(rows: 30, columns: 40)
        let help = ScreenText.lines(Renderer.render(editor, rows: 30, columns: 40)).map { $0.trimmingTrailingBlanks }
        let joined = help.prefix(8).joined(separator: " ").split(separator: " ").joined(separator: " ")
        #expect(joined.contains("Last message: " + text), "\(help)")
    }

    /// Issue 50, item 14: without sudo the question does not mention it.
    @Test func withoutSudoTheQuestionOffersAnotherNameOnly() {
        var editor = editor(columns: 100)
        editor.handle(.key(KeyChord(.character("x")), text: "x"))
        editor.saveDenied(editor.currentID, error: "Permission denied")
        #expect(statusLine(editor, columns: 100).hasPrefix(" You may not write hostname: save it with sudo, save as, or not? (y/s/n)"))
        editor.hasSudo = false
        #expect(statusLine(editor, columns: 100).hasPrefix(" You may not write hostname: save it under another name? (s/n)"))
    }

    /// Issue 50, items 1 and 2: a change on disk stands on the status line until it is dealt
    /// with, drawn bold as an error is; Revert's question says what it drops.
    @Test func aChangeOnDiskStandsOnTheStatusLineAndRevertAsks() {
        var editor = Editor(document: CursorText.document("text|"))
        editor.resize(rows: 10, columns: 80)
        editor.handle(.key(KeyChord(.character("x")), text: "x"))
        editor.fileChangedOnDisk(editor.currentID)
        editor.handle(.key(KeyChord(.right)))
        let lines = ScreenText.lines(Renderer.render(editor, rows: 10, columns: 80))
        #expect(lines[8].hasPrefix(" test.txt [+]  Changed on disk: Revert reloads, Ctrl+s asks"), "the name stays, the notice after it: \(lines[8])")
        let grid = Renderer.render(editor, rows: 10, columns: 80)
        #expect(grid[8, 1].style.contains(.bold), "drawn as a warning")
        editor.run(.revert)
        #expect(statusLine(editor, columns: 80).hasPrefix(" Revert test.txt to the file on disk, dropping your changes? (y/n)"))
    }
}

extension String {
    var trimmingTrailingBlanks: String { String(reversed().drop { $0 == " " }.reversed()) }

}
