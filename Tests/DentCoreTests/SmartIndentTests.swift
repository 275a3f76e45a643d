import Testing
import DentConfig
@testable import DentCore
import DentKeys
import DentTestSupport
import DentText

/// One scenario: a language, text with `|` at the cursor, keys, the text that should result.
struct IndentCase: CustomTestStringConvertible, Sendable {
    var language: String
    var before: String
    var keys: [String]
    var after: String
    var indent: IndentStyle = .spaces(4)
    var testDescription: String { "\(language): \(before.debugDescription) + \(keys)" }
}

private func scenario(_ language: String, _ before: String, _ keys: [String], _ after: String, indent: IndentStyle = .spaces(4)) -> IndentCase {
    IndentCase(language: language, before: before, keys: keys, after: after, indent: indent)
}

/// Enter, typed closers and Re-indent lines by the language (docs/KEYS.md's rules), with the
/// installed GtkSourceView specs telling code from strings and comments.
@Suite(.enabled(if: RealSpecs.installed, "needs the installed GtkSourceView specs (libgtksourceview-4-common)"))
struct SmartIndentTests {
    /// A scenario in a language the installed specs cannot highlight fails, instead of running
    /// on plain text.
    @Test func aScenarioWithoutItsHighlighterFails() {
        withKnownIssue { _ = LanguageScenario.document("|", language: "no-such-language") }
    }

