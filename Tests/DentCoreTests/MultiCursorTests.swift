import Testing
@testable import DentCore
import DentKeys
import DentText

/// Several cursors: the commands that make and remove them, and the edits and movements that
/// act at every one (docs/ARCHITECTURE.md, "Several cursors").
@Suite struct MultiCursorTests {
    @Test func addCursorBelowTwiceTypesOnThreeLinesAndOneUndoTakesItBack() {
        var editor = CaretText.editor("|one\ntwo\nthree")
        editor.press("Alt+Shift+Down", "Alt+Shift+Down")
        #expect(editor.marked == "|one\n|two\n^three")
        editor.type("abc")
        #expect(editor.marked == "abc|one\nabc|two\nabc^three")
        editor.press("Ctrl+z")
        #expect(editor.marked == "|one\n|two\n^three")
        editor.press("Ctrl+y")
        #expect(editor.marked == "abc|one\nabc|two\nabc^three")
    }

    /// Enter leaves the new line's indentation pending; once the primary cursor has left that
    /// line for a cursor added above, the next key takes the indentation away, and the cursor
    /// after it (at the text's end) moves back with the text instead of staying past the end
    /// (the editor fuzzer, seed 26001, where the next key was a redo with nothing to redo).
    @Test func theIndentationLeftBehindTakesTheOtherCursorsWithIt() {
        var editor = CaretText.editor("    ab|")
        editor.press("Enter", "Alt+Shift+Up", "Ctrl+Shift+z")
        #expect(editor.document.invariantProblems().isEmpty, "\(editor.document.invariantProblems())")
        #expect(editor.document.text.bytes.allBytes == Array("    ab\n".utf8))
        #expect(editor.document.caretCount == 2)
    }

    @Test func addCursorAboveKeepsTheColumnAndStopsAtTheFirstLine() {
        var editor = CaretText.editor("abcd\nab\nabcd|")
        editor.press("Alt+Shift+Up", "Alt+Shift+Up")
        #expect(editor.marked == "abcd^\nab|\nabcd|")
        editor.press("Alt+Shift+Up")
        #expect(editor.document.caretCount == 3)
        #expect(editor.message?.text == "No line above")
    }

    @Test func addCursorAtNextMatchSelectsTheWordThenEachNextOccurrence() {
        var editor = CaretText.editor("f|oo bar foo baz foo")
        editor.press("Alt+Shift+n")
        #expect(editor.marked == "[foo| bar foo baz foo")
        editor.press("Alt+Shift+n", "Alt+Shift+n")
        #expect(editor.marked == "[foo| bar [foo| baz [foo^")
        editor.press("Alt+Shift+n")
        #expect(editor.message?.text == "No other match")
        editor.type("x")
        #expect(editor.marked == "x| bar x| baz x^")
    }

    @Test func nextMatchGoesRoundPastTheEnd() {
        var editor = CaretText.editor("foo bar f|oo")
        editor.press("Alt+Shift+n", "Alt+Shift+n")
        #expect(editor.marked == "[foo^ bar [foo|")
    }

    @Test func skipMatchMovesTheNewestCursorToTheNextOccurrence() {
        var editor = CaretText.editor("|foo foo foo")
        editor.press("Alt+Shift+n", "Alt+Shift+n", "Alt+Shift+s")
        #expect(editor.marked == "[foo| foo [foo^")
    }

    @Test func removeLastCursorDropsTheNewest() {
        var editor = CaretText.editor("|a\nb\nc")
        editor.press("Alt+Shift+Down", "Alt+Shift+Down", "Alt+Shift+r")
        #expect(editor.marked == "|a\n^b\nc")
        editor.press("Alt+Shift+r")
        #expect(editor.marked == "|a\nb\nc")
        editor.press("Alt+Shift+r")
        #expect(editor.message?.text == "Only one cursor")
    }

    @Test func escRemovesTheExtraCursorsAndTheViewKeepsThePrimary() {
        var editor = CaretText.editor("|a\nb\nc")
        editor.press("Alt+Shift+Down", "Esc")
        #expect(editor.marked == "a\n|b\nc")
        #expect(editor.keymap.command(for: KeyChord(.escape), in: .editor) == .removeExtraCursors)
    }

