import Testing
import DentConfig
import DentCore
import DentKeys
import DentTestSupport
import DentText

/// Where a file's indentation comes from (issue 51, items 1 and 10): `.editorconfig`, a
/// `[language ID]` section, detection, the global settings, the language's convention, dent's
/// 4 spaces, in that order; a Makefile's recipe lines always get a tab; a whole-file
/// replacement decides again.
@Suite struct IndentPrecedenceTests {
    /// A document at `/p/NAME` with dent.conf `conf` and, when given, `.editorconfig` lines for `[*]`.
    func document(_ name: String, _ text: String = "", conf: String = "", editorConfig: String? = nil) -> Document {
        let path = "/p/" + name
        let properties = editorConfig.map {
            EditorConfigResolver.properties(forFile: path, sources: [EditorConfigSource(directory: "/p", text: "root = true\n[*]\n" + $0)])
        }
        return Document(path: path, text: TextBuffer(text), settings: SettingsParser.parse(conf).0,
                        editorConfig: properties ?? EditorConfigProperties())
    }

    @Test func withNothingToDetectALanguageGetsItsConvention() {
        #expect(document("Makefile").indentDescription == "Tabs (makefile)")
        #expect(document("main.go").indentDescription == "Tabs (go)")
        #expect(document("ci.yml").indentDescription == "Spaces:2 (yaml)")
        #expect(document("package.json").indentDescription == "Spaces:2 (json)")
        #expect(document("a.rb").indentDescription == "Spaces:2 (ruby)")
        #expect(document("index.html").indentDescription == "Spaces:2 (html)")
        #expect(document("a.css").indentDescription == "Spaces:2 (css)")
        #expect(document("a.js").indentDescription == "Spaces:2 (js)")
        #expect(document("a.py").indentDescription == "Spaces:4 (python)")
        #expect(document("a.c").indentDescription == "Spaces:4 (c)")
        #expect(document("notes.txt").indentDescription == "Spaces:4 (default)")
    }

