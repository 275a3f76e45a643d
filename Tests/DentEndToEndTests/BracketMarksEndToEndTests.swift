import DentTestSupport
import Testing

/// The matching bracket highlight in the real binary with soft wrap on, read from tmux with
/// `capture-pane -e`: the partner of the bracket at the cursor is drawn reversed on the wrapped
/// row that shows it.
@Suite("End to end: matching bracket on wrapped rows")
struct BracketMarksEndToEndTests {
    /// For each character of row `row`, whether it is drawn reversed, read by playing the SGR
    /// sequences of the rows up to it (tmux sets a pen once and it holds until changed: 7
    /// reverses; 27 and 0 stop it).
    static func reversed(_ run: DentRun, row: Int) throws -> [Bool] {
        let text = try run.tmux.tmux(["capture-pane", "-p", "-e", "-t", run.tmux.target]).stdout
        var reverse = false
        var cells: [Bool] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).prefix(row + 1).enumerated() {
            cells = []
            var characters = Array(line)[...]
            while let character = characters.popFirst() {
                guard character == "\u{1B}", characters.first == "[" else {
                    cells.append(reverse)
                    continue
                }
                characters.removeFirst()
                var parameters = ""
                while let next = characters.popFirst(), next != "m" { parameters.append(next) }
                for field in parameters.split(separator: ";", omittingEmptySubsequences: false).map({ Int($0) ?? 0 }) {
                    if field == 7 { reverse = true }
                    if field == 0 || field == 27 { reverse = false }
                }
            }
            if index == row { return cells }
        }
        return cells
    }

    /// The columns of row `row` drawn reversed.
    static func reversedColumns(_ run: DentRun, row: Int) throws -> [Int] {
        try reversed(run, row: row).enumerated().filter(\.element).map(\.offset)
    }

    @Test("With soft wrap on, the partner on a continuation row is marked there, and from it the opener on the first row")
    func partnerOnAContinuationRow() throws {
        // 20 columns: rows "ab(" + 17 letters, 20 letters, then "hij)z".
        let letters = String(repeating: "abcdefghij", count: 4)
        let run = try DentRun(file: "w.txt", contents: "ab(" + letters + ")z\nend\n", columns: 20, rows: 8) { directory in
            try directory.makeDirectory("config/dent")
            try directory.write("config/dent/dent.conf", "soft-wrap = on\n")
        }
        let screen = try run.waitUntilReady()
        #expect(screen[2] == "hij)z", "the closer on the second continuation row: \(screen)")
        try run.tmux.sendKeys("Right", "Right")
        try run.tmux.waitFor("the closer reversed on its wrapped row") { _ in
            try BracketMarksEndToEndTests.reversedColumns(run, row: 2) == [3]
        }
        #expect(try BracketMarksEndToEndTests.reversedColumns(run, row: 0).isEmpty)
        #expect(try BracketMarksEndToEndTests.reversedColumns(run, row: 1).isEmpty)
        try run.tmux.sendKeys("M-m")
        try run.tmux.waitFor("the opener reversed on the line's first row") { _ in
            try BracketMarksEndToEndTests.reversedColumns(run, row: 0) == [2]
        }
        #expect(try BracketMarksEndToEndTests.reversedColumns(run, row: 2).isEmpty)
        try run.quit()
    }
}
