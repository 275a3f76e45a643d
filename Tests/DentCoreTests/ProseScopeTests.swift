import Testing
@testable import DentCore
import DentKeys
import DentTestSupport
import DentText

/// Spell checking reads the prose of a highlighted file from the highlighting as the screen
/// has it (`ProseScope` over `SyntaxStateCache.lineWithClasses`): no line on screen is
/// highlighted a second time for it.
@Suite struct ProseScopeTests {
    /// `marked` highlighted by `source`, checked against a dictionary that knows only `known`,
    /// with its view prepared as before a frame.
    private func checked(_ marked: String, with source: SyntaxSource, known: Set<String> = []) -> Editor {
        var document = CursorText.document(marked)
        document.highlight(with: source)
        var editor = Editor(document: consume document)
        editor.resize(rows: 10, columns: 80)
        editor.handle(.key(KeyChord(.function(12))))
        editor.dictionaryLoaded(.success(FakeDictionary(known)), language: "en_US")
        editor.prepareHighlighting()
        return editor
    }

    @Test func inALanguageWithoutNoSpellCheckCommentsAndStringsAreProse() {
        let highlighter = BlockCommentHighlighter()
        var editor = checked("|int wrod /* wrod\nwrod */ wrod\n", with: highlighter.source)
        let highlighted = highlighter.lines
        editor.prepareSpelling()
        #expect(editor.spelling.visible == [0: [12..<16], 1: [0..<4]])
        #expect(highlighter.lines == highlighted, "the screen's lines are read as highlighted for it")
    }

    @Test(.enabled(if: RealSpecs.installed, "needs the installed GtkSourceView specs (libgtksourceview-4-common)"))
    func inALanguageWithNoSpellCheckEverythingOutsideItIsProse() throws {
        let source = try #require(RealSpecs.source("c"))
        var editor = checked("|int wrod = 1; // wrod\nchar *s = \"wrod\";\n", with: source)
        editor.prepareSpelling()
        #expect(editor.spelling.visible == [0: [17..<21], 1: [11..<15]])
    }

    @Test func nextMisspellingReadsPastTheScreenAndCarriesTheState() {
        let highlighter = BlockCommentHighlighter()
        let text = "|/*\n" + String(repeating: "int fine\n", count: 30) + "wrod */ wrod\n"
        var editor = checked(text, with: highlighter.source, known: ["int", "fine"])
        editor.run(.nextMisspelling)
        #expect(editor.document.cursorLine == 31)
        #expect(editor.document.selection.map { $0.lowerBound - editor.document.text.lineRange(31).lowerBound } == 0,
                "the word inside the comment opened 31 lines above, not the code after it")
    }
}
