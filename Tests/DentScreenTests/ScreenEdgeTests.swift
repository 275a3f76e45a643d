import DentWire
import Testing
import DentCore
import DentKeys
import DentScreen
import DentTestSupport
import DentText

/// The edges of the screen: wide characters never cut in half, the cursor always on screen
/// and on the whole character it is on, the bars on the last two rows at every size.
@Suite struct ScreenEdgeTests {
    func editor(_ marked: String, rows: Int, columns: Int, path: String = "test.txt") -> Editor {
        var document = CursorText.document(marked)
        document.path = path
        var editor = Editor(document: consume document)
        editor.showsWhitespace = false
        editor.resize(rows: rows, columns: columns)
        return editor
    }

    /// Renders, checks the grid's invariants, and plays the frame on a virtual terminal that
    /// must show it; returns the text rows.
    func screen(_ editor: Editor, rows: Int, columns: Int) throws -> [String] {
        let grid = Renderer.render(editor, rows: rows, columns: columns)
        #expect(grid.checkInvariants().isEmpty, "\(grid.checkInvariants())")
        var encoder = FrameEncoder(caps: .xterm)
        var terminal = VirtualTerminal(rows: rows, columns: columns)
        try terminal.play(encoder.encode(grid))
        #expect(terminal.mismatch(grid) == nil, "\(terminal.mismatch(grid) ?? "")")
        return ScreenText.lines(grid)
    }

    /// A wide character that ends on the last column is drawn; one the edge cuts is not.
    @Test func aWideCharacterEndingOnTheLastColumnIsDrawnAndOneCutByItIsBlank() throws {
        let text = "|abcdefgh日\nabcdefg日h"
        #expect(Array(try screen(editor(text, rows: 4, columns: 10), rows: 4, columns: 10).prefix(2)) == ["abcdefgh日", "abcdefg日h"])
        #expect(Array(try screen(editor(text, rows: 4, columns: 9), rows: 4, columns: 9).prefix(2)) == ["abcdefgh", "abcdefg日"])
    }

    /// An emoji that ends in a joiner, then a BOM inside the line, then an emoji: the joiner and
    /// the BOM show as their code points. Drawn with the joiner and nothing between, the first
    /// emoji would take the second into its cell on the terminal (UAX #29, GB11), and every later
    /// cell of the row would be a column off what dent thinks is there.
    @Test func anEmojiEndingInAJoinerKeepsItsOwnCellBeforeAnInvisibleCharacter() throws {
        let text = "x👍🏽\u{200D}\u{FEFF}👍🏽\u{0301}y|"
        #expect(try screen(editor(text, rows: 3, columns: 24), rows: 3, columns: 24)[0] == "x👍🏽<200d><feff>👍🏽\u{0301}y")
    }

    /// Issue 60 (seed 90001): two regional indicators with a joiner between them stay apart.
    @Test func regionalIndicatorsJoinedByNothingStayApartOnTheTerminal() throws {
        let text = "\u{1F1E6}\u{200D}\u{1F1E6}x|"
        #expect(try screen(editor(text, rows: 3, columns: 16), rows: 3, columns: 16)[0] == "\u{1F1E6}<200d>\u{1F1E6}x")
    }

    /// Two lone regional indicators with a zero-width space between: three glyphs, each drawn
    /// apart. With the space drawn as nothing the terminal would pair the two into one flag
    /// (UAX #29, GB12) of two cells where dent counted four.
    @Test func loneRegionalIndicatorsApartStayApartOnTheTerminal() throws {
        let text = "\u{1F1E6}\u{200B}\u{1F1E7}x|"
        #expect(try screen(editor(text, rows: 3, columns: 16), rows: 3, columns: 16)[0] == "\u{1F1E6}<200b>\u{1F1E7}x")
    }

    /// Bidirectional controls (a right-to-left override) show where they are, reversed, as
    /// vim shows them: drawn as nothing, the text would read other than it runs
    /// (CVE-2021-42574, "Trojan Source").
    @Test func bidirectionalControlsShowAsTheirCodePoints() throws {
        let grid = Renderer.render(editor("a\u{202E}bc\u{202C}|", rows: 3, columns: 20), rows: 3, columns: 20)
        #expect(ScreenText.lines(grid)[0] == "a<202e>bc<202c>")
        #expect(grid[0, 1].style.contains(.reverse))
        #expect(!grid[0, 7].style.contains(.reverse))
    }

