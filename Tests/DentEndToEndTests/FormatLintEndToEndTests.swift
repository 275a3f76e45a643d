import DentTestSupport
import Glibc
import Testing

/// Format file and Lint through the real binary (issue 26): the language's `formatter` and
/// `linter` from dent.conf run as child processes; the screen and the bytes saved show what
/// they did.
@Suite("End to end: format file and lint")
struct FormatLintEndToEndTests {
    /// A dent run on `name` with dent.conf `conf`.
    private func run(_ name: String, _ contents: String, conf: String, columns: Int = 80) throws -> DentRun {
        try DentRun(file: name, contents: contents, columns: columns) { directory in
            try directory.makeDirectory("config/dent")
            try directory.write("config/dent/dent.conf", conf)
        }
    }

    @Test("Format file pipes the file through tr a-z A-Z as one undo step, the cursor staying where it was")
    func formatThroughTr() throws {
        let run = try run("main.c", "int x;\nint y;\n", conf: "[language c]\nformatter = tr a-z A-Z\n")
        try run.waitUntilReady()
        try run.tmux.sendKeys("Down", "Right", "Right")
        try run.runFromPalette("Format file")
        var screen = try run.waitForStatus("Formatted with tr a-z A-Z")
        #expect(Array(screen[0...1]) == ["INT X;", "INT Y;"], "\(screen)")
        try run.tmux.sendText("#")
        try run.tmux.waitFor("# typed where the cursor was") { $0[1] == "IN#T Y;" }
        try run.tmux.sendKeys("C-z")
        try run.tmux.waitFor("the # undone") { $0[1] == "INT Y;" }
        try run.tmux.sendKeys("C-z")
        screen = try run.tmux.waitFor("the format undone in one step") { $0[0] == "int x;" }
        #expect(screen[1] == "int y;")
        try run.tmux.sendKeys("C-y")
        try run.tmux.waitFor("redone") { $0[0] == "INT X;" }
        try run.save()
        try run.quit()
        #expect(run.contents("main.c") == "INT X;\nINT Y;\n")
    }

    @Test("A failing formatter changes nothing and says why; Esc stops a slow one; no formatter names the setting")
    func failingSlowAndMissingFormatters() throws {
        let run = try run("main.c", "int x;\n", conf: "[language c]\nformatter = echo oops >&2; exit 2\n[language python3]\nformatter = sleep 100\n",
                          columns: 120)
        try run.waitUntilReady()
        try run.runFromPalette("Format file")
        try run.waitForStatus("echo oops >&2; exit 2 failed (exit status 2), nothing changed: oops")
        try run.quit()
        #expect(run.contents("main.c") == "int x;\n")

        let slow = try self.run("x.py", "a = 1\n", conf: "[language python3]\nformatter = sleep 100\n")
        try slow.waitUntilReady()
        try slow.runFromPalette("Format file")
        // The file's 6 bytes fit in the pipe: all sent, though sleep reads none of them.
        try slow.waitForStatus("Running sleep 100… 100% sent, 0 bytes back (Esc stops it)")
        try slow.tmux.sendKeys("Escape")
        try slow.waitForStatus("Stopped sleep 100: nothing changed")
        try slow.quit()

        let none = try self.run("notes.txt", "text\n", conf: "")
        try none.waitUntilReady()
        try none.runFromPalette("Format file")
        try none.waitForStatus("No formatter: notes.txt has no language")
        try none.quit()
    }

    @Test("Lint marks the lines a linter script names, F4 steps to them, and the marks move with a line inserted above")
    func lintWithAScript() throws {
        let script = """
            echo "$1:2:5: warning: two"
            echo "other.sh:1:1: not this file"
            echo "$1:4: four"
            exit 1

            """
        let run = try DentRun(file: "a.sh", contents: "echo 1\necho 2\necho 3\necho 4\n") { directory in
            try directory.makeDirectory("config/dent")
            try directory.write("mylint", script)
            try directory.write("config/dent/dent.conf", "[language sh]\nlinter = sh \(directory.file("mylint"))\n")
        }
        try run.waitUntilReady()
        try run.runFromPalette("Lint")
        var screen = try run.waitForStatus("2 messages on 2 lines: F4 goes to the next")
        // The mark column, left of the text (no line numbers: a column of its own).
        #expect(screen[1] == "!echo 2" && screen[3] == "!echo 4", "\(screen)")
        #expect(screen[0] == " echo 1" && screen[2] == " echo 3")
        try run.tmux.sendKeys("F4")
        try run.waitForStatus("Line 2, column 5: warning: two")
        try run.tmux.sendKeys("F4")
        try run.waitForStatus("Line 4: four")
        // A line inserted at the top moves both marks down.
        try run.tmux.sendKeys("C-Home", "Enter")
        screen = try run.tmux.waitFor("the marks a line lower") { $0[2].hasPrefix("!") && $0[4].hasPrefix("!") }
        #expect(!screen[1].hasPrefix("!"))
        try run.tmux.sendKeys("S-F4")
        try run.waitForStatus("Line 5: four")
        try run.tmux.sendKeys("C-z")
        try run.tmux.waitFor("undone") { $0[0] == " echo 1" }
        try run.quit()
    }

    @Test("Lint refuses unsaved changes, and a linter that fails without a word about the file says so")
    func lintRefusalsAndFailures() throws {
        let run = try run("a.sh", "echo 1\n", conf: "[language sh]\nlinter = no-such-linter-here\n", columns: 140)
        try run.waitUntilReady()
        try run.runFromPalette("Lint")
        try run.waitForStatus("failed (exit status 127) with no message about the file")
        try run.tmux.sendText("x")
        try run.runFromPalette("Lint")
        try run.waitForStatus("Lint checks the file as saved: save it first")
        try run.tmux.sendKeys("C-z")
        try run.quit()
    }
}