    static let enterCases: [IndentCase] = [
        // Rule 1: after an opener the new line is one level deeper than the opener's line.
        scenario("c", "int f() {|", ["Enter"], "int f() {\n    |"),
        scenario("c", "    if (x) {|", ["Enter"], "    if (x) {\n        |"),
        scenario("c", "int a[] = {|", ["Enter"], "int a[] = {\n    |"),
        scenario("c", "f(|", ["Enter"], "f(\n    |"),
        scenario("c", "int f() { // opens|", ["Enter"], "int f() { // opens\n    |"),
        // A bracket in a string or a comment is no opener.
        scenario("c", "puts(\"{\");|", ["Enter"], "puts(\"{\");\n|"),
        scenario("c", "x = 1; // {|", ["Enter"], "x = 1; // {\n|"),
        scenario("c", "  s = \"{|", ["Enter"], "  s = \"{\n  |"),
        scenario("swift", "func f() {|", ["Enter"], "func f() {\n    |"),
        scenario("swift", "let s = \"(\"|", ["Enter"], "let s = \"(\"\n|"),
        scenario("go", "func main() {|", ["Enter"], "func main() {\n    |"),
        scenario("go", "s := `{`|", ["Enter"], "s := `{`\n|"),
        scenario("go", "x := 1 // {|", ["Enter"], "x := 1 // {\n|"),
        scenario("rust", "fn main() {|", ["Enter"], "fn main() {\n    |"),
        scenario("rust", "let c = '{';|", ["Enter"], "let c = '{';\n|"),
        scenario("js", "function f() {|", ["Enter"], "function f() {\n    |"),
        scenario("js", "const s = `${a} {`|", ["Enter"], "const s = `${a} {`\n|"),
        scenario("json", "{\"a\": [|", ["Enter"], "{\"a\": [\n    |"),
        scenario("json", "{\"a\": \"[\"|", ["Enter"], "{\"a\": \"[\"\n|"),
        scenario("python3", "def f():|", ["Enter"], "def f():\n    |"),
        scenario("python3", "    if x:|", ["Enter"], "    if x:\n        |"),
        scenario("python3", "s = \"a:\"|", ["Enter"], "s = \"a:\"\n|"),
        scenario("python3", "x = 1  # note:|", ["Enter"], "x = 1  # note:\n|"),
        scenario("yaml", "key:|", ["Enter"], "key:\n    |"),
        scenario("yaml", "key: value|", ["Enter"], "key: value\n|"),
        scenario("sh", "if true; then|", ["Enter"], "if true; then\n    |"),
        scenario("sh", "for f in *; do|", ["Enter"], "for f in *; do\n    |"),
        scenario("sh", "f() {|", ["Enter"], "f() {\n    |"),
        scenario("sh", "echo 'then'|", ["Enter"], "echo 'then'\n|"),
        scenario("sh", "if a; then b; fi|", ["Enter"], "if a; then b; fi\n|"),
        scenario("ruby", "def f|", ["Enter"], "def f\n    |"),
        scenario("ruby", "xs.each do|", ["Enter"], "xs.each do\n    |"),
        scenario("ruby", "return if x|", ["Enter"], "return if x\n|"),
        scenario("lua", "function f()|", ["Enter"], "function f()\n    |"),
        scenario("lua", "local g = function(x)|", ["Enter"], "local g = function(x)\n    |"),
        scenario("lua", "if x then|", ["Enter"], "if x then\n    |"),
        scenario("lua", "if x then y() end|", ["Enter"], "if x then y() end\n|"),
        scenario("html", "<div>|", ["Enter"], "<div>\n    |"),
        scenario("html", "<br>|", ["Enter"], "<br>\n|"),
        scenario("makefile", "all: main.o|", ["Enter"], "all: main.o\n\t|"),
        scenario("makefile", "CC := gcc|", ["Enter"], "CC := gcc\n|"),
        // Rule 2: between a pair the closer gets its own line at the opener's level.
        scenario("c", "int f() {|}", ["Enter"], "int f() {\n    |\n}"),
        scenario("c", "    g(|)", ["Enter"], "    g(\n        |\n    )"),
        scenario("js", "a = [| ]", ["Enter"], "a = [\n    |\n]"),
        scenario("rust", "fn f() {|}", ["Enter"], "fn f() {\n    |\n}"),
        scenario("json", "{|}", ["Enter"], "{\n    |\n}"),
        scenario("html", "  <p>|</p>", ["Enter"], "  <p>\n      |\n  </p>"),
        scenario("html", "<p>|</div>", ["Enter"], "<p>\n    |</div>"),
        scenario("xml", "<a x=\"1\">|</a>", ["Enter"], "<a x=\"1\">\n    |\n</a>"),
        // Tabs, and GNU style (levels of 2 in tabs of 8).
        scenario("c", "\tif (x) {|", ["Enter"], "\tif (x) {\n\t\t|", indent: .tabs),
        scenario("c", "\tif (x) {|}", ["Enter"], "\tif (x) {\n\t\t|\n\t}", indent: .tabs),
        // Rule 6: comments go on.
        scenario("c", "    // a comment|", ["Enter"], "    // a comment\n    // |"),
        scenario("c", "/* a block|", ["Enter"], "/* a block\n * |"),
        scenario("c", "/*\n * more|", ["Enter"], "/*\n * more\n * |"),
        scenario("c", "/* done */|", ["Enter"], "/* done */\n|"),
        scenario("python3", "# note|", ["Enter"], "# note\n# |"),
        scenario("sh", "  #x|", ["Enter"], "  #x\n  #|"),
        scenario("lua", "-- c|", ["Enter"], "-- c\n-- |"),
        scenario("c", "    // a|", ["Enter", "Enter"], "    // a\n    |"),
        scenario("c", "x = 1; // trailing|", ["Enter"], "x = 1; // trailing\n|"),
        // Plain Enter keeps the indentation.
        scenario("c", "    x = 1;|", ["Enter"], "    x = 1;\n    |"),
    ]

    @Test(arguments: enterCases)
    func enter(_ test: IndentCase) {
        #expect(LanguageScenario.run(test.language, test.before, test.keys, indent: test.indent) == test.after)
    }

