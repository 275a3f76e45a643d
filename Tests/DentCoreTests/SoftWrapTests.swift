import Testing
import DentCore
import DentKeys
import DentTestSupport
import DentText

/// Soft wrap: lines cut into screen rows, the cursor moving and the view scrolling by row, the
/// status column staying the logical one.
@Suite struct SoftWrapTests {
    func editor(_ marked: String, rows: Int = 6, columns: Int = 10) -> Editor {
        var editor = Editor(document: CursorText.document(marked))
        editor.wrapsLines = true
        editor.resize(rows: rows, columns: columns)
        return editor
    }

    func press(_ key: Key, _ modifiers: Modifiers = [], into editor: inout Editor) {
        editor.handle(.key(KeyChord(key, modifiers)))
    }

    @Test func theToggleWrapsAndUnwrapsFromItsChord() {
        var editor = editor("|" + String(repeating: "x", count: 30))
        editor.handle(.key(KeyChord(.character("$"), .alt)))
        #expect(!editor.wrapsLines && editor.wrapWidth == nil)
        #expect(editor.message?.text == "Soft wrap: off")
        editor.run(.toggleSoftWrap)
        #expect(editor.wrapsLines && editor.wrapWidth == 10)
    }

    @Test func downAndUpMoveByScreenRowKeepingTheCellInTheRow() {
        // Rows of 10: "aaaa bbbb ", "cccc dddd ", "ee"; then "next".
        var editor = editor("aa|aa bbbb cccc dddd ee\nnext")
        press(.down, into: &editor)
        #expect(CursorText.format(editor.document) == "aaaa bbbb cc|cc dddd ee\nnext")
        #expect(editor.document.cursorPosition == (1, 13), "the status column is the line's, not the row's")
        press(.down, into: &editor)
        #expect(CursorText.format(editor.document) == "aaaa bbbb cccc dddd ee|\nnext", "the short last row: its end")
        press(.down, into: &editor)
        #expect(CursorText.format(editor.document) == "aaaa bbbb cccc dddd ee\nne|xt", "the goal cell is kept")
        press(.up, into: &editor)
        press(.up, into: &editor)
        #expect(CursorText.format(editor.document) == "aaaa bbbb cc|cc dddd ee\nnext")
    }

    @Test func aRowEndIsNeverWhereTheCursorLandsOnAnotherRowsStart() {
        var editor = editor("aaaa bbb ccccccccc|\nx")
        press(.up, into: &editor)
        let (position, x) = editor.document.cursorRow(width: 10)
        #expect(position == RowPosition(line: 0, row: 0) && x == 8, "past the row's end: its last glyph, not the next row's start")
    }

    @Test func theViewScrollsByRowsToFollowTheCursor() {
        let long = String(repeating: "word ", count: 20)   // 100 columns: 10 rows of 10
        var editor = editor("|" + long + "\nend", rows: 6)
        for _ in 0..<5 { press(.down, into: &editor) }
        #expect(editor.document.scrollPosition == RowPosition(line: 0, row: 2), "four text rows: row 5 is the last shown")
        press(.end, .ctrl, into: &editor)
        #expect(editor.document.scrollPosition == RowPosition(line: 0, row: 8))
        press(.home, .ctrl, into: &editor)
        #expect(editor.document.scrollPosition == RowPosition(line: 0, row: 0))
        press(.pageDown, into: &editor)
        #expect(editor.document.scrollPosition == RowPosition(line: 0, row: 3) && editor.document.cursorRow(width: 10).position.row == 3)
    }

    @Test func turningWrapOnResetsTheSidewaysScroll() {
        var editor = editor(String(repeating: "x", count: 30) + "|")
        editor.run(.toggleSoftWrap)
        #expect(editor.document.scrollColumn == 25, "off: the line scrolls sideways, the cursor to the middle of 10 columns")
        editor.run(.toggleSoftWrap)
        #expect(editor.document.scrollColumn == 0 && editor.document.scrollPosition == RowPosition(line: 0, row: 0))
        #expect(editor.document.cursorRow(width: 10) == (RowPosition(line: 0, row: 3), 0), "three full rows: the end has a row of its own")
    }

    @Test func clicksAndTheWheelCountScreenRows() {
        let long = String(repeating: "word ", count: 20)
        var editor = editor("|" + long + "\nend", rows: 6)
        editor.handle(.mouse(MouseEvent(kind: .down, button: .left, x: 3, y: 3)))
        #expect(editor.document.cursor == 22, "row 3 starts at byte 20")
        editor.handle(.mouse(MouseEvent(kind: .wheelDown, button: .unknown, x: 1, y: 1)))
        #expect(editor.document.scrollPosition == RowPosition(line: 0, row: 3))
        #expect(editor.document.cursorRow(width: 10).position.row == 3, "the cursor keeps to the first row shown")
    }

