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

    @Test("Find a whole word, replace all from the history, save: the bytes on disk, and the history kept")
    func findThenReplaceAll() throws {
        let run = try DentRun(file: "pets.txt", contents: "cat catalog cat\nbobcat cat.\n")
        try run.waitUntilReady()
        try run.tmux.sendKeys("C-f")
        try run.tmux.sendText("cat")
        try run.tmux.sendKeys("M-w")
        try run.waitForStatus("Find [Word]: cat")
        try run.tmux.sendKeys("Enter")
        try run.waitForStatus("Ln 1, Col 4")
        try run.tmux.sendKeys("C-r")
        // The options stay for the session.
        try run.waitForStatus("Replace [Word]:")
        try run.tmux.sendKeys("Up")
        try run.waitForStatus("Replace [Word]: cat")
        try run.tmux.sendKeys("Enter")
        try run.waitForStatus("Replace with:")
        try run.tmux.sendText("dog")
        try run.tmux.sendKeys("Enter")
        try run.waitForStatus("Replace this match? (y/n/a/Esc)")
        try run.tmux.sendText("a")
        try run.waitForStatus("Replaced 3 matches")
        try run.save()
        #expect(try run.quit() == 0)
        let saved = run.contents("pets.txt")
        #expect(saved == "dog catalog dog\nbobcat dog.\n", "saved: \(visible(saved))")
        let history = run.contents(".local/state/dent/search-history")
        #expect(history == "f\tw\tcat\nr\t-\tdog\n", "history: \(visible(history))")
    }
}
