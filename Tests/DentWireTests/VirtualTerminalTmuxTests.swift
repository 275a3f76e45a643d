import DentWire
import Testing
import DentTestSupport

/// The virtual terminal's model checked against a real terminal: the encoder's bytes for 200
/// random frame sequences go both to the model and to a tmux pane (written to the pane's tty,
/// all in one server), and after each sequence the pane (text, styles and colours through
/// `capture-pane -e`, cursor) must show what the model shows. A title set after each sequence
/// (OSC 2, not part of the screen) says when tmux has drawn it all: the test polls for it.
@Suite struct VirtualTerminalTmuxTests {
    static let sequences = 200
    static let framesPerSequence = 8

    @Test func theModelShowsWhatTmuxShows() throws {
        let tmux = try TmuxSession(command: ["sh", "-c", "exec cat > /dev/null"], columns: 80, rows: 24)
        var model = VirtualTerminal(rows: 24, columns: 80)
        var finals: [UInt8: Int] = [:]
        var caps = TerminalCaps.xterm
        caps.colors = .trueColor
        for sequence in 0..<VirtualTerminalTmuxTests.sequences {
            var frames = RandomFrames(rows: 24, columns: 80, seed: 7_000 + UInt64(sequence))
            var encoder = FrameEncoder(caps: caps)
            var bytes: [UInt8] = []
            var last = frames.grid
            for step in 0..<VirtualTerminalTmuxTests.framesPerSequence {
                last = step == 0 ? frames.grid : frames.next()
                bytes += encoder.encode(last)
            }
            try model.play(bytes)
            VirtualTerminalTmuxTests.countFinals(bytes, into: &finals)
            let marker = "dent-sequence-\(sequence)"
            try tmux.writeToPane(bytes + Array("\u{1B}]2;\(marker)\u{1B}\\".utf8))
            let (cursor, screen) = try VirtualTerminalTmuxTests.screen(of: tmux, after: marker)
            let problem = model.cellsMismatch(screen)
            #expect(problem == nil, "sequence \(sequence): tmux differs from the model: \(problem ?? "")")
            if last.cursor != nil {
                #expect(cursor.visible && cursor.row == model.cursor.row && cursor.column == model.cursor.column,
                        "sequence \(sequence): tmux's cursor \(cursor), the model's \(model.cursor)")
            }
            if problem != nil { return }
        }
        // The sequences exercised what the model claims to know.
        for (final, name) in [("@", "ICH"), ("P", "DCH"), ("L", "IL"), ("M", "DL"), ("S", "SU"), ("T", "SD"), ("r", "DECSTBM"),
                              ("G", "CHA"), ("K", "EL"), ("m", "SGR")] as [(Unicode.Scalar, String)] {
            let count = finals[UInt8(ascii: final), default: 0]
            #expect(count >= 10, "the sequences sent only \(count) \(name)")
        }
    }

    /// Waits until the pane's title is `marker`, then reads its screen into a terminal model
    /// (the `capture-pane -e -N` lines played row by row: -N keeps trailing spaces, which may be
    /// styled) and its cursor.
    static func screen(of tmux: TmuxSession, after marker: String) throws -> ((row: Int, column: Int, visible: Bool), CellGrid) {
        let deadline = ContinuousClock.now + .seconds(10)
        while true {
            let output = try tmux.tmux(["display-message", "-p", "-t", tmux.target, "#{pane_title}|#{cursor_y}|#{cursor_x}|#{cursor_flag}",
                                        ";", "capture-pane", "-p", "-e", "-N", "-t", tmux.target]).stdout
            var lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let state = lines.removeFirst().split(separator: "|").map(String.init)
            if state.first == marker, state.count == 4 {
                var captured = VirtualTerminal(rows: 24, columns: 80)
                for (row, line) in lines.prefix(24).enumerated() { try captured.play(Array("\u{1B}[\(row + 1)H".utf8) + Array(line.utf8)) }
                var grid = CellGrid(rows: 24, columns: 80)
                for row in 0..<24 {
                    for column in 0..<80 { grid[row, column] = captured.cells[row][column] }
                }
                return ((Int(state[1]) ?? -1, Int(state[2]) ?? -1, state[3] == "1"), grid)
            }
            guard ContinuousClock.now < deadline else { throw TmuxError("tmux never showed \(marker); title \(state)") }
        }
    }

    /// Counts the final bytes of the CSI sequences in `bytes`.
    static func countFinals(_ bytes: [UInt8], into counts: inout [UInt8: Int]) {
        var index = 0
        while index + 1 < bytes.count {
            guard bytes[index] == 0x1B, bytes[index + 1] == UInt8(ascii: "[") else { index += 1; continue }
            var end = index + 2
            while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
            if end < bytes.count { counts[bytes[end], default: 0] += 1 }
            index = end + 1
        }
    }
}
