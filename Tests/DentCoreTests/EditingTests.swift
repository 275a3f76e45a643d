import Testing
import DentCore
import DentKeys
import DentTestSupport
import DentText

/// Scenarios: text with a cursor marker, keys, the text and cursor that result.
@Suite struct EditingTests {
    func run(_ marked: String, _ chords: [String], indent: IndentStyle = .spaces(4)) -> String {
        var editor = Editor(document: CursorText.document(marked, indent: indent))
        for text in chords {
            if let chord = KeyChord(text) { editor.handle(.key(chord)) } else { Issue.record("bad chord \(text)") }
        }
        editor.document.text.checkInvariants()
        return CursorText.format(editor.document)
    }

    @Test func typingInsertsAtTheCursor() {
        #expect(run("ab|c", ["x", "Space", "y"]) == "abx y|c")
    }

    @Test func tabIndentsTheLineWhereverTheCursorIsAndNeverInsertsATab() {
        #expect(run("def f():\n    ret|urn 1\n", ["Tab"]) == "def f():\n        ret|urn 1\n")
        #expect(run("|x", ["Tab", "Tab"]) == "        |x")
        #expect(run("all:\n\tcc |x.c\n", ["Tab"], indent: .tabs) == "all:\n\t\tcc |x.c\n")
        #expect(!run("a|b", ["Tab"]).contains("\t"))
    }

    /// A line that starts with a combining mark or a joiner joins the indentation Tab puts
    /// before it into one cluster: the cursor and the selection's anchor, which keep their
    /// column in the line's text, stay on glyph boundaries (a joiner at a cluster's end is a
    /// glyph of its own, `LineLayout.danglingJoiners`, so the anchor stays after the blank).
    @Test func tabBeforeAJoinerLeavesTheCursorAndAnchorOnGlyphBoundaries() {
        for marked in ["|\u{200D}x\nab", "|\u{0301}x", "ab\n|\u{200D}\u{200D}y"] {
            var editor = Editor(document: CursorText.document(marked))
            editor.handle(.key(KeyChord("Tab")!))
            #expect(editor.document.invariantProblems().isEmpty, "\(marked.debugDescription)")
        }
        var editor = Editor(document: CursorText.document("\u{200D}x\nab|", indent: .spaces(1)))
        for chord in ["Ctrl+Home", "Ctrl+Shift+End", "Tab"] { editor.handle(.key(KeyChord(chord)!)) }
        #expect(editor.document.invariantProblems().isEmpty)
        #expect(editor.document.text.lineBytes(0) == Array(" \u{200D}x".utf8))
        #expect(editor.document.anchor == 1)
    }

    @Test func tabOnAnEmptyLineIndentsIt() {
        #expect(run("|", ["Tab"]) == "    |")
    }

    @Test func shiftTabOutdents() {
        #expect(run("        a|b", ["Shift+Tab"]) == "    a|b")
        #expect(run("  |ab", ["Shift+Tab"]) == "|ab")
        #expect(run("\t\tx|", ["Shift+Tab"], indent: .tabs) == "\tx|")
        #expect(run("a|b", ["Shift+Tab"]) == "a|b")
    }

    @Test func enterKeepsTheIndentation() {
        #expect(run("    foo|bar", ["Enter"]) == "    foo\n    |bar")
        #expect(run("\tx|", ["Enter", "y"]) == "\tx\n\ty|")
        #expect(run("a\r\nb|\r\n", ["Enter"]) == "a\r\nb\r\n|\r\n")
    }

    @Test func backspaceAndDeleteWorkOnWholeCharactersAndJoinLines() {
        #expect(run("a日|b", ["Backspace"]) == "a|b")
        #expect(run("a\n|b", ["Backspace"]) == "a|b")
        #expect(run("a\r\n|b", ["Backspace"]) == "a|b")
        #expect(run("|", ["Backspace"]) == "|")
        #expect(run("a|日b", ["Delete"]) == "a|b")
        #expect(run("a|\r\nb", ["Delete"]) == "a|b")
        #expect(run("a|", ["Delete"]) == "a|")
    }

    @Test func arrowsMoveByCharacterAndLineKeepingTheGoalColumn() {
        #expect(run("ab|c\nd\nefgh", ["Down", "Down"]) == "abc\nd\nef|gh")
        #expect(run("a|\nb", ["Right"]) == "a\n|b")
        #expect(run("a\n|b", ["Left"]) == "a|\nb")
        #expect(run("|a", ["Left", "Up"]) == "|a")
        #expect(run("a日|b\nxxxxx", ["Down"]) == "a日b\nxxx|xx")
        #expect(run("a\r\n|b", ["Left"]) == "a|\r\nb")
    }

    @Test func homeIsSmartAndEndGoesToTheLineEnd() {
        #expect(run("    ab|c", ["Home"]) == "    |abc")
        #expect(run("    ab|c", ["Home", "Home"]) == "|    abc")
        #expect(run("a|bc\r\nd", ["End"]) == "abc|\r\nd")
    }

    @Test func pageDownMovesAScreenOfLines() {
        let text = (0..<100).map { "line \($0)" }.joined(separator: "\n")
        var editor = Editor(document: CursorText.document("|" + text))
        editor.resize(rows: 12, columns: 40)
        editor.handle(.key(KeyChord(.pageDown)))
        #expect(editor.document.cursorLine == 9)
        #expect(editor.document.scrollLine == 9)
        editor.handle(.key(KeyChord(.pageUp)))
        #expect(editor.document.cursorLine == 0)
    }

