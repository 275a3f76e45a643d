import Testing
import DentCore
import DentKeys
import DentTestSupport

/// How the view follows the cursor: a jump centres its target, a step scrolls by one, a resize
/// keeps the first line and resets the sideways scroll.
@Suite struct ScrollFollowTests {
    /// Lines "1" to "count", the cursor on line 1, in a window of `rows` (two for the bars).
    func editor(lines count: Int = 200, rows: Int = 12, columns: Int = 80, wrap: Bool = false) -> Editor {
        let text = (1...count).map(String.init).joined(separator: "\n")
        var editor = Editor(document: CursorText.document("|" + text))
        editor.wrapsLines = wrap
        editor.resize(rows: rows, columns: columns)
        return editor
    }

    func press(_ chords: String..., into editor: inout Editor) {
        for text in chords {
            guard let chord = KeyChord(text) else { Issue.record("bad chord \(text)"); continue }
            editor.handle(.key(chord, text: chord.insertedText))
        }
    }

    func goTo(_ line: String, in editor: inout Editor) {
        press("Ctrl+l", into: &editor)
        for character in line { press(String(character), into: &editor) }
        press("Enter", into: &editor)
    }

    @Test(arguments: [false, true]) func goingToALineBelowTheViewCentresIt(wrap: Bool) {
        var editor = editor(wrap: wrap)
        goTo("100", in: &editor)
        #expect(editor.document.cursorLine == 99)
        #expect(editor.document.scrollLine == 94, "line 100 on the sixth of ten rows, not the last")
        goTo("3", in: &editor)
        #expect(editor.document.scrollLine == 0, "centring never scrolls above the first line")
        goTo("200", in: &editor)
        #expect(editor.document.scrollLine == 190, "nor past showing the last line on the last row")
    }

    /// Issue 51, item 19: a jump to the line just below the view (or just above it) centres
    /// it as any other jump does; only a step scrolls by one.
    @Test(arguments: [false, true]) func goingToTheLineJustPastAnEdgeCentresIt(wrap: Bool) {
        var editor = editor(wrap: wrap)
        goTo("11", in: &editor)
        #expect(editor.document.cursorLine == 10)
        #expect(editor.document.scrollLine == 5, "line 11 on the sixth row, not the last")
        goTo("50", in: &editor)
        #expect(editor.document.scrollLine == 44)
        goTo("44", in: &editor)
        #expect(editor.document.scrollLine == 38, "the line just above the view is centred too")
    }

    @Test func aMatchJustBelowTheViewIsCentred() {
        var editor = editor()
        press("Ctrl+f", "1", "1", "Enter", into: &editor)
        #expect(editor.document.cursorLine == 10)
        #expect(editor.document.scrollLine == 5)
    }

    @Test func aMatchBelowTheViewIsCentred() {
        var editor = editor()
        press("Ctrl+f", "1", "5", "0", "Enter", into: &editor)
        #expect(editor.document.cursorLine == 149)
        #expect(editor.document.scrollLine == 144)
    }

    @Test(arguments: [false, true]) func aStepPastTheEdgeScrollsByOne(wrap: Bool) {
        var editor = editor(wrap: wrap)
        for _ in 0..<10 { press("Down", into: &editor) }
        #expect(editor.document.scrollLine == 1)
        press("Down", into: &editor)
        #expect(editor.document.scrollLine == 2)
        goTo("100", in: &editor)
        press("Up", "Up", "Up", "Up", "Up", "Up", into: &editor)
        #expect(editor.document.scrollLine == 93, "one line above the first shown: scroll by one")
    }

    @Test func widerAfterNarrowShowsTheLinesFromTheirStart() {
        let long = String(repeating: "x", count: 60)
        var editor = Editor(document: CursorText.document("a\n" + long + "|\nb"))
        editor.resize(rows: 30, columns: 100)
        editor.resize(rows: 15, columns: 40)
        #expect(editor.document.scrollColumn > 0)
        editor.resize(rows: 30, columns: 100)
        #expect(editor.document.scrollColumn == 0, "the line fits: nothing is scrolled sideways")
    }

    @Test func aResizeKeepsTheFirstLineWhileTheCursorIsShown() {
        var editor = editor()
        goTo("100", in: &editor)
        editor.resize(rows: 22, columns: 80)
        #expect(editor.document.scrollLine == 94, "no re-centring")
        editor.resize(rows: 5, columns: 80)
        #expect(editor.document.scrollLine == 97, "the cursor left: the least scroll brings it back, on the last row")
    }

    @Test(arguments: [false, true]) func aTallerWindowFillsRowsBelowTheEndFromAbove(wrap: Bool) {
        var editor = editor(lines: 20, wrap: wrap)
        goTo("10", in: &editor)
        editor.resize(rows: 1, columns: 1)
        #expect(editor.document.scrollLine == 9)
        editor.resize(rows: 30, columns: 100)
        #expect(editor.document.scrollLine == 0, "lines 1-9 exist: they fill the rows, no ~ below")
        #expect(editor.document.cursorLine == 9)
    }
}
