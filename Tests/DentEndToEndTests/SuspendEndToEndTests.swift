import DentTestSupport
import Glibc
import Testing

/// Suspend (Alt+Z) under a shell with job control: the terminal goes back to the shell in its
/// normal mode, and `fg` brings dent back with its screen and keyboard.
@Suite("End to end: suspend")
struct SuspendEndToEndTests {
    @Test("Alt+Z stops dent and gives the shell its terminal back; fg resumes the edit")
    func suspendAndResume() throws {
        let scratch = try ScratchDirectory(prefix: "dent-suspend")
        try scratch.write("s.txt", "text\n")
        try scratch.makeDirectory("config")
        let dent = try TestExecutables.dent()
        // An interactive shell inside the pane: job control needs a process group that is not orphaned.
        let tmux = try TmuxSession(command: ["bash", "--norc", "--noprofile", "-i"], workingDirectory: scratch.path,
                                   environment: ["HOME": scratch.path, "XDG_CONFIG_HOME": scratch.file("config"), "PS1": "$ "])
        try tmux.waitFor("the shell prompt") { $0.contains { $0.hasPrefix("$") } }
        try tmux.sendText("\(TestExecutables.shellQuote(dent)) s.txt")
        try tmux.sendKeys("Enter")
        try tmux.waitFor("dent") { screen in screen.count >= 2 && screen[screen.count - 2].contains("Ln ") }
        try tmux.sendText("x")
        try tmux.sendKeys("M-z")
        let shell = try tmux.waitFor("the shell after suspending") { screen in screen.contains { $0.contains("Stopped") } }
        #expect(try tmux.display("#{alternate_on}") == "0", "\(shell)")
        try tmux.sendText("stty -a | grep -o ' icanon' ; fg")
        try tmux.sendKeys("Enter")
        let back = try tmux.waitFor("dent again") { screen in screen.first == "xtext" }
        #expect(back.contains { $0.contains("s.txt [+]") })
        try tmux.sendKeys("C-s")
        try tmux.waitFor("the save") { screen in screen.contains { $0.contains("Saved") } }
        try tmux.sendKeys("C-q")
        try tmux.waitFor("the shell again") { screen in screen.last(where: { !$0.isEmpty })?.hasPrefix("$") == true }
        #expect(scratch.readText("s.txt") == "xtext\n")
    }

    /// Issue 50, item 13: started without a shell with job control (here the pane's `sh -c`,
    /// whose process group is orphaned), Alt+Z says so and keeps the terminal in raw mode, so a
    /// Ctrl+C typed next is a key, not a SIGINT.
    @Test("Without a shell to return to, Alt+Z says so and the terminal stays raw")
    func suspendWithoutAShell() throws {
        let run = try DentRun(file: "s.txt", contents: "text\n", columns: 120)
        try run.waitUntilReady()
        try run.tmux.sendText("x")
        try run.tmux.sendKeys("M-z")
        try run.waitForStatus("Cannot suspend: no shell to return to")
        #expect(try run.tmux.display("#{alternate_on}") == "1")
        try run.tmux.sendKeys("C-c")
        try run.tmux.sendText("y")
        try run.tmux.waitFor("dent still editing after Ctrl+C") { $0.first == "xytext" }
        try run.save()
        #expect(try run.quit() == 0)
        #expect(run.contents("s.txt") == "xytext\n")
    }
}
