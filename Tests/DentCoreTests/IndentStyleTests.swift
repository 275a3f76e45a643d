import Testing
import DentConfig
import DentCore
import DentKeys
import DentText

@Suite struct IndentStyleSourceTests {
    func document(_ text: String, _ conf: String = "") -> Document {
        Document(path: "f", text: TextBuffer(text), settings: SettingsParser.parse(conf).0)
    }

    @Test func theStatusNamesTheStyleAndWhereItCameFrom() {
        #expect(document("a:\n\tb\n\tc\n").indentDescription == "Tabs (detected)")
        #expect(document("{\n  \"a\": 1\n}\n").indentDescription == "Spaces:2 (detected)")
        #expect(document("plain\n").indentDescription == "Spaces:4 (default)")
        #expect(document("plain\n", "indent-size = 3").indentDescription == "Spaces:3 (settings)")
        #expect(document("a:\n\tb\n", "indent-style = spaces").indentDescription == "Spaces:4 (settings)")
    }

    @Test func commandsSwitchTheStyleAndConvertExistingIndentationAsOneUndoStep() {
        var editor = Editor(document: document("a:\n\tb\n\t\tc |d\n"))
        editor.run("indent-size-4")
        #expect(editor.document.indentDescription == "Spaces:4 (command)")
        editor.document.cursor = editor.document.text.lineRange(2).lowerBound + 4
        editor.run("convert-indentation")
        #expect(editor.document.text.bytes.allBytes == Array("a:\n        b\n                c |d\n".utf8))
        #expect(editor.document.cursorPosition.column == 19, "the cursor stays on the same character")
        editor.run("indent-with-tabs")
        editor.run("convert-indentation")
        #expect(editor.document.text.bytes.allBytes == Array("a:\n\tb\n\t\tc |d\n".utf8))
        editor.handle(.key(KeyChord(.character("z"), .ctrl)))
        editor.handle(.key(KeyChord(.character("z"), .ctrl)))
        #expect(editor.document.text.bytes.allBytes == Array("a:\n\tb\n\t\tc |d\n".utf8))
        #expect(!editor.document.isModified)
    }

    @Test func smartTabModeInsertsToTheNextStopAfterText() {
        var editor = Editor(document: document("  ab\n", "tab-mode = smart\nindent-style = spaces\nindent-size = 4"))
        editor.document.cursor = 3
        editor.handle(.key(KeyChord(.tab)))
        #expect(editor.document.text.bytes.allBytes == Array("  a b\n".utf8), "column 3 to the stop at 4")
        editor.document.cursor = 1
        editor.handle(.key(KeyChord(.tab)))
        #expect(editor.document.text.bytes.allBytes == Array("      a b\n".utf8), "in the indentation Tab still indents")
    }
}
