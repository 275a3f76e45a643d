import Testing
import DentCore
import DentKeys
import DentTestSupport
import DentText

/// Filter through command and Run command against a fake host: the effects asked for, and what
/// the host's answer does to the text.
@Suite struct FilterTests {
    private func type(_ text: String, into editor: inout Editor) {
        for letter in text { editor.handle(.key(KeyChord(.character(letter.unicodeScalars.first ?? "x")), text: String(letter))) }
    }

    @Test func altBarAsksTheHostToFilterTheSelectionAndWaitsForIt() {
        var editor = Editor(document: CursorText.document("zero\nc\nb\na\n|end\n"))
        editor.document.anchor = 5
        editor.handle(.key(KeyChord(.character("|"), .alt)))
        #expect(editor.modals.last.map { if case .prompt(let state) = $0 { state.kind == .filter } else { false } } == true)
        type("sort ", into: &editor)
        editor.handle(.key(KeyChord(.enter)))
        #expect(editor.takeEffects() == [.rememberSearch(.command, SearchHistory.Entry("sort")), .filter(editor.currentID, 5..<11, "sort")])
        #expect(editor.runningCommand?.use == .filter(editor.currentID, 5..<11) && editor.runningCommand?.text == "sort")
        // The modal is opaque: typing while it runs changes nothing; Esc asks to stop.
        type("x", into: &editor)
        #expect(editor.document.text.bytes.allBytes == Array("zero\nc\nb\na\nend\n".utf8))
        editor.handle(.key(KeyChord(.escape)))
        #expect(editor.takeEffects() == [.stopCommand])
        #expect(editor.runningCommand?.isStopping == true)
        editor.commandFinished(CommandOutcome(output: Array("a\nb\nc\n".utf8), ending: .exited(0)))
        #expect(editor.modals.isEmpty)
        #expect(editor.document.text.bytes.allBytes == Array("zero\na\nb\nc\nend\n".utf8))
        #expect(editor.document.selection == 5..<11, "what came in is selected")
        #expect(editor.message == Message("Filtered through sort: 3 lines"))
    }

    /// Issue 51, item 7: without a selection the whole file is filtered and then nothing is
    /// selected (the next key must not replace the file); the cursor keeps its line and column.
    @Test func withoutASelectionTheWholeFileIsFilteredAndNothingStaysSelected() {
        var editor = Editor(document: CursorText.document("b\na|b\nc\n"))
        editor.run(.filter)
        type("tac", into: &editor)
        editor.handle(.key(KeyChord(.enter)))
        #expect(editor.takeEffects().last == .filter(editor.currentID, 0..<7, "tac"))
        #expect(editor.runningCommand?.use == .filterFile(editor.currentID))
        editor.commandFinished(CommandOutcome(output: Array("c\nab\nb\n".utf8), ending: .exited(0)))
        #expect(editor.document.text.bytes.allBytes == Array("c\nab\nb\n".utf8))
        #expect(editor.document.selection == nil)
        #expect(editor.document.cursorLine == 1 && editor.document.cursorColumn == 1)
        editor.run(.undo)
        #expect(editor.document.text.bytes.allBytes == Array("b\nab\nc\n".utf8), "one undo step")
    }

    @Test func invalidUTF8NULAndCRLFComeBackByteForByteAsOneUndoStep() {
        let original: [UInt8] = [0x61, 0x0D, 0x0A, 0x62, 0x0A]
        var editor = Editor(document: Document(path: "x", text: TextBuffer(GapBuffer(original))))
        editor.run(.filter)
        type("cat", into: &editor)
        editor.handle(.key(KeyChord(.enter)))
        _ = editor.takeEffects()
        let output: [UInt8] = [0x00, 0xFF, 0xC3, 0x28, 0x0D, 0x0A, 0x0D, 0x00, 0xE6, 0x97]
        editor.commandFinished(CommandOutcome(output: output, ending: .exited(0)))
        #expect(editor.document.text.bytes.allBytes == output)
        editor.run(.undo)
        #expect(editor.document.text.bytes.allBytes == original, "one undo step puts the text back")
        editor.run(.redo)
        #expect(editor.document.text.bytes.allBytes == output)
    }

    @Test func aFailureChangesNothingAndKeepsTheWholeStderrForTheHelpView() {
        var editor = Editor(document: CursorText.document("b\na|\n"))
        editor.run(.filter)
        type("sort -k", into: &editor)
        editor.handle(.key(KeyChord(.enter)))
        _ = editor.takeEffects()
        editor.commandFinished(CommandOutcome(errors: Array("sort: option requires an argument\n\u{1B}[31mTry more\r\n".utf8), ending: .exited(2)))
        #expect(editor.document.text.bytes.allBytes == Array("b\na\n".utf8))
        #expect(editor.message?.isError == true)
        #expect(editor.message?.text == "sort -k failed (exit status 2), nothing changed: sort: option requires an argument (F1 shows all of it)")
        #expect(editor.message?.detail == "sort: option requires an argument\n^[[31mTry more", "escapes shown, never sent")
        #expect(!editor.document.isModified)
    }

