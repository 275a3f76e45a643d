import Testing
import DentConfig
import DentCore
import DentKeys
import DentText

@Suite struct IndentStyleSourceTests {
    func document(_ text: String, _ conf: String = "") -> Document {
        Document(path: "f", text: TextBuffer(text), settings: SettingsParser.parse(conf).0)
    }

    /// A file under GNU-style EditorConfig: tabs, and a level of 2 columns.
    func gnuDocument() -> Document {
        let rules = "root = true\n[*]\nindent_style = tab\nindent_size = 2\ntab_width = 8\n"
        return Document(path: "/p/f.c", text: TextBuffer("a:\n\tb\n"), settings: Settings(),
                        editorConfig: EditorConfigResolver.properties(forFile: "/p/f.c", sources: [EditorConfigSource(directory: "/p", text: rules)]))
    }

    @Test func theStatusNamesTheStyleAndWhereItCameFrom() {
        #expect(document("a:\n\tb\n\tc\n").indentDescription == "Tabs (detected)")
        #expect(document("{\n  \"a\": 1\n}\n").indentDescription == "Spaces:2 (detected)")
        #expect(document("plain\n").indentDescription == "Spaces:4 (default)")
        #expect(document("plain\n", "indent-size = 3").indentDescription == "Spaces:3 (settings)")
        #expect(document("plain\n", "indent-style = spaces").indentDescription == "Spaces:4 (settings)")
    }

    @Test func commandsSwitchTheStyleAndConvertExistingIndentationAsOneUndoStep() {
        var editor = Editor(document: document("a:\n\tb\n\t\tc |d\n"))
        editor.run(.indentSize4)
        #expect(editor.document.indentDescription == "Spaces:4 (command)")
        editor.document.cursor = editor.document.text.lineRange(2).lowerBound + 4
        editor.run(.convertIndentation)
        #expect(editor.document.text.bytes.allBytes == Array("a:\n        b\n                c |d\n".utf8))
        #expect(editor.document.cursorPosition.column == 19, "the cursor stays on the same character")
        editor.run(.indentWithTabs)
        editor.run(.convertIndentation)
        #expect(editor.document.text.bytes.allBytes == Array("a:\n\tb\n\t\tc |d\n".utf8))
        editor.handle(.key(KeyChord(.character("z"), .ctrl)))
        editor.handle(.key(KeyChord(.character("z"), .ctrl)))
        #expect(editor.document.text.bytes.allBytes == Array("a:\n\tb\n\t\tc |d\n".utf8))
        #expect(!editor.document.isModified)
    }

    @Test func smartTabModeInsertsToTheNextStopAfterText() {
        var editor = Editor(document: document("  ab\n", "tab-mode = smart"))
        editor.run(.indentSize4)
        editor.document.cursor = 3
        editor.handle(.key(KeyChord(.tab)))
        #expect(editor.document.text.bytes.allBytes == Array("  a b\n".utf8), "column 3 to the stop at 4")
        editor.document.cursor = 1
        editor.handle(.key(KeyChord(.tab)))
        #expect(editor.document.text.bytes.allBytes == Array("      a b\n".utf8), "in the indentation Tab still indents")
    }

    /// Issue 22 item 13: tabs and back to spaces gave `Spaces:8`, the tab width.
    @Test func switchingToTabsAndBackToSpacesKeepsTheSize() {
        var editor = Editor(document: document("plain\n"))
        editor.run(.indentSize2)
        editor.run(.indentWithTabs)
        #expect(editor.document.indentDescription == "Tabs (command)")
        editor.run(.indentWithSpaces)
        #expect(editor.document.indentDescription == "Spaces:2 (command)")
        #expect(editor.message == Message("Indentation: Spaces:2 (command)"))
    }

    @Test func spacesForATabbedFileTakeTheConfiguredSizeNotTheTabWidth() {
        var editor = Editor(document: document("a:\n\tb\n", "indent-size = 3"))
        editor.run(.indentWithSpaces)
        #expect(editor.document.indentDescription == "Spaces:3 (command)")
        var gnu = gnuDocument()
        #expect(gnu.mixedIndentColumns == 2)
        gnu.setIndentStyle(.spaces(gnu.spacesWidth))
        #expect(gnu.indentDescription == "Spaces:2 (command)")
        #expect(gnu.mixedIndentColumns == nil, "spaces end the mix of tabs and 2-column levels")
    }

    /// Issue 22 item 13: nothing returned a file to automatic detection.
    @Test func detectAgainForgetsTheCommandsChoiceAndTheRememberedOne() {
        var editor = Editor(document: document("a:\n\tb\n"))
        editor.run(.indentSize4)
        #expect(editor.document.place.indentStyle == .spaces(4))
        editor.run(.indentDetect)
        #expect(editor.document.indentDescription == "Tabs (detected)")
        #expect(editor.message == Message("Indentation: Tabs (detected)"))
        #expect(editor.document.place.indentStyle == nil, "the place no longer brings the choice back")
        editor.run(.indentWithSpaces)
        #expect(editor.document.indentDescription == "Spaces:4 (command)", "the user's size, not the choice forgotten")
    }

    @Test func detectAgainReadsTheTextAsItIsNowAndFallsBackAsOpeningDoes() {
        var editor = Editor(document: document("plain\n", "indent-size = 3"))
        editor.run(.indentWithTabs)
        editor.run(.indentDetect)
        #expect(editor.document.indentDescription == "Spaces:3 (settings)")
        _ = editor.document.text.replace(0..<0, with: Array("x:\n  y\n  z\n".utf8))
        editor.run(.indentDetect)
        #expect(editor.document.indentDescription == "Spaces:2 (detected)")
        var gnu = gnuDocument()
        gnu.setIndentStyle(.spaces(4))
        gnu.detectIndentation()
        #expect(gnu.indentDescription == "Tabs (editorconfig)")
        #expect(gnu.mixedIndentColumns == 2, "EditorConfig's narrower level comes back")
    }
}