    static let closerCases: [IndentCase] = [
        // Rule 3: a closer typed first on a line goes to its opener's line's indentation.
        scenario("c", "int f() {\n    x;\n    |", ["}"], "int f() {\n    x;\n}|"),
        scenario("c", "  int f() {\n  x;\n|", ["}"], "  int f() {\n  x;\n  }|"),
        scenario("c", "f(a,\n        |", [")"], "f(a,\n)|"),
        scenario("c", "int f() {\n    s = \"}\";\n    |", ["}"], "int f() {\n    s = \"}\";\n}|"),
        scenario("c", "if (a) {\n    /* { */\n    |", ["}"], "if (a) {\n    /* { */\n}|"),
        // Typed mid-line, a closer leaves the indentation alone.
        scenario("c", "int f() {\n    x = g(|", [")"], "int f() {\n    x = g()|"),
        scenario("c", "if (a) {\n    x = {1|", ["}"], "if (a) {\n    x = {1}|"),
        scenario("swift", "func f() {\n    if x {\n        y()\n        |", ["}"], "func f() {\n    if x {\n        y()\n    }|"),
        scenario("go", "func f() {\n\tx := 1\n\t|", ["}"], "func f() {\n\tx := 1\n}|", indent: .tabs),
        scenario("rust", "fn f() {\n    let c = '{';\n    |", ["}"], "fn f() {\n    let c = '{';\n}|"),
        scenario("js", "const a = [\n    1,\n    |", ["]"], "const a = [\n    1,\n]|"),
        scenario("json", "{\n    \"a\": 1\n    |", ["}"], "{\n    \"a\": 1\n}|"),
        scenario("sh", "if true; then\n    x\n    |", ["fi"], "if true; then\n    x\nfi|"),
        scenario("sh", "for f in *; do\n    x\n    |", ["done"], "for f in *; do\n    x\ndone|"),
        scenario("sh", "case $a in\n    x) y;;\n    |", ["esac"], "case $a in\n    x) y;;\nesac|"),
        scenario("sh", "if a; then\n    b\n    |", ["else"], "if a; then\n    b\nelse|"),
        scenario("ruby", "def f\n    x\n    |", ["end"], "def f\n    x\nend|"),
        scenario("ruby", "def f\n    xs.each do\n        y\n        |", ["end"], "def f\n    xs.each do\n        y\n    end|"),
        scenario("ruby", "if a\n    b\n    |", ["else"], "if a\n    b\nelse|"),
        scenario("lua", "function f()\n    if x then y() end\n    |", ["end"], "function f()\n    if x then y() end\nend|"),
        scenario("lua", "if x then\n    y()\n    |", ["else"], "if x then\n    y()\nelse|"),
        scenario("python3", "if x:\n    y()\n    |", ["else"], "if x:\n    y()\nelse|"),
        scenario("python3", "try:\n    y()\n    |", ["except"], "try:\n    y()\nexcept|"),
        scenario("python3", "if x:\n    y()\n|", ["else"], "if x:\n    y()\nelse|"),
        // The line is re-indented when the closing word is typed, as vim does (`indentkeys`).
        scenario("ruby", "def f\n    x\n    |", ["endpoint"], "def f\n    x\nendpoint|"),
        // GNU style: the closer under its opener.
        scenario("c", "  {\n    x;\n    |", ["}"], "  {\n    x;\n  }|"),
        // A closing tag: its `</` typed first on a line goes to the innermost element still open.
        scenario("html", "<div>\n    <p>x</p>\n    |", ["</"], "<div>\n    <p>x</p>\n</|"),
        scenario("html", "<ul>\n    <li>\n        a\n        |", ["</"], "<ul>\n    <li>\n        a\n    </|"),
        scenario("html", "  <div>\n|", ["</"], "  <div>\n  </|"),
        // Void elements, self-closing tags, tags in comments and attribute strings open nothing.
        scenario("html", "<div>\n    <br>\n    <img src=\"a.png\">\n    |", ["</"], "<div>\n    <br>\n    <img src=\"a.png\">\n</|"),
        scenario("html", "<div>\n    <x-icon/>\n    |", ["</"], "<div>\n    <x-icon/>\n</|"),
        scenario("html", "<div>\n    <!-- <span> -->\n    |", ["</"], "<div>\n    <!-- <span> -->\n</|"),
        scenario("html", "<div title=\"<b>\">\n    |", ["</"], "<div title=\"<b>\">\n</|"),
        // A closed element is passed over, and an element left open inside it (HTML's `<p>`).
        scenario("html", "<section>\n    <div>\n        <p>a\n    </div>\n    |", ["</"],
                 "<section>\n    <div>\n        <p>a\n    </div>\n</|"),
        scenario("xml", "<a>\n    <b>\n        <c/>\n        |", ["</"], "<a>\n    <b>\n        <c/>\n    </|"),
        // Typed after text on the line, or a `<` alone, it changes nothing.
        scenario("html", "<div>\n    <p>x|", ["</"], "<div>\n    <p>x</|"),
        scenario("html", "<div>\n    <p>x</p>\n    |", ["<"], "<div>\n    <p>x</p>\n    <|"),
    ]

