import DentTestSupport
import Glibc
import Testing

/// Filter through command and Run command through the real binary (issue 26): the command runs
/// in a child process while the screen stays live; the bytes saved show what it did.
@Suite("End to end: filter through a command")
struct FilterEndToEndTests {
    /// Types `command` into the filter prompt (Alt+|) and runs it.
    private func filter(_ run: DentRun, through command: String) throws {
        try run.tmux.sendKeys("M-|")
        try run.waitForStatus("Filter through command:")
        try run.tmux.sendText(command)
        try run.tmux.sendKeys("Enter")
    }

    @Test("Alt+| sort over three selected lines sorts them, and only them, as one undo step")
    func sortThreeSelectedLines() throws {
        let run = try DentRun(file: "list.txt", contents: "top\nzeta\nalpha\nmid\nend\n")
        try run.waitUntilReady()
        try run.tmux.sendKeys("Down")
        try run.tmux.sendKeys("S-Down", "S-Down", "S-Down")
        try filter(run, through: "sort")
        let screen = try run.waitForStatus("Filtered through sort: 3 lines")
        #expect(Array(screen[0...4]) == ["top", "alpha", "mid", "zeta", "end"], "\(screen)")
        try run.save()
        try run.quit()
        #expect(run.directory.read("list.txt") == Array("top\nalpha\nmid\nzeta\nend\n".utf8))
    }

    /// Issue 51, item 7: the next key after a filter of the whole file types, it does not
    /// replace the file; the cursor keeps its line and column.
    @Test("After Alt+| over the whole file nothing is selected and the next key types at the cursor")
    func wholeFileFilterLeavesNoSelection() throws {
        let run = try DentRun(file: "keys.txt", contents: "b\nca\na\n")
        try run.waitUntilReady()
        try run.tmux.sendKeys("Down", "Right")
        try filter(run, through: "sort")
        try run.waitForStatus("Filtered through sort: 3 lines")
        try run.tmux.sendText("x")
        try run.tmux.waitFor("x typed on line 2") { $0.count > 1 && $0[1] == "bx" }
        try run.save()
        try run.quit()
        #expect(run.directory.read("keys.txt") == Array("a\nbx\nca\n".utf8))
    }

    @Test("The whole file goes through tr and comes back byte for byte (NUL, invalid UTF-8, CR LF)")
    func bytesRoundTrip() throws {
        let bytes: [UInt8] = [0x61, 0x00, 0xFF, 0x0D, 0x0A, 0xC3, 0x28, 0x61, 0x0A]
        let run = try DentRun(file: "raw.bin", contents: nil) { try $0.write("raw.bin", bytes: bytes) }
        try run.waitUntilReady()
        try filter(run, through: "tr a b")
        try run.waitForStatus("Filtered through tr a b")
        try run.save()
        try run.quit()
        #expect(run.directory.read("raw.bin") == bytes.map { $0 == 0x61 ? 0x62 : $0 })
    }

    @Test("A failing command (false, then one that complains on stderr) changes nothing and says why")
    func failingCommandChangesNothing() throws {
        // Wide enough for the second command's whole message.
        let run = try DentRun(file: "keep.txt", contents: "b\na\n", columns: 140)
        try run.waitUntilReady()
        try filter(run, through: "false")
        try run.waitForStatus("false failed (exit status 1), nothing changed")
        try filter(run, through: "echo first >&2; echo second >&2; exit 3")
        try run.waitForStatus("failed (exit status 3), nothing changed: first (F1 shows all of it)")
        try run.tmux.sendKeys("F1")
        try run.tmux.waitFor("the whole stderr in the help") { screen in
            screen.contains { $0.contains("Last message:") } && screen.contains("    first") && screen.contains("    second")
        }
        try run.tmux.sendKeys("Escape")
        let screen = try run.tmux.waitFor("the text again") { $0.first == "b" }
        #expect(screen[1] == "a")
        #expect(!statusLine(screen).contains("*"), "not modified: \(statusLine(screen))")
        try run.quit()
        #expect(run.contents("keep.txt") == "b\na\n")
    }