    @Test func eachSourceGivesWayToTheOneBeforeIt() {
        let recipe = "all:\n\techo hi\n"
        #expect(document("Makefile", recipe, conf: "[language makefile]\nindent-style = tabs", editorConfig: "indent_style = space\nindent_size = 3")
            .indentDescription == "Spaces:3 (editorconfig)", ".editorconfig over a [language] section")
        #expect(document("Makefile", recipe, conf: "[language makefile]\nindent-style = spaces\nindent-size = 2").indentDescription
            == "Spaces:2 (settings)", "a [language] section over detection")
        #expect(document("Makefile", recipe, conf: "indent-style = spaces").indentDescription == "Tabs (detected)",
                "detection over the global indent-style")
        #expect(document("a.py", "if x:\n  y\n", conf: "indent-size = 8").indentDescription == "Spaces:2 (detected)",
                "detection over the global indent-size")
        #expect(document("Makefile", conf: "indent-style = spaces").indentDescription == "Spaces:4 (settings)",
                "the global indent-style over the convention")
        #expect(document("ci.yml", conf: "indent-size = 4").indentDescription == "Spaces:4 (settings)",
                "an indent-size set to 4 is set: it is no default")
        #expect(document("main.go", conf: "indent-style = spaces\nindent-size = 3").indentDescription == "Spaces:3 (settings)")
        #expect(document("ci.yml", conf: "[language yaml]\nindent-size = 4").indentDescription == "Spaces:4 (settings)",
                "a [language] section's size over the convention")
        #expect(document("ci.yml", editorConfig: "indent_size = 8").indentDescription == "Spaces:8 (editorconfig)")
        #expect(document("ci.yml").indentDescription == "Spaces:2 (yaml)", "the convention over dent's 4 spaces")
    }

    @Test func aCommandsChoiceOutlivesALanguageChange() {
        var document = document("notes")
        document.setIndentStyle(.spaces(8))
        document.path = "/p/Makefile"
        #expect(document.indentDescription == "Spaces:8 (command)")
        document.detectIndentation()
        #expect(document.indentDescription == "Tabs (makefile)")
    }

    // MARK: Makefile recipes (item 1)

    /// The line `line` of `editor`'s text.
    func line(_ editor: Editor, _ line: Int) -> String {
        String(decoding: editor.document.text.lineBytes(line), as: UTF8.self)
    }

    @Test func tabOnARecipeLineIndentsWithATabWhateverTheStyle() {
        let text = "CC = cc\nhello: hello.c\n\t$(CC) -o hello hello.c\n\n# tidy\nclean:\n\n\trm -f hello\n"
        var editor = Editor(document: document("Makefile", text, editorConfig: "indent_style = space"))
        #expect(editor.document.indentDescription == "Spaces:4 (editorconfig)")
        editor.document.cursor = editor.document.text.lineRange(7).lowerBound
        editor.press("Shift+Tab")
        #expect(line(editor, 7) == "rm -f hello")
        editor.press("Tab")
        #expect(line(editor, 7) == "\trm -f hello", "blank and comment lines between a rule and its recipe count for nothing")
        editor.document.cursor = editor.document.text.lineRange(3).lowerBound
        editor.press("Tab")
        #expect(line(editor, 3) == "\t", "a blank line after a recipe line is in the recipe")
        for (number, indented) in [(0, "    CC = cc"), (1, "    hello: hello.c"), (5, "    clean:")] {
            editor.document.cursor = editor.document.text.lineRange(number).lowerBound
            editor.press("Tab")
            #expect(line(editor, number) == indented, "not a recipe line: the style in force")
        }
    }

    @Test func aNewMakefilesRecipeGetsTabsFromEnterAndTab() {
        var editor = Editor(document: document("Makefile", conf: "indent-style = spaces"))
        editor.type("all:")
        editor.press("Enter")
        #expect(line(editor, 1) == "\t", "Enter after a rule line")
        editor.press("Shift+Tab")
        editor.press("Tab")
        editor.type("echo hi")
        #expect(editor.document.text.bytes.allBytes == Array("all:\n\techo hi".utf8))
    }

    // MARK: Detected again (item 10)

    @Test func formatFileDetectsTheIndentationAgain() {
        let conf = "[language c]\nformatter = clang-format\n"
        var editor = Editor(document: document("x.c", "int f() {\n    x;\n}\n", conf: conf))
        #expect(editor.document.indentDescription == "Spaces:4 (detected)")
        editor.run(.formatFile)
        _ = editor.takeEffects()
        editor.commandFinished(CommandOutcome(output: Array("int f() {\n  x;\n}\n".utf8), ending: .exited(0)))
        #expect(editor.document.indentDescription == "Spaces:2 (detected)")
        editor.document.cursor = editor.document.text.lineRange(1).lowerBound
        editor.press("Tab")
        #expect(line(editor, 1) == "    x;", "Tab indents by the new style's 2")
    }

    @Test func aStyleAChoseByCommandStaysThroughAWholeFileReplacement() {
        var editor = Editor(document: document("x.c", "int f() {\n    x;\n}\n", conf: "[language c]\nformatter = clang-format\n"))
        editor.run(.indentSize8)
        editor.run(.formatFile)
        _ = editor.takeEffects()
        editor.commandFinished(CommandOutcome(output: Array("int f() {\n  x;\n}\n".utf8), ending: .exited(0)))
        #expect(editor.document.indentDescription == "Spaces:8 (command)")
        editor.reloaded(editor.currentID, bytes: Array("a:\n\tb\n".utf8))
        #expect(editor.document.indentDescription == "Spaces:8 (command)")
    }

    @Test func aFilterOfTheWholeFileAndAReloadDetectAgainAndAFilterOfLinesDoesNot() {
        var editor = Editor(document: document("x.c", "a {\n    b;\n}\n"))
        editor.run(.filter)
        editor.type("indent")
        editor.press("Enter")
        #expect(editor.runningCommand?.use == .filterFile(editor.currentID), "the whole file")
        editor.commandFinished(CommandOutcome(output: Array("a {\n\tb;\n}\n".utf8), ending: .exited(0)))
        #expect(editor.document.indentDescription == "Tabs (detected)")
        editor.reloaded(editor.currentID, bytes: Array("a {\n  b;\n}\n".utf8))
        #expect(editor.document.indentDescription == "Spaces:2 (detected)")
        editor.document.cursor = 0
        editor.document.anchor = 4
        editor.run(.filter)
        editor.type("x")
        editor.press("Enter")
        editor.commandFinished(CommandOutcome(output: Array("a {\n\tc\n\td\n".utf8), ending: .exited(0)))
        #expect(editor.document.indentDescription == "Spaces:2 (detected)", "a part of the file leaves the style alone")
    }

    // MARK: Saving (item 12)

    @Test func aLineHoldingOnlyAutomaticIndentationIsEmptiedWhenSaved() {
        var editor = Editor(document: document("x.c", "f() {"))
        editor.document.cursor = editor.document.text.count
        editor.press("Enter")
        #expect(editor.document.text.bytes.allBytes == Array("f() {\n    ".utf8))
        editor.run(.save)
        #expect(editor.document.text.bytes.allBytes == Array("f() {\n".utf8), "the saved bytes hold no indentation nobody typed")
        #expect(editor.document.cursorPosition == (2, 1))
        editor.run(.undo)
        #expect(editor.document.text.bytes.allBytes == Array("f() {\n    ".utf8), "one undo brings it back")
    }

    @Test func indentationTypedOrFollowedByTextIsKeptWhenSaved() {
        var typed = Editor(document: document("x.c", "f() {"))
        typed.document.cursor = typed.document.text.count
        typed.press("Enter")
        typed.type(" ")
        typed.run(.save)
        #expect(typed.document.text.bytes.allBytes == Array("f() {\n     ".utf8), "a blank typed makes it the user's")
        var text = Editor(document: document("x.c", "f() {"))
        text.document.cursor = text.document.text.count
        text.press("Enter")
        text.type("x")
        text.press("Left")
        text.run(.save)
        #expect(text.document.text.bytes.allBytes == Array("f() {\n    x".utf8))
    }
}
