import DentTestSupport
import Glibc
import Testing

/// Several cursors through the real binary in tmux: Add cursor below twice, typing at three
/// cursors, one undo for all of it, and the bytes saved.
@Suite("End to end: several cursors")
struct MultiCursorEndToEndTests {
    @Test("Three cursors type abc on three lines; one undo takes all of it back; the file saves as edited")
    func threeCursorsTypeAndUndo() throws {
        let run = try DentRun(file: "a.txt", contents: "one\ntwo\nthree\n")
        try run.waitUntilReady()
        try run.tmux.sendKeys("M-S-Down")
        try run.tmux.sendKeys("M-S-Down")
        var screen = try run.waitForStatus("3 cursors")
        try run.tmux.sendText("abc")
        screen = try run.tmux.waitFor("abc on three lines") { $0.count > 2 && $0[2] == "abcthree" }
        #expect(Array(screen.prefix(3)) == ["abcone", "abctwo", "abcthree"], "\(screen)")
        try run.tmux.sendKeys("C-z")
        screen = try run.tmux.waitFor("one undo takes back all three") { $0.count > 2 && $0[2] == "three" }
        #expect(Array(screen.prefix(3)) == ["one", "two", "three"], "\(screen)")
        try run.tmux.sendKeys("C-y")
        try run.tmux.waitFor("redo") { $0.count > 2 && $0[2] == "abcthree" }
        try run.tmux.sendKeys("Escape")
        // Text sent with Esc would be read as Alt+key: wait for the cursors to go first.
        try run.tmux.waitFor("one cursor left") { !statusLine($0).contains("cursors") }
        try run.tmux.sendText("!")
        screen = try run.tmux.waitFor("Esc left one cursor") { $0.count > 2 && $0[2] == "abc!three" }
        #expect(Array(screen.prefix(2)) == ["abcone", "abctwo"], "\(screen)")
        try run.save()
        #expect(run.contents("a.txt") == "abcone\nabctwo\nabc!three\n", "\(visible(run.contents("a.txt")))")
        #expect(try run.quit() == 0)
    }
}
