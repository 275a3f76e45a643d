import Testing
import DentConfig
import DentCore
import DentKeys
import DentTestSupport
import DentText

@Suite struct JustifyTests {
    func editor(_ marked: String, width: Int = 20) -> Editor {
        var document = CursorText.document(marked)
        document.wrapColumn = width
        return Editor(document: consume document)
    }

    func text(_ editor: Editor) -> String { String(decoding: editor.document.text.bytes.allBytes, as: UTF8.self) }

    let altJ = KeyEvent.key(KeyChord(.character("j"), .alt))

    @Test func altJRewrapsTheParagraphAtTheCursorAsOneUndoStep() {
        var editor = editor("before\n\n    // one two three |four five six seven\n    // eight\nint x;\n")
        editor.handle(altJ)
        #expect(text(editor) == "before\n\n    // one two three\n    // four five six\n    // seven eight\nint x;\n")
        #expect(editor.document.cursorLine == 4 && editor.document.cursor == editor.document.text.lineRange(4).upperBound,
                "the cursor goes to the end of the paragraph")
        #expect(editor.message == Message("Justified to 20 columns"))
        editor.run(.undo)
        #expect(text(editor) == "before\n\n    // one two three four five six seven\n    // eight\nint x;\n")
        editor.run(.redo)
        #expect(text(editor) == "before\n\n    // one two three\n    // four five six\n    // seven eight\nint x;\n")
    }

    @Test func fromABlankLineTheNextParagraphIsJustified() {
        var editor = editor("|\n\naa bb\ncc\n")
        editor.handle(altJ)
        #expect(text(editor) == "\n\naa bb cc\n")
        var none = Self().editor("text\n\n|\n")
        none.handle(altJ)
        #expect(none.message == Message("No paragraph to justify below the cursor"))
    }

    @Test func aSelectionOverSeveralParagraphsKeepsTheirBreaks() {
        var editor = editor("a b\nc\n\n# d\n# e\n#\n# f\n", width: 10)
        editor.document.anchor = 0
        editor.document.cursor = editor.document.text.count
        editor.handle(altJ)
        #expect(text(editor) == "a b c\n\n# d e\n#\n# f\n")
        #expect(editor.document.selection == nil)
        editor.run(.undo)
        #expect(text(editor) == "a b\nc\n\n# d\n# e\n#\n# f\n", "one undo step for every paragraph")
    }

    @Test func justifyFileRewrapsEveryParagraphAndKeepsCRLF() {
        var editor = editor("one two three four\r\n\r\n> five six seven eight\r\n", width: 10)
        editor.run(.justifyFile)
        #expect(text(editor) == "one two\r\nthree four\r\n\r\n> five six\r\n> seven\r\n> eight\r\n")
        editor.run(.justifyFile)
        #expect(editor.message == Message("Already justified to 10 columns"))
        #expect(editor.document.history.canUndo)
        editor.run(.undo)
        #expect(text(editor) == "one two three four\r\n\r\n> five six seven eight\r\n")
    }

    @Test func doubleWidthTextInABlockCommentFillsByColumns() {
        var editor = editor("/*\n * 日本語の文章は|空白なしで書かれる\n */\n", width: 13)
        editor.handle(altJ)
        #expect(text(editor) == "/*\n * 日本語の文\n * 章は空白な\n * しで書かれ\n * る\n */\n")
    }

    @Test func theWrapColumnComesFromEditorConfigThenDentConf() {
        func document(conf: String, editorConfig: String) -> Document {
            let properties = EditorConfigResolver.properties(forFile: "/p/f.md", sources: [EditorConfigSource(directory: "/p", text: "root = true\n[*]\n" + editorConfig)])
            return Document(path: "/p/f.md", text: TextBuffer("x\n"), settings: SettingsParser.parse(conf).0, editorConfig: properties)
        }
        #expect(document(conf: "", editorConfig: "").wrapColumn == 80)
        #expect(document(conf: "wrap-column = 72\n", editorConfig: "").wrapColumn == 72)
        #expect(document(conf: "wrap-column = 72\n", editorConfig: "max_line_length = 100\n").wrapColumn == 100)
        #expect(document(conf: "wrap-column = 72\n", editorConfig: "max_line_length = off\n").wrapColumn == 72)
        #expect(SettingsParser.parse("wrap-column = 3\n").1.first?.message == "bad value \"3\" for wrap-column")
        #expect(SettingsParser.parse("show-wrap-column = on\n").0.showWrapColumn)
    }
}