    @Test func columnSelectionMakesACursorPerLineOverTheBlock() {
        var editor = CaretText.editor("|abcdef\nab\nabcdef\n")
        editor.press("Right", "Shift+Down", "Shift+Down", "Shift+Right", "Shift+Right")
        editor.press("Alt+Shift+c")
        #expect(editor.marked == "a[bc|def\na[b|\na[bc^def\n")
        editor.type("X")
        #expect(editor.marked == "aX|def\naX|\naX^def\n")
    }

    @Test func columnSelectionWithoutASelectionSaysHow() {
        var editor = CaretText.editor("|ab")
        editor.press("Alt+Shift+c")
        #expect(editor.document.caretCount == 1)
        #expect(editor.message?.text.contains("Select from one corner") == true)
    }

    @Test func backspaceDeleteAndEnterActAtEveryCursor() {
        var editor = CaretText.editor("ab|c\nab|c\n")
        editor.press("Backspace")
        #expect(editor.marked == "a|c\na^c\n")
        editor.press("Delete")
        #expect(editor.marked == "a|\na^\n")
        editor.press("Enter")
        #expect(editor.marked == "a\n|\na\n^\n")
    }

    /// A word deleted back at the last cursor takes in the one before it, or that one's whole
    /// selection: what that cursor would have deleted is gone, and it joins the deletion's cursor
    /// instead of deleting another word (it trapped on an offset past the text's end, found by
    /// `dent-editor-fuzz --seed 24100` at its 325,261st event).
    @Test func aWordDeletedBackOverAnotherCursorTakesItIn() {
        var editor = CaretText.editor("x abc|def^\n")
        editor.press("Ctrl+Backspace")
        #expect(editor.marked == "x |\n")
        editor.press("Ctrl+z")
        #expect(editor.marked == "x abc|def^\n")
        editor.press("Ctrl+y")
        #expect(editor.marked == "x |\n")
        var selecting = CaretText.editor("x [ab|cd^ e\n")
        selecting.press("Ctrl+Backspace")
        #expect(selecting.marked == "x | e\n")
    }

    /// Backspace right after another cursor's selection takes its last byte; that cursor then
    /// deletes what is left of its selection, where the edit left it (it deleted its old range
    /// in the shortened text: a byte past its selection).
    @Test func aCursorAnEditReachedBackToActsWhereTheEditLeftIt() {
        var editor = CaretText.editor("x ab^yz\n")
        // The first cursor selects "ab" leftwards; the second sits where that selection ends.
        editor.document.setCarets([Caret(cursor: 2, anchor: 4), Caret(cursor: 4)], primary: 1)
        #expect(editor.document.caretCount == 2)
        editor.press("Backspace")
        #expect(editor.marked == "x |yz\n")
    }

    @Test func enterKeepsEachLinesIndentation() {
        var editor = CaretText.editor("  a|\n    b|\n")
        editor.press("Enter")
        #expect(editor.marked == "  a\n  |\n    b\n    ^\n")
    }

    @Test func tabIndentsALineOnceForTwoCursorsOnIt() {
        var editor = CaretText.editor("a|b|c\nd^\n")
        editor.press("Tab")
        #expect(editor.marked == "    a|b|c\n    d^\n")
        editor.press("Shift+Tab")
        #expect(editor.marked == "a|b|c\nd^\n")
        editor.press("Ctrl+z")
        #expect(editor.marked == "    a|b|c\n    d^\n")
    }

    /// With `tab-mode = smart`, Tab after text inserts up to the next stop at every cursor when
    /// every cursor is after text (one undo step); with one in its line's indentation, the
    /// lines are indented once each, as Tab does without smart mode.
    @Test func smartTabAlignsAtEveryCursorAfterText() {
        var editor = CaretText.editor("ab|c\nd^e\n")
        editor.document.tabMode = .smart
        editor.press("Tab")
        #expect(editor.marked == "ab  |c\nd   ^e\n")
        editor.press("Ctrl+z")
        #expect(editor.marked == "ab|c\nd^e\n")
        var mixed = CaretText.editor("ab|c\n^de\n")
        mixed.document.tabMode = .smart
        mixed.press("Tab")
        #expect(mixed.marked == "    ab|c\n    ^de\n")
    }

    @Test func copyAndPasteGiveEachCursorItsOwnPiece() {
        var editor = CaretText.editor("[one| [two| [three^\n")
        editor.press("Ctrl+c", "Right")
        #expect(editor.clipboard?.pieces == [Array("one".utf8), Array("two".utf8), Array("three".utf8)])
        editor.press("Ctrl+v")
        #expect(editor.marked == "oneone| twotwo| threethree^\n")
    }