    @Test func pasteBypassesBindingsAndConvertsLineEndings() {
        var editor = Editor(document: CursorText.document("a\r\n|"))
        for event: KeyEvent in [.pasteStart, .pasteChunk(Array("\tx\ry\nz\r".utf8)), .pasteChunk([0x0A, 0x09]), .pasteEnd] {
            editor.handle(event)
        }
        #expect(CursorText.format(editor.document) == "a\r\n\tx\r\ny\r\nz\r\n\t|", "a CRLF split between chunks is one line break")
        editor.handle(.pasteStart)
        editor.handle(.pasteChunk(Array("q\r".utf8)))
        editor.handle(.pasteEnd)
        #expect(CursorText.format(editor.document).hasSuffix("\tq\r\n|"), "a CR at the very end is a line break too")
    }

    @Test func releasesAndInvalidBytesNeverEditTheText() {
        var editor = Editor(document: CursorText.document("a|"))
        editor.handle(.key(KeyChord(.character("x")), action: .release, text: "x"))
        editor.handle(.invalidText([0xFF]))
        editor.handle(.unknown(Array("\u{1B}[99z".utf8)))
        #expect(CursorText.format(editor.document) == "a|")
        #expect(editor.message?.isError == true)
        editor.handle(.key(KeyChord(.character("a"), .shift), text: "A"))
        #expect(CursorText.format(editor.document) == "aA|", "the terminal's text wins over the chord")
    }
}

@Suite struct EditorFlowTests {
    @Test func quittingUnmodifiedQuitsAtOnce() {
        var editor = Editor(document: CursorText.document("a|"))
        editor.handle(.key(KeyChord(.character("q"), .ctrl)))
        #expect(editor.isQuitting)
    }

    @Test func quittingModifiedAsksAndTheAnswersDoWhatTheySay() {
        var editor = Editor(document: CursorText.document("a|"))
        editor.handle(.key(KeyChord(.character("b"))))
        editor.handle(.key(KeyChord(.character("q"), .ctrl)))
        #expect(editor.modals == [.confirmQuit])
        #expect(!editor.isQuitting)
        editor.handle(.key(KeyChord(.character("x"))))
        #expect(CursorText.format(editor.document) == "ab|", "the prompt is opaque: x is not inserted")
        editor.handle(.key(KeyChord(.escape)))
        #expect(editor.modals.isEmpty && !editor.isQuitting)

        editor.handle(.key(KeyChord(.character("q"), .ctrl)))
        editor.handle(.key(KeyChord(.character("y"))))
        #expect(editor.takeEffects() == [.save(editor.currentID)])
        editor.saveFinished(editor.currentID, error: "cannot write test.txt: No space left on device", lines: 1)
        #expect(!editor.isQuitting, "a failed save never quits")
        #expect(editor.message?.isError == true)

        editor.handle(.key(KeyChord(.character("q"), .ctrl)))
        editor.handle(.key(KeyChord(.character("n"))))
        #expect(editor.isQuitting)
    }

    @Test func saveAsksTheHostAndASuccessfulSaveClearsTheModifiedMark() {
        var editor = Editor(document: CursorText.document("a|"))
        editor.handle(.key(KeyChord(.character("b"))))
        editor.handle(.key(KeyChord(.character("s"), .ctrl)))
        #expect(editor.takeEffects() == [.save(editor.currentID)])
        #expect(editor.takeEffects() == [])
        editor.saveFinished(editor.currentID, error: nil, lines: 1)
        #expect(!editor.document.isModified)
        #expect(editor.message == Message("Saved 1 line"))
    }

    @Test func aNewFileGetsAFinalNewlineOnSaveAndAnExistingFileIsSavedAsIs() {
        var created = Editor(document: CursorText.document("a\r\nb|"))
        created.document.addsFinalNewline = true
        created.handle(.key(KeyChord(.character("s"), .ctrl)))
        #expect(CursorText.format(created.document) == "a\r\nb|\r\n")
        var existing = Editor(document: CursorText.document("a\nb|"))
        existing.handle(.key(KeyChord(.character("s"), .ctrl)))
        #expect(CursorText.format(existing.document) == "a\nb|")
    }

    @Test func helpOpensOverTheEditorAndClosesWithEscOrItsOwnKey() {
        var editor = Editor(document: CursorText.document("a|"))
        editor.handle(.key(KeyChord(.character("g"), .ctrl)))
        #expect(editor.activeContext == .help)
        editor.handle(.key(KeyChord(.escape)))
        #expect(editor.activeContext == .editor)
        editor.handle(.key(KeyChord(.function(1))))
        editor.handle(.key(KeyChord(.function(1))))
        #expect(editor.modals.isEmpty)
    }

    @Test func theShortcutBarFollowsTheContext() {
        var editor = Editor(document: CursorText.document("a|"))
        #expect(editor.barShortcuts.map(\.command) == [.help, .save, .quit, .indent, .outdent, .undo, .find])
        #expect(editor.barShortcuts.first?.chord == KeyChord(.character("g"), .ctrl))
        editor.handle(.key(KeyChord(.character("b"))))
        editor.handle(.key(KeyChord(.character("q"), .ctrl)))
        #expect(editor.barShortcuts.map(\.command) == [.confirmYes, .confirmNo, .confirmCancel, .help])
    }
}
