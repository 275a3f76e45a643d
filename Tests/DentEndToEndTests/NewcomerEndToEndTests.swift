import DentTestSupport
import Glibc
import Testing

/// Issue 22 ("A newcomer's first hour"), in the real binary: the command line without a file,
/// with files that do not open, with a terminal on standard input; Save As and `~`.
@Suite("End to end: a newcomer's first hour")
struct NewcomerEndToEndTests {
    /// Item 18: `dent` alone edits an empty unnamed buffer; the first save asks for a name.
    @Test func noFileOpensAnEmptyBufferWhoseFirstSaveAsksForAName() throws {
        let run = try DentRun(file: "unused", contents: nil, arguments: [])
        try run.waitUntilReady()
        try run.tmux.sendText("hello")
        try run.tmux.sendKeys("C-s")
        try run.waitForStatus("Save as:")
        try run.tmux.sendText("~/named.txt")
        try run.tmux.sendKeys("Enter")
        try run.waitForStatus("Saved 1 line")
        #expect(run.contents("named.txt") == "hello\n", "~ is the home folder")
        #expect(try run.quit() == 0)
    }

    /// Item 19: `dent a DIR b` edits a and b and says why DIR did not open.
    @Test func filesThatOpenAreEditedAndTheOthersNamedWithTheirReasons() throws {
        let run = try DentRun(file: "a.txt", contents: "a\n", columns: 120, arguments: ["a.txt", "folder", "b.txt"]) {
            try $0.makeDirectory("folder")
            try $0.write("b.txt", "b\n")
        }
        let screen = try run.waitForStatus("Not opened: folder is a directory")
        #expect(screen.contains { $0.hasPrefix("a") }, "\(screen)")
        try run.tmux.sendKeys("Right")
        try run.waitForStatus("a.txt  1/2")
        #expect(try run.quit() == 0)
    }

    /// Item 6: a failed Save As keeps the prompt with the error, and the document its name:
    /// Ctrl+S then saves the file's own path.
    @Test func aFailedSaveAsChangesNothing() throws {
        let run = try DentRun(file: "a.txt", contents: "a\n", columns: 120)
        try run.waitUntilReady()
        try run.tmux.sendText("x")
        try run.tmux.sendKeys("M-s")
        try run.waitForStatus("Save as:")
        try run.tmux.sendKeys(Array(repeating: "BSpace", count: run.directory.file("a.txt").count))
        try run.tmux.sendText("/nonexistent/x.txt")
        try run.tmux.sendKeys("Enter")
        let screen = try run.waitForStatus("directory /nonexistent does not exist")
        #expect(statusLine(screen).contains("Save as: /nonexistent/x.txt"), "\(statusLine(screen))")
        try run.tmux.sendKeys("Escape")
        try run.waitForStatus("a.txt [+]")
        try run.save()
        #expect(run.contents("a.txt") == "xa\n")
        #expect(try run.quit() == 0)
    }

    /// Save As onto another file that exists refuses, keeps the prompt and both files.
    @Test func saveAsNeverWritesOverAnotherFile() throws {
        let run = try DentRun(file: "a.txt", contents: "a\n", columns: 120) { try $0.write("b.txt", "bee\n") }
        try run.waitUntilReady()
        try run.tmux.sendText("x")
        try run.tmux.sendKeys("M-s")
        try run.waitForStatus("Save as:")
        try run.tmux.sendKeys(Array(repeating: "BSpace", count: run.directory.file("a.txt").count))
        try run.tmux.sendText(run.directory.file("b.txt"))
        try run.tmux.sendKeys("Enter")
        try run.waitForStatus("already exists")
        try run.tmux.sendKeys("Escape")
        try run.waitForStatus("a.txt [+]")
        #expect(run.contents("b.txt") == "bee\n")
        #expect(run.contents("a.txt") == "a\n")
        try run.save()
        #expect(run.contents("a.txt") == "xa\n")
        #expect(try run.quit() == 0)
    }

    /// Item 7: `~/` typed after the open prompt's folder opens from the home folder.
    @Test func theOpenPromptTakesAPathFromHomeAfterItsFolder() throws {
        let run = try DentRun(file: "a.txt", contents: "a\n", columns: 120) { try $0.write("b.txt", "bee\n") }
        try run.waitUntilReady()
        try run.tmux.sendKeys("C-o")
        try run.waitForStatus("Open:  relative to \(run.directory.path)")
        try run.tmux.sendText("~/b.txt")
        try run.tmux.sendKeys("Enter")
        try run.waitForStatus("b.txt  2/2")
        #expect(try run.quit() == 0)
    }

    /// Issue 51, item 8: from `inventory/store.py`, `src/ring.c` typed in Open is read from the
    /// folder dent started in, and Alt+O lists it as typed, normalised.
    @Test func theOpenPromptReadsPathsFromTheStartFolderWhicheverFileIsShown() throws {
        let run = try DentRun(file: "unused", contents: nil, columns: 120, arguments: ["inventory/store.py"]) { directory in
            try directory.makeDirectory("inventory")
            try directory.makeDirectory("src")
            try directory.write("inventory/store.py", "import os\n")
            try directory.write("src/ring.c", "int ring;\n")
        }
        try run.waitUntilReady()
        try run.openWithPrompt("inventory/../src/ring.c")
        let screen = try run.waitForStatus("ring.c  2/2")
        #expect(screen.first == "int ring;")
        try run.tmux.sendKeys("M-o")
        let list = try run.tmux.waitFor("the open files") { $0.contains { $0.contains("src/ring.c") } }
        #expect(!list.joined().contains(".."), "\(list)")
        try run.tmux.sendKeys("Escape")
        try run.tmux.waitFor("the list closed") { $0.first == "int ring;" }
        #expect(try run.quit() == 0)
    }

    /// Item 11: the binary notice says what the screen shows.
    @Test func theBinaryNoticeSaysWhatIsOnScreen() throws {
        let run = try DentRun(file: "unused", contents: nil, columns: 160, arguments: ["bin"]) {
            try $0.write("bin", bytes: [0x61, 0x00, 0xD0, 0x62, 0x0A])
        }
        let screen = try run.waitForStatus("Binary file")
        #expect(screen[0].hasPrefix("a^@<d0>b"), "\(screen[0])")
        #expect(statusLine(screen).contains("control characters show as ^X, bytes that are not text as <xx>"), "\(statusLine(screen))")
        #expect(try run.quit() == 0)
    }

    /// Item 15: `dent -` with a terminal on standard input is a usage error, not a blank screen.
    @Test func standardInputFromATerminalIsRefused() throws {
        let run = try DentRun(file: "unused", contents: nil, arguments: ["-"], capturingErrors: true)
        #expect(try run.waitForExit() == 2)
        #expect(run.errors?.contains("dent: - reads standard input, which is a terminal here") == true, "\(run.errors ?? "")")
        #expect(run.errors?.contains("usage: dent") == true)
    }
}
