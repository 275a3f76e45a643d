import DentTestSupport
import Testing

/// Editing real files through the real binary: keys in, exact bytes on disk out.
@Suite("End to end: editing and saving")
struct EditingEndToEndTests {
    @Test("A paste whose end marker never comes ends after a second; Ctrl+S then saves")
    func unendedPaste() throws {
        let run = try DentRun(file: "p.txt", contents: "end\n")
        try run.waitUntilReady()
        // The start of a bracketed paste, text with a tab, and no end marker.
        try run.tmux.sendKeys(["-H"] + Array("\u{1B}[200~a\tb".utf8).map { String($0, radix: 16) })
        try run.waitForStatus("no end marker")
        try run.tmux.sendText("x")
        try run.save()
        #expect(try run.quit() == 0)
        let saved = run.contents("p.txt")
        #expect(saved == "a\tbxend\n", "the tab was pasted, not an indent; saved: \(visible(saved))")
    }

    @Test("A 4-space Python file: typing, Tab mid-line, Enter keeps indentation, Shift+Tab, save")
    func pythonFile() throws {
        let run = try DentRun(file: "a.py", contents: "def f(x):\n    if x:\n    return x\n")
        try run.waitUntilReady()
        // Line 1: insert ", y" before the colon.
        try run.tmux.sendKeys("End", "Left", "Left")
        try run.tmux.sendText(", y")
        // Line 3: Tab with the cursor in the middle of the line indents the whole line.
        try run.tmux.sendKeys("Down", "Down", "End", "Left", "Left", "Left")
        try run.waitForStatus("Ln 3, Col 10")
        try run.tmux.sendKeys("Tab")
        try run.waitForStatus("Ln 3, Col 14")
        // A new line after a return is one level out (issue 51, item 6); Shift+Tab takes one
        // level off, Tab puts it back.
        try run.tmux.sendKeys("End", "Enter")
        try run.tmux.sendText("return y")
        try run.tmux.sendKeys("BTab")
        try run.tmux.waitFor("return y at column 0") { $0.count > 3 && $0[3] == "return y" }
        try run.tmux.sendKeys("Tab")
        try run.save()
        let screen = try run.tmux.capture()
        #expect(Array(screen.prefix(4)) == ["def f(x, y):", "    if x:", "        return x", "    return y"])
        #expect(try run.quit() == 0)
        let saved = run.contents("a.py")
        #expect(saved == "def f(x, y):\n    if x:\n        return x\n    return y\n", "saved: \(visible(saved))")
        #expect(saved?.contains("\t") == false)
    }

    @Test("A tab-indented Makefile: Tab puts one tab at the line start, not at the cursor")
    func makefileTabs() throws {
        let makefile = "all: app\n\ncc -o app main.c\n\ttest -f app\nclean:\n\trm -f app\n"
        let run = try DentRun(file: "Makefile", contents: makefile)
        try run.waitUntilReady()
        try run.tmux.sendKeys("Down", "Down", "Right", "Right", "Right")
        try run.waitForStatus("Ln 3, Col 4")
        try run.tmux.sendKeys("Tab")
        try run.save()
        #expect(try run.quit() == 0)
        let saved = run.contents("Makefile")
        #expect(saved == "all: app\n\n\tcc -o app main.c\n\ttest -f app\nclean:\n\trm -f app\n", "saved: \(visible(saved))")
    }

    @Test("Shift+Tab outdents the current line by one level from anywhere in it")
    func shiftTabOutdents() throws {
        let source = "class A:\n    def f(self):\n            return 1\n"
        let run = try DentRun(file: "b.py", contents: source)
        try run.waitUntilReady()
        try run.tmux.sendKeys("Down", "Down", "End", "Left", "Left")
        try run.waitForStatus("Ln 3, Col 19")
        try run.tmux.sendKeys("BTab")
        try run.waitForStatus("Ln 3, Col 15")
        try run.save()
        #expect(try run.quit() == 0)
        let saved = run.contents("b.py")
        #expect(saved == "class A:\n    def f(self):\n        return 1\n", "saved: \(visible(saved))")
    }

    @Test("Shift+Tab on a tab-indented line removes one tab")
    func shiftTabRemovesTab() throws {
        let run = try DentRun(file: "Makefile", contents: "all:\n\t\techo hi\n\techo bye\n")
        try run.waitUntilReady()
        try run.tmux.sendKeys("Down", "End", "BTab")
        try run.save()
        #expect(try run.quit() == 0)
        let saved = run.contents("Makefile")
        #expect(saved == "all:\n\techo hi\n\techo bye\n", "saved: \(visible(saved))")
    }

    @Test("A file indented by 2 spaces: Tab adds 2 spaces")
    func twoSpaceFile() throws {
        let run = try DentRun(file: "c.yaml", contents: "a:\n  b:\n  c: 1\n  d: 2\n")
        try run.waitUntilReady()
        try run.tmux.sendKeys("Down", "Down", "End", "Tab")
        try run.save()
        #expect(try run.quit() == 0)
        let saved = run.contents("c.yaml")
        #expect(saved == "a:\n  b:\n    c: 1\n  d: 2\n", "saved: \(visible(saved))")
    }

    @Test("A path that does not exist yet is created on save with the typed text")
    func newFile() throws {
        let run = try DentRun(file: "notes.txt", contents: nil)
        try run.waitForStatus("New file")
        #expect(!run.directory.exists("notes.txt"), "dent must not create the file before saving")
        try run.tmux.sendText("hello")
        try run.tmux.sendKeys("Enter")
        try run.tmux.sendText("café ✓ 日本")
        try run.save()
        #expect(try run.quit() == 0)
        let saved = run.contents("notes.txt")
        #expect(saved == "hello\ncafé ✓ 日本\n", "a new file gets a final newline; saved: \(visible(saved))")
    }

    @Test("A bracketed paste goes in literally: tabs are not indents, line breaks become LF")
    func bracketedPaste() throws {
        let run = try DentRun(file: "p.txt", contents: "start\n")
        try run.waitUntilReady()
        try run.tmux.sendKeys("Down")
        try run.tmux.paste("x\ty\n    z")
        try run.save()
        #expect(try run.quit() == 0)
        let saved = run.contents("p.txt")
        #expect(saved == "start\nx\ty\n    z", "saved: \(visible(saved))")
    }
}