    @Test(arguments: [
        (CommandOutcome(errors: Array("warning\n".utf8), ending: .exited(0)), "c wrote only to stderr, nothing changed: warning"),
        (CommandOutcome(output: [0x41], ending: .signaled(9)), "c was ended by signal 9, nothing changed"),
        (CommandOutcome(output: [0x41], ending: .tooLarge(64 << 20)), "c wrote more than 64 MiB (max-file-size): refused, nothing changed"),
        (CommandOutcome(ending: .notStarted("No such file")), "c could not start: No such file, nothing changed"),
        (CommandOutcome(output: [0x41], ending: .stopped), "Stopped c: nothing changed"),
    ])
    func everyFailureChangesNothing(outcome: CommandOutcome, says: String) {
        var editor = Editor(document: CursorText.document("b\na|\n"))
        editor.run(.filter)
        type("c", into: &editor)
        editor.handle(.key(KeyChord(.enter)))
        _ = editor.takeEffects()
        editor.commandFinished(outcome)
        #expect(editor.document.text.bytes.allBytes == Array("b\na\n".utf8) && editor.modals.isEmpty)
        #expect(editor.message?.text == says)
    }

    @Test func emptyOutputWithoutComplaintDeletesTheText() {
        var editor = Editor(document: CursorText.document("abc|\n"))
        editor.document.anchor = 0
        editor.run(.filter)
        type("true", into: &editor)
        editor.handle(.key(KeyChord(.enter)))
        _ = editor.takeEffects()
        editor.commandFinished(CommandOutcome(ending: .exited(0)))
        #expect(editor.document.text.bytes.allBytes == [0x0A])
    }

    @Test func runCommandOpensItsOutputInANewUnnamedFile() {
        var editor = Editor(document: CursorText.document("keep|\n"))
        editor.run(.runCommand)
        type("ls", into: &editor)
        editor.handle(.key(KeyChord(.enter)))
        #expect(editor.takeEffects().last == .runCommand("ls"))
        editor.commandFinished(CommandOutcome(output: Array("a\nb\n".utf8), errors: Array("note\n".utf8), ending: .exited(0)))
        #expect(editor.files.count == 2 && editor.document.path.isEmpty)
        #expect(editor.document.displayName == "Output of ls")
        #expect(editor.document.text.bytes.allBytes == Array("a\nb\n".utf8) && !editor.document.isModified)
        #expect(editor.message?.text == "Output of ls: 2 lines (it said: note)")
        #expect(editor.files[0].document.text.bytes.allBytes == Array("keep\n".utf8))
    }

    @Test func upAndDownBrowseTheCommandsRun() {
        var editor = Editor(document: CursorText.document("a|\n"))
        for command in ["sort", "tac"] {
            editor.run(.filter)
            type(command, into: &editor)
            editor.handle(.key(KeyChord(.enter)))
            editor.commandFinished(CommandOutcome(output: [0x61, 0x0A], ending: .exited(0)))
        }
        editor.run(.runCommand)
        type("draft", into: &editor)
        editor.handle(.key(KeyChord(.up)))
        #expect(editor.modals.last == .prompt(PromptState(kind: .runCommand, text: "tac")))
        editor.handle(.key(KeyChord(.up)))
        #expect(editor.modals.last == .prompt(PromptState(kind: .runCommand, text: "sort")))
        editor.handle(.key(KeyChord(.down)))
        editor.handle(.key(KeyChord(.down)))
        #expect(editor.modals.last == .prompt(PromptState(kind: .runCommand, text: "draft")))
        #expect(editor.searchHistory.entries(.command).map(\.text) == ["sort", "tac"])
    }

    @Test func aFileThatChangedWhileTheCommandRanIsLeftAlone() {
        var editor = Editor(document: CursorText.document("b\na|\n"))
        editor.run(.filter)
        type("sort", into: &editor)
        editor.handle(.key(KeyChord(.enter)))
        _ = editor.takeEffects()
        // The file changed on disk and was reloaded, with a question over the running command.
        editor.reloaded(editor.currentID, bytes: Array("a\nc\n".utf8))
        editor.askBeforeOverwriting(editor.currentID)
        editor.commandFinished(CommandOutcome(output: Array("a\nb\n".utf8), ending: .exited(0)))
        #expect(editor.document.text.bytes.allBytes == Array("a\nc\n".utf8), "the same size, another text")
        #expect(editor.message == Message("test.txt changed while sort ran: nothing replaced", isError: true))
        #expect(editor.modals == [.diskChanged], "the running command's modal is gone, the question stays")
    }

    @Test func anEmptyCommandRunsNothing() {
        var editor = Editor(document: CursorText.document("a|\n"))
        editor.run(.filter)
        editor.handle(.key(KeyChord(.enter)))
        #expect(editor.takeEffects().isEmpty && editor.modals.isEmpty)
        #expect(editor.message == Message("No command given: nothing run", isError: true))
    }
}
