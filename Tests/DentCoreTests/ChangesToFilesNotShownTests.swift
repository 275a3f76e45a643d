import Testing
import DentConfig
import DentCore
import DentKeys
import DentTestSupport

/// The host answers after the fact: by the time a filter's or a formatter's output, a reread
/// file or an inserted one comes back, a macro may have shown another file. The file changed
/// then keeps a view of its new text (`Editor.settleView(ofChanged:)`).
@Suite struct ChangesToFilesNotShownTests {
    /// A C file whose one long wrapped line is scrolled to a row far into it, and the file
    /// shown after it.
    private func scrolledFarIntoALongLine() -> (editor: Editor, long: DocumentID) {
        var document = CursorText.document(String(repeating: "word ", count: 400) + "|\nend\n")
        document.path = "/tmp/x.c"
        document.ruleBook = SettingsParser.parse("[language c]\nformatter = tr a-z A-Z\n").0.languageRules
        var editor = Editor(document: consume document)
        editor.resize(rows: 10, columns: 40)
        if !editor.wrapsLines { editor.toggleSoftWrap() }
        editor.handle(.key(KeyChord(.character("x")), text: "x"))
        #expect(editor.document.scrollRow > 20)
        return (editor, editor.currentID)
    }

    /// Checks the file `long` now that another is shown, and once it is shown again.
    private func expectAViewOfItsText(_ editor: inout Editor, _ long: DocumentID) {
        #expect(editor.currentID != long)
        #expect(editor.document(long)?.invariantProblems() == [])
        editor.show(long)
        #expect(editor.document.invariantProblems() == [])
    }

    /// Editor fuzzer, seed 90111: a macro formatted a file and opened another; the formatter's
    /// shorter output came to a file not shown, whose first row shown its first line no longer had.
    @Test func aFormatterAnsweringAfterAnotherFileIsShown() {
        var (editor, long) = scrolledFarIntoALongLine()
        editor.run(.formatFile)
        _ = editor.takeEffects()
        editor.opened(CursorText.document("other|"))
        editor.commandFinished(CommandOutcome(output: Array("short\n".utf8), ending: .exited(0)))
        #expect(editor.document(long)?.text.bytes.allBytes == Array("short\n".utf8))
        expectAViewOfItsText(&editor, long)
    }

    @Test(arguments: [false, true])
    func aFilterAnsweringAfterAnotherFileIsShown(selection: Bool) {
        var (editor, long) = scrolledFarIntoALongLine()
        if selection { editor.document.anchor = 0 }
        editor.run(.filter)
        for letter in "tac" { editor.handle(.key(KeyChord(.character(letter.unicodeScalars.first ?? "x")), text: String(letter))) }
        editor.handle(.key(KeyChord(.enter)))
        _ = editor.takeEffects()
        editor.opened(CursorText.document("other|"))
        editor.commandFinished(CommandOutcome(output: Array("a\n".utf8), ending: .exited(0)))
        #expect(editor.document(long).map { Array($0.text.bytes.allBytes.prefix(2)) } == Array("a\n".utf8))
        expectAViewOfItsText(&editor, long)
    }

    @Test func aFileInsertedAfterAnotherFileIsShown() {
        var (editor, long) = scrolledFarIntoALongLine()
        editor.document.cursor = 3
        editor.opened(CursorText.document("other|"))
        editor.insertFile(Array("\n".utf8), into: long, from: "/tmp/newline")
        #expect(editor.document(long)?.text.lineCount == 4)
        expectAViewOfItsText(&editor, long)
    }
}
