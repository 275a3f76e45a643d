import DentConfig
import DentCore
import DentKeys
import DentTestSupport
import Testing

/// Issue 22 item 22: the nano key profile (`keys = nano` in dent.conf).
@Suite struct KeyProfileTests {
    func chord(_ text: String) -> KeyChord { KeyChord(text) ?? KeyChord(.escape) }

    func nanoEditor(_ text: String = "one\ntwo|\n") -> Editor {
        var editor = Editor(document: CursorText.document(text))
        var settings = Settings()
        settings.keys = .nano
        editor.applyViewSettings(settings)
        editor.resize(rows: 10, columns: 80)
        return editor
    }

    @Test func everyProfileNamesRealCommandsAndContexts() {
        for profile in KeyProfile.allCases {
            var keymap = Keymap(.standard)
            #expect(keymap.apply(profile, table: .standard).isEmpty, "\(profile)")
            #expect(keymap.profile == profile)
            for id in profile.barRanks.keys { #expect(CommandTable.standard[id] != nil, "\(profile): \(id)") }
        }
    }

    @Test func nanosMainKeysRunDentsCommands() {
        var keymap = Keymap(.standard)
        _ = keymap.apply(.nano, table: .standard)
        let expected: [(String, String)] = [
            ("Ctrl+w", "find"), ("Ctrl+o", "save-as"), ("Ctrl+x", "quit"), ("Ctrl+r", "open"), ("Ctrl+\\", "replace"),
            ("Ctrl+k", "cut-line"), ("Ctrl+u", "paste"), ("Ctrl+_", "go-to-line"), ("Alt+u", "undo"), ("Alt+e", "redo"),
            ("Alt+6", "copy"), ("Ctrl+a", "line-start"), ("Ctrl+e", "line-end"), ("Ctrl+y", "page-up"), ("Ctrl+v", "page-down"),
            ("Ctrl+f", "right"), ("Ctrl+b", "left"), ("Ctrl+p", "up"), ("Ctrl+n", "down"), ("Alt+w", "find-next"),
            ("Alt+q", "find-previous"), ("Ctrl+Space", "word-right"), ("Alt+Space", "word-left"), ("Ctrl+s", "save"),
            ("Ctrl+g", "help"), ("Alt+x", "command-palette"), ("Ctrl+j", "justify-paragraph"),
        ]
        for (text, id) in expected {
            guard case .command(let found, _) = keymap.resolve(chord(text), view: .editor, modal: nil) else {
                Issue.record("\(text) runs nothing"); continue
            }
            #expect(found.rawValue == id, "\(text)")
        }
        #expect(keymap.resolve(chord("Ctrl+n"), view: .editor, modal: .find) == .command(id: .findPromptNext, context: .find),
                "the find prompt keeps its own keys")
        #expect(keymap.chords(for: .quit, in: .global).first == chord("Ctrl+x"), "^X is the one the bar and help name")
    }

    @Test func keysConfStillOverridesTheProfile() {
        var keymap = Keymap(.standard)
        _ = keymap.apply(.nano, table: .standard)
        let (directives, _) = KeyBindingDirective.parse("bind Ctrl+w close\nunbind Ctrl+u\n")
        #expect(keymap.apply(directives, table: .standard).isEmpty)
        #expect(keymap.resolve(chord("Ctrl+w"), view: .editor, modal: nil) == .command(id: .close, context: .editor))
        #expect(keymap.resolve(chord("Ctrl+u"), view: .editor, modal: nil) == .ignored)
    }

    @Test func theBarNamesWhereIsAndWriteOut() {
        let editor = nanoEditor()
        let bar = editor.barShortcuts.map { "\($0.chord.shortDescription) \($0.command?.rawValue ?? "")" }
        #expect(Array(bar.prefix(5)) == ["^G help", "^S save", "^O save-as", "^X quit", "^W find"])
        #expect(Editor(document: CursorText.document("a|")).barShortcuts.map(\.command).contains(.saveAs) == false,
                "dent's own bar is unchanged")
    }

    @Test func theKeysWorkInTheEditor() {
        var editor = nanoEditor("one\ntwo|\n")
        editor.handle(.key(chord("Ctrl+a")))
        #expect(CursorText.format(editor.document) == "one\n|two\n")
        editor.handle(.key(chord("Ctrl+k")))
        editor.handle(.key(chord("Ctrl+p")))
        editor.handle(.key(chord("Ctrl+u")))
        #expect(CursorText.format(editor.document) == "two\n|one\n")
        editor.handle(.key(chord("Ctrl+w")))
        #expect(editor.modals.last?.context == .find)
    }

    /// ^J arrives as byte 0x0A and Enter as 0x0D (or CSI 13 u under the kitty protocol): ^J
    /// justifies, and Enter still splits the line.
    @Test func ctrlJJustifiesAndEnterStillBreaksTheLine() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x0A]) == [.key(chord("Ctrl+j"))])
        #expect(decoder.decode([0x0D]) == [.key(KeyChord(.enter))])
        #expect(decoder.decode(Array("\u{1B}[13u".utf8)) == [.key(KeyChord(.enter))])
        var editor = nanoEditor("aaa bbb ccc ddd|\n")
        editor.document.wrapColumn = 8
        editor.handle(.key(chord("Ctrl+j")))
        #expect(CursorText.format(editor.document).hasPrefix("aaa bbb\nccc ddd"))
        editor.handle(.key(KeyChord(.enter)))
        #expect(editor.document.text.countedLines == 3)
    }

    @Test func theHelpSaysHowToTurnNanosKeysOn() {
        #expect(Editor(document: CursorText.document("a|")).keyProfileNote.contains("keys = nano in ~/.config/dent/dent.conf"))
        #expect(nanoEditor().keyProfileNote.hasPrefix("Keys: nano's"))
    }
}
