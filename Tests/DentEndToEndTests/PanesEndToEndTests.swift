import DentTestSupport
import Glibc
import Testing

/// Split panes through the real binary in tmux: a split shows one file twice, an edit in one
/// pane shows in both, closing a pane, Ctrl+W in a split, and the bytes saved.
@Suite("End to end: split panes")
struct PanesEndToEndTests {
    @Test("Split right and below: an edit shows in both panes; Close pane; the file saves as edited")
    func splitEditCloseAndSave() throws {
        let run = try DentRun(file: "a.txt", contents: "alpha\nbeta\n")
        try run.waitUntilReady()
        try run.tmux.sendKeys("M-%")
        var screen = try run.tmux.waitFor("two panes side by side") { $0.first?.contains("alpha") == true && $0.first?.contains("│") == true }
        #expect(screen[0].hasPrefix("alpha") && screen[0].hasSuffix("│alpha"), "\(screen[0])")
        try run.tmux.sendText("X")
        screen = try run.tmux.waitFor("the edit in both panes") { $0.first?.hasSuffix("│Xalpha") == true }
        #expect(screen[0].hasPrefix("Xalpha "), "the left pane shows the same text: \(screen[0])")
        #expect(statusLine(screen).split(separator: "│").filter { $0.contains("a.txt [+]") }.count == 2, "a status line each: \(statusLine(screen))")
        // The left pane keeps its own cursor: typing there goes at its start of the line.
        try run.tmux.sendKeys("M-t")
        try run.tmux.sendKeys("Down")
        try run.tmux.sendText("Y")
        screen = try run.tmux.waitFor("the second edit in both panes") { $0.count > 1 && $0[1].hasSuffix("│Ybeta") }
        #expect(screen[1].hasPrefix("Ybeta "))
        try run.tmux.sendKeys("M-0")
        try run.tmux.waitFor("one pane again") { $0.first == "Xalpha" }
        try run.tmux.sendKeys("M-\"")
        try run.tmux.waitFor("two panes one above the other") { $0.filter { $0 == "Xalpha" }.count == 2 }
        try run.save()
        #expect(run.contents("a.txt") == "Xalpha\nYbeta\n", "\(visible(run.contents("a.txt")))")
        #expect(try run.quit() == 0)
    }

    @Test("Ctrl+W in a split closes the file and the pane left without one; only Ctrl+Q quits")
    func closeFileInASplit() throws {
        let run = try DentRun(file: "a.txt", contents: "alpha\n", arguments: ["a.txt", "b.txt"]) { directory in
            try directory.write("b.txt", "beta\n")
        }
        try run.waitForStatus("a.txt  1/2")
        try run.tmux.sendKeys("M-%")
        try run.tmux.waitFor("two panes") { $0.first?.hasSuffix("│alpha") == true }
        try run.tmux.sendKeys("M-o")
        try run.tmux.waitFor("the list of open files") { $0.first?.hasPrefix("Open files:") == true }
        try run.tmux.sendText("b.t")
        try run.tmux.sendKeys("Enter")
        var screen = try run.tmux.waitFor("b in the right pane") { $0.first?.hasSuffix("│beta") == true }
        #expect(screen[0].hasPrefix("alpha "))
        try run.tmux.sendKeys("M-o")
        screen = try run.tmux.waitFor("the list with panes") { $0.first?.hasPrefix("Open files:") == true }
        #expect(screen.contains { $0.contains("a.txt") && $0.contains("(pane 1)") }, "\(screen)")
        #expect(screen.contains { $0.contains("b.txt") && $0.contains("(pane 2)") }, "\(screen)")
        try run.tmux.sendKeys("Escape")
        try run.tmux.waitFor("the list closed") { $0.first?.hasSuffix("│beta") == true }
        // The right pane goes back to a.txt when b.txt closes: it showed a.txt before.
        try run.tmux.sendKeys("C-w")
        try run.tmux.waitFor("b closed") { $0.first?.hasSuffix("│alpha") == true }
        try run.tmux.sendKeys("C-w")
        screen = try run.waitForStatus("Ctrl+Q quits")
        #expect(!screen[0].contains("│"), "the pane left with no file closed: \(screen[0])")
        #expect(run.tmux.isAlive)
        try run.tmux.sendKeys("C-q")
        #expect(try run.waitForExit() == 0)
    }
}
