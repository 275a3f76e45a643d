import Testing
import DentCore
import DentKeys
import DentTestSupport

/// A kitty terminal with flags 1|2|8|16 talking to the editor: bytes go through the decoder,
/// and time passes only when the test says so (the injected clock), as the host's poll would
/// wake at `overlayDeadline`.
struct KittyScenario {
    var editor: Editor
    var decoder = KeyDecoder()
    var now: UInt64 = 10_000

    static let ctrlDown = "\u{1B}[57442;5u"
    static let ctrlUp = "\u{1B}[57442;1:3u"
    /// The same keys as kitty before 0.32 reports them (the key's own bit the other way round).
    static let ctrlDownBefore032 = "\u{1B}[57442u"
    static let ctrlUpBefore032 = "\u{1B}[57442;5:3u"

    init(_ marked: String = "one\ntwo|\n", delay: UInt64 = 600) {
        editor = Editor(document: CursorText.document(marked))
        editor.resize(rows: 24, columns: 80)
        editor.modifierHold.delay = delay
        editor.terminalReportsModifierKeys = true
    }

    /// The terminal sends `bytes` now.
    mutating func send(_ bytes: String) {
        editor.clock = now
        for event in decoder.decode(Array(bytes.utf8)) { editor.handle(event) }
    }

    /// `milliseconds` pass without input; the host wakes at every deadline on the way.
    mutating func wait(_ milliseconds: UInt64) {
        let end = now + milliseconds
        while let deadline = editor.overlayDeadline, deadline <= end {
            now = Swift.max(now, deadline)
            editor.advanceClock(to: now)
        }
        now = end
        editor.advanceClock(to: now)
    }

    var overlay: ShortcutOverlay? { editor.shortcutOverlay }
    var text: String { CursorText.format(editor.document) }
}

@Suite struct ShortcutOverlayTests {
    /// Every editor or global binding whose chord uses exactly `held`, computed from the keymap.
    static func expectedCommands(_ editor: Editor, holding held: Modifiers) -> Set<CommandID> {
        Set(editor.keymap.bindings.filter { $0.chord.modifiers == held && ($0.context == .editor || $0.context == .global) }.map(\.command))
    }

    @Test func holdingCtrlShowsEveryCtrlBindingByCategoryAfterTheDelay() throws {
        var run = KittyScenario()
        run.send(KittyScenario.ctrlDown)
        #expect(run.editor.overlayDeadline == run.now + 600, "the host is woken at the deadline")
        run.wait(599)
        #expect(run.overlay == nil, "not before the delay")
        run.wait(101)
        let overlay = try #require(run.overlay, "held 700 ms")
        #expect(overlay.modifiers == .ctrl)
        let commands = overlay.groups.flatMap(\.entries).map(\.command)
        #expect(Set(commands) == Self.expectedCommands(run.editor, holding: .ctrl))
        #expect(commands.count == Set(commands).count, "one entry per command")
        #expect(overlay.groups.map(\.category) == CommandCategory.allCases.filter { overlay.groups.map(\.category).contains($0) })
        let file = try #require(overlay.groups.first { $0.category == .file })
        #expect(file.entries.contains { $0.keys == [.character("s")] && $0.command == .save && $0.title == "Save" })
        let comment = overlay.groups.flatMap(\.entries).first { $0.command == .toggleComment }
        #expect(comment?.keys == [.character("_"), .character("/")], "both chords of one command")
        #expect(run.text == "one\ntwo|\n", "no effect on the text")
        #expect(run.editor.overlayDeadline == nil, "nothing more to wake for")
    }

    @Test func kittyBefore032ShowsTheSame() throws {
        var run = KittyScenario()
        run.send(KittyScenario.ctrlDownBefore032)
        run.wait(700)
        #expect(try #require(run.overlay).modifiers == .ctrl)
        run.send(KittyScenario.ctrlUpBefore032)
        #expect(run.overlay == nil)
    }

    @Test func aBriefTapShowsNothing() {
        var run = KittyScenario()
        run.editor.message = Message("Saved")
        run.send(KittyScenario.ctrlDown)
        run.wait(120)
        run.send(KittyScenario.ctrlUp)
        #expect(run.editor.overlayDeadline == nil)
        run.wait(2_000)
        #expect(run.overlay == nil)
        #expect(run.editor.message == Message("Saved"), "a modifier key alone does not clear the message")
    }

