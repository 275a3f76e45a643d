import Testing
import DentCore
import DentKeys
import DentTestSupport

/// The whitespace and line-number toggles, and the gutter's columns taken off the text area.
@Suite struct ViewToggleTests {
    func editor(_ marked: String, numbers: Bool = false) -> Editor {
        var editor = Editor(document: CursorText.document(marked))
        editor.showsLineNumbers = numbers
        editor.resize(rows: 6, columns: 20)
        return editor
    }

    @Test func theTogglesFlipFromTheirChords() {
        var editor = editor("a|")
        #expect(editor.showsWhitespace && !editor.showsLineNumbers, "the settings' defaults")
        editor.handle(.key(KeyChord(.character("."), .alt)))
        #expect(!editor.showsWhitespace)
        #expect(editor.message?.text == "Whitespace: hidden")
        editor.handle(.key(KeyChord(.character("n"), .alt)))
        #expect(editor.showsLineNumbers && editor.gutterWidth == 2)
        editor.run("toggle-whitespace")
        editor.run("toggle-line-numbers")
        #expect(editor.showsWhitespace && !editor.showsLineNumbers && editor.gutterWidth == 0)
        #expect(CursorText.format(editor.document) == "a|", "the text is untouched")
    }

    @Test func theNewChordsPassTheBindingLint() {
        let editor = editor("a|")
        let findings = BindingLint.check(editor.keymap, table: editor.commands)
        #expect(!findings.contains { $0.description.contains("toggle-whitespace") || $0.description.contains("toggle-line-numbers") }, "\(findings)")
    }

    @Test func clicksCountColumnsFromAfterTheGutter() {
        let text = (1...10).map { "line\($0)" }.joined(separator: "\n")
        var editor = editor("|" + text, numbers: true)
        #expect(editor.gutterWidth == 3)
        editor.handle(.mouse(MouseEvent(kind: .down, button: .left, x: 6, y: 2, modifiers: [])))
        #expect(editor.document.cursor == 6 + 2, "cell 6 is the third column of line 2's text")
        editor.handle(.mouse(MouseEvent(kind: .down, button: .left, x: 1, y: 3, modifiers: [])))
        #expect(editor.document.cursor == 12, "a click on the gutter goes to the line's start")
    }

    @Test func theTextAreaIsNarrowerByTheGutter() {
        var editor = editor("|" + String(repeating: "x", count: 30), numbers: true)
        #expect(editor.textColumns == 18)
        editor.run("line-end")
        #expect(editor.document.scrollColumn == 13)
        editor.run("toggle-line-numbers")
        #expect(editor.textColumns == 20)
    }
}
