import DentConfig
import DentCore
import DentKeys
import DentTestSupport
import Testing

/// The help's notes (issue 51, item 17): each shown only where it applies, from what the host
/// found out about the terminal and the user.
@Suite struct HelpNotesTests {
    static func editor(_ environment: EnvironmentFacts = EnvironmentFacts(), keys: KeyProfile = .dent) -> Editor {
        var editor = Editor(document: CursorText.document("one|\ntwo\n"))
        var settings = Settings()
        settings.keys = keys
        editor.applyViewSettings(settings)
        editor.environment = environment
        return editor
    }

    @Test func nothingKnownNoNote() {
        #expect(Self.editor().helpNotes().isEmpty)
    }

    @Test func tmuxsEscapeTimeOnlyWhenItIsLong() {
        let short = Self.editor(EnvironmentFacts(tmux: TmuxFacts(escapeTime: 10, extendedKeys: "on")))
        #expect(short.helpNotes().isEmpty, "a short escape-time and extended keys: nothing to say")
        let long = Self.editor(EnvironmentFacts(tmux: TmuxFacts(escapeTime: 500, extendedKeys: "on")))
        #expect(long.helpNotes() == [
            "Inside tmux, a lone Esc reaches dent 500 ms late (tmux's escape-time): add `set -sg escape-time 10` to ~/.tmux.conf."
        ])
        #expect(long.helpNotes(about: .tmux).count == 1 && long.helpNotes(about: .keys).isEmpty)
        let unknown = Self.editor(EnvironmentFacts(tmux: TmuxFacts(escapeTime: nil, extendedKeys: nil)))
        #expect(unknown.helpNotes().isEmpty, "tmux did not answer: nothing is claimed")
    }

    @Test func tmuxsExtendedKeysOnlyWhenOff() {
        let off = Self.editor(EnvironmentFacts(tmux: TmuxFacts(escapeTime: 0, extendedKeys: "off")))
        #expect(off.helpNotes().count == 1 && off.helpNotes()[0].hasPrefix("tmux's extended-keys is off"))
        #expect(Self.editor(EnvironmentFacts(tmux: TmuxFacts(escapeTime: 0, extendedKeys: "always"))).helpNotes().isEmpty)
    }

    @Test func theTerminalsNoticeWhenThereIsOne() {
        let notice = "TERM=weird: drawing as xterm (install its terminfo entry, or set TERM)"
        #expect(Self.editor(EnvironmentFacts(terminalNotice: notice)).helpNotes() == [notice])
    }

    @Test func theOverlayOnlyWhereHoldingAModifierWorks() {
        var editor = Self.editor()
        editor.terminalReportsModifierKeys = true
        #expect(editor.helpNotes(about: .overlay).count == 1 && editor.helpNotes()[0].hasPrefix("Hold Ctrl or Alt alone"))
        editor.terminalReportsModifierKeys = false
        #expect(editor.helpNotes().isEmpty, "no kitty protocol: --check-keys says so, the help does not")
        editor.terminalReportsModifierKeys = true
        editor.modifierHold.delay = 0
        #expect(editor.helpNotes().isEmpty, "turned off by the user")
    }

    @Test func nanosKeysForThoseWhoseHandsKnowNano() {
        #expect(Self.editor(EnvironmentFacts(usualEditorIsNano: true)).helpNotes(about: .keys) == [
            "Keys for nano users: keys = nano in ~/.config/dent/dent.conf (docs/KEYS.md lists them)"
        ])
        #expect(Self.editor(keys: .nano).helpNotes() == [
            "Keys: nano's (keys = nano in ~/.config/dent/dent.conf; keys = dent for dent's own)"
        ], "nano's keys on: the help lists them, and says how to have dent's back")
        var editor = Self.editor()
        OpenFilesTests.press(&editor, "Ctrl+k")
        #expect(editor.helpNotes().isEmpty, "Ctrl+K is a cut in both editors")
        OpenFilesTests.press(&editor, "Ctrl+x")
        #expect(editor.helpNotes(about: .keys).count == 1, "Ctrl+X with nothing selected, nano's exit: the hint and the note")
    }

    @Test(arguments: [
        ("nano", true), ("/usr/bin/nano -w", true), ("rnano", true), ("vim", false), ("nanorc-edit", false), ("", false),
    ])
    func anEditorVariableNamesNano(value: String, isNano: Bool) {
        #expect(EnvironmentFacts.namesNano(value) == isNano)
        #expect(!EnvironmentFacts.namesNano(nil))
    }
}