    @Test(arguments: closerCases)
    func typedCloser(_ test: IndentCase) {
        #expect(LanguageScenario.run(test.language, test.before, test.keys, indent: test.indent) == test.after)
    }

    /// The re-indent is part of the burst of typing that brought it (issue 51, item 21): one
    /// undo takes back the closer and its re-indent, redo brings both.
    @Test func oneUndoTakesTheTypedCloserBackWithItsReindent() {
        let document = LanguageScenario.document("int f() {\n    x;\n    |", language: "c")
        #expect(LanguageScenario.run(document, ["}", "Ctrl+z"]) == "int f() {\n    x;\n    |")
        #expect(LanguageScenario.run(document, ["}", "Ctrl+z", "Ctrl+y"]) == "int f() {\n    x;\n}|")
    }

    @Test func oneUndoTakesTheTypedClosingTagBackWithItsReindent() {
        let document = LanguageScenario.document("<div>\n    <p>x</p>\n    |", language: "html")
        #expect(LanguageScenario.run(document, ["</", "Ctrl+z"]) == "<div>\n    <p>x</p>\n    |")
        #expect(LanguageScenario.run(document, ["</", "Ctrl+z", "Ctrl+y"]) == "<div>\n    <p>x</p>\n</|")
    }

    /// Block words and tags are searched for 2,000 lines and 128 KiB up, whichever is less:
    /// lines of 100 bytes, 1,000 of them are within reach and 1,500 are not. The highlighter's
    /// exact pass is run first, as idle time does in the editor.
    @Test(arguments: [(1_000, true), (1_500, false)])
    func theOpenerSearchStopsAtItsReach(lines: Int, found: Bool) {
        func run(_ language: String, _ marked: String, _ keys: [String]) -> String {
            var document = LanguageScenario.document(marked, language: language)
            while document.hasHighlightingWork { _ = document.continueHighlighting() }
            return LanguageScenario.run(document, keys)
        }
        let filler = { (word: String) in String(repeating: "    \(word) " + String(repeating: "x", count: 86) + "\n", count: lines) }
        #expect(run("sh", "if a; then\n" + filler("echo") + "    |", ["fi"]).hasSuffix(found ? "\nfi|" : "\n    fi|"))
        #expect(run("python3", "if a:\n" + filler("pass") + "    |", ["else"]).hasSuffix(found ? "\nelse|" : "\n    else|"))
        let tags = String(repeating: "    <p>" + String(repeating: "x", count: 88) + "</p>\n", count: lines)
        #expect(run("html", "<div>\n" + tags + "    |", ["</"]).hasSuffix(found ? "\n</|" : "\n    </|"))
    }

    @Test func undoOfEachEnterRule() {
        for (marked, keys) in [("int f() {|}", ["Enter"]), ("int f() {|", ["Enter"]), ("// a|", ["Enter"]), ("    // |", ["Enter"])] {
            let document = LanguageScenario.document(marked, language: "c")
            #expect(LanguageScenario.run(document, keys + ["Ctrl+z"]) == marked)
        }
    }

