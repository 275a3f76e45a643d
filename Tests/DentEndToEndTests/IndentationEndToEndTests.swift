import DentTestSupport
import Testing

/// The indentation rules on real files: the style in force and where it came from are on the
/// status line, `.editorconfig` is honoured, Shift+Tab on a selection in a Makefile.
@Suite("End to end: indentation")
struct IndentationEndToEndTests {
    @Test("An .editorconfig in the file's directory decides the style; the status line says so")
    func editorConfigIsHonoured() throws {
        let run = try DentRun(file: "src/a.py", contents: nil) { directory in
            try directory.makeDirectory("src")
            try directory.write("src/a.py", "def f():\n    return 1\n")
            try directory.write(".editorconfig", "root = true\n[*.py]\nindent_style = tab\n")
        }
        let screen = try run.waitUntilReady()
        #expect(statusLine(screen).contains("Tabs (editorconfig)"), "\(statusLine(screen))")
        try run.tmux.sendKeys("Down", "End", "Tab")
        try run.save()
        #expect(try run.quit() == 0)
        #expect(run.contents("src/a.py") == "def f():\n\t    return 1\n")
    }

    @Test("Shift+Tab on a selection in a Makefile outdents every selected line by one tab")
    func makefileSelection() throws {
        let run = try DentRun(file: "Makefile", contents: "all:\n\t\tcc a.c\n\t\tcc b.c\n\t\tcc c.c\n")
        let screen = try run.waitUntilReady()
        #expect(statusLine(screen).contains("Tabs (detected)"), "\(statusLine(screen))")
        // From the start of line 2 to the start of line 4: a selection that ends at column 0
        // does not touch that line.
        try run.tmux.sendKeys("Down", "S-Down", "S-Down")
        try run.tmux.sendKeys("BTab")
        try run.waitForStatus("[+]")
        try run.save()
        #expect(try run.quit() == 0)
        #expect(run.contents("Makefile") == "all:\n\tcc a.c\n\tcc b.c\n\t\tcc c.c\n")
    }

    @Test("dent --help gives the indentation rule word for word as docs/KEYS.md does")
    func helpStatesTheRule() throws {
        let result = try ProcessRunner.run(try TestExecutables.dent(), ["--help"])
        let words = result.stdout.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
        #expect(words.contains("- Tab indents every line touched by the selection, or the current line when nothing is selected, by one level, wherever the cursor is on the line. A selection that ends at column 0 of a line does not touch that line."))
        #expect(words.contains("a bracketed paste keeps its tabs and spaces exactly as pasted (no auto-indent on paste, no pairs)."))
        #expect(words.contains("- Enter splits the line. With `smart-indent = on` (the default), looking only at code"))
        #expect(words.contains("a block comment's `/*` or ` * `), the comment goes on"))
        #expect(words.contains("One undo puts back the indentation it was typed at."))
    }
}