    @Test func aWideCharacterCutByTheHorizontalScrollIsBlank() throws {
        var editor = editor("日本語 text|", rows: 3, columns: 12)
        editor.document.scrollColumn = 1
        #expect(try screen(editor, rows: 3, columns: 12)[0] == "<本語 text", "the mark in the cut half of 日")
        editor.document.scrollColumn = 2
        #expect(try screen(editor, rows: 3, columns: 12)[0] == "< 語 text", "the mark cuts 本, whose other half is blank")
    }

    /// A cursor past the right edge brings the view sideways until it is in the middle, as in
    /// vim and emacs; on a wide character in a view too narrow for that, far enough that all
    /// of the character shows (it would otherwise be drawn as blanks under the cursor).
    @Test func theCharacterUnderTheCursorIsShownWhole() throws {
        let editor = editor("abcdefg|日x", rows: 3, columns: 8)
        #expect(editor.document.scrollColumn == 3, "日 takes columns 7 and 8, one past the edge: column 7 comes to the middle")
        let grid = Renderer.render(editor, rows: 3, columns: 8)
        #expect(ScreenText.lines(grid)[0] == "<efg日x", "the line is scrolled: its first cell is the mark")
        #expect(grid.cursor! == (0, 4))
        let atEnd = self.editor("abcdefgh|", rows: 3, columns: 8)
        #expect(atEnd.document.scrollColumn == 4, "after the last character the cursor takes one cell")
        let narrow = self.editor("ab|日", rows: 3, columns: 2)
        #expect(narrow.document.scrollColumn == 2, "the middle of two columns would cut 日 in half")
        #expect(ScreenText.lines(Renderer.render(narrow, rows: 3, columns: 2))[0] == "日")
    }

    /// Back past the left edge, the view comes back half a screen, or to the line's start.
    @Test func theViewScrollsBackHalfAScreen() throws {
        var editor = editor(String(repeating: "x", count: 40) + "|", rows: 3, columns: 10)
        #expect(editor.document.scrollColumn == 35)
        for _ in 0..<6 { editor.handle(.key(KeyChord(.left))) }
        #expect(editor.document.scrollColumn == 29, "the cursor at column 34, just left of the view, comes to its middle")
        editor.handle(.key(KeyChord(.home)))
        #expect(editor.document.scrollColumn == 0)
    }

    @Test func aWideFileNameTakesItsCellsInTheStatusLine() throws {
        let lines = try screen(editor("a|", rows: 3, columns: 60, path: "/tmp/日本語.txt"), rows: 3, columns: 60)
        #expect(lines[1].hasPrefix(" 日本語.txt "))
        #expect(lines[1].hasSuffix("Ln 1, Col 2"))
        var narrow = editor("a|", rows: 3, columns: 6)
        narrow.message = Message("日本語")
        #expect(try screen(narrow, rows: 3, columns: 6)[1] == " 日本…", "cut with … before the character that does not fit whole")
    }

    /// On a narrow screen the status line keeps the position: the indent style and the line
    /// ending go first, then the name is cut, and last the position becomes `line:column`.
    @Test(arguments: [(60, " test.txt", "Spaces:4 (default)  LF  Ln 1, Col 2"), (30, " test.txt", "Ln 1, Col 2"),
                      (12, " t...t", "1:2")])
    func aNarrowStatusLineKeepsThePosition(columns: Int, start: String, end: String) throws {
        let status = try screen(editor("a|", rows: 3, columns: columns), rows: 3, columns: columns)[1]
        #expect(status.hasPrefix(start) && status.hasSuffix(end), "[\(status)]")
    }

