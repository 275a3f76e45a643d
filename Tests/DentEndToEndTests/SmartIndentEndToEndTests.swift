import Glibc
import DentTestSupport
import Testing

/// Smart indentation and auto pairs in the real binary on C files, with the installed
/// GtkSourceView specs telling code from strings and comments; checked by the bytes saved.
@Suite("End to end: smart indentation",
       .enabled(if: access("/usr/share/gtksourceview-4/language-specs/c.lang", R_OK) == 0, "needs the installed GtkSourceView specs"))
struct SmartIndentEndToEndTests {
    @Test("Enter after { indents the new line one level")
    func enterAfterAnOpener() throws {
        let run = try DentRun(file: "a.c", contents: "int f(void) {\n")
        try run.waitUntilReady()
        try run.tmux.sendKeys("End", "Enter")
        try run.tmux.sendText("return 0;")
        try run.save()
        #expect(try run.quit() == 0)
        #expect(run.contents("a.c") == "int f(void) {\n    return 0;\n")
    }

    /// The re-indent is part of the burst of typing (issue 51, item 21): one undo takes back
    /// the closer with it, redo brings both.
    @Test("A } typed first on a line goes under its opener; one undo takes it back with its re-indent")
    func electricCloser() throws {
        let run = try DentRun(file: "b.c", contents: "int f(void) {\n    s = \"}\"; /* { */\n")
        try run.waitUntilReady()
        try run.tmux.sendKeys("Down", "Down", "Tab")
        try run.tmux.sendText("}")
        try run.save()
        #expect(run.contents("b.c") == "int f(void) {\n    s = \"}\"; /* { */\n}")
        try run.tmux.sendKeys("C-z")
        try run.tmux.waitFor("the closer and its re-indent undone") { screen in screen.count > 2 && !screen[2].contains("}") }
        try run.tmux.sendKeys("C-y")
        try run.tmux.waitFor("both redone") { screen in screen.count > 2 && screen[2] == "}" }
        try run.save()
        #expect(try run.quit() == 0)
        #expect(run.contents("b.c") == "int f(void) {\n    s = \"}\"; /* { */\n}")
    }

    @Test("In HTML, the </ of a closing tag typed first on a line goes under the element it closes; one undo takes it back")
    func electricClosingTag() throws {
        let run = try DentRun(file: "e.html", contents: "<ul>\n    <li>one<br></li>\n    <!-- <div> -->\n")
        try run.waitUntilReady()
        try run.tmux.sendKeys("Down", "Down", "Down", "Tab")
        try run.tmux.sendText("</")
        try run.tmux.waitFor("the closing tag under <ul>") { screen in screen.count > 3 && screen[3] == "</" }
        try run.tmux.sendKeys("C-z")
        try run.tmux.waitFor("the tag and its re-indent undone") { screen in screen.count > 3 && !screen[3].contains("</") }
        try run.tmux.sendKeys("C-y")
        try run.tmux.waitFor("the re-indent redone") { screen in screen.count > 3 && screen[3] == "</" }
        try run.tmux.sendText("ul>")
        try run.save()
        #expect(try run.quit() == 0)
        #expect(run.contents("e.html") == "<ul>\n    <li>one<br></li>\n    <!-- <div> -->\n</ul>")
    }

    @Test("Typed brackets and quotes close themselves; typing the closer steps over it; Enter between { and } opens the block")
    func autoPairs() throws {
        let run = try DentRun(file: "c.c", contents: "")
        try run.waitUntilReady()
        try run.tmux.sendText("int main(void) {")
        try run.tmux.sendKeys("Enter")
        try run.tmux.sendText("puts(\"hi\");")
        try run.save()
        #expect(try run.quit() == 0)
        #expect(run.contents("c.c") == "int main(void) {\n    puts(\"hi\");\n}")
    }

    @Test("smart-indent = off and auto-pairs = off in dent.conf bring back the plain keys")
    func settingsOff() throws {
        let run = try DentRun(file: "d.c", contents: "") { directory in
            try directory.makeDirectory("config/dent")
            try directory.write("config/dent/dent.conf", "smart-indent = off\nauto-pairs = off\n")
        }
        try run.waitUntilReady()
        try run.tmux.sendText("f() {")
        try run.tmux.sendKeys("Enter")
        try run.tmux.sendText("x;")
        try run.save()
        #expect(try run.quit() == 0)
        #expect(run.contents("d.c") == "f() {\nx;")
    }
}
