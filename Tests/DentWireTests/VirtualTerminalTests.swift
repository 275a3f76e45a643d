import DentWire
import Testing
import DentTestSupport

/// The virtual terminal does what xterm does with each sequence the encoder sends, and refuses
/// what it does not know (its model is checked against tmux in `VirtualTerminalTmuxTests`).
@Suite struct VirtualTerminalTests {
    func terminal(_ rows: [String], columns: Int) throws -> VirtualTerminal {
        var terminal = VirtualTerminal(rows: rows.count, columns: columns)
        for (row, text) in rows.enumerated() { try terminal.play(Array("\u{1B}[\(row + 1);1H\(text)".utf8)) }
        return terminal
    }

    func play(_ terminal: inout VirtualTerminal, _ text: String) throws { try terminal.play(Array(text.utf8)) }

    @Test func theLastColumnDefersTheWrapUntilTheNextCharacter() throws {
        var screen = VirtualTerminal(rows: 2, columns: 5)
        try play(&screen, "abcde")
        #expect(screen.cursor == (0, 4) && screen.pendingWrap)
        #expect(screen.lines == ["abcde", ""])
        try play(&screen, "f")
        #expect(screen.lines == ["abcde", "f"])
        #expect(screen.cursor == (1, 1) && !screen.pendingWrap)
    }

    @Test func aWrapOnTheBottomRowScrollsAndAMoveCancelsAPendingWrap() throws {
        var screen = try terminal(["one", "abcde"], columns: 5)
        try play(&screen, "\u{1B}[2;5Hx")
        #expect(screen.pendingWrap)
        try play(&screen, "y")
        #expect(screen.lines == ["abcdx", "y"])
        try play(&screen, "\u{1B}[1;5Hz\u{1B}[1;1Hw")
        #expect(screen.lines == ["wbcdz", "y"], "CUP clears the pending wrap")
        try play(&screen, "\u{1B}[2;5Hq\rQ")
        #expect(screen.lines == ["wbcdz", "Q   q"], "CR clears it too")
    }

    @Test func aWideCharacterThatDoesNotFitGoesToTheNextLine() throws {
        var screen = VirtualTerminal(rows: 2, columns: 5)
        try play(&screen, "abcd日")
        #expect(screen.lines == ["abcd", "日"])
        #expect(screen.cursor == (1, 2))
    }

    @Test func writingOverHalfAWideCharacterBlanksTheOtherHalf() throws {
        var screen = try terminal(["日x", "日x", "a日b"], columns: 6)
        try play(&screen, "\u{1B}[1;2Hy")
        #expect(screen.lines[0] == " yx", "the right half written: the left one is blanked")
        try play(&screen, "\u{1B}[2;1Hz")
        #expect(screen.lines[1] == "z x", "the left half written: the right one is blanked")
        try play(&screen, "\u{1B}[3;1H本")
        #expect(screen.lines[2] == "本 b", "a wide character over a and half of 日")
    }

    @Test func scrollRegionHomesTheCursorAndBoundsScrolling() throws {
        var screen = try terminal(["a", "b", "c", "d", "e"], columns: 3)
        try play(&screen, "\u{1B}[4;3H\u{1B}[2;4r")
        #expect(screen.cursor == (0, 0) && screen.region == 1..<4)
        try play(&screen, "\u{1B}[S")
        #expect(screen.lines == ["a", "c", "d", "", "e"])
        try play(&screen, "\u{1B}[2T")
        #expect(screen.lines == ["a", "", "", "c", "e"])
        try play(&screen, "\u{1B}[r")
        #expect(screen.region == 0..<5 && screen.cursor == (0, 0))
        try play(&screen, "\u{1B}[5;1H\u{1B}[41mx\u{1B}[S")
        #expect(screen.lines == ["", "", "c", "x", ""], "SU scrolls the whole screen without a region")
        #expect(screen.cells[4][0] == Cell(" ", background: .ansi(1)), "lines come in with the current background")
    }

