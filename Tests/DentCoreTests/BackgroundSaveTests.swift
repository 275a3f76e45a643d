import Testing
@testable import DentCore
import DentKeys
import DentTestSupport
import DentText

/// A save the host runs in the background, against a fake host: which input waits for it
/// (`inputDuringSave`), Esc's cancel, what the status line and the bar say, and how it ends.
@Suite struct BackgroundSaveTests {
    private static func key(_ key: Key, _ modifiers: Modifiers = []) -> KeyEvent { .key(KeyChord(key, modifiers)) }
    private static func typed(_ letter: Character) -> KeyEvent {
        .key(KeyChord(.character(letter.unicodeScalars.first ?? "x")), text: String(letter))
    }
    private static let escape = key(.escape)

    /// A modified file whose save the host began in the background; shown once `reported`.
    private func saving(_ marked: String = "first line\nsecond| line\nthird line\n", reported: Bool = true) -> Editor {
        var document = CursorText.document(marked)
        document.path = "/tmp/notes.txt"
        var editor = Editor(document: consume document)
        editor.handle(Self.typed("!"))
        editor.run(.save)
        #expect(editor.takeEffects() == [.save(editor.currentID)])
        editor.saveStarted(editor.currentID)
        if reported { editor.saveProgressed(written: 1 << 20, total: 3_000_001) }
        return editor
    }

    @Test func movesAndScrollsAreHandledAndEverythingElseWaits() {
        let editor = saving()
        for move: KeyEvent in [Self.key(.up), Self.key(.down), Self.key(.pageDown), Self.key(.pageUp), Self.key(.left), Self.key(.right),
                               Self.key(.home), Self.key(.end), Self.key(.home, .ctrl), Self.key(.end, .ctrl), Self.key(.right, .ctrl)] {
            #expect(editor.inputDuringSave(move) == .view, "\(move)")
        }
        for wheel in [MouseEvent.Kind.wheelUp, .wheelDown] {
            #expect(editor.inputDuringSave(.mouse(MouseEvent(kind: wheel, button: .unknown, x: 3, y: 3))) == .view)
        }
        #expect(editor.inputDuringSave(.key(KeyChord(.character("a")), action: .release)) == .view, "a release types nothing")
        let edits: [KeyEvent] = [Self.typed("a"), Self.key(.enter), Self.key(.backspace), Self.key(.tab), Self.key(.character("z"), .ctrl),
                                 Self.key(.character("s"), .ctrl), Self.key(.character("q"), .ctrl), Self.key(.up, .shift),
                                 .pasteStart, .pasteChunk([0x61]), .pasteEnd, .focusIn,
                                 .mouse(MouseEvent(kind: .down, button: .left, x: 3, y: 3))]
        for event in edits {
            #expect(editor.inputDuringSave(event) == .hold, "\(event)")
        }
    }

    @Test func escCancelsOnceTheSaveIsShownAndNotBefore() {
        let early = saving(reported: false)
        #expect(early.inputDuringSave(Self.escape) == .hold, "Esc means nothing new before the save is on the screen")
        #expect(early.liveContexts == [.editor, .global])
        var editor = saving()
        #expect(editor.inputDuringSave(Self.escape) == .saveKey)
        #expect(editor.barShortcuts.map(\.command) == [.saveCancel], "the bar offers the save's own key alone")
        editor.handle(Self.escape)
        #expect(editor.takeEffects() == [.cancelSave])
        #expect(editor.saving?.cancel == .asked)
        #expect(editor.saving?.text == "Cancelling the save…")
        editor.handle(Self.escape)
        #expect(editor.takeEffects().isEmpty, "asked once")
        let bar = editor.screenSize.rows
        #expect(editor.inputDuringSave(.mouse(MouseEvent(kind: .down, button: .left, x: 2, y: bar))) == .saveKey)
    }

