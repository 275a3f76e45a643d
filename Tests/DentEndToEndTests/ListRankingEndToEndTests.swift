import DentTestSupport
import Testing

/// Issue 51, items 2 and 3, in the real binary: the filtered help and the list of languages
/// pick the best match, so Enter runs or chooses what was typed.
@Suite("End to end: the ranked lists")
struct ListRankingEndToEndTests {
    /// Ctrl+G, `paste`, Enter cut line 1: "Cut line" was highlighted, its help mentions a paste.
    @Test func theHelpFilteredByPasteRunsPaste() throws {
        let run = try DentRun(file: "a.txt", contents: "one\ntwo\n")
        defer { run.tmux.kill() }
        try run.waitUntilReady()
        try run.tmux.sendKeys("C-c")
        try run.waitForStatus("Line copied")
        try run.tmux.sendKeys("C-g")
        try run.tmux.waitFor(text: "Type to filter")
        try run.tmux.sendText("paste")
        try run.tmux.waitFor("the filtered help") { $0.first == "Filter: paste" && $0.contains { $0.contains("Paste:") } }
        try run.tmux.sendKeys("Enter")
        try run.tmux.waitFor("the line pasted above") { Array($0.prefix(3)) == ["one", "one", "two"] }
        try run.save()
        #expect(run.contents("a.txt") == "one\none\ntwo\n", "pasted; nothing cut")
        #expect(try run.quit() == 0)
    }

    /// Alt+L, `c`, Enter highlighted the file as ActionScript.
    @Test func setLanguageFilteredByCChoosesC() throws {
        let run = try DentRun(file: "notes.txt", contents: "int x;\n")
        defer { run.tmux.kill() }
        try run.waitUntilReady()
        try run.tmux.sendKeys("M-l")
        try run.tmux.waitFor(text: "Languages: type to filter")
        try run.tmux.sendText("c")
        let list = try run.tmux.waitFor("the list filtered by c") { $0.first == "Filter: c" }
        #expect(list.count > 1 && list[1].hasPrefix("   C "), "the exact name first: \(list)")
        try run.tmux.sendKeys("Enter")
        let screen = try run.waitForStatus("Highlighted as ")
        #expect(statusLine(screen).hasPrefix(" Highlighted as C "), "named as the list names it: \(statusLine(screen))")
        #expect(try run.quit() == 0)
    }
}