    @Test func crlfFilesGetCrlfLines() {
        #expect(LanguageScenario.run("c", "int f() {|}\r\n", ["Enter"]) == "int f() {\r\n    |\r\n}\r\n")
        #expect(LanguageScenario.run("c", "x;\r\n// a|\r\n", ["Enter"]) == "x;\r\n// a\r\n// |\r\n")
        #expect(LanguageScenario.run("c", "int f() {\r\n    x;\r\n    |\r\n", ["}"]) == "int f() {\r\n    x;\r\n}|\r\n")
    }

    @Test func aLineLeftWithOnlyTheCommentPrefixLosesIt() {
        #expect(LanguageScenario.run("c", "    // |", ["Enter"]) == "    |")
        #expect(LanguageScenario.run("python3", "#|", ["Enter"]) == "|")
        #expect(LanguageScenario.run("c", "/*\n * |", ["Enter"]) == "/*\n |")
    }

    @Test func gnuStyleLevelsAreRebuiltAsTabsThenSpaces() {
        var document = LanguageScenario.document("\t  if (x) {|", language: "c", indent: .tabs)
        document.mixedIndentColumns = 2
        #expect(LanguageScenario.run(document, ["Enter"]) == "\t  if (x) {\n\t    |")
        #expect(LanguageScenario.run(document, ["Enter", "x;", "Enter", "}"]) == "\t  if (x) {\n\t    x;\n\t  }|")
    }

    @Test func smartIndentOffBringsBackThePlainEnter() {
        var settings = Settings()
        settings.smartIndent = false
        #expect(LanguageScenario.run("c", "    int f() {|}", ["Enter"], settings: settings) == "    int f() {\n    |}")
        #expect(LanguageScenario.run("c", "int f() {\n    x;\n    |", ["}"], settings: settings) == "int f() {\n    x;\n    }|")
        #expect(LanguageScenario.run("c", "// a|", ["Enter"], settings: settings) == "// a\n|")
    }

    @Test func aLanguageSectionTurnsSmartIndentOffForItsFilesOnly() {
        let settings = SettingsParser.parse("[language python3]\nsmart-indent = off\n").0
        #expect(LanguageScenario.run("python3", "def f():|", ["Enter"], settings: settings) == "def f():\n|")
        #expect(LanguageScenario.run("c", "int f() {|", ["Enter"], settings: settings) == "int f() {\n    |")
    }

    @Test func tabStaysTheTabRule() {
        #expect(LanguageScenario.run("c", "int f() {\n|x;\n}", ["Tab"]) == "int f() {\n    |x;\n}")
        #expect(LanguageScenario.run("python3", "def f():\n    ret|urn 1\n", ["Tab"]) == "def f():\n        ret|urn 1\n")
    }
}

/// Without a highlighter (syntax off, a language dent does not know) the rules are brackets
/// only, and every byte counts as code.
@Suite struct PlainIndentTests {
    @Test func bracketsOnly() {
        #expect(LanguageScenario.run(nil, "f {|", ["Enter"]) == "f {\n    |")
        #expect(LanguageScenario.run(nil, "f {|}", ["Enter"]) == "f {\n    |\n}")
        #expect(LanguageScenario.run(nil, "f {\n    x\n    |", ["}"]) == "f {\n    x\n}|")
        // No block words: Python's `:` means nothing without its highlighter.
        #expect(LanguageScenario.run(nil, "def f():|", ["Enter"], path: "a.py") == "def f():\n|")
        // Everything is code: a quoted brace still opens.
        #expect(LanguageScenario.run(nil, "s = \"{|", ["Enter"]) == "s = \"{\n    |")
    }

    @Test func aLanguageSectionsIndentSettingsApplyToItsFiles() {
        let settings = SettingsParser.parse("indent-size = 4\n[language test]\nindent-size = 2\nindent-style = spaces\n").0
        var document = Document(path: "x", text: TextBuffer(GapBuffer(Array("a\n".utf8))), settings: settings)
        #expect(document.indentStyle == .spaces(4))
        document.highlight(with: BlockCommentHighlighter().source)
        #expect(document.indentStyle == .spaces(2), "the highlighter's language is \"test\"")
        document.highlight(with: nil)
        #expect(document.indentStyle == .spaces(4))
    }

