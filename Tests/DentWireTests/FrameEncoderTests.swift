import DentWire
import Testing
import DentTestSupport

/// The encoder against the virtual terminal: whatever the frames and whichever functions the
/// terminal has, the terminal must end up showing each frame exactly.
@Suite struct FrameEncoderTests {
    /// Terminals from the richest to one with none of the optional functions.
    static let terminals: [(String, TerminalCaps)] = [
        ("all, true colour", caps(.all, .trueColor)),
        ("all, 256 colours", caps(.all, .indexed256)),
        ("no optional functions, 8 colours", caps([], .ansi8)),
        ("characters only, no colour", caps([.insertCharacters, .deleteCharacters], .none)),
        ("lines only", caps([.insertDeleteLines, .columnAddress], .trueColor)),
        ("scroll region only", caps([.scrollRegion], .trueColor)),
    ]

    static func caps(_ features: TerminalCaps.Features, _ colors: ColorDepth) -> TerminalCaps {
        var caps = TerminalCaps.xterm
        caps.features = features
        caps.colors = colors
        return caps
    }

    @Test(arguments: 0..<40)
    func randomFrameSequencesEndOnEachFrame(seed: UInt64) throws {
        let sizes = [(5, 12), (8, 20), (24, 80), (3, 7)]
        let (name, caps) = FrameEncoderTests.terminals[Int(seed) % FrameEncoderTests.terminals.count]
        let (rows, columns) = sizes[Int(seed / 6) % sizes.count]
        var frames = RandomFrames(rows: rows, columns: columns, seed: seed)
        var encoder = FrameEncoder(caps: caps)
        var terminal = VirtualTerminal(rows: rows, columns: columns)
        for step in 0..<60 {
            let grid = step == 0 ? frames.grid : frames.next()
            #expect(grid.checkInvariants().isEmpty, "\(grid.checkInvariants())")
            try terminal.play(encoder.encode(grid))
            let problem = terminal.mismatch(grid.shown(with: caps))
            #expect(problem == nil, "seed \(seed) (\(name), \(rows)×\(columns)), frame \(step): \(problem ?? "")")
            if problem != nil { return }
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
        #expect(String(decoding: encoder.encode(shorter), as: UTF8.self) == "\u{1B}[3G\u{1B}[K\r")
    }

    @Test func invalidateRedrawsEverything() throws {
        var encoder = FrameEncoder(caps: .xterm)
        var grid = CellGrid(rows: 2, columns: 4)
        grid.write("ab", row: 1, column: 0)
        _ = encoder.encode(grid)
        encoder.invalidate()
        var terminal = VirtualTerminal(rows: 2, columns: 4)
        try terminal.play(Array("garbage".utf8))
        try terminal.play(encoder.encode(grid))
        #expect(terminal.shows(grid))
    }
}