    @Test func aClickOnTheBarRunsTheSavesShortcut() {
        var editor = saving()
        editor.handle(.mouse(MouseEvent(kind: .down, button: .left, x: 2, y: editor.screenSize.rows)))
        #expect(editor.takeEffects() == [.cancelSave])
    }

    @Test func aCancelTooLateIsSaidAndTheSaveFinishes() {
        var editor = saving()
        editor.handle(Self.escape)
        _ = editor.takeEffects()
        editor.saveCannotBeCancelled()
        #expect(editor.saving?.text == "Saving… 34% (too late to cancel: the file itself is being written)")
        editor.saveFinished(editor.currentID, error: nil, lines: 3)
        #expect(editor.saving == nil)
        #expect(!editor.document.isModified)
        #expect(editor.message == Message("Saved 3 lines"))
    }

    @Test func aCancelledSaveLeavesTheFileModifiedAndStopsAQuit() {
        var document = CursorText.document("text|\n")
        document.path = "/tmp/notes.txt"
        var editor = Editor(document: consume document)
        editor.handle(Self.typed("!"))
        editor.handle(Self.key(.character("q"), .ctrl))
        editor.handle(Self.typed("y"))
        #expect(editor.takeEffects() == [.save(editor.currentID)])
        editor.saveStarted(editor.currentID)
        editor.saveProgressed(written: 0, total: 6)
        editor.handle(Self.escape)
        #expect(editor.takeEffects() == [.cancelSave])
        editor.saveCancelled(editor.currentID)
        #expect(editor.saving == nil)
        #expect(editor.document.isModified)
        #expect(!editor.isQuitting, "the quit waited for the save")
        #expect(editor.message == Message("Save cancelled: the file on disk is unchanged"))
        #expect(editor.liveContexts == [.editor, .global])
    }

    @Test func theProgressSaysThePercentWritten() {
        var progress = SaveProgress(id: DocumentID(0))
        #expect(progress.percent == 0, "nothing to write yet")
        (progress.written, progress.total) = (1 << 20, 3_000_001)
        #expect(progress.text == "Saving… 34% (Esc cancels)")
        (progress.written, progress.total) = (2_999_999, 3_000_000)
        #expect(progress.percent == 99, "100 only once every byte is written")
        (progress.written, progress.total) = (3_500_000, 3_000_000)
        #expect(progress.percent == 100, "a backup written twice never says more")
    }

    @Test func theStatusLineShowsTheProgressOnceReported() {
        var editor = saving(reported: false)
        #expect(editor.saving?.isShown == false)
        editor.saveProgressed(written: 5, total: 10)
        #expect(editor.saving?.isShown == true)
        #expect(editor.saving?.text == "Saving… 50% (Esc cancels)")
    }

    /// The thread writing the file reads the text: a move handled meanwhile must not change it,
    /// not even the indentation an Enter left, which leaving its line removes.
    @Test func movesDuringASaveNeverChangeTheText() {
        var document = CursorText.document("    head|\n")
        document.path = "/tmp/notes.txt"
        var editor = Editor(document: consume document)
        editor.handle(Self.key(.enter))
        editor.run(.save)
        _ = editor.takeEffects()
        editor.saveStarted(editor.currentID)
        let text = editor.document.text.bytes.allBytes
        for id in Editor.movesDuringSave.sorted(by: { $0.rawValue < $1.rawValue }) {
            editor.run(id)
            #expect(editor.document.text.bytes.allBytes == text, "\(id)")
        }
    }

    @Test func inputHandedOverAfterASaveLeavesItsMessage() {
        var editor = saving()
        editor.saveFinished(editor.currentID, error: nil, lines: 3)
        editor.replaysHeldInput = true
        editor.handle(Self.typed("x"))
        editor.replaysHeldInput = false
        #expect(editor.message == Message("Saved 3 lines"), "typed before it was shown")
        #expect(editor.document.isModified)
        editor.handle(Self.typed("y"))
        #expect(editor.message == nil, "a key typed after it clears it")
    }
}
