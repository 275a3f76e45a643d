import Glibc
import DentTestSupport
import Testing

/// The indentation rules on real files: the style in force and where it came from are on the
/// status line, `.editorconfig` is honoured, Shift+Tab on a selection in a Makefile, a
/// Makefile's recipes run under make, a YAML file typed with Enter parses as it looks.
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

    /// make on the PATH, for the tests that run what dent saved.
    static let make = ProcessRunner.findInPath("make")

    @Test("A new Makefile's recipe gets tabs from Enter and Tab, the status line says why, and make runs it (issue 51, item 1)",
          .enabled(if: make != nil, "needs make"))
    func newMakefileRunsUnderMake() throws {
        let run = try DentRun(file: "Makefile", contents: nil)
        let screen = try run.waitUntilReady()
        #expect(statusLine(screen).contains("Tabs (makefile)"), "\(statusLine(screen))")
        try run.tmux.sendText("all:")
        try run.tmux.sendKeys("Enter", "Tab")
        try run.tmux.sendText("echo hi")
        try run.save()
        #expect(try run.quit() == 0)
        #expect(run.contents("Makefile") == "all:\n\t\techo hi\n", "\(visible(run.contents("Makefile")))")
        let made = try ProcessRunner.run(try #require(Self.make), ["-s", "-C", run.directory.path])
        #expect(made.exitStatus == 0 && made.stdout == "hi\n", "\(made)")
    }

    @Test("Shift+Tab then Tab on a Makefile's recipe line puts a tab back though .editorconfig asks for spaces (issue 51, item 1)",
          .enabled(if: make != nil, "needs make"))
    func recipeLineKeepsItsTab() throws {
        let run = try DentRun(file: "Makefile", contents: "hello:\n\techo hello\n") { directory in
            try directory.write(".editorconfig", "root = true\n[*]\nindent_style = space\n")
        }
        let screen = try run.waitUntilReady()
        #expect(statusLine(screen).contains("Spaces:4 (editorconfig)"), "\(statusLine(screen))")
        try run.tmux.sendKeys("Down", "BTab")
        try run.tmux.waitFor("the recipe line outdented") { $0.count > 1 && $0[1] == "echo hello" }
        try run.tmux.sendKeys("Tab")
        try run.tmux.waitFor("the recipe line indented again") { $0.count > 1 && $0[1].hasSuffix("echo hello") && $0[1] != "echo hello" }
        try run.save()
        #expect(try run.quit() == 0)
        #expect(run.contents("Makefile") == "hello:\n\techo hello\n", "\(visible(run.contents("Makefile")))")
        let made = try ProcessRunner.run(try #require(Self.make), ["-s", "-C", run.directory.path])
        #expect(made.exitStatus == 0 && made.stdout == "hello\n", "\(made)")
    }

    /// Debian's python3 with its yaml module (python3-yaml, scripts/setup-debian.sh test).
    static let pythonYAML = access("/usr/bin/python3", X_OK) == 0
        && (try? ProcessRunner.run("/usr/bin/python3", ["-c", "import yaml"]).exitStatus) == 0

    @Test("A YAML list of mappings typed with Enter is the YAML it looks like; its last line's indentation is not saved (issue 51, items 5 and 12)",
          .enabled(if: pythonYAML, "needs Python's yaml module (python3-yaml)"))
    func yamlListParses() throws {
        let run = try DentRun(file: "ci.yml", contents: nil)
        let screen = try run.waitUntilReady()
        #expect(statusLine(screen).contains("Spaces:2 (yaml)"), "\(statusLine(screen))")
        for line in ["jobs:", "build:", "steps:", "- name: Build", "run: make"] {
            try run.tmux.sendText(line)
            try run.tmux.sendKeys("Enter")
        }
        try run.tmux.sendKeys("BSpace")
        for line in ["- name: Test", "run: make test"] {
            try run.tmux.sendText(line)
            try run.tmux.sendKeys("Enter")
        }
        try run.save()
        #expect(try run.quit() == 0)
        let saved = "jobs:\n  build:\n    steps:\n      - name: Build\n        run: make\n      - name: Test\n        run: make test\n"
        #expect(run.contents("ci.yml") == saved, "\(visible(run.contents("ci.yml")))")
        let script = "import json, sys, yaml; print(json.dumps(yaml.safe_load(open(sys.argv[1])), sort_keys=True))"
        let parsed = try ProcessRunner.run("/usr/bin/python3", ["-c", script, run.directory.file("ci.yml")])
        #expect(parsed.exitStatus == 0, "\(parsed)")
        #expect(parsed.stdout == #"{"jobs": {"build": {"steps": [{"name": "Build", "run": "make"}, {"name": "Test", "run": "make test"}]}}}"# + "\n")
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
