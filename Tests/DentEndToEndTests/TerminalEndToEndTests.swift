import DentTestSupport
import Glibc
import Testing

/// The terminal is left as dent found it, whichever way dent ends; the screen follows resizes.
@Suite("End to end: terminal state, signals, resize, help")
struct TerminalEndToEndTests {
    /// Checks the tty settings recorded around dent and the alternate screen.
    private func expectRestored(_ run: DentRun) throws {
        let before = try #require(run.ttyBefore)
        let after = try #require(run.ttyAfter, "the shell never got to `stty -g` after dent")
        #expect(!before.isEmpty)
        #expect(after == before, "stty -g differs after dent:\nbefore \(before)after  \(after)")
        #expect(try run.tmux.display("#{alternate_on}") == "0", "dent left the alternate screen on")
    }

    @Test("Quitting restores the tty settings and leaves the alternate screen")
    func quitRestoresTerminal() throws {
        let run = try DentRun(file: "t.txt", contents: "one\n    two\n")
        try run.waitUntilReady()
        #expect(try run.tmux.display("#{alternate_on}") == "1", "dent should draw on the alternate screen")
        #expect(try run.quit() == 0)
        try expectRestored(run)
    }

    /// SIGSEGV stands for a crash: the crash guard restores the terminal before dying of it.
    @Test("A signal restores the terminal and is re-raised", arguments: [SIGTERM, SIGHUP, SIGINT, SIGSEGV])
    func signalRestoresTerminal(signal: Int32) throws {
        let run = try DentRun(file: "t.txt", contents: "one\n    two\n")
        try run.waitUntilReady()
        try run.tmux.sendText("unsaved")
        try run.waitForStatus("[+]")
        #expect(kill(try run.dentPID(), signal) == 0)
        // The shell reports 128 + N for a child killed by signal N.
        let status = try run.waitForExit()
        #expect(status == 128 + signal, "dent should die of signal \(signal) after restoring the terminal")
        try expectRestored(run)
        #expect(run.contents("t.txt") == "one\n    two\n")
    }

    @Test("After a resize to 60x20 the status line is on row 19 and the shortcut bar on row 20")
    func resize() throws {
        let run = try DentRun(file: "r.txt", contents: "alpha\nbeta\n")
        try run.waitUntilReady()
        try run.tmux.resize(columns: 60, rows: 20)
        let screen = try run.tmux.waitFor("the status line on row 19 of 20") { screen in
            screen.count == 20 && screen[18].contains("Ln ") && screen[19].contains("^Q Quit")
        }
        #expect(screen[18].count <= 60, "status line wider than 60 columns: \(screen[18])")
        #expect(screen[18].hasSuffix("Ln 1, Col 1"), "status line should end with the position: \(screen[18])")
        #expect(Array(screen.prefix(2)) == ["alpha", "beta"])
        #expect(screen[19].count <= 60)
        // Still editing at the new size.
        try run.tmux.sendKeys("End")
        try run.waitForStatus("Ln 1, Col 6")
        #expect(try run.quit() == 0)
    }

    /// Shrinking to a single cell and growing past the first size: at each size the status line
    /// and the shortcut bar are on the last two rows and the text starts at the top.
    @Test("The bars stay on the last two rows through resizes down to 1x1 and up to 150x50")
    func barsStayAtTheBottomThroughResizes() throws {
        let text = (1...60).map { "line \($0) 日本語" }.joined(separator: "\n") + "\n"
        let run = try DentRun(file: "r.txt", contents: text)
        try run.waitUntilReady()
        for (columns, rows) in [(150, 50), (30, 6), (1, 1), (12, 3), (80, 24)] {
            try run.tmux.resize(columns: columns, rows: rows)
            if rows < 3 {
                try run.tmux.waitFor("the \(columns)x\(rows) window") { $0.count == rows }
                #expect(run.tmux.isAlive, "dent survives a \(columns)x\(rows) window")
                continue
            }
            let screen = try run.tmux.waitFor("the bars on rows \(rows - 1) and \(rows) of \(columns)x\(rows)") { screen in
                // Narrow, the position is `line:column` beside the name.
                screen.count == rows && (screen[rows - 2].contains("Ln 1,") || screen[rows - 2].hasSuffix(" 1:1")) && screen[rows - 1].hasPrefix("^G")
            }
            #expect(screen[0].hasPrefix("line 1"), "\(screen[0])")
            #expect(columns < 20 || screen[rows - 2].hasPrefix(" r.txt"), "the name where there is room: \(screen[rows - 2])")
            #expect(screen.allSatisfy { $0.count <= columns }, "a row wider than the window:\n\(TmuxSession.framed(screen))")
        }
        try run.tmux.sendKeys("End")
        try run.waitForStatus("Ln 1, Col 14")
        #expect(try run.quit() == 0)
    }

