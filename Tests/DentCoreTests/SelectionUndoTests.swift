import Testing
import DentCore
import DentKeys
import DentTestSupport
import DentText

/// Scenario helpers: marked text (`|` is the cursor, `[` the selection anchor) and chords.
struct Scenario {
    var editor: Editor

    init(_ marked: String, indent: IndentStyle = .spaces(4)) {
        var text = marked
        var anchor: Int?
        if let bracket = text.firstIndex(of: "[") {
            anchor = text.utf8.distance(from: text.utf8.startIndex, to: bracket.samePosition(in: text.utf8) ?? text.utf8.startIndex)
            text.remove(at: bracket)
        }
        var document = CursorText.document(text, indent: indent)
        if let anchor { document.anchor = anchor > document.cursor ? anchor - 1 : anchor }
        editor = Editor(document: consume document)
    }

    mutating func press(_ chords: String..., at time: UInt64? = nil) {
        for text in chords {
            if let time { editor.clock = time }
            guard let chord = KeyChord(text) else { Issue.record("bad chord \(text)"); continue }
            editor.handle(.key(chord, text: chord.insertedText))
        }
        editor.document.text.checkInvariants()
    }

    /// The text with `|` at the cursor and `[` at the anchor.
    var marked: String {
        var bytes = editor.document.text.bytes.allBytes
        let cursor = editor.document.cursor
        if let anchor = editor.document.anchor, anchor != cursor {
            if anchor > cursor {
                bytes.insert(UInt8(ascii: "["), at: anchor)
                bytes.insert(UInt8(ascii: "|"), at: cursor)
            } else {
                bytes.insert(UInt8(ascii: "|"), at: cursor)
                bytes.insert(UInt8(ascii: "["), at: anchor)
            }
        } else {
            bytes.insert(UInt8(ascii: "|"), at: cursor)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

@Suite struct SelectionTests {
    @Test func shiftMovementSelectsAndTypingReplacesTheSelection() {
        var s = Scenario("a|bcd")
        s.press("Shift+Right", "Shift+Right")
        #expect(s.marked == "a[bc|d")
        s.press("x")
        #expect(s.marked == "ax|d")
    }

    @Test func movementWithoutShiftEndsTheSelectionAtItsEdge() {
        var s = Scenario("a|bcd")
        s.press("Shift+Right", "Shift+Right", "Left")
        #expect(s.marked == "a|bcd")
        s.press("Shift+End", "Right")
        #expect(s.marked == "abcd|")
    }

    @Test func selectAllAndDeleteEmptiesTheFile() {
        var s = Scenario("one\ntw|o")
        s.press("Ctrl+a", "Backspace")
        #expect(s.marked == "|")
    }

    @Test func tabIndentsEveryTouchedLineButNotOneEndedAtColumnZero() {
        var s = Scenario("[a\n\nb\n|c")
        s.press("Tab")
        #expect(s.marked == "    [a\n\n    b\n|c", "blank lines stay empty; the line the selection ends at column 0 is untouched")
        s.press("Shift+Tab")
        #expect(s.marked == "[a\n\nb\n|c")
    }

    @Test func theSelectionMovesWithTheIndentedText() {
        var s = Scenario("x[yz\nab|c")
        s.press("Tab")
        #expect(s.marked == "    x[yz\n    ab|c")
    }

    @Test func selectWordAndWordMovement() {
        var s = Scenario("foo ba|r_2 baz")
        s.press("Alt+w")
        #expect(s.marked == "foo [bar_2| baz")
        s.press("Ctrl+Right")
        #expect(s.marked == "foo bar_2 baz|")
        s.press("Ctrl+Left", "Ctrl+Left")
        #expect(s.marked == "foo |bar_2 baz")
        s.press("Ctrl+Backspace")
        #expect(s.marked == "|bar_2 baz")
    }
}

@Suite struct UndoTests {
    @Test func typingGroupsUntilAPauseOrAMovement() {
        var s = Scenario("|")
        s.press("a", "b", at: 0)
        s.press("c", at: 500)
        s.press("d", at: 2000)
        s.press("Left", "e", at: 2100)
        #expect(s.marked == "abce|d")
        s.press("Ctrl+z")
        #expect(s.marked == "abc|d", "the movement ended the group")
        s.press("Ctrl+z")
        #expect(s.marked == "abc|", "the pause ended the group")
        s.press("Ctrl+z")
        #expect(s.marked == "|")
        s.press("Ctrl+y", "Ctrl+y")
        #expect(s.marked == "abcd|")
        s.press("Ctrl+Shift+z")
        #expect(s.marked == "abce|d")
    }

    @Test func undoRestoresTheSelectionAndTheModifiedMark() {
        var s = Scenario("a[bc|d")
        s.press("x")
        #expect(s.editor.document.isModified)
        s.press("Ctrl+z")
        #expect(s.marked == "a[bc|d")
        #expect(!s.editor.document.isModified)
    }

    @Test func aSaveBreaksTheGroupAndUndoingPastItMarksModified() {
        var s = Scenario("|")
        s.press("a", at: 0)
        s.editor.saveFinished(s.editor.currentID, error: nil, lines: 1)
        s.press("b", at: 10)
        s.press("Ctrl+z")
        #expect(s.marked == "a|")
        #expect(!s.editor.document.isModified)
        s.press("Ctrl+z")
        #expect(s.editor.document.isModified)
    }

    @Test func aPasteInChunksIsOneUndoStep() {
        var s = Scenario("x|")
        for event: KeyEvent in [.pasteStart, .pasteChunk(Array("one ".utf8)), .pasteChunk(Array("two".utf8)), .pasteEnd] {
            s.editor.handle(event)
        }
        #expect(s.marked == "xone two|")
        s.press("Ctrl+z")
        #expect(s.marked == "x|")
    }

    @Test func indentingTenThousandLinesIsOneChangeAndOneUndoStep() {
        let text = (0..<10_000).map { "line \($0)" }.joined(separator: "\n")
        var s = Scenario("|" + text)
        s.press("Ctrl+a", "Tab")
        #expect(s.editor.document.text.countedLines == 10_000)
        #expect(s.editor.document.text.lineBytes(9_999) == Array("    line 9999".utf8))
        s.press("Ctrl+z")
        #expect(s.editor.document.text.bytes.allBytes == Array(text.utf8))
    }

    @Test func nothingToUndoSaysSo() {
        var s = Scenario("a|")
        s.press("Ctrl+z")
        #expect(s.editor.message == Message("Nothing to undo"))
    }
}

@Suite struct IndentRuleTests {
    @Test func backspaceInLeadingWhitespaceRemovesOneLevel() {
        var s = Scenario("        |x")
        s.press("Backspace")
        #expect(s.marked == "    |x")
        var odd = Scenario("      |x")
        odd.press("Backspace")
        #expect(odd.marked == "    |x", "back to the previous indent stop")
        var tabs = Scenario("\t\t|x", indent: .tabs)
        tabs.press("Backspace")
        #expect(tabs.marked == "\t|x")
        var text = Scenario("    ab|")
        text.press("Backspace")
        #expect(text.marked == "    a|", "after text, one character")
    }

    @Test func enterKeepsIndentationAndALeftBlankLineIsEmptied() {
        var s = Scenario("    foo|")
        s.press("Enter")
        #expect(s.marked == "    foo\n    |")
        s.press("Enter")
        #expect(s.marked == "    foo\n\n    |", "the line the cursor left holds no trailing whitespace")
        s.press("x")
        #expect(s.marked == "    foo\n\n    x|")
    }

    @Test func literalInsertTypesARealTab() {
        var s = Scenario("a|b")
        s.press("Alt+v", "Tab")
        #expect(s.marked == "a\t|b")
        s.press("Ctrl+t", "Ctrl+a")
        #expect(s.marked == "a\t\u{01}|b")
        s.press("Tab")
        #expect(s.marked == "    a\t\u{01}|b", "after one literal key, Tab indents again")
    }
}

@Suite struct ClipboardAndLineTests {
    @Test func copyAndCutTakeTheWholeLineWhenNothingIsSelected() {
        var s = Scenario("one\ntw|o\nthree")
        s.press("Ctrl+x")
        #expect(s.marked == "one\n|three")
        #expect(s.editor.message == Message("Line cut — Ctrl+Q quits"))
        s.press("Ctrl+v")
        #expect(s.marked == "one\ntwo\n|three", "a whole line pastes above the cursor's line")
        s.press("Ctrl+x")
        #expect(s.editor.message == Message("Line cut"), "the nano hint is shown once")
    }

    @Test func copyOffersTheTextToTheSystemClipboard() {
        var s = Scenario("a[bc|d")
        s.press("Ctrl+c")
        #expect(s.editor.takeEffects() == [.copyToSystemClipboard(Array("bc".utf8))])
        s.press("End", "Ctrl+v")
        #expect(s.marked == "abcdbc|")
    }

    @Test func deleteDuplicateAndMoveLines() {
        var s = Scenario("a\nb|x\nc")
        s.press("Ctrl+d")
        #expect(s.marked == "a\nbx\nb|x\nc")
        s.press("Alt+Down")
        #expect(s.marked == "a\nbx\nc\nb|x")
        s.press("Alt+Up", "Alt+Up", "Alt+Up")
        #expect(s.marked == "b|x\na\nbx\nc")
        s.press("Ctrl+k")
        #expect(s.marked == "|a\nbx\nc")
        s.press("Ctrl+End", "Ctrl+k")
        #expect(s.marked == "a\n|bx")
    }
}

@Suite struct HelpViewBehaviourTests {
    @Test func enterRunsTheHighlightedCommandWhereTheUserWas() {
        var s = Scenario("ab|c")
        s.press("F1")
        for letter in ["u", "n", "d", "o"] { s.press(letter) }
        s.press("Enter")
        #expect(s.editor.modals.isEmpty)
        #expect(s.editor.message == Message("Nothing to undo"))
        #expect(s.marked == "ab|c")
    }

    @Test func theBarShowsWhatWorksWithASelection() {
        var s = Scenario("a|bc")
        s.press("Shift+Right")
        let bar = s.editor.barShortcuts.map(\.title)
        #expect(bar.contains("Indent lines") && bar.contains("Outdent lines") && bar.contains("Copy") && bar.contains("Cut"))
    }
}

/// Random edit sequences through the editor: every state keeps the buffer's invariants, undoing
/// everything gives back the original text, and redoing everything the furthest one.
@Suite struct EditorModelTests {
    static let keys = ["a", "é", "日", "Space", "Enter", "Tab", "Shift+Tab", "Backspace", "Delete", "Left", "Right",
                       "Up", "Down", "Home", "End", "Shift+Right", "Shift+Down", "Ctrl+Backspace", "Ctrl+d",
                       "Alt+Up", "Ctrl+k", "Ctrl+c", "Ctrl+x", "Ctrl+v", "Ctrl+z", "Ctrl+y"]

    @Test(arguments: 0..<40)
    func undoAllAndRedoAllRoundTrip(seed: UInt64) {
        var random = SplitMix64(state: seed)
        let original = "def f(x):\r\n    return x\r\n\tz\u{FF}\n"
        var s = Scenario("|" + original)
        for step in 0..<150 {
            let key = EditorModelTests.keys[Int(random.next() % UInt64(EditorModelTests.keys.count))]
            s.press(key, at: UInt64(step) * 700)
            if random.next() % 9 == 0 {
                for event: KeyEvent in [.pasteStart, .pasteChunk(Array("p\rq\t".utf8)), .pasteEnd] { s.editor.handle(event) }
            }
        }
        // The furthest state: what is left to redo is part of the history too.
        while s.editor.document.redo() {}
        let final = s.editor.document.text.bytes.allBytes
        while s.editor.document.undo() {}
        #expect(s.editor.document.text.bytes.allBytes == Array(original.utf8), "seed \(seed)")
        while s.editor.document.redo() {}
        #expect(s.editor.document.text.bytes.allBytes == final, "seed \(seed)")
        s.editor.document.text.checkInvariants()
    }
}