    @Test func escapeInFindPutsTheWrappedScrollBack() {
        let long = String(repeating: "word ", count: 20) + "needle"
        var editor = editor("|" + long, rows: 6)
        press(.end, .ctrl, into: &editor)
        let scrolled = editor.document.scrollPosition
        #expect(scrolled.row > 0)
        press(.home, .ctrl, into: &editor)
        for _ in 0..<7 { press(.down, into: &editor) }
        let before = editor.document.scrollPosition
        editor.handle(.key(KeyChord(.character("f"), .ctrl)))
        for character in "needle" { editor.handle(.key(KeyChord(.character(character.unicodeScalars.first!)), text: String(character))) }
        #expect(editor.document.scrollPosition != before, "the match, on the last row, is scrolled to")
        editor.handle(.key(KeyChord(.escape)))
        #expect(editor.document.scrollPosition == before)
    }

    /// Random moves over random text: every vertical move lands on the row a flat list of all
    /// rows predicts, and the cursor is always on a row the view shows.
    @Test(arguments: 0..<4)
    func verticalMovesFollowAFlatListOfRows(seed: UInt64) {
        var random = SplitMix64(state: seed)
        let words = ["a", "word", "日本", "\t", "e\u{301}", "xxxxxxxxxxxxxxx", " ", "  "]
        let lines = (0..<12).map { _ in (0..<Int(random.next() % 12)).map { _ in words[Int(random.next() % UInt64(words.count))] }.joined(separator: " ") }
        let width = Int(random.next() % 9) + 3
        var editor = editor("|" + lines.joined(separator: "\n"), rows: 7, columns: width)
        let document = editor.document
        let flat = (0..<document.text.lineCount).flatMap { line in
            document.layout(ofLine: line).wrapRows(width: width).indices.map { RowPosition(line: line, row: $0) }
        }
        for _ in 0..<150 {
            let before = flat.firstIndex(of: editor.document.cursorRow(width: width).position)!
            let (key, step): (Key, Int) = [(.down, 1), (.up, -1), (.pageDown, 4), (.pageUp, -4)][Int(random.next() % 4)]
            press(key, into: &editor)
            let after = flat.firstIndex(of: editor.document.cursorRow(width: width).position)!
            #expect(after == Swift.max(0, Swift.min(before + step, flat.count - 1)), "seed \(seed), width \(width), \(key)")
            let top = flat.firstIndex(of: editor.document.scrollPosition)!
            #expect((top..<(top + editor.textRows)).contains(after), "the cursor's row is on screen")
        }
    }
}

/// Issue 21, item 1: an edit that shrinks the text while the view is scrolled past its new end.
@Suite struct SoftWrapShrinkTests {
    @Test(arguments: ["type", "delete", "backspace", "cut", "paste", "undo"])
    func shrinkingTheTextUnderAWrappedViewKeepsTheViewInside(edit: String) {
        var editor = Editor(document: CursorText.document("|" + (1...200).map(String.init).joined(separator: "\n") + "\n"))
        editor.wrapsLines = true
        editor.resize(rows: 12, columns: 40)
        if edit == "undo" {
            // A 300-line paste into a short text, then its undo from the end.
            editor = Editor(document: CursorText.document("|" + (1...10).map(String.init).joined(separator: "\n")))
            editor.wrapsLines = true
            editor.resize(rows: 12, columns: 40)
            editor.handle(.pasteStart)
            editor.handle(.pasteChunk(Array((1...300).map { "p\($0)\n" }.joined().utf8)))
            editor.handle(.pasteEnd)
            editor.handle(.key(KeyChord(.end, .ctrl)))
            editor.handle(.key(KeyChord(.character("z"), .ctrl)))
        } else {
            editor.handle(.key(KeyChord(.end, .ctrl)))
            editor.handle(.key(KeyChord(.character("a"), .ctrl)))
            switch edit {
            case "type": editor.handle(.key(KeyChord(.character("x")), text: "x"))
            case "delete": editor.handle(.key(KeyChord(.delete)))
            case "backspace": editor.handle(.key(KeyChord(.backspace)))
            case "cut": editor.handle(.key(KeyChord(.character("x"), .ctrl)))
            default:
                editor.handle(.pasteStart)
                editor.handle(.pasteChunk(Array("short".utf8)))
                editor.handle(.pasteEnd)
            }
        }
        #expect(editor.invariantProblems() == [])
        #expect(editor.document.scrollLine < editor.document.text.lineCount)
    }

    @Test func aReloadThatShrinksTheFileKeepsTheViewInside() {
        var editor = Editor(document: CursorText.document("|" + (1...200).map(String.init).joined(separator: "\n")))
        editor.wrapsLines = true
        editor.resize(rows: 12, columns: 40)
        editor.handle(.key(KeyChord(.end, .ctrl)))
        editor.reloaded(editor.currentID, bytes: Array("one\ntwo\n".utf8))
        #expect(editor.invariantProblems() == [])
    }
}
