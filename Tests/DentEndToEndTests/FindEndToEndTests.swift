import DentTestSupport
import Testing

/// Find through the real binary: Ctrl+F, incremental search, next match, Enter, an edit at the
/// match, and the bytes saved.
@Suite("End to end: find")
struct FindEndToEndTests {
    @Test("Ctrl+F finds as you type, Ctrl+N goes to the next match, Enter stays there for an edit")
    func findThenEdit() throws {
        let run = try DentRun(file: "notes.txt", contents: "hello world\nsay hello again\n")
        try run.waitUntilReady()
        try run.tmux.sendKeys("C-f")
        try run.waitForStatus("Find:")
        try run.tmux.sendText("HEL")
        try run.waitForStatus("Find: HEL   (Not found)")
        try run.tmux.sendKeys("BSpace", "BSpace", "BSpace")
        try run.tmux.sendText("hello")
        try run.waitForStatus("Find: hello")
        try run.tmux.sendKeys("C-n")
        try run.tmux.sendKeys("Enter")
        // The second hello is selected, the cursor at its end; Left goes to its start.
        try run.waitForStatus("Ln 2, Col 10")
        try run.tmux.sendKeys("Left")
        try run.waitForStatus("Ln 2, Col 5")
        try run.tmux.sendText("big ")
        try run.save()
        #expect(try run.quit() == 0)
        let saved = run.contents("notes.txt")
        #expect(saved == "hello world\nsay big hello again\n", "saved: \(visible(saved))")
    }
}
