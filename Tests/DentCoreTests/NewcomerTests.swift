import DentCore
import DentKeys
import DentTestSupport
import Testing

/// Issue 22 ("A newcomer's first hour"): Save As, the open prompt's paths, counts, closing.
@Suite struct NewcomerTests {
    func type(_ editor: inout Editor, _ text: String) {
        for character in text {
            let scalar = character.unicodeScalars.first ?? " "
            editor.handle(.key(KeyChord(.character(scalar)), text: String(character)))
        }
    }

    func press(_ editor: inout Editor, _ chord: String) {
        if let parsed = KeyChord(chord) { editor.handle(.key(parsed)) }
    }

    func readOnly(_ path: String) -> Editor {
        var document = CursorText.document("hello|")
        document.path = path
        document.isReadOnly = true
        return Editor(document: consume document)
    }

    /// Item 5: Enter on the read-only file's own name tries the save, and the failure says why
    /// with the prompt kept; before, the prompt came back silently.
    @Test func saveAsOntoTheReadOnlyFilesOwnNameSaysWhyAndKeepsThePrompt() {
        var editor = readOnly("/etc/hostname")
        type(&editor, "x")
        press(&editor, "Ctrl+s")
        #expect(editor.modals == [.prompt(PromptState(kind: .saveAs, text: "/etc/hostname"))])
        press(&editor, "Enter")
        #expect(editor.takeEffects() == [.saveAs(editor.currentID, "/etc/hostname")])
        let error = "cannot save /etc/hostname: Permission denied (opening); the file on disk is unchanged"
        editor.saveFinished(editor.currentID, error: error, lines: 0, path: "/etc/hostname")
        guard case .prompt(let prompt)? = editor.modals.last else { Issue.record("no prompt: \(editor.modals)"); return }
        #expect(prompt.kind == .saveAs && prompt.text == "/etc/hostname")
        #expect(prompt.note == error)
        #expect(editor.message == Message(error, isError: true))
        #expect(editor.document.isReadOnly)
    }

    /// Item 6: a failed Save As changes nothing: path, read-only mark, modified mark; Ctrl+S
    /// afterwards saves (or asks) about the file's own path, never the bad one.
    @Test func aFailedSaveAsChangesNothing() {
        var editor = readOnly("/etc/hostname")
        type(&editor, "x")
        press(&editor, "Alt+s")
        for _ in 0..<20 { press(&editor, "Backspace") }
        type(&editor, "/nonexistent/x.txt")
        press(&editor, "Enter")
        #expect(editor.takeEffects() == [.saveAs(editor.currentID, "/nonexistent/x.txt")])
        editor.saveFinished(editor.currentID, error: "cannot save /nonexistent/x.txt: No such file or directory", lines: 0,
                            path: "/nonexistent/x.txt")
        #expect(editor.document.path == "/etc/hostname")
        #expect(editor.document.isReadOnly && editor.document.isModified)
        guard case .prompt(let prompt)? = editor.modals.last else { Issue.record("no prompt: \(editor.modals)"); return }
        #expect(prompt.text == "/nonexistent/x.txt", "the prompt stays open on the typed path, to correct it")
        press(&editor, "Esc")
        press(&editor, "Ctrl+s")
        #expect(editor.modals == [.prompt(PromptState(kind: .saveAs, text: "/etc/hostname"))], "the file's own name, read-only still")
    }

    /// Item 6: a Save As that succeeds takes the path and is no longer read-only.
    @Test func aSaveAsThatSucceedsTakesThePath() {
        var editor = readOnly("/etc/hostname")
        press(&editor, "Alt+s")
        for _ in 0..<20 { press(&editor, "Backspace") }
        type(&editor, "~/hostname")
        press(&editor, "Enter")
        #expect(editor.takeEffects() == [.saveAs(editor.currentID, "~/hostname")], "the host expands ~")
        editor.saveFinished(editor.currentID, error: nil, lines: 1, path: "/root/hostname")
        #expect(editor.document.path == "/root/hostname" && !editor.document.isReadOnly)
        #expect(editor.modals.isEmpty)
        #expect(editor.message?.text == "Saved 1 line")
    }

    /// Item 7: a `/` or `~/` typed after a folder in the open prompt starts a new path.
    @Test(arguments: [("/tmp/b.txt", "/tmp/b.txt"), ("~/b.txt", "~/b.txt"), ("b.txt", "/dir/b.txt"), ("~b", "/dir/~b")])
    func theOpenPromptStartsANewPathAfterItsFolder(typed: String, opened: String) {
        var document = CursorText.document("|")
        document.path = "/dir/a.txt"
        var editor = Editor(document: consume document)
        press(&editor, "Ctrl+o")
        #expect(editor.modals == [.prompt(PromptState(kind: .open))], "empty (issue 51, item 8)")
        type(&editor, "/dir/" + typed)
        press(&editor, "Enter")
        #expect(editor.takeEffects() == [.open(opened)])
    }

    /// Item 7: Tab completes the new path, not the folder it was typed after.
    @Test func completionListsTheNewPathsFolder() {
        var document = CursorText.document("|")
        document.path = "/dir/a.txt"
        var editor = Editor(document: consume document)
        press(&editor, "Ctrl+o")
        type(&editor, "/tmp/b")
        press(&editor, "Tab")
        #expect(editor.takeEffects() == [.listDirectory("/tmp/")])
        #expect(editor.modals == [.prompt(PromptState(kind: .open, text: "/tmp/b"))])
    }

    /// Item 12: "There is 1 line", not "There are 1 lines".
    @Test func countsAreSingularForOne() {
        var editor = Editor(document: CursorText.document("only|"))
        press(&editor, "Ctrl+l")
        type(&editor, "5")
        press(&editor, "Enter")
        #expect(editor.message?.text == "There is 1 line: went to line 1")
    }

    /// Item 20: closing the last file leaves an empty unnamed one; a modified one asks first.
    @Test func closingTheLastFileLeavesAnEmptyOneAndAModifiedOneAsksFirst() {
        var editor = Editor(document: CursorText.document("a|"))
        type(&editor, "b")
        press(&editor, "Ctrl+w")
        #expect(editor.modals == [.confirmClose])
        press(&editor, "n")
        #expect(!editor.isQuitting)
        #expect(editor.files.count == 1 && editor.document.path.isEmpty && !editor.document.isModified)
        press(&editor, "Ctrl+s")
        #expect(editor.modals == [.prompt(PromptState(kind: .saveAs))], "its first save asks for a name")
    }
}