    @Test func pasteWithAnotherCountPutsTheWholeTextAtEachCursor() {
        var editor = CaretText.editor("[ab| [cd^\nxy")
        editor.press("Ctrl+c")
        #expect(editor.clipboard?.bytes == Array("ab\ncd".utf8))
        editor.press("Alt+Shift+Down", "Ctrl+v")
        #expect(editor.marked == "ab\ncd| ab\ncd|\nxyab\ncd^")
    }

    @Test func cutTakesEverySelection() {
        var editor = CaretText.editor("[ab|-[cd^-")
        editor.press("Ctrl+x")
        #expect(editor.marked == "|-^-")
        #expect(editor.clipboard?.pieces == [Array("ab".utf8), Array("cd".utf8)])
        editor.press("Ctrl+z")
        #expect(editor.marked == "[ab|-[cd^-")
    }

    /// Two cursors that select nothing on one line cut that line once, not it and the next.
    @Test func cutAtTwoCursorsOnOneLineCutsItOnce() {
        var editor = CaretText.editor("a|b|c\nkeep\nx^y\nlast\n")
        editor.press("Ctrl+x")
        let text = editor.marked.filter { $0 != "|" && $0 != "^" }
        #expect(text == "keep\nlast\n")
        #expect(editor.clipboard?.pieces == [Array("abc\n".utf8), Array("xy\n".utf8)])
        editor.press("Ctrl+z")
        #expect(editor.marked == "a|b|c\nkeep\nx^y\nlast\n")
    }

    @Test func movementAndShiftMovementActAtEveryCursor() {
        var editor = CaretText.editor("ab|c\nde^f\n")
        editor.press("End")
        #expect(editor.marked == "abc|\ndef^\n")
        editor.press("Shift+Home")
        #expect(editor.marked == "|abc]\n^def]\n")
        editor.press("Right")
        #expect(editor.marked == "abc|\ndef^\n")
        editor.press("Ctrl+Left", "Up")
        #expect(editor.marked == "|abc\ndef\n")
    }

    @Test func selectionsThatMeetMerge() {
        var editor = CaretText.editor("a|b^cde")
        editor.press("Shift+Right")
        #expect(editor.marked == "a[b[|c^de")
        editor.press("Shift+Right")
        #expect(editor.marked == "a[bcd|e")
        #expect(editor.document.caretCount == 1)
    }

    @Test func aJumpKeepsOnlyThePrimaryCursor() {
        var editor = CaretText.editor("|a\n^b\n")
        editor.press("Ctrl+End")
        #expect(editor.marked == "a\nb\n|")
    }

    @Test func autoPairsCloseAtEveryCursor() {
        var editor = CaretText.editor("|\n^\n")
        editor.document.path = "a.c"
        editor.type("(")
        #expect(editor.marked == "(|)\n(^)\n")
        editor.type(")")
        #expect(editor.marked == "()|\n()^\n")
    }

    @Test func aCloserTypedFirstOnItsLineGoesToItsOpenersIndentationAtEveryCursor() {
        var editor = CaretText.editor("if (a) {\n    x;\n    |\nif (b) {\n    y;\n    ^\n")
        editor.document.path = "a.c"
        editor.type("}")
        #expect(editor.marked == "if (a) {\n    x;\n}|\nif (b) {\n    y;\n}^\n")
        editor.press("Ctrl+z")
        #expect(editor.marked == "if (a) {\n    x;\n    |\nif (b) {\n    y;\n    ^\n")
    }

    @Test func aBracketedPasteGoesInAtEveryCursorAsOneUndoStep() {
        var editor = CaretText.editor("|a\n^b\n")
        editor.handle(.pasteStart)
        editor.handle(.pasteChunk(Array("x\r".utf8)))
        editor.handle(.pasteChunk(Array("\ny".utf8)))
        editor.handle(.pasteEnd)
        #expect(editor.marked == "x\ny|a\nx\ny^b\n")
        editor.press("Ctrl+z")
        #expect(editor.marked == "|a\n^b\n")
    }

    @Test func insertLiterallyInsertsAtEveryCursor() {
        var editor = CaretText.editor("|a\n^b\n")
        editor.press("Alt+v", "Tab")
        #expect(editor.marked == "\t|a\n\t^b\n")
    }