    @Test func aChordWhileShownRunsAndDismissesIt() {
        var run = KittyScenario()
        run.send(KittyScenario.ctrlDown)
        run.wait(700)
        #expect(run.overlay != nil)
        run.send("\u{1B}[115;5u")
        #expect(run.editor.takeEffects().contains(.save(run.editor.currentID)), "Ctrl+S saves as usual")
        #expect(run.overlay == nil)
        run.send("\u{1B}[115;5:3u")
        run.wait(2_000)
        #expect(run.overlay == nil, "still holding Ctrl after a chord shows nothing again")
        run.send(KittyScenario.ctrlUp)
        #expect(run.text == "one\ntwo|\n")
    }

    @Test func releasingDismissesIt() {
        var run = KittyScenario()
        run.send(KittyScenario.ctrlDown)
        run.wait(700)
        #expect(run.overlay != nil)
        run.send(KittyScenario.ctrlUp)
        #expect(run.overlay == nil)
        run.wait(2_000)
        #expect(run.overlay == nil)
    }

    @Test func underAModalNothingShows() {
        var run = KittyScenario()
        run.send("\u{1B}[103;5u\u{1B}[103;5:3u" + KittyScenario.ctrlUp)
        #expect(run.editor.activeContext == .help)
        #expect(!run.editor.wantsModifierKeys, "modals keep the plain flags")
        run.send(KittyScenario.ctrlDown)
        #expect(run.editor.overlayDeadline == nil)
        run.wait(2_000)
        #expect(run.overlay == nil)
    }

    @Test func aModalOpeningClosesItAndForgetsTheKeys() {
        var run = KittyScenario()
        run.send(KittyScenario.ctrlDown)
        run.wait(700)
        run.send("\u{1B}[102;5u")
        #expect(run.editor.activeContext == .find)
        #expect(run.overlay == nil)
        #expect(run.editor.modifierHold.keys.isEmpty, "the release will not be reported under the modal")
        run.send("\u{1B}[27u")
        #expect(run.editor.activeContext == .editor && run.editor.wantsModifierKeys)
        run.wait(2_000)
        #expect(run.overlay == nil)
    }

    @Test func ctrlShiftShowsItsOwnBindingsAndAShownOverlayFollowsTheKeys() throws {
        var run = KittyScenario()
        run.send(KittyScenario.ctrlDown)
        run.wait(700)
        run.send("\u{1B}[57441;6u")
        let overlay = try #require(run.overlay, "shown at once for the new set")
        #expect(overlay.modifiers == [.ctrl, .shift])
        #expect(Set(overlay.groups.flatMap(\.entries).map(\.command)) == Self.expectedCommands(run.editor, holding: [.ctrl, .shift]))
        #expect(overlay.groups.flatMap(\.entries).contains { $0.command == .redo && $0.keys == [.character("z")] })
    }

    @Test func shiftAloneShowsNothingAndRepeatsDoNotRestartTheDelay() throws {
        var run = KittyScenario()
        run.send("\u{1B}[57441;2u")
        #expect(run.editor.overlayDeadline == nil, "Shift is held to type capitals")
        run.wait(2_000)
        #expect(run.overlay == nil)
        run.send("\u{1B}[57441;1:3u\u{1B}[57443;3u")
        run.wait(300)
        run.send("\u{1B}[57443;3:2u")
        run.wait(300)
        #expect(try #require(run.overlay).modifiers == .alt, "Alt held 600 ms, its repeat did not restart the delay")
    }

    @Test func aChordFocusLeavingAClickOrAPasteBeforeTheDelayEndTheHold() {
        for interruption in ["\u{1B}[122;5u\u{1B}[122;5:3u", "\u{1B}[O", "\u{1B}[<0;5;1M", "\u{1B}[200~x\u{1B}[201~"] {
            var run = KittyScenario()
            run.send(KittyScenario.ctrlDown)
            run.wait(300)
            run.send(interruption)
            run.wait(2_000)
            #expect(run.overlay == nil, "after \(KeyEvent.escaped(Array(interruption.utf8)))")
        }
    }