    @Test func aHighlighterDoubleTellsCommentsApart() {
        var document = LanguageScenario.document("int f() {\n    /* { */\n    |", language: nil)
        document.highlight(with: BlockCommentHighlighter().source)
        #expect(LanguageScenario.run(document, ["}"]) == "int f() {\n    /* { */\n}|")
    }

    @Test func theBracketSearchStopsAtItsReach() {
        for (length, found) in [(100_000, true), (200_000, false)] {
            for separator in ["", "\n"] {
                var document = LanguageScenario.document("|(" + separator + String(repeating: "x", count: length) + separator + ")", language: nil)
                #expect((document.matchingBracket() != nil) == found, "\(length) bytes, \(separator.isEmpty ? "one line" : "three lines")")
            }
        }
    }

    @Test func pasteIsNeverReindentedNorPaired() {
        var editor = Editor(document: LanguageScenario.document("int f() {\n    |", language: nil))
        editor.handle(.pasteStart)
        editor.handle(.pasteChunk(Array("}(\"".utf8)))
        editor.handle(.pasteEnd)
        #expect(CursorText.format(editor.document) == "int f() {\n    }(\"|")
    }
}

/// Re-indent lines (Alt+=): each line's indentation from the structure above it, one undo step.
@Suite(.enabled(if: RealSpecs.installed, "needs the installed GtkSourceView specs (libgtksourceview-4-common)"))
struct ReindentTests {
    func reindent(_ language: String, _ text: String, indent: IndentStyle = .spaces(4)) -> String {
        var document = LanguageScenario.document("|" + text, language: language, indent: indent)
        document.anchor = document.text.count
        return String(LanguageScenario.run(document, ["Alt+="]).filter { $0 != "|" })
    }

    @Test func bracketLanguages() {
        #expect(reindent("c", "int f() {\nif (x) {\ny();\n}\n  return \"}\";\n}\n")
                == "int f() {\n    if (x) {\n        y();\n    }\n    return \"}\";\n}\n")
        #expect(reindent("c", "int f() {\n// a comment {\n/* block\n   stays */\nx;\n}")
                == "int f() {\n    // a comment {\n    /* block\n   stays */\n    x;\n}")
        #expect(reindent("go", "func f() {\nx := 1\n}", indent: .tabs) == "func f() {\n\tx := 1\n}")
        #expect(reindent("json", "{\n\"a\": [\n1\n]\n}") == "{\n    \"a\": [\n        1\n    ]\n}")
    }

    @Test func blockWords() {
        #expect(reindent("sh", "if a; then\nb\nelse\nc\nfi\n") == "if a; then\n    b\nelse\n    c\nfi\n")
        #expect(reindent("ruby", "def f\nxs.each do\ny\nend\nend\n") == "def f\n    xs.each do\n        y\n    end\nend\n")
        #expect(reindent("lua", "function f()\nif x then\ny()\nend\nend") == "function f()\n    if x then\n        y()\n    end\nend")
    }

    @Test func pythonKeepsWhatIndentationSays() {
        // A block's end is only known from its indentation: a dedent is kept, an opener's body indented.
        #expect(reindent("python3", "def f():\nx = 1\n        y = 2\nz = 3\n") == "def f():\n    x = 1\n    y = 2\nz = 3\n")
    }

    @Test func oneUndoStepAndTheCursorLine() {
        let document = LanguageScenario.document("int f() {\nx|;\n}", language: "c")
        #expect(LanguageScenario.run(document, ["Alt+="]) == "int f() {\n    x|;\n}")
        #expect(LanguageScenario.run(document, ["Alt+=", "Ctrl+z"]) == "int f() {\nx|;\n}")
    }
}
