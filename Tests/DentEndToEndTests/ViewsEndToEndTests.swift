import DentTestSupport
import Glibc
import Testing

/// Several open files through the real binary: `dent a b`, the list of open files, Back,
/// opening with Tab completion, and quitting with two unsaved files.
@Suite("End to end: several open files")
struct ViewsEndToEndTests {
    /// `dent a.txt b.txt` in a fresh directory.
    private func twoFiles() throws -> DentRun {
        try DentRun(file: "a.txt", contents: "alpha\n", arguments: ["a.txt", "b.txt"]) { directory in
            try directory.write("b.txt", "beta\n")
        }
    }

    @Test("dent a b shows a; the list switches to b; Back returns; Ctrl+Q asks for each file and saves what it is told")
    func twoFilesEditedAndQuit() throws {
        let run = try twoFiles()
        var screen = try run.waitForStatus("a.txt  1/2")
        #expect(screen.first == "alpha")
        try run.tmux.sendText("X")
        try run.waitForStatus("a.txt [+]  1/2")
        // Alt+O lists the open files; typing filters; Enter shows the highlighted one.
        try run.tmux.sendKeys("M-o")
        try run.tmux.waitFor("the list of open files") { $0.first?.hasPrefix("Open files:") == true }
        try run.tmux.sendText("b.t")
        screen = try run.tmux.waitFor("the filtered list") { $0.first == "Filter: b.t" }
        #expect(screen[1].contains("b.txt") && !screen.dropLast(2).contains { $0.contains("a.txt") }, "\(screen)")
        try run.tmux.sendKeys("Enter")
        screen = try run.waitForStatus("b.txt  2/2")
        #expect(screen.first == "beta")
        try run.tmux.sendKeys("End")
        try run.tmux.sendText("Y")
        try run.waitForStatus("b.txt [+]  2/2")
        // Alt+Left goes back to a, with its own cursor (after the X).
        try run.tmux.sendKeys("M-Left")
        screen = try run.waitForStatus("a.txt [+]  1/2")
        #expect(screen.first == "Xalpha")
        #expect(statusLine(screen).hasSuffix("Ln 1, Col 2"), "\(statusLine(screen))")
        // Alt+Right goes forward to b again, and Alt+Left back once more.
        try run.tmux.sendKeys("M-Right")
        screen = try run.waitForStatus("b.txt [+]  2/2")
        #expect(screen.first == "betaY")
        try run.tmux.sendKeys("M-Left")
        try run.waitForStatus("a.txt [+]  1/2")
        // Quitting asks about each unsaved file, the one shown first.
        try run.tmux.sendKeys("C-q")
        try run.waitForStatus("Save changes to a.txt? (y/n/a/Esc)")
        try run.tmux.sendKeys("y")
        screen = try run.waitForStatus("Save changes to b.txt? (y/n/Esc)")
        #expect(screen.first == "betaY", "the file asked about is shown")
        try run.tmux.sendKeys("n")
        #expect(try run.waitForExit() == 0)
        #expect(run.contents("a.txt") == "Xalpha\n", "saved: \(visible(run.contents("a.txt")))")
        #expect(run.contents("b.txt") == "beta\n", "not saved: \(visible(run.contents("b.txt")))")
    }

    @Test("Save all (a) saves every unsaved file before quitting")
    func saveAll() throws {
        let run = try twoFiles()
        try run.waitForStatus("a.txt  1/2")
        try run.tmux.sendText("1")
        try run.tmux.sendKeys("M-o")
        try run.tmux.waitFor("the list of open files") { $0.first?.hasPrefix("Open files:") == true }
        try run.tmux.sendKeys("Down", "Enter")
        try run.waitForStatus("b.txt  2/2")
        try run.tmux.sendText("2")
        try run.waitForStatus("b.txt [+]")
        try run.tmux.sendKeys("C-q")
        try run.waitForStatus("Save changes to b.txt? (y/n/a/Esc)")
        try run.tmux.sendKeys("a")
        #expect(try run.waitForExit() == 0)
        #expect(run.contents("a.txt") == "1alpha\n")
        #expect(run.contents("b.txt") == "2beta\n")
    }

    @Test("SIGTERM writes FILE.dent-save for every modified file, shown or not")
    func rescueEveryFile() throws {
        let run = try twoFiles()
        try run.waitForStatus("a.txt  1/2")
        try run.tmux.sendText("1")
        try run.tmux.sendKeys("M-o")
        try run.tmux.waitFor("the list of open files") { $0.first?.hasPrefix("Open files:") == true }
        try run.tmux.sendKeys("Down", "Enter")
        try run.waitForStatus("b.txt  2/2")
        try run.tmux.sendText("2")
        try run.waitForStatus("b.txt [+]")
        #expect(kill(try run.dentPID(), SIGTERM) == 0)
        #expect(try run.waitForExit() == 128 + SIGTERM)
        #expect(run.contents("a.txt.dent-save") == "1alpha\n")
        #expect(run.contents("b.txt.dent-save") == "2beta\n")
        #expect(run.contents("a.txt") == "alpha\n" && run.contents("b.txt") == "beta\n")
        #expect(run.ttyAfter == run.ttyBefore)
    }

    @Test("Ctrl+O opens a file with Tab completion; Ctrl+W closes it and shows the previous file")
    func openWithCompletionAndClose() throws {
        let run = try DentRun(file: "a.txt", contents: "alpha\n", arguments: ["a.txt"]) { directory in
            try directory.makeDirectory("notes")
            try directory.write("notes/todo.txt", "buy milk\n")
            try directory.write("notes/today.txt", "sunny\n")
        }
        try run.waitUntilReady()
        try run.tmux.sendKeys("C-o")
        try run.waitForStatus("Open:")
        try run.tmux.sendText("no")
        try run.tmux.sendKeys("Tab")
        try run.waitForStatus("Open: notes/ ")
        try run.tmux.sendText("t")
        try run.tmux.sendKeys("Tab")
        try run.waitForStatus("Open: notes/tod   (today.txt  todo.txt)")
        try run.tmux.sendText("o")
        try run.tmux.sendKeys("Tab")
        try run.waitForStatus("Open: notes/todo.txt ")
        try run.tmux.sendKeys("Enter")
        var screen = try run.waitForStatus("todo.txt  2/2")
        #expect(screen.first == "buy milk")
        // What cannot be opened is a message, never a crash.
        try run.tmux.sendKeys("C-o")
        try run.waitForStatus("Open:")
        try run.tmux.sendText("notes/")
        try run.tmux.sendKeys("Enter")
        try run.waitForStatus("notes is a directory")
        try run.tmux.sendKeys("C-w")
        screen = try run.waitForStatus("Closed todo.txt")
        #expect(screen.first == "alpha")
        #expect(try run.quit() == 0)
    }
}