    /// The sizes a resize may bring, each drawn whole as after SIGWINCH: the status line and
    /// the shortcut bar on the last two rows, the cursor on screen.
    @Test(arguments: [(1, 1), (2, 1), (3, 5), (24, 80), (300, 1000), (1000, 300)])
    func everySizeDraws(rows: Int, columns: Int) throws {
        var editor = editor(String(repeating: "line of text 日本\n", count: 40) + "|end", rows: 24, columns: 80)
        editor.resize(rows: rows, columns: columns)
        let lines = try screen(editor, rows: rows, columns: columns)
        #expect(lines.count == rows)
        if rows >= 2 && columns >= 20 {
            #expect(lines[rows - 2].contains("Ln 41"), "\(lines[rows - 2])")
            #expect(lines[rows - 1].hasPrefix("^G Help"))
        }
        if rows >= 3 {
            let grid = Renderer.render(editor, rows: rows, columns: columns)
            let cursor = try #require(grid.cursor, "the cursor is on screen")
            #expect(cursor.row < rows - 2 && cursor.column < columns)
        }
    }

    /// One encoder through a run of resizes (invalidated at each, as the session does): the
    /// terminal shows each size's frame.
    @Test func resizingRedrawsAtEachSize() throws {
        var editor = editor("one\ntwo|\nthree", rows: 24, columns: 80)
        var encoder = FrameEncoder(caps: .xterm)
        for (rows, columns) in [(24, 80), (1, 1), (5, 12), (300, 1000), (24, 80)] {
            editor.resize(rows: rows, columns: columns)
            encoder.invalidate()
            var terminal = VirtualTerminal(rows: rows, columns: columns)
            let grid = Renderer.render(editor, rows: rows, columns: columns)
            try terminal.play(encoder.encode(grid))
            #expect(terminal.mismatch(grid) == nil, "\(rows)×\(columns)")
        }
    }
}

@Suite struct UITextTests {
    /// A file name or a message holding control characters (ESC, a tab) never reaches the
    /// grid, and so the terminal, as a control: each shows as `?`.
    @Test func controlCharactersInUITextShowAsQuestionMarks() {
        var grid = CellGrid(rows: 1, columns: 12)
        grid.write("a\u{1B}[2J\tb\u{7F}", row: 0, column: 0)
        #expect(ScreenText.lines(grid)[0] == "a?[2J?b?")
    }

    /// Issue 60 (seed 90109, the help's filter line): a character a terminal draws as nothing
    /// shows as its code point in UI text too, so the regional indicators around it stay apart;
    /// its width counts the notation.
    @Test func anInvisibleCharacterInUITextShowsAsItsCodePoint() throws {
        let text = "\u{1F1E6}\u{200B}\u{1F1EB}\u{1F1F7}x"
        #expect(CellGrid.width(of: text) == 2 + 6 + 2 + 1)
        var grid = CellGrid(rows: 1, columns: 16)
        grid.write(text, row: 0, column: 0)
        #expect(ScreenText.lines(grid)[0] == "\u{1F1E6}<200b>\u{1F1EB}\u{1F1F7}x")
        var encoder = FrameEncoder(caps: .xterm)
        var terminal = VirtualTerminal(rows: 1, columns: 16)
        try terminal.play(encoder.encode(grid))
        #expect(terminal.mismatch(grid) == nil, "\(terminal.mismatch(grid) ?? "")")
    }

    /// Issue 60 (seed 90107, a file name on the title row): a joiner that ends a cluster joins
    /// nothing after it; sent with its regional indicator, it let the terminal pair that
    /// indicator with the next one into a flag. It shows as its code point after its base.
    @Test func aDanglingJoinerInUITextShowsAsItsCodePoint() throws {
        let text = "\u{1F1E6}\u{200D}\u{1F1EB}\u{1F1F7}x"
        #expect(CellGrid.width(of: text) == 2 + 6 + 2 + 1)
        var grid = CellGrid(rows: 1, columns: 16)
        #expect(grid.write(text, row: 0, column: 0) == 11)
        #expect(ScreenText.lines(grid)[0] == "\u{1F1E6}<200d>\u{1F1EB}\u{1F1F7}x")
        var encoder = FrameEncoder(caps: .xterm)
        var terminal = VirtualTerminal(rows: 1, columns: 16)
        try terminal.play(encoder.encode(grid))
        #expect(terminal.mismatch(grid) == nil, "\(terminal.mismatch(grid) ?? "")")
    }
}
