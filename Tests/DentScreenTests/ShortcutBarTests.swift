import Testing
import DentConfig
import DentCore
import DentKeys
import DentScreen
import DentTestSupport

/// The shortcut bar's exact text at 40, 80 and 200 columns in each context.
@Suite struct ShortcutBarTests {
    func bar(_ editor: Editor, width: Int) -> String {
        ScreenText.lines(Renderer.render(editor, rows: 6, columns: width)).last ?? ""
    }

    @Test func inTheEditor() {
        let editor = Editor(document: CursorText.document("a|"))
        #expect(bar(editor, width: 40) == "^G Help  ^S Save  ^Q Quit  Tab Indent")
        #expect(bar(editor, width: 80) == "^G Help  ^S Save  ^Q Quit  Tab Indent  S-Tab Outdent  ^Z Undo  ^F Find")
        #expect(bar(editor, width: 200) == bar(editor, width: 80))
    }

    /// Issue 22 item 22: with `keys = nano` the bar names nano's keys, Write Out and Where Is.
    @Test func inTheEditorWithNanosKeys() {
        var editor = Editor(document: CursorText.document("a|"))
        var settings = Settings()
        settings.keys = .nano
        editor.applyViewSettings(settings)
        #expect(bar(editor, width: 80) == "^G Help  ^S Save  ^O Save as  ^X Quit  ^W Find  Tab Indent  S-Tab Outdent")
        editor.handle(.key(KeyChord(.character("g"), .ctrl)))
        let help = ScreenText.lines(Renderer.render(editor, rows: 1_000, columns: 120)).joined(separator: "\n")
        #expect(help.contains("  Keys: nano's (keys = nano in ~/.config/dent/dent.conf; keys = dent for dent's own)"))
        #expect(help.contains("Ctrl+x, Ctrl+q, F2"), "the help lists the keys in force: \(help)")
        #expect(help.hasSuffix("Esc Close  Enter Run  ^G Help  ^X Quit"))
    }

    /// To those whose usual editor is nano (issue 51, item 17: not to everyone).
    @Test func theHelpSaysHowToTurnNanosKeysOn() {
        var editor = Editor(document: CursorText.document("a|"))
        editor.environment.usualEditorIsNano = true
        editor.handle(.key(KeyChord(.character("g"), .ctrl)))
        let help = ScreenText.lines(Renderer.render(editor, rows: 1_000, columns: 120)).joined(separator: "\n")
        #expect(help.contains("  Keys for nano users: keys = nano in ~/.config/dent/dent.conf (docs/KEYS.md lists them)"))
    }

    @Test func withASelectionTabIndentsLines() {
        var editor = Editor(document: CursorText.document("a|b"))
        editor.handle(.key(KeyChord(.right, .shift)))
        #expect(bar(editor, width: 40) == "^G Help  ^S Save  ^Q Quit")
        #expect(bar(editor, width: 80) == "^G Help  ^S Save  ^Q Quit  Tab Indent lines  S-Tab Outdent lines  ^C Copy")
        #expect(bar(editor, width: 200) == "^G Help  ^S Save  ^Q Quit  Tab Indent lines  S-Tab Outdent lines  ^C Copy  ^X Cut  ^Z Undo  ^F Find")
    }

    @Test func inTheSavePrompt() {
        var editor = Editor(document: CursorText.document("a|"))
        editor.handle(.key(KeyChord(.character("b")), text: "b"))
        editor.handle(.key(KeyChord(.character("q"), .ctrl)))
        #expect(bar(editor, width: 40) == "y Yes  n No  Esc Cancel  ^G Help")
        #expect(bar(editor, width: 80) == bar(editor, width: 40))
    }

    @Test func inTheHelp() {
        var editor = Editor(document: CursorText.document("a|"))
        editor.handle(.key(KeyChord(.function(1))))
        #expect(bar(editor, width: 40) == "Esc Close  Enter Run  ^G Help  ^Q Quit")
        #expect(bar(editor, width: 200) == bar(editor, width: 40))
    }

    /// The other contexts, each at the three widths (the bar keeps whole entries that fit).
    @Test(arguments: [
        ("Ctrl+l", "Enter OK  Esc Cancel  ^G Help"),
        ("Ctrl+f", "Enter Done  Esc Cancel  ^N Next  ^P Previous  M-c Case  M-w Word  M-r Regex"),
        ("Ctrl+r", "Enter Done  Esc Cancel  ^N Next  ^P Previous  M-c Case  M-w Word  M-r Regex"),
        ("Alt+k", "Esc Close  ^Q Quit"),
        ("Alt+o", nil),
    ])
    func inPromptsFindDescribeAndTheFileList(chord: String, expected80: String?) throws {
        var editor = Editor(document: CursorText.document("a|"))
        editor.handle(.key(try #require(KeyChord(chord))))
        let wide = bar(editor, width: 200)
        #expect(!wide.isEmpty)
        if let expected80 { #expect(bar(editor, width: 80) == expected80) }
        #expect(bar(editor, width: 40).count <= 40)
        #expect(wide.hasPrefix(bar(editor, width: 40)), "a narrower bar is a prefix of a wider one")
    }

    /// Every key of the find prompt, the replacement prompt and the replace question is in the
    /// bar once it is wide enough; only the text field's editing keys, the same in every prompt,
    /// are left to the help.
    @Test func everyKeyOfTheFindAndReplacePromptsIsInTheBar() throws {
        let fieldKeys: Set<KeyChord> = [KeyChord(.backspace), KeyChord(.delete), KeyChord(.left), KeyChord(.right),
                                        KeyChord(.home), KeyChord(.end), KeyChord(.character("u"), .ctrl)]
        var editor = Editor(document: CursorText.document("|cat"))
        for (keys, context) in [(["Ctrl+r"], KeyContext.find), (["c", "Enter"], .replaceWith), (["Enter"], .replaceMatch)] {
            for key in keys { editor.handle(.key(try #require(KeyChord(key)), text: key.count == 1 ? key : nil)) }
            #expect(editor.activeContext == context)
            let wide = bar(editor, width: 300)
            for command in editor.commands.commands(in: context) {
                let chords = editor.keymap.chords(for: command.id, in: context)
                guard let first = chords.first, !fieldKeys.contains(first) else { continue }
                #expect(wide.contains("\(first.shortDescription) \(command.title)"), "\(command.id) in \(wide)")
            }
        }
    }

    @Test func theReplacePromptsAndQuestion() throws {
        var editor = Editor(document: CursorText.document("|cat"))
        for key in ["Ctrl+r", "c", "Enter"] { editor.handle(.key(try #require(KeyChord(key)), text: key.count == 1 ? key : nil)) }
        #expect(bar(editor, width: 80) == "Enter Replace  Esc Cancel  Up Older  Down Newer  ^G Help")
        editor.handle(.key(KeyChord(.enter)))
        #expect(bar(editor, width: 80) == "y Yes  n No  a All  Esc Stop  ^G Help")
        let status = ScreenText.lines(Renderer.render(editor, rows: 6, columns: 60))[4]
        #expect(status.hasPrefix(" Replace this match? (y/n/a/Esc)"))
    }
}