    @Test func offOrWithoutTheProtocolNothingIsAsked() {
        var off = KittyScenario(delay: 0)
        #expect(off.editor.overlayAvailability == .off && !off.editor.wantsModifierKeys)
        off.send(KittyScenario.ctrlDown)
        off.wait(2_000)
        #expect(off.overlay == nil)
        var legacy = KittyScenario()
        legacy.editor.terminalReportsModifierKeys = false
        #expect(legacy.editor.overlayAvailability == .needsKittyProtocol && !legacy.editor.wantsModifierKeys)
        #expect(legacy.editor.overlayNote?.contains("kitty keyboard protocol") == true)
        #expect(KittyScenario().editor.overlayNote?.contains("600 ms") == true)
        #expect(Editor(document: Document(path: "")).overlayAvailability == .unknown)
    }

    @Test func insertLiterallyIsNotTakenByTheModifierKey() {
        var run = KittyScenario("|")
        run.send("\u{1B}[57443;3u\u{1B}[118;3u\u{1B}[118;3:3u\u{1B}[57443;1:3u")
        #expect(run.editor.awaitingLiteral)
        run.send(KittyScenario.ctrlDown)
        run.wait(1_000)
        #expect(run.overlay == nil, "the next key is to be inserted, not a shortcut")
        run.send("\u{1B}[97;5u\u{1B}[97;5:3u" + KittyScenario.ctrlUp)
        #expect(run.editor.document.text.bytes.allBytes == [0x01], "Ctrl+A inserted literally")
    }
}

/// Typing and the existing bindings with the extra flags on: the same as before them.
@Suite struct KittyAllKeysTypingTests {
    @Test func typingHelloInsertsExactlyHello() {
        var run = KittyScenario("|")
        let shiftH = "\u{1B}[57441;2u\u{1B}[104;2;72u\u{1B}[104;2:3u\u{1B}[57441;1:3u"
        let letters = "ello".unicodeScalars.map { "\u{1B}[\($0.value);;\($0.value)u\u{1B}[\($0.value);1:3u" }.joined()
        run.send(shiftH + letters)
        #expect(run.text == "Hello|")
        run.send("\u{1B}[33;;33u\u{1B}[33;1:2;33u\u{1B}[33;1:3u")
        #expect(run.text == "Hello!!|", "a repeat types once more, the release not at all")
    }

    @Test func releasesAloneNeverRunABindingOrType() {
        var run = KittyScenario("ab|")
        run.send("\u{1B}[115;5:3u\u{1B}[122;5:3u\u{1B}[113;5:3u\u{1B}[120;1:3u\u{1B}[13;1:3u\u{1B}[103;5:3u")
        #expect(run.editor.takeEffects().isEmpty, "no save")
        #expect(run.text == "ab|", "no undo, no text, no new line")
        #expect(!run.editor.isQuitting && run.editor.modals.isEmpty, "no quit, no help")
    }

    @Test func enterTabBackspaceAndCtrlLettersAreTheSameChords() {
        var run = KittyScenario("ab|")
        run.send("\u{1B}[13u\u{1B}[13;1:3u")
        #expect(run.text == "ab\n|")
        run.send("\u{1B}[9u\u{1B}[9;1:3u")
        #expect(run.text == "ab\n    |")
        run.send("\u{1B}[127u\u{1B}[127;1:3u")
        #expect(run.text == "ab\n|")
        run.send(KittyScenario.ctrlDown + "\u{1B}[97;5u\u{1B}[97;5:3u" + KittyScenario.ctrlUp)
        #expect(run.editor.document.selection != nil, "Ctrl+A selects all and types nothing")
        #expect(run.editor.document.text.bytes.allBytes == Array("ab\n".utf8))
    }

    @Test func keypadKeysDoWhatTheirTwinsDo() {
        var run = KittyScenario("|")
        run.send("\u{1B}[57404;129;53u\u{1B}[57404;129:3u\u{1B}[57414u\u{1B}[57399;129u")
        #expect(run.text == "5\n0|")
    }
}
