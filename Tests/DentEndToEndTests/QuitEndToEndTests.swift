import DentTestSupport
import Testing

/// Quitting a modified file asks first; each answer does what it says.
@Suite("End to end: quitting with unsaved changes")
struct QuitEndToEndTests {
    static let prompt = "Save changes? (y/n/Esc)"
    static let original = "first\nsecond\n"

    /// Starts dent on a small file, types "X" at the start and presses Ctrl+Q.
    private func modifyAndQuit() throws -> DentRun {
        let run = try DentRun(file: "q.txt", contents: Self.original)
        try run.waitUntilReady()
        try run.tmux.sendText("X")
        try run.waitForStatus("[+]")
        try run.tmux.sendKeys("C-q")
        try run.waitForStatus(Self.prompt)
        return run
    }

    @Test("Ctrl+Q on a modified file asks; n quits and leaves the file unchanged")
    func answerNo() throws {
        let run = try modifyAndQuit()
        try run.tmux.sendKeys("n")
        let status = try run.waitForExit()
        #expect(status == 0)
        #expect(run.contents("q.txt") == Self.original)
    }

    @Test("Ctrl+Q on a modified file asks; y saves, then quits")
    func answerYes() throws {
        let run = try modifyAndQuit()
        try run.tmux.sendKeys("y")
        let status = try run.waitForExit()
        #expect(status == 0)
        let saved = run.contents("q.txt")
        #expect(saved == "Xfirst\nsecond\n", "saved: \(visible(saved))")
    }

    @Test("Ctrl+Q on a modified file asks; Esc goes back to editing with nothing lost")
    func answerEscape() throws {
        let run = try modifyAndQuit()
        try run.tmux.sendKeys("Escape")
        // A lone Esc resolves after dent's timeout: wait for the editor before the next key,
        // or the two could be read together as Alt+key.
        let screen = try run.waitForStatus("q.txt [+]")
        #expect(!screen.contains { $0.contains(Self.prompt) })
        #expect(statusLine(screen).contains("Ln 1, Col 2"))
        #expect(run.tmux.isAlive, "dent must still be running after Esc")
        try run.tmux.sendText("Y")
        try run.waitForStatus("Col 3")
        try run.save()
        #expect(try run.quit() == 0)
        let saved = run.contents("q.txt")
        #expect(saved == "XYfirst\nsecond\n", "saved: \(visible(saved))")
    }

    @Test("Ctrl+Q on an unmodified file quits at once")
    func quitUnmodified() throws {
        let run = try DentRun(file: "q.txt", contents: Self.original)
        try run.waitUntilReady()
        let status = try run.quit()
        #expect(status == 0)
        #expect(run.contents("q.txt") == Self.original)
    }
}
