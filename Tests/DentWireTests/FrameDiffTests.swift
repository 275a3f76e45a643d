import DentWire
import Testing
import DentTestSupport

/// Which sequences the frame diff picks for the edits an editor makes, byte for byte, and that
/// a terminal playing them shows the frame.
@Suite struct FrameDiffTests {
    /// A grid of `lines` (text rows, then the status line and the shortcut bar).
    func grid(_ lines: [String], columns: Int = 20, cursor: (Int, Int)? = nil) -> CellGrid {
        var grid = CellGrid(rows: lines.count, columns: columns)
        for (row, line) in lines.enumerated() { grid.write(line, row: row, column: 0, style: row == lines.count - 2 ? .reverse : []) }
        grid.cursor = cursor
        return grid
    }

    /// Encodes `first` then `second`; returns the second frame's bytes as text, after checking
    /// that a terminal playing both shows `second`.
    func frame(_ first: CellGrid, _ second: CellGrid, caps: TerminalCaps = .xterm) throws -> String {
        var encoder = FrameEncoder(caps: caps)
        var terminal = VirtualTerminal(rows: first.rows, columns: first.columns)
        try terminal.play(encoder.encode(first))
        let bytes = encoder.encode(second)
        try terminal.play(bytes)
        #expect(terminal.mismatch(second) == nil, "\(terminal.mismatch(second) ?? "")")
        return String(decoding: bytes, as: UTF8.self)
    }

    func caps(_ features: TerminalCaps.Features) -> TerminalCaps {
        var caps = TerminalCaps.xterm
        caps.features = features
        return caps
    }

    static let lines = ["alpha one", "bravo two", "charlie three", "delta four", "echo five", "foxtrot six"]
    static let bars = [" status", "^Q Quit"]

    @Test func typingMidLineIsOneInsertCharacter() throws {
        let bytes = try frame(grid(["hello world"], cursor: (0, 5)), grid(["helloX world"], cursor: (0, 6)))
        #expect(bytes == "\u{1B}[@X")
    }

    /// A line longer than the row ends in a scroll mark, which the shift pushes off: it is
    /// written again, and the rest of the row is kept.
    @Test func typingMidLineBeforeAScrollMarkShiftsAndRestoresTheMark() throws {
        let bytes = try frame(grid(["abcdefghijklmnopqrs>"], cursor: (0, 5)), grid(["abcdeXfghijklmnopqr>"], cursor: (0, 6)))
        #expect(bytes == "\u{1B}[@X\u{1B}[20G>\u{1B}[1;7H")
    }

    @Test func backspaceMidLineIsOneDeleteCharacter() throws {
        let bytes = try frame(grid(["hello world"], cursor: (0, 6)), grid(["helloworld"], cursor: (0, 5)))
        #expect(bytes == "\u{08}\u{1B}[P")
    }

    @Test func withoutTheShiftFunctionsTheTailIsRewritten() throws {
        let bytes = try frame(grid(["hello world"], cursor: (0, 5)), grid(["helloX world"], cursor: (0, 6)), caps: caps([]))
        #expect(bytes == "X world\u{1B}[1;7H")
    }

    /// Enter on line 2: the rows below move down in a scroll region that ends above the status
    /// line; the status line and the shortcut bar are not sent again.
    @Test func anOpenedLineMovesTheRowsBelowAndNotTheBars() throws {
        let before = grid(FrameDiffTests.lines + FrameDiffTests.bars, cursor: (2, 4))
        var after = FrameDiffTests.lines
        after.insert("", at: 3)
        after.removeLast()
        let next = grid(after + FrameDiffTests.bars, cursor: (3, 0))
        #expect(try frame(before, next) == "\u{1B}[4;6r\u{1B}[T\u{1B}[r\u{1B}[4H")
        // With IL and DL but no scroll region: DL above the bars, IL where the blank row goes.
        #expect(try frame(before, next, caps: caps([.insertDeleteLines])) == "\u{1B}[6H\u{1B}[M\u{1B}[4H\u{1B}[L")
    }

    @Test func scrollingByALineIsOneScrollOfTheTextRows() throws {
        let before = grid(FrameDiffTests.lines + FrameDiffTests.bars, cursor: (5, 0))
        let next = grid(Array(FrameDiffTests.lines.dropFirst()) + ["golf seven"] + FrameDiffTests.bars, cursor: (5, 0))
        #expect(try frame(before, next) == "\u{1B}[1;6r\u{1B}[S\u{1B}[r\u{1B}[6Hgolf seven\r")
        #expect(try frame(before, next, caps: caps([.insertDeleteLines])) == "\u{1B}[H\u{1B}[M\u{1B}[6H\u{1B}[Lgolf seven\r")
        let rewritten = try frame(before, next, caps: caps([]))
        #expect(rewritten.count > 60, "without them, every row is written again: \(rewritten.count) bytes")
    }

    @Test func onlyLargeFramesAreSynchronized() throws {
        let small = try frame(grid(["a"], columns: 80), grid(["b"], columns: 80))
        #expect(!small.contains("2026"))
        let rows = 24
        let full = grid((0..<rows).map { "row \($0) " + String(repeating: "x", count: 60) }, columns: 80)
        let other = grid((0..<rows).map { "other \($0) " + String(repeating: "y", count: 60) }, columns: 80)
        let large = try frame(full, other)
        #expect(large.hasPrefix("\u{1B}[?2026h") && large.hasSuffix("\u{1B}[?2026l"), "\(large.utf8.count) bytes")
        #expect(large.utf8.count > FrameEncoder.synchronizedThreshold)
        var without = TerminalCaps.xterm
        without.features.remove(.synchronizedOutput)
        #expect(!(try frame(full, other, caps: without)).contains("2026"))
    }

    @Test func theCursorTakesTheShortestWay() throws {
        let text = grid(["abcdefghij", "klmnopqrst"], cursor: (0, 8))
        var moved = text
        moved.cursor = (0, 0)
        #expect(try frame(text, moved) == "\r")
        moved.cursor = (0, 7)
        #expect(try frame(text, moved) == "\u{08}")
        moved.cursor = (0, 3)
        #expect(try frame(text, moved) == "\u{1B}[4G")
        #expect(try frame(text, moved, caps: caps([])) == "\u{1B}[1;4H")
        moved.cursor = (1, 3)
        #expect(try frame(text, moved) == "\u{1B}[2;4H")
    }

    /// After the last column is written a wrap is pending: only CUP or CR is exact there.
    @Test func afterTheLastColumnOnlyAbsoluteMovesAreUsed() throws {
        let bytes = try frame(grid(["abc"], columns: 4, cursor: (0, 3)), grid(["abcd"], columns: 4, cursor: (0, 2)))
        #expect(bytes == "d\u{1B}[1;3H")
    }

    @Test func aControlCharacterInACellIsNeverSent() {
        var encoder = FrameEncoder(caps: .xterm)
        var grid = CellGrid(rows: 1, columns: 5)
        grid[0, 0] = Cell("a")
        grid[0, 1] = Cell("\u{1B}")
        grid[0, 2] = Cell("\u{9B}")
        grid[0, 3] = Cell("\n")
        let text = String(decoding: encoder.encode(grid), as: UTF8.self)
        #expect(text.hasSuffix("a???"), "\(text)")
    }

    @Test func wideCharactersReplaceAndAreReplacedWhole() throws {
        let bytes = try frame(grid(["a日b"]), grid(["axyb"]))
        #expect(bytes == "\u{1B}[2Gxy")
        #expect(try frame(grid(["axyb"]), grid(["a日b"])) == "\u{1B}[2G日")
    }
}
