import DentTestSupport
import Glibc
import Testing

/// The view toggles through the real binary: soft wrap drawn in the pane, and a toggle
/// remembered in dent.conf for the next start.
@Suite("End to end: soft wrap and remembered toggles")
struct ComfortsEndToEndTests {
    @Test("Alt+$ wraps a long line at the pane's edge; Down moves by row; the status column stays the line's")
    func softWrapInThePane() throws {
        let long = (1...12).map { "word\($0)" }.joined(separator: " ")
        let run = try DentRun(file: "long.txt", contents: long + "\nend\n", columns: 30, rows: 8)
        var screen = try run.waitUntilReady()
        #expect(screen[1] == "end", "unwrapped: the long line is one row")
        try run.tmux.sendKeys("M-$")
        screen = try run.waitForStatus("Soft wrap: on")
        #expect(Array(screen[0..<4]) == ["word1 word2 word3 word4 word5", "word6 word7 word8 word9", "word10 word11 word12", "end"],
                "\(screen)")
        try run.tmux.sendKeys("Down")
        screen = try run.waitForStatus("Ln 1, Col 31")
        try run.quit()
        #expect(run.contents("config/dent/dent.conf") == "soft-wrap = on\n", "\(visible(run.contents("config/dent/dent.conf")))")
    }

    @Test("Alt+N turns line numbers on and dent.conf keeps it: the next start shows them, the user's lines untouched")
    func lineNumbersAreRemembered() throws {
        let first = try DentRun(file: "a.txt", contents: "alpha\n") { directory in
            try directory.makeDirectory("config/dent")
            try directory.write("config/dent/dent.conf", "# mine\ntab-width = 4\nline-numbers = off  # nano's default\n")
        }
        try first.waitUntilReady()
        try first.tmux.sendKeys("M-n")
        try first.tmux.waitFor("the gutter") { $0.first == "1 alpha" }
        try first.quit()
        #expect(first.contents("config/dent/dent.conf") == "# mine\ntab-width = 4\nline-numbers = on  # nano's default\n")
        let second = try DentRun(file: "a.txt", contents: nil, directory: first.directory)
        let screen = try second.waitUntilReady()
        #expect(screen.first == "1 alpha")
        try second.quit()
    }
}
