import DentWire
import Testing
import DentCore
import DentKeys
import DentScreen
import DentTestSupport
import DentText

/// Several cursors as drawn: every extra cursor a reversed cell (both cells of a wide glyph, a
/// blank cell at a line's end), every extra selection reversed, the count in the status line.
@Suite struct MultiCursorViewTests {
    /// Each row's cells as `#` where reversed, `.` where not.
    func reversed(_ grid: CellGrid, rows: Int) -> [String] {
        (0..<rows).map { row in String((0..<grid.columns).map { grid[row, $0].style.contains(.reverse) ? "#" : "." }) }
    }

    func editor(_ marked: String, columns: Int, wrapping: Bool = false) -> Editor {
        var editor = Editor(document: CursorText.document(marked))
        editor.wrapsLines = wrapping
        editor.resize(rows: 6, columns: columns)
        return editor
    }

    @Test func extraCursorsAndSelectionsAreReversedAndTheStatusCountsThem() {
        var editor = editor("|a日c\nxyz\nq", columns: 60)
        editor.handle(.key(KeyChord(.right)))
        editor.handle(.key(KeyChord(.down, [.alt, .shift])))
        editor.handle(.key(KeyChord(.down, [.alt, .shift])))
        // Carets after a (on 日), after x, at the end of q (the primary): select right at each.
        editor.handle(.key(KeyChord(.right, .shift)))
        let grid = Renderer.render(editor, rows: 6, columns: 60)
        #expect(Array(ScreenText.lines(grid).prefix(3)) == ["a日c", "xyz", "q"])
        let marks = reversed(grid, rows: 3)
        #expect(marks[0].prefix(5) == ".###.", "the selected wide glyph (both its cells) and the cursor after it on c")
        #expect(marks[1].prefix(4) == ".##.", "y selected, the cursor on z")
        #expect(marks[2].prefix(3) == "...", "the primary's cursor is the terminal's")
        #expect(grid.cursor! == (2, 1))
        #expect(ScreenText.lines(grid)[4].contains("3 cursors"))
    }

    @Test func extraCursorsOnAWideGlyphAndAtALineEndAreReversedCells() {
        var editor = editor("|a日c\nxyz\nq", columns: 30)
        editor.handle(.key(KeyChord(.right)))
        editor.handle(.key(KeyChord(.down, [.alt, .shift])))
        let grid = Renderer.render(editor, rows: 6, columns: 30)
        #expect(reversed(grid, rows: 2)[0].prefix(5) == ".##..", "the other cursor on 日: both its cells")
        #expect(reversed(grid, rows: 2)[1].prefix(4) == "....", "the primary is the terminal's cursor")
        #expect(grid.cursor! == (1, 1))
        editor.handle(.key(KeyChord(.end)))
        let moved = Renderer.render(editor, rows: 6, columns: 30)
        #expect(reversed(moved, rows: 2)[0].prefix(6) == "....#.", "past the end of its line: a reversed blank")
        #expect(moved.cursor! == (1, 3))
    }

    @Test func withSoftWrapACursorOnTheSecondRowOfALineIsDrawnThere() {
        var editor = editor("|abcdefgh日j\nabcdefgh日j", columns: 9, wrapping: true)
        editor.handle(.key(KeyChord(.down, [.alt, .shift])))
        editor.handle(.key(KeyChord(.down, [.alt, .shift])))
        editor.handle(.key(KeyChord(.down, [.alt, .shift])))
        let grid = Renderer.render(editor, rows: 6, columns: 9)
        #expect(Array(ScreenText.lines(grid).prefix(4)) == ["abcdefgh", "日j", "abcdefgh", "日j"])
        #expect(reversed(grid, rows: 4) == ["#........", "##.......", "#........", "........."])
        #expect(grid.cursor! == (3, 0))
    }

    @Test func aCachedFrameFollowsTheExtraCursors() {
        var editor = editor("|one\ntwo\nthree", columns: 20)
        var screen = Screen(caps: .xterm)
        editor.handle(.key(KeyChord(.down, [.alt, .shift])))
        _ = screen.grid(editor, rows: 6, columns: 20)
        for key in [KeyChord(.right), KeyChord(.down, [.alt, .shift]), KeyChord(.right, .shift), KeyChord(.escape)] {
            editor.handle(.key(key))
            let cached = screen.grid(editor, rows: 6, columns: 20)
            let fresh = Renderer.render(editor, rows: 6, columns: 20)
            #expect(reversed(cached, rows: 3) == reversed(fresh, rows: 3), "\(key)")
        }
    }
}
