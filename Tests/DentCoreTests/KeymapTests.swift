import Testing
import DentConfig
import DentCore
import DentKeys

@Suite struct KeymapTests {
    let keymap = Keymap(.standard)

    /// The one-pass lookup the shortcut bar uses agrees with `chords(for:in:)` everywhere.
    @Test func firstChordsAreTheFirstOfEachCommandsChords() {
        for context in KeyContext.allCases {
            let first = keymap.firstChords(in: context)
            for command in CommandTable.standard.commands {
                #expect(first[command.id] == keymap.chords(for: command.id, in: context).first, "\(command.id) in \(context)")
            }
        }
    }

    @Test func tabIsABindingThatBeatsTextInsertion() {
        #expect(keymap.resolve(KeyChord(.tab), view: .editor, modal: nil) == .command(id: .indent, context: .editor))
        #expect(keymap.resolve(KeyChord(.tab, .shift), view: .editor, modal: nil) == .command(id: .outdent, context: .editor))
    }

    @Test func unboundPrintableKeysFallThroughToInsertion() {
        #expect(keymap.resolve(KeyChord(.character("x")), view: .editor, modal: nil) == .insertText("x"))
        #expect(keymap.resolve(KeyChord(.character("j"), .ctrl), view: .editor, modal: nil) == .ignored)
    }

    @Test func globalsApplyUnderTheEditorView() {
        #expect(keymap.resolve(KeyChord(.character("q"), .ctrl), view: .editor, modal: nil) == .command(id: .quit, context: .global))
    }

    @Test func aModalIsOpaque() {
        // Esc closes the help; typed text filters the help, never reaches the editor beneath.
        #expect(keymap.resolve(KeyChord(.escape), view: .editor, modal: .help) == .command(id: .helpClose, context: .help))
        #expect(keymap.resolve(KeyChord(.character("x")), view: .editor, modal: .help) == .insertText("x"))
        #expect(keymap.resolve(KeyChord(.tab), view: .editor, modal: .help) == .ignored)
        #expect(keymap.resolve(KeyChord(.character("z"), .ctrl), view: .editor, modal: .confirm) == .ignored, "Ctrl+Z in a prompt does not undo")
        #expect(keymap.resolve(KeyChord(.character("x")), view: .editor, modal: .confirm) == .ignored)
        #expect(keymap.resolve(KeyChord(.character("s"), .ctrl), view: .editor, modal: .confirm) == .ignored)
    }

    @Test func aModalLetsThroughOnlyTheGlobalsItAllows() {
        #expect(keymap.resolve(KeyChord(.function(1)), view: .editor, modal: .help) == .command(id: .help, context: .global))
        #expect(keymap.resolve(KeyChord(.character("q"), .ctrl), view: .editor, modal: .confirm) == .ignored)
    }

    @Test func userBindingsReplaceDefaultsAndUnbindIsExplicit() {
        var keymap = Keymap(.standard)
        let (directives, _) = KeyBindingDirective.parse("bind Ctrl+w save\nunbind Ctrl+s\nbind Ctrl+k frobnicate\n")
        let problems = keymap.apply(directives, table: .standard)
        #expect(problems == [ConfigDiagnostic(line: 3, message: "unknown command \"frobnicate\"")])
        #expect(keymap.command(for: KeyChord(.character("w"), .ctrl), in: .editor) == .save)
        #expect(keymap.command(for: KeyChord(.character("s"), .ctrl), in: .editor) == nil)
        #expect(keymap.chords(for: .save, in: .editor) == [KeyChord(.character("w"), .ctrl)])
    }
}

/// Checks on the command table itself: a table is data, so its own properties are tested (every
/// command has a title and help, ids are unique).
@Suite struct CommandTableTests {
    let table = CommandTable.standard

    @Test func everyCommandHasAnIDTitleAndHelp() {
        for command in table.commands {
            #expect(!command.id.rawValue.isEmpty && !command.title.isEmpty && !command.help.isEmpty, "\(command.id)")
        }
        #expect(Set(table.commands.map(\.id)).count == table.commands.count, "ids are unique")
    }

    @Test func noChordIsBoundTwiceInALayer() {
        for context in KeyContext.allCases {
            let chords = table.commands(in: context).flatMap(\.keys)
            #expect(Set(chords).count == chords.count, "\(context)")
        }
    }

    @Test func everyBindingNamesARealCommand() {
        let keymap = Keymap(table)
        for context in KeyContext.allCases {
            for command in table.commands(in: context) {
                for chord in command.keys {
                    let id = keymap.command(for: chord, in: context)
                    #expect(id.flatMap { table[$0] } != nil)
                }
            }
        }
    }

    @Test func theFoundationShortcutsAreInTheBar() {
        let ranked = Set(table.commands.filter { $0.barRank != nil }.map(\.id))
        #expect(ranked.isSuperset(of: [.help, .save, .quit, .indent]))
    }
}
