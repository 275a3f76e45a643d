import Testing
import DentCore
import DentKeys
import DentTestSupport

@Suite struct MouseTests {
    func editor(_ marked: String) -> Editor {
        var editor = Editor(document: CursorText.document(marked))
        editor.resize(rows: 6, columns: 20)
        return editor
    }

    func mouse(_ kind: MouseEvent.Kind, x: Int, y: Int, _ modifiers: Modifiers = []) -> KeyEvent {
        .mouse(MouseEvent(kind: kind, button: .left, x: x, y: y, modifiers: modifiers))
    }

    @Test func aClickPlacesTheCursorAndADragSelects() {
        var editor = editor("|one\ntwo 日本\nthree")
        editor.handle(mouse(.down, x: 3, y: 2))
        #expect(CursorText.format(editor.document) == "one\ntw|o 日本\nthree")
        editor.handle(mouse(.drag, x: 7, y: 2))
        #expect(editor.document.selection == 6..<11, "cell 7 is the first cell of 本")
        editor.handle(mouse(.drag, x: 6, y: 2))
        #expect(editor.document.selection == 6..<8, "the second cell of 日 counts as 日: the selection ends before it")
        editor.handle(mouse(.drag, x: 2, y: 3))
        #expect(editor.document.selection == 6..<16)
        editor.handle(mouse(.up, x: 2, y: 3))
        #expect(editor.document.selection == 6..<16)
    }

    @Test func shiftClickExtendsAndClicksOutsideTheTextDoNothing() {
        var editor = editor("ab|cdef")
        editor.handle(mouse(.down, x: 5, y: 1, .shift))
        #expect(editor.document.selection == 2..<4)
        editor.handle(mouse(.down, x: 1, y: 5))
        editor.handle(mouse(.down, x: 1, y: 6))
        #expect(editor.document.selection == 2..<4, "the status line and the bar are not text")
    }

    @Test func theWheelScrollsAndKeepsTheCursorInView() {
        let text = (1...30).map { "line \($0)" }.joined(separator: "\n")
        var editor = editor("|" + text)
        editor.handle(.mouse(MouseEvent(kind: .wheelDown, button: .unknown, x: 1, y: 1)))
        #expect(editor.document.scrollLine == 3)
        #expect(editor.document.cursorLine == 3)
        editor.handle(.mouse(MouseEvent(kind: .wheelUp, button: .unknown, x: 1, y: 1)))
        #expect(editor.document.scrollLine == 0)
        #expect(editor.document.cursorLine == 3, "still in view: the cursor stays")
    }

    @Test func aDoubleClickSelectsAWordAndATripleClickTheLine() {
        var editor = editor("|one two three\nnext")
        editor.clock = 1_000
        editor.handle(mouse(.down, x: 6, y: 1))
        editor.clock = 1_200
        editor.handle(mouse(.down, x: 6, y: 1))
        #expect(editor.document.selection == 4..<7, "two")
        editor.clock = 1_350
        editor.handle(mouse(.down, x: 6, y: 1))
        #expect(editor.document.selection == 0..<14, "the line with its line break")
        editor.clock = 2_000
        editor.handle(mouse(.down, x: 6, y: 1))
        #expect(editor.document.selection == nil && editor.document.cursor == 5, "slower than 400 ms: a new single click")
        editor.clock = 2_100
        editor.handle(mouse(.down, x: 2, y: 1))
        #expect(editor.document.selection == nil, "a quick click elsewhere is a single click")
    }

    @Test func aClickOnTheShortcutBarRunsTheShortcutDrawnThere() {
        var editor = editor("|abc")
        let items = BarItem.layout(editor.barShortcuts, width: 20)
        let help = items.first { $0.shortcut.command == .help }!
        editor.handle(mouse(.down, x: help.columns.upperBound, y: 6))
        #expect(editor.activeContext == .help, "the last cell of the title is still the item")
        let close = BarItem.layout(editor.barShortcuts, width: 20).first!
        editor.handle(mouse(.down, x: close.columns.lowerBound + 1, y: 6))
        #expect(editor.modals.isEmpty, "the help view's own bar: its first item closes it")
        editor.handle(mouse(.down, x: 20, y: 6))
        #expect(editor.modals.isEmpty && CursorText.format(editor.document) == "|abc", "a blank part of the bar does nothing")
    }

    @Test func aDragPastTheTopOrTheBottomScrolls() {
        let text = (1...30).map { "line \($0)" }.joined(separator: "\n")
        var editor = editor("|" + text)
        editor.handle(mouse(.down, x: 1, y: 2))
        for _ in 0..<3 { editor.handle(mouse(.drag, x: 1, y: 6)) }
        #expect(editor.document.scrollLine == 3, "each drag report below the text scrolls a line")
        #expect(editor.document.cursorLine == 6 && editor.document.selection != nil)
        editor.handle(mouse(.drag, x: 1, y: 1))
        #expect(editor.document.scrollLine == 2 && editor.document.cursorLine == 2)
        #expect(editor.document.anchor == editor.document.text.lineRange(1).lowerBound, "the selection still starts at the click")
    }
}
