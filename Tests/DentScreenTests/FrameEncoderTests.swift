import Testing
import DentScreen
import DentTestSupport

/// The encoder against an in-memory terminal: whatever the frames, the terminal must end up
/// showing the last one exactly.
@Suite struct FrameEncoderTests {
    static let samples: [Cell] = [
        .blank, Cell("a"), Cell("b"), Cell("x", style: .reverse), Cell(" ", style: .reverse), Cell("y", style: .bold),
    ]

    func randomGrid(rows: Int, columns: Int, using random: inout SplitMix64) -> CellGrid {
        var grid = CellGrid(rows: rows, columns: columns)
        for row in 0..<rows {
            var column = 0
            while column < columns {
                if column + 1 < columns, Int.random(in: 0..<8, using: &random) == 0 {
                    grid[row, column] = Cell("日")
                    grid[row, column + 1] = Cell("")
                    column += 2
                } else {
                    grid[row, column] = FrameEncoderTests.samples.randomElement(using: &random) ?? .blank
                    column += 1
                }
            }
        }
        if Bool.random(using: &random) {
            grid.cursor = (Int.random(in: 0..<rows, using: &random), Int.random(in: 0..<columns, using: &random))
        }
        return grid
    }

    @Test(arguments: 0..<30)
    func anySequenceOfFramesEndsOnTheLastFrame(seed: UInt64) {
        var random = SplitMix64(state: seed)
        var encoder = FrameEncoder(caps: .xterm)
        var terminal = VirtualTerminal(rows: 5, columns: 12)
        var grid = randomGrid(rows: 5, columns: 12, using: &random)
        for _ in 0..<20 {
            // Change a few cells of the last frame, as typing does, or draw a new one.
            if Bool.random(using: &random) {
                grid = randomGrid(rows: 5, columns: 12, using: &random)
            } else {
                let row = Int.random(in: 0..<5, using: &random)
                let column = Int.random(in: 0..<12, using: &random)
                if !grid[row, column].isContinuation && grid[row, column].text != "日" {
                    grid[row, column] = FrameEncoderTests.samples.randomElement(using: &random) ?? .blank
                }
            }
            terminal.play(encoder.encode(grid))
            #expect(terminal.shows(grid), "seed \(seed)")
            #expect(terminal.unknownSequences.isEmpty)
        }
    }

    @Test func anUnchangedFrameCostsNothing() {
        var encoder = FrameEncoder(caps: .xterm)
        var grid = CellGrid(rows: 3, columns: 10)
        grid.write("hello", row: 0, column: 0)
        grid.cursor = (0, 5)
        _ = encoder.encode(grid)
        #expect(encoder.encode(grid).isEmpty)
    }

    /// The terminal cursor already sits after the last character, so no movement is sent.
    @Test func typingOneCharacterAtTheEndOfALineWritesOnlyThatCharacter() {
        var encoder = FrameEncoder(caps: .xterm)
        var grid = CellGrid(rows: 3, columns: 10)
        grid.write("hello", row: 0, column: 0)
        grid.cursor = (0, 5)
        _ = encoder.encode(grid)
        grid.write("!", row: 0, column: 5)
        grid.cursor = (0, 6)
        #expect(String(decoding: encoder.encode(grid), as: UTF8.self) == "!")
    }

    @Test func clearedTailsAreOneEraseToEndOfLine() {
        var encoder = FrameEncoder(caps: .xterm)
        var grid = CellGrid(rows: 1, columns: 10)
        grid.write("abcdefgh", row: 0, column: 0)
        grid.cursor = (0, 0)
        _ = encoder.encode(grid)
        var shorter = CellGrid(rows: 1, columns: 10)
        shorter.write("ab", row: 0, column: 0)
        shorter.cursor = (0, 0)
        #expect(String(decoding: encoder.encode(shorter), as: UTF8.self) == "\u{1B}[1;3H\u{1B}[K\u{1B}[1;1H")
    }

    @Test func invalidateRedrawsEverything() {
        var encoder = FrameEncoder(caps: .xterm)
        var grid = CellGrid(rows: 2, columns: 4)
        grid.write("ab", row: 1, column: 0)
        _ = encoder.encode(grid)
        encoder.invalidate()
        var terminal = VirtualTerminal(rows: 2, columns: 4)
        terminal.play(Array("garbage".utf8))
        terminal.play(encoder.encode(grid))
        #expect(terminal.shows(grid))
    }
}
