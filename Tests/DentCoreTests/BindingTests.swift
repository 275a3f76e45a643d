import Testing
import DentConfig
import DentCore
import DentKeys
import DentTestSupport

@Suite struct UserBindingTests {
    func keymap(_ text: String) -> (Keymap, [ConfigDiagnostic]) {
        var keymap = Keymap(.standard)
        let (directives, syntax) = KeyBindingDirective.parse(text)
        let problems = syntax + keymap.apply(directives, table: .standard)
        return (keymap, problems)
    }

    @Test func aTypoGetsItsLineAndALikelyFixAndTheRestStillApplies() {
        let (keymap, problems) = keymap("bind Ctrl+w indnet\nbind Ctrl+e save\nbind Ctrl+r quit in edtior\n")
        #expect(problems == [
            ConfigDiagnostic(line: 1, message: "unknown command \"indnet\" (did you mean \"indent\"?)"),
            ConfigDiagnostic(line: 3, message: "unknown context \"edtior\" (did you mean \"editor\"?)"),
        ])
        #expect(keymap.command(for: KeyChord(.character("e"), .ctrl), in: .editor) == .save)
    }

    @Test func bindingInAContextAndUnbindingInOne() {
        let (keymap, problems) = keymap("bind Ctrl+w quit in editor\nunbind F1 in global\n")
        #expect(problems.isEmpty)
        #expect(keymap.command(for: KeyChord(.character("w"), .ctrl), in: .editor) == .quit)
        #expect(keymap.command(for: KeyChord(.function(1)), in: .global) == nil)
        #expect(keymap.chords(for: .help, in: .global) == [KeyChord(.character("g"), .ctrl)])
    }

    @Test func aChordBoundTwiceInOneLayerIsReported() {
        let (keymap, problems) = keymap("bind Ctrl+w save\nbind Ctrl+w indent\n")
        #expect(problems.map(\.line) == [2])
        #expect(keymap.command(for: KeyChord(.character("w"), .ctrl), in: .editor) == .indent)
    }

    @Test func tabBoundToSaveBeatsIndentAndStillNeverTypesATab() {
        let (keymap, _) = keymap("bind Tab save\n")
        var editor = Editor(document: CursorText.document("a|"))
        editor.keymap = keymap
        editor.handle(.key(KeyChord(.tab)))
        #expect(editor.takeEffects() == [.save(editor.currentID)])
        #expect(CursorText.format(editor.document) == "a|")
    }

    @Test func ctrlZInsideTheSavePromptDoesNotUndoTheDocument() {
        var editor = Editor(document: CursorText.document("a|"))
        editor.handle(.key(KeyChord(.character("b")), text: "b"))
        editor.handle(.key(KeyChord(.character("q"), .ctrl)))
        editor.handle(.key(KeyChord(.character("z"), .ctrl)))
        #expect(CursorText.format(editor.document) == "ab|")
        #expect(editor.modals == [.confirmQuit])
    }

    @Test func theHelpsEnterBeatsTheEditorsEnter() {
        var editor = Editor(document: CursorText.document("a|"))
        editor.handle(.key(KeyChord(.function(1))))
        editor.handle(.key(KeyChord(.enter)))
        #expect(!CursorText.format(editor.document).contains("\n"))
    }
}

@Suite struct DescribeKeyTests {
    @Test func describesTheBytesTheBindingAndWhatItHides() {
        var editor = Editor(document: CursorText.document("a|"))
        editor.handle(.key(KeyChord(.character("k"), .alt)))
        #expect(editor.modals == [.describeKey(nil)])
        editor.rawInput = [0x09]
        editor.handle(.key(KeyChord(.tab)))
        guard case .describeKey(let lines?) = editor.modals.last else {
            Issue.record("no description")
            return
        }
        #expect(lines.contains("Key: Tab"))
        #expect(lines.contains("Bytes: \\x09"))
        #expect(lines.contains("Context: editor"))
        #expect(lines.contains("Runs: Indent (\"indent\", from the editor bindings)"))
        #expect(CursorText.format(editor.document) == "a|", "the described key did not run")
        editor.handle(.key(KeyChord(.escape)))
        #expect(editor.modals.isEmpty)
    }

    @Test func aPrintableKeyThatABindingTakesHidesItsText() {
        let (winner, hidden) = Keymap(.standard).explain(KeyChord(.character("y")), view: .editor, modal: .confirm)
        #expect(winner == .command(id: .confirmYes, context: .confirm))
        #expect(hidden == ["typing \"y\""])
    }
}

@Suite struct BindingLintTests {
    @Test func everyDefaultThatATerminalCannotSendOrTakesHasAnAlternative() {
        let findings = BindingLint.check(Keymap(.standard), table: .standard)
        let unsendable = findings.filter { $0.message.contains("kitty keyboard protocol") || $0.message.contains("may be taken by") }
        #expect(unsendable.allSatisfy { $0.message.contains("; use ") }, "\(unsendable)")
        #expect(!findings.contains { $0.message.contains("has no key") })
    }

    @Test func shadowedAndInterceptedAndUnboundAreReported() {
        var keymap = Keymap(.standard)
        let (directives, _) = KeyBindingDirective.parse("bind Ctrl+s quit in global\nunbind Ctrl+z\nbind Ctrl+Shift+Up undo\n")
        _ = keymap.apply(directives, table: .standard)
        let text = BindingLint.check(keymap, table: .standard).map(\.description)
        #expect(text.contains("Ctrl+s: \"quit\" is hidden in the editor by \"save\""))
        #expect(text.contains { $0.hasPrefix("Ctrl+Shift+Up: \"undo\" may be taken by kitty and WezTerm") })
        #expect(text.contains("\"undo\" (Undo) has no key: run it from the help (F1)") == false, "Ctrl+Shift+Up still runs undo")
        #expect(text.contains { $0.hasPrefix("F1: \"help\" may be taken by GNOME Terminal") && $0.hasSuffix("use Ctrl+g") })
    }

    @Test(arguments: [
        ("Ctrl+s", true), ("Ctrl+i", false), ("Ctrl+m", false), ("Ctrl+h", false), ("Ctrl+Shift+a", false),
        ("Alt+[", false), ("Alt+x", true), ("Ctrl+Up", true), ("Ctrl+Tab", false), ("Shift+Tab", true),
        ("Super+a", false), ("KP_Enter", false), ("Ctrl+Backspace", true), ("F5", true), ("Alt+Shift+a", true),
    ])
    func whatALegacyTerminalCanSend(chord: String, sendable: Bool) {
        #expect(KeyChord(chord)?.isSendableWithoutKittyProtocol == sendable)
    }
}
