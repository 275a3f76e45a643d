import Testing
import DentConfig
import DentCore
import DentKeys
import DentTestSupport
import DentText

/// Lint against a fake host: the linter is asked for on the saved file, its messages mark
/// lines, the marks move with edits, and Next/Previous lint message step through them.
@Suite struct LintTests {
    private static let text = "line one\nline two\nline three\nline four\n"

    /// A saved shell file at /w/a b.sh with `conf`, linted, the linter's answer `output`.
    private func linted(_ output: String, status: Int32 = 1, conf: String = "[language sh]\nlinter = mylint -q\n") -> Editor {
        var document = CursorText.document("|" + LintTests.text)
        document.path = "/w/a b.sh"
        document.ruleBook = SettingsParser.parse(conf).0.languageRules
        var editor = Editor(document: consume document)
        editor.run(.lint)
        _ = editor.takeEffects()
        editor.commandFinished(CommandOutcome(output: Array(output.utf8), ending: .exited(status)))
        return editor
    }

    private func type(_ text: String, into editor: inout Editor) {
        for letter in text {
            if letter == "\n" { editor.handle(.key(KeyChord(.enter))); continue }
            editor.handle(.key(KeyChord(.character(letter.unicodeScalars.first ?? "x")), text: String(letter)))
        }
    }

    private static let twoMessages = "/w/a b.sh:2:3: warning: one\n/w/a b.sh:4: two\n/w/other.sh:1:1: elsewhere\n"

    @Test func theLinterRunsOnTheSavedFilesQuotedPath() {
        var document = CursorText.document("x|\n")
        document.path = "/w/a b.sh"
        document.ruleBook = SettingsParser.parse("[language sh]\nlinter = mylint -q\n").0.languageRules
        var editor = Editor(document: consume document)
        editor.run(.lint)
        #expect(editor.takeEffects() == [.runCommand("mylint -q '/w/a b.sh'")])
        #expect(editor.runningCommand?.use == .lint(editor.currentID, "/w/a b.sh"))
    }

    @Test func unsavedChangesAndNoLinterAreRefusedWithAClearMessage() {
        var editor = linted("", status: 0)
        type("x", into: &editor)
        editor.run(.lint)
        #expect(editor.takeEffects().isEmpty)
        #expect(editor.message == Message("Lint checks the file as saved: save it first (Ctrl+s)", isError: true))
        var none = linted("", status: 0, conf: "")
        none.run(.lint)
        #expect(none.message == Message("No linter for sh: set `linter` in [language sh] in dent.conf", isError: true))
    }

    @Test func messagesAboutTheFileMarkItsLinesAndANonZeroStatusIsNormal() {
        let editor = linted(LintTests.twoMessages)
        #expect(editor.lintLines == [1, 3])
        #expect(editor.message?.text == "2 messages on 2 lines: F4 goes to the next")
        #expect(editor.message?.isError == false)
        #expect(editor.lintNote == nil, "the cursor is on line 1, which has no message")
    }

    @Test func aFailureWithNothingAboutTheFileSaysWhatTheLinterWrote() {
        let editor = linted("sh: 1: mylint: not found\n", status: 127)
        #expect(editor.lintLines.isEmpty)
        #expect(editor.message?.isError == true)
        #expect(editor.message?.text == "mylint -q '/w/a b.sh' failed (exit status 127) with no message about the file: sh: 1: mylint: not found")
        let clean = linted("", status: 0)
        #expect(clean.message == Message("mylint -q '/w/a b.sh': no messages"))
    }

    @Test func nextAndPreviousStepRoundTheFileShowingTheMessages() {
        var editor = linted(LintTests.twoMessages)
        editor.handle(.key(KeyChord(.function(4))))
        #expect(editor.document.cursorPosition.line == 2)
        #expect(editor.document.cursorPosition.column == 3, "on the column the linter named (issue 51, item 9)")
        #expect(editor.message?.text == "Line 2, column 3: warning: one")
        #expect(editor.lintNote == "Line 2, column 3: warning: one")
        editor.handle(.key(KeyChord(.function(4))))
        #expect(editor.document.cursorPosition.line == 4)
        editor.handle(.key(KeyChord(.function(4))))
        #expect(editor.document.cursorPosition.line == 2, "round the end")
        editor.handle(.key(KeyChord(.function(4), .shift)))
        #expect(editor.document.cursorPosition.line == 4, "round the start")
        #expect(editor.message?.text == "Line 4: two")
    }

    /// Issue 51, item 9: every message of a line is shown with its own column.
    @Test func severalMessagesOfALineEachNameTheirColumn() {
        var editor = linted("a b.sh:3:6: first\na b.sh:3: second\na b.sh:3:2 third\n")
        editor.handle(.key(KeyChord(.function(4))))
        #expect(editor.document.cursorPosition.line == 3 && editor.document.cursorPosition.column == 6)
        #expect(editor.message?.text == "Line 3, column 6: first; second; column 2: third")
    }

    @Test func marksMoveWithLinesInsertedAboveAndStayForEditsInTheirLine() {
        var editor = linted(LintTests.twoMessages)
        type("new\n", into: &editor)
        editor.prepareHighlighting()
        #expect(editor.lintLines == [2, 4], "a line inserted above moves them down")
        editor.handle(.key(KeyChord(.function(4))))
        editor.run(.lineEnd)
        type("!", into: &editor)
        editor.prepareHighlighting()
        #expect(editor.lintLines == [2, 4])
        editor.run(.lineStart)
        editor.handle(.key(KeyChord(.delete)))
        editor.prepareHighlighting()
        #expect(editor.lintLines == [2, 4], "deleting the line's first character keeps it")
        // A frame after each key, as the host draws one.
        while editor.document.isModified {
            editor.run(.undo)
            editor.prepareHighlighting()
        }
        #expect(editor.lintLines == [1, 3], "undo moves them back")
    }

    @Test func anEditAcrossTheLineStartDropsTheMarkAndAReloadDropsThemAll() {
        var editor = linted(LintTests.twoMessages)
        // "one\nli" selected and replaced: line two's start is gone.
        editor.document.cursor = 5
        editor.document.anchor = 11
        type("X", into: &editor)
        editor.prepareHighlighting()
        #expect(editor.lintLines == [2], "line four, now the third line, keeps its mark")
        editor.document.text = TextBuffer(GapBuffer(Array(LintTests.text.utf8)))
        editor.prepareHighlighting()
        #expect(editor.lintLines.isEmpty)
    }

    @Test func noMarksSaysHowToLint() {
        var editor = Editor(document: CursorText.document("a|\n"))
        editor.run(.nextLintMessage)
        #expect(editor.message == Message("No messages: Lint (in the palette) runs the linter; a language server marks what it finds"))
    }
}