    @Test func insertAndDeleteCharactersShiftTheRestOfTheLine() throws {
        var screen = try terminal(["abcdef", "abcdef"], columns: 6)
        try play(&screen, "\u{1B}[1;3H\u{1B}[41m\u{1B}[2@")
        #expect(screen.lines[0] == "ab  cd")
        #expect(screen.cells[0][2] == Cell(" ", background: .ansi(1)), "blanks with the current background")
        #expect(screen.cursor == (0, 2))
        try play(&screen, "\u{1B}[m\u{1B}[2;2H\u{1B}[2P")
        #expect(screen.lines[1] == "adef")
        try play(&screen, "\u{1B}[2;1H\u{1B}[9P")
        #expect(screen.lines[1] == "", "a count past the end clears to the end")
    }

    @Test func insertAndDeleteLinesStayInsideTheScrollRegion() throws {
        var screen = try terminal(["a", "b", "c", "d", "e"], columns: 3)
        try play(&screen, "\u{1B}[2;4r\u{1B}[3;2H\u{1B}[L")
        #expect(screen.lines == ["a", "b", "", "c", "e"])
        #expect(screen.cursor == (2, 0), "the cursor goes to the first column")
        try play(&screen, "\u{1B}[2;1H\u{1B}[2M")
        #expect(screen.lines == ["a", "c", "", "", "e"])
        try play(&screen, "\u{1B}[r\u{1B}[1;1H\u{1B}[M")
        #expect(screen.lines == ["c", "", "", "e", ""])
    }

    @Test func eraseCursorPositionAndAttributes() throws {
        var screen = try terminal(["abcdef", "ghijkl", "mnopqr"], columns: 6)
        try play(&screen, "\u{1B}[1;3H\u{1B}[K\u{1B}[2;3H\u{1B}[1K\u{1B}[3;5H\u{1B}[2K")
        #expect(screen.lines == ["ab", "   jkl", ""])
        try play(&screen, "\u{1B}[2;2H\u{1B}[J")
        #expect(screen.lines == ["ab", "", ""])
        try play(&screen, "\u{1B}[1;1H\u{1B}[1;2;4;7;38;5;245;48;2;1;2;3mx\u{1B}[22;24;27;31;49my\u{1B}[0mz\u{1B}[3G\u{1B}[1;7m\u{1B}[22mw")
        #expect(screen.cells[0][0] == Cell("x", style: [.bold, .dim, .underline, .reverse], foreground: .indexed(245), background: .rgb(1, 2, 3)))
        #expect(screen.cells[0][1] == Cell("y", foreground: .ansi(1)))
        #expect(screen.cells[0][2] == Cell("w", style: .reverse), "CHA moved back over z; 22 cleared bold")
        try play(&screen, "\u{1B}[2J")
        #expect(screen.lines == ["", "", ""])
        try play(&screen, "\u{1B}[?25l\u{1B}[?2026h")
        #expect(!screen.cursorVisible && screen.synchronizing)
        try play(&screen, "\u{1B}[Hab\u{08}\u{08}c")
        #expect(screen.lines[0] == "cb", "BS moves left")
    }

    /// SGR 3 and 9 set italic and strikethrough; 23 and 29 clear each alone.
    @Test func italicAndStrikethroughAreSetAndClearedAlone() throws {
        var screen = VirtualTerminal(rows: 1, columns: 6)
        try play(&screen, "\u{1B}[1;3;9ma\u{1B}[23mb\u{1B}[29mc\u{1B}[3md\u{1B}[0me")
        #expect(screen.cells[0].prefix(5).map(\.style) == [[.bold, .italic, .strikethrough], [.bold, .strikethrough], .bold,
                                                          [.bold, .italic], []])
    }

    /// Unknown sequences and ones whose effect terminals disagree on throw.
    @Test(arguments: [
        "\u{1B}c", "\u{1B}[5n", "\n", "\u{1B}[?1049h", "\u{1B}[3;1r", "\u{1B}[38;7m", "\u{1B}[5m", "\u{1B}[",
        "日\u{1B}[1;2H\u{1B}[@", "日x\u{1B}[1;2H\u{1B}[P", "abcd日\u{1B}[1;1H\u{1B}[@", "\u{1B}[2;3r\u{1B}[1;1H\u{1B}[L", "abcdef\u{08}",
    ])
    func refusesWhatItDoesNotKnow(bytes: String) {
        var screen = VirtualTerminal(rows: 3, columns: 6)
        #expect(throws: VirtualTerminal.Failure.self) { try screen.play(Array(bytes.utf8)) }
    }
}
