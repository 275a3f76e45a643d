import Testing
@testable import DentCore
import DentKeys
import DentTestSupport
import DentText

/// Save with sudo against a fake host: the question after a refused save (or on Ctrl+S for a
/// file opened without write permission), its answers, and the host's answer.
@Suite struct SudoSaveTests {
    private func type(_ letter: Character, into editor: inout Editor) {
        editor.handle(.key(KeyChord(.character(letter.unicodeScalars.first ?? "x")), text: String(letter)))
    }

    /// A modified file whose save the host refused for want of permission.
    private func refused() -> Editor {
        var document = CursorText.document("text|\n")
        document.path = "/etc/x.conf"
        var editor = Editor(document: consume document)
        type("!", into: &editor)
        editor.run(.save)
        #expect(editor.takeEffects() == [.save(editor.currentID)])
        editor.saveDenied(editor.currentID, error: "cannot save /etc/x.conf: Permission denied (checking permission); the file on disk is unchanged")
        return editor
    }

    @Test func aRefusedSaveAsksAndYesAsksTheHostToSaveWithSudo() {
        var editor = refused()
        #expect(editor.modals == [.sudoSave])
        #expect(editor.document.isWriteDenied)
        type("y", into: &editor)
        #expect(editor.modals.isEmpty)
        #expect(editor.takeEffects() == [.saveWithSudo(editor.currentID)])
        editor.sudoSaveFinished(editor.currentID, error: nil, lines: 1)
        #expect(!editor.document.isModified)
        #expect(editor.message == Message("Saved 1 line with sudo"))
    }

    /// Issue 50, item 14: without sudo on the PATH the question offers only another name, and
    /// "y" runs nothing (it would only fail: "sudo could not start").
    @Test func withoutSudoOnlyAnotherNameIsOffered() {
        var editor = refused()
        editor.hasSudo = false
        #expect(!editor.barShortcuts.contains { $0.command == .sudoSave })
        #expect(editor.barShortcuts.contains { $0.command == .sudoSaveAs })
        type("y", into: &editor)
        #expect(editor.modals == [.sudoSave], "y is no answer here")
        #expect(editor.takeEffects().isEmpty)
        type("s", into: &editor)
        #expect(editor.modals == [.prompt(PromptState(kind: .saveAs, text: "/etc/x.conf"))])
    }

    @Test func aFailedSudoSaveChangesNothingAndCtrlSAsksAgain() {
        var editor = refused()
        type("y", into: &editor)
        _ = editor.takeEffects()
        editor.sudoSaveFinished(editor.currentID, error: "/etc/x.conf: not saved with sudo (exit status 1): sudo: a password is required", lines: 0)
        #expect(editor.document.isModified)
        #expect(editor.message?.isError == true)
        editor.run(.save)
        #expect(editor.modals == [.sudoSave], "the file is known to need sudo: no ordinary save is tried")
        #expect(editor.takeEffects().isEmpty)
    }

    @Test func saveAsAndNoAreTheOtherAnswers() {
        var editor = refused()
        type("s", into: &editor)
        #expect(editor.promptState?.kind == .saveAs && editor.promptState?.text == "/etc/x.conf")
        var other = refused()
        other.handle(.key(KeyChord(.escape)))
        #expect(other.modals.isEmpty && other.takeEffects().isEmpty)
        #expect(other.message == Message("Not saved"))
        #expect(other.document.isModified)
    }

    @Test func quittingWaitsForTheSudoSaveThenQuits() {
        var editor = refused()
        editor.handle(.key(KeyChord(.escape)))
        editor.handle(.key(KeyChord(.character("q"), .ctrl)))
        #expect(editor.modals == [.confirmQuit])
        editor.handle(.key(KeyChord(.character("y"))))
        #expect(editor.modals == [.sudoSave], "saving before quitting asks about sudo")
        type("y", into: &editor)
        #expect(editor.takeEffects() == [.saveWithSudo(editor.currentID)])
        editor.sudoSaveFinished(editor.currentID, error: nil, lines: 1)
        #expect(editor.isQuitting)
    }
}