    @Test func escWithOneCursorStillCancelsACompletion() {
        var editor = CaretText.editor("alpha al|")
        editor.press("Ctrl+]")
        #expect(editor.marked == "alpha alpha|")
        editor.press("Esc")
        #expect(editor.marked == "alpha al|")
    }

    @Test func aReloadFromDiskKeepsOneCursor() {
        var editor = CaretText.editor("|abc\ndef\n^ghi\n")
        editor.reloaded(editor.currentID, bytes: Array("x\n".utf8))
        #expect(editor.document.caretCount == 1)
        #expect(editor.invariantProblems().isEmpty)
    }

    @Test func aFileInsertedAtTheCursorMovesTheOtherCursors() {
        var editor = CaretText.editor("^ab|\ncd\n")
        editor.insertFile(Array("XY".utf8), into: editor.currentID, from: "f.txt")
        #expect(editor.marked == "XY^ab|\ncd\n")
        #expect(editor.document.caretCount == 2)
    }

    /// Each command says what it does with several cursors where it is declared: edits and
    /// movements act at each, toggles and Tab keep them, undo and the cursor commands set them,
    /// and a search or a jump leaves only the primary one.
    @Test func eachCommandSaysWhatItDoesWithSeveralCursors() {
        let table = CommandTable.standard
        #expect([CommandID.newline, .deleteBackward, .selectWordRight, .paste, .reindent].allSatisfy { table[$0].carets == .everyCaret })
        #expect([CommandID.save, .toggleSoftWrap, .indent, .outdent, .splitRight].allSatisfy { table[$0].carets == .keeps })
        #expect([CommandID.undo, .redo, .addCursorBelow, .columnSelection].allSatisfy { table[$0].carets == .setsCarets })
        #expect([CommandID.find, .goToLine, .documentStart, .moveLineUp, .justifyParagraph].allSatisfy { table[$0].carets == .dropsExtras })
    }

    /// Editor fuzzer, seed 90112: with the find prompt open, help ran "add cursor below"; the
    /// match typed next put the cursor on the caret added. A find's match, and its Esc, are one
    /// caret's.
    @Test func aCaretAddedWhileFindIsOpenGoesWhenAMatchIsSelected() {
        var editor = CaretText.editor("|x\nab\n")
        editor.run(.find)
        // As help's Enter runs it (`runHelpSelection`), with the prompt beneath.
        editor.run(.addCursorBelow)
        #expect(editor.document.caretCount == 2)
        for letter in ["a", "b"] { editor.handle(.key(KeyChord(.character(Character(letter).unicodeScalars.first ?? "a")), text: letter)) }
        #expect(editor.marked == "x\n[ab|\n")
        #expect(editor.invariantProblems() == [])
        editor.run(.addCursorBelow)
        editor.handle(.key(KeyChord(.escape)))
        #expect(editor.marked == "|x\nab\n", "Esc puts back the place, which had one caret")
    }

    @Test func altClickAddsACursorAndAltDragSelectsABlock() {
        var editor = CaretText.editor("|abcdef\nabcdef\nabcdef\n")
        editor.handle(.mouse(MouseEvent(kind: .down, button: .left, x: 3, y: 1, modifiers: .alt)))
        #expect(editor.marked == "|ab^cdef\nabcdef\nabcdef\n")
        editor.handle(.mouse(MouseEvent(kind: .drag, button: .left, x: 5, y: 3, modifiers: .alt)))
        #expect(editor.marked == "ab[cd|ef\nab[cd|ef\nab[cd^ef\n")
        editor.handle(.mouse(MouseEvent(kind: .down, button: .left, x: 1, y: 2)))
        #expect(editor.marked == "abcdef\n|abcdef\nabcdef\n")
    }

    @Test func anotherPaneMovesTheExtraCursorsWithEdits() {
        var editor = CaretText.editor("|a\nb\n")
        editor.run(.splitRight)
        editor.run(.previousPane)
        editor.press("Alt+Shift+Down")
        #expect(editor.marked == "|a\n^b\n")
        editor.run(.nextPane)
        #expect(editor.document.caretCount == 1, "the other pane has a view of its own")
        editor.type("X")
        editor.run(.previousPane)
        #expect(editor.marked == "|Xa\n^b\n", "the cursor below moved with the text; the one where X went in stays before it, as a parked cursor does")
        #expect(editor.invariantProblems().isEmpty)
    }
}