    @Test("Esc stops sleep 100 (and its process group) while the screen stays live; nothing changes")
    func escStopsALongCommand() throws {
        let run = try DentRun(file: "wait.txt", contents: "text\n")
        try run.waitUntilReady()
        try filter(run, through: "sleep 100; echo never")
        // Its 5 bytes fit in the pipe: all sent, though sleep reads none of them.
        try run.waitForStatus("Running sleep 100; echo never… 100% sent, 0 bytes back (Esc stops it)")
        let dent = try run.dentPID()
        let shell = try #require(ProcessRunner.childProcesses(of: dent).first, "the command's shell runs as dent's child")
        let sleeper = try #require(ProcessRunner.childProcesses(of: shell).first, "sleep runs under the shell")
        #expect(ProcessRunner.commandName(of: sleeper) == "sleep")
        // Live: the window changes size and dent draws again around the running command.
        try run.tmux.resize(columns: 60, rows: 20)
        try run.tmux.waitFor("a frame at the new size") { $0.count == 20 && statusLine($0).contains("Running sleep 100") }
        try run.tmux.sendKeys("Escape")
        try run.waitForStatus("Stopped sleep 100; echo never: nothing changed")
        #expect(ProcessRunner.childProcesses(of: dent).isEmpty, "the shell is reaped")
        // sleep, stopped with its shell, is reaped by whoever inherited it.
        try run.tmux.waitFor("sleep gone") { _ in ProcessRunner.commandName(of: sleeper) == nil }
        try run.quit()
        #expect(run.contents("wait.txt") == "text\n")
    }

    @Test("A slow filter shows how much of its input it was sent and how much it gave back; Esc stops it, nothing changes")
    func aSlowFilterShowsItsCount() throws {
        let original = BigFileEndToEndTests.lines(10_000, width: 60)
        let run = try DentRun(file: "data.txt", contents: original, columns: 100) { directory in
            guard mkfifo(directory.file("fifo"), 0o600) == 0 else { throw ProcessError("mkfifo: \(String(cString: strerror(errno)))") }
        }
        try run.waitUntilReady()
        // cat gives back the 600,000 bytes it is sent; then the command waits to read the fifo,
        // which nothing ever writes: it never ends by itself.
        try filter(run, through: "cat; read x < fifo")
        try run.waitForStatus("Running cat; read x < fifo… 100% sent, 600.0 kB back (Esc stops it)")
        try run.tmux.sendKeys("Escape")
        try run.waitForStatus("Stopped cat; read x < fifo: nothing changed")
        #expect(ProcessRunner.childProcesses(of: try run.dentPID()).isEmpty, "the shell is stopped and reaped")
        try run.save()
        try run.quit()
        #expect(run.contents("data.txt") == original)
    }

    @Test("Output over max-file-size is refused: yes, which never ends, is stopped and nothing changes")
    func outputOverTheLimitIsRefused() throws {
        let run = try DentRun(file: "small.txt", contents: "keep\n") { directory in
            try directory.makeDirectory("config/dent")
            try directory.write("config/dent/dent.conf", "max-file-size = 1\n")
        }
        try run.waitUntilReady()
        try filter(run, through: "yes")
        try run.waitForStatus("yes wrote more than 1 MiB (max-file-size): refused, nothing changed")
        #expect(ProcessRunner.childProcesses(of: try run.dentPID()).isEmpty, "yes was stopped and reaped")
        try run.quit()
        #expect(run.contents("small.txt") == "keep\n")
    }

    @Test("Run command, from the palette, shows a command's output in a new unnamed file")
    func runCommandOpensItsOutput() throws {
        let run = try DentRun(file: "main.txt", contents: "main\n")
        try run.waitUntilReady()
        try run.runFromPalette("Run command")
        try run.waitForStatus("Run command:")
        try run.tmux.sendText("printf 'one\\ntwo\\n'")
        try run.tmux.sendKeys("Enter")
        let screen = try run.waitForStatus("Output of printf 'one\\ntwo\\n': 2 lines")
        #expect(Array(screen[0...1]) == ["one", "two"], "\(screen)")
        try run.tmux.sendKeys("C-q")
        try run.waitForExit()
        #expect(run.contents("main.txt") == "main\n")
    }
}