    @Test("An unknown TERM is drawn as xterm and says so; a built-in profile (TERM=xterm-kitty) says nothing")
    func terminalProfiles() throws {
        let unknown = try DentRun(file: "t.txt", contents: "hello\n", environment: ["TERM": "no-such-terminal"])
        try unknown.waitForStatus("TERM=no-such-terminal is unknown here: drawing as xterm")
        try unknown.tmux.sendText("X")
        try unknown.waitForStatus("t.txt [+]")
        #expect(try unknown.tmux.capture().first == "Xhello")
        try unknown.tmux.sendKeys("C-q")
        try unknown.waitForStatus("Save changes?")
        try unknown.tmux.sendKeys("n")
        #expect(try unknown.waitForExit() == 0)
        let kitty = try DentRun(file: "t.txt", contents: "hello world\n", environment: ["TERM": "xterm-kitty"])
        var screen = try kitty.waitUntilReady()
        #expect(statusLine(screen).hasPrefix(" t.txt "), "no notice: \(statusLine(screen))")
        try kitty.tmux.sendKeys("Right", "Right", "Right")
        try kitty.tmux.sendText("ab")
        screen = try kitty.waitForStatus("Ln 1, Col 6")
        #expect(screen.first == "helablo world")
        try kitty.tmux.sendKeys("C-s")
        try kitty.waitForStatus("Saved")
        #expect(try kitty.quit() == 0)
    }

    @Test("Ctrl+G (or F1) shows the help; typing filters it; Esc (or the help key) returns to the text",
          arguments: [("C-g", "Escape"), ("F1", "F1")])
    func help(keys: (open: String, close: String)) throws {
        let run = try DentRun(file: "h.py", contents: "def f():\n    pass\n")
        try run.waitUntilReady()
        try run.tmux.sendKeys(keys.open)
        let screen = try run.tmux.waitFor("the help view") { screen in
            !screen.contains("def f():") && screen.contains { $0.contains("Save:") }
        }
        let text = screen.joined(separator: "\n")
        #expect(text.contains("Ctrl+s"), "\(text)")
        #expect(!DentRun.showsEditor(screen), "waitUntilReady takes the help view for the editor: \(screen)")
        try run.tmux.sendText("outdent")
        let filtered = try run.tmux.waitFor("the filtered help") { $0.first == "Filter: outdent" }
        #expect(filtered.contains { $0.contains("Shift+Tab") && $0.contains("Outdent:") }, "\(filtered)")
        #expect(!filtered.contains { $0.contains("Save:") })
        try run.tmux.sendKeys(keys.close)
        let back = try run.tmux.waitFor("the text again") { $0.first == "def f():" }
        #expect(statusLine(back).contains("h.py"))
        #expect(statusLine(back).contains("Ln 1, Col 1"))
        #expect(back.last?.contains("^S Save") == true)
        #expect(DentRun.showsEditor(back))
        // The keys typed into the help went to its filter: quitting does not ask.
        #expect(try run.quit() == 0)
        #expect(run.contents("h.py") == "def f():\n    pass\n")
    }
}
