import Testing
import DentConfig
import DentCore
import DentKeys
import DentText

@Suite struct EditorConfigIntegrationTests {
    func properties(_ text: String) -> EditorConfigProperties {
        EditorConfigResolver.properties(forFile: "/p/f.py", sources: [EditorConfigSource(directory: "/p", text: "root = true\n[*]\n" + text)])
    }

    func document(_ text: String, _ editorConfig: String, conf: String = "", isNew: Bool = false) -> Document {
        Document(path: "/p/f.py", text: TextBuffer(text), settings: SettingsParser.parse(conf).0,
                 editorConfig: properties(editorConfig), isNew: isNew)
    }

    @Test func editorConfigWinsOverDetectionAndSettings() {
        #expect(document("a:\n    b\n", "indent_style = tab\n").indentDescription == "Tabs (editorconfig)")
        #expect(document("a:\n\tb\n", "indent_style = space\nindent_size = 2\n").indentDescription == "Spaces:2 (editorconfig)")
        #expect(document("plain\n", "indent_size = 3\n").indentDescription == "Spaces:3 (editorconfig)")
        #expect(document("a:\n\tb\n\tc\n", "indent_size = 3\n").indentDescription == "Tabs (detected)", "a size alone does not override tabs in the file")
        #expect(document("x\n", "tab_width = 4\n").tabWidth == 4)
    }

    @Test func lineEndingsApplyToNewFilesAndAreOnlyReportedForExistingOnes() {
        let created = document("", "end_of_line = crlf\n", isNew: true)
        #expect(created.lineEnding == .crlf && created.lineEndingLabel == "CRLF")
        let existing = document("a\nb\n", "end_of_line = crlf\n")
        #expect(existing.lineEnding == .lf)
        #expect(existing.text.bytes.allBytes == Array("a\nb\n".utf8), "never converted silently")
        #expect(existing.editorConfigNotes.first?.hasPrefix("EditorConfig asks for CRLF line endings; this file has LF") == true)
    }

    @Test func finalNewlineAndTrailingWhitespaceOnlyWhenAsked() {
        var trimmed = Editor(document: document("a  \nb\t\n", "trim_trailing_whitespace = true\ninsert_final_newline = true\n"))
        trimmed.document.text.replace(trimmed.document.text.count - 1..<trimmed.document.text.count, with: [])
        trimmed.handle(.key(KeyChord(.character("s"), .ctrl)))
        #expect(trimmed.document.text.bytes.allBytes == Array("a\nb\n".utf8))
        var untouched = Editor(document: document("a  \nb", ""))
        untouched.handle(.key(KeyChord(.character("s"), .ctrl)))
        #expect(untouched.document.text.bytes.allBytes == Array("a  \nb".utf8))
        var noNewline = Editor(document: document("", "insert_final_newline = false\n", isNew: true))
        noNewline.handle(.key(KeyChord(.character("x")), text: "x"))
        noNewline.handle(.key(KeyChord(.character("s"), .ctrl)))
        #expect(noNewline.document.text.bytes.allBytes == Array("x".utf8))
    }

    @Test func lineEndingsConvertAsOneUndoStep() {
        var editor = Editor(document: document("a\r\nb\nc", ""))
        #expect(editor.document.lineEndingLabel == "mixed")
        editor.run(.lineEndingsCrlf)
        #expect(editor.document.text.bytes.allBytes == Array("a\r\nb\r\nc".utf8))
        #expect(editor.message == Message("Line endings: CRLF"))
        editor.handle(.key(KeyChord(.character("z"), .ctrl)))
        #expect(editor.document.text.bytes.allBytes == Array("a\r\nb\nc".utf8))
    }

    @Test func gnuStyleRebuildsLeadingWhitespaceAsTabsThenSpaces() {
        var editor = Editor(document: document("f()\n{\n      x;\n  y;\n}\n", "indent_style = tab\nindent_size = 2\ntab_width = 8\n"))
        #expect(editor.document.mixedIndentColumns == 2)
        editor.document.cursor = editor.document.text.lineRange(2).lowerBound
        editor.handle(.key(KeyChord(.down, .shift)))
        editor.handle(.key(KeyChord(.down, .shift)))
        editor.handle(.key(KeyChord(.tab)))
        #expect(editor.document.text.bytes.allBytes == Array("f()\n{\n\tx;\n    y;\n}\n".utf8), "6+2 columns = one tab; 2+2 = four spaces")
        editor.handle(.key(KeyChord(.tab, .shift)))
        editor.handle(.key(KeyChord(.tab, .shift)))
        #expect(editor.document.text.bytes.allBytes == Array("f()\n{\n    x;\ny;\n}\n".utf8))
    }

    @Test func aCharsetTheFileDoesNotHaveIsReportedNotApplied() {
        #expect(document("\u{FEFF}x\n", "charset = utf-8\n").editorConfigNotes == ["EditorConfig asks for UTF-8 without a BOM; this file starts with one (kept)"])
        #expect(document("x\n", "charset = latin1\n").editorConfigNotes.first?.contains("latin1") == true)
        #expect(document("x\n", "charset = utf-8\n").editorConfigNotes.isEmpty)
    }
}
