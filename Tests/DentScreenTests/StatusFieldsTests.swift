import DentConfig
import DentCore
import DentKeys
import DentScreen
import DentSyntax
import DentTestSupport
import DentText
import Testing

/// Issue 51, items 13, 15 and 16: the status line names the file well enough to tell two of
/// the same name apart, says "New file" for an unnamed one, shows the language as Set language
/// lists it, and keeps the name in view beside standing notices; messages go with the next input.
@Suite struct StatusFieldsTests {
    func statusLine(_ editor: Editor, columns: Int = 100) -> String {
        let lines = ScreenText.lines(Renderer.render(editor, rows: 10, columns: columns))
        return lines[lines.count - 2]
    }

    func document(_ path: String, _ text: String = "x|\n") -> Document {
        var document = CursorText.document(text)
        document.path = path
        return document
    }

    @Test func twoFilesOfOneNameAreToldApartByTheShortestDifferingTail() {
        var editor = Editor(document: document("/w/cmd/server/main.go"))
        editor.opened(document("/w/cmd/client/main.go"))
        editor.opened(document("/w/README.md"))
        #expect(editor.files.map { editor.statusName(of: $0.document) } == ["server/main.go", "client/main.go", "README.md"])
        #expect(statusLine(editor).hasPrefix(" README.md  3/3 "), "\(statusLine(editor))")
        editor.run(.back)
        #expect(statusLine(editor).hasPrefix(" client/main.go  2/3 "), "\(statusLine(editor))")
    }

    @Test(arguments: [
        ("a/b/main.go", ["c/b/main.go"], "a/b/main.go"), ("main.go", ["src/main.go"], "main.go"),
        ("src/main.go", ["main.go"], "src/main.go"), ("x/y.c", ["x/z.c"], "y.c"), ("/a/f", ["/b/f/"], "a/f"),
    ])
    func shortestUniqueSuffix(path: String, others: [String], shown: String) {
        var editor = Editor(document: document(path))
        for other in others { editor.opened(document(other)) }
        #expect(editor.statusName(of: editor.files[0].document) == shown)
    }

    @Test func anUnnamedFileIsANewFile() {
        let editor = Editor(document: Document(path: ""))
        #expect(statusLine(editor).hasPrefix(" New file "), "\(statusLine(editor))")
    }

    @Test func theLanguageIsNamedAsSetLanguageListsIt() {
        var editor = Editor(document: document("/w/a.hh"))
        editor.languages = [LanguageInfo(id: "cpphdr", name: "C++ header", section: "Source")]
        #expect(statusLine(editor, columns: 100).contains("Plain text  Spaces:4"), "\(statusLine(editor))")
        let highlighter = BlockCommentHighlighter()
        editor.document.highlight(with: SyntaxSource(highlighter: highlighter, styles: highlighter, language: "cpphdr"))
        #expect(statusLine(editor, columns: 100).contains("C++ header  Spaces:4"), "the name, not the id: \(statusLine(editor))")
        #expect(statusLine(editor, columns: 40).contains("Ln 1, Col 2"), "narrow: the position stays, the language goes first")
        #expect(!statusLine(editor, columns: 40).contains("C++"))
    }

    @Test func aLintNoteStandsAfterTheNameNotOverIt() {
        var linted = document("/w/store.py", "|import os\n")
        linted.ruleBook = SettingsParser.parse("[language python]\nlinter = pyflakes\n").0.languageRules
        var editor = Editor(document: consume linted)
        editor.run(.lint)
        editor.commandFinished(CommandOutcome(output: Array("/w/store.py:1:1 'os' imported but unused\n".utf8), ending: .exited(1)))
        editor.message = nil
        editor.prepareHighlighting()
        let line = statusLine(editor, columns: 100)
        #expect(line.hasPrefix(" store.py  Line 1, column 1: 'os' imported but unused"), "\(line)")
        let narrow = statusLine(editor, columns: 40)
        #expect(narrow.hasPrefix(" store.py  Line 1"), "the name is kept, the note cut: \(narrow)")
        #expect(narrow.contains("…"), "\(narrow)")
    }

    @Test func aPasteOrAKeyClearsAMessageButAnErrorStaysItsLifetime() {
        var editor = Editor(document: CursorText.document("|"))
        editor.message = Message("New file")
        editor.handle(.pasteStart)
        editor.handle(.pasteChunk(Array("pasted\n".utf8)))
        editor.handle(.pasteEnd)
        #expect(editor.message == nil, "a paste is input too")
        editor.message = Message("Could not save", isError: true)
        editor.handle(.key(KeyChord(.character("a")), text: "a"))
        #expect(editor.message?.text == "Could not save")
        editor.expireMessage(now: editor.clock + 8_000)
        #expect(editor.message == nil)
    }
}
