import Testing
import DentConfig
@testable import DentCore
import DentKeys
import DentTestSupport
import DentText

/// Enter and typing where a language's shape decides (issue 51, items 4 to 6): after a block
/// comment, in a YAML list of mappings, in Python's brackets and after its last statements, at
/// Go's case labels. Over the installed GtkSourceView specs, as SmartIndentTests.
@Suite(.enabled(if: RealSpecs.installed, "needs the installed GtkSourceView specs (libgtksourceview-4-common)"))
struct SmartIndentShapesTests {
    static func shape(_ language: String, _ before: String, _ keys: [String], _ after: String, indent: IndentStyle = .spaces(4)) -> IndentCase {
        IndentCase(language: language, before: before, keys: keys, after: after, indent: indent)
    }

    /// Item 4: the line after a block comment takes the comment's own indentation; `/` after a
    /// continued ` * ` closes it.
    static let blockComments: [IndentCase] = [
        shape("c", "/**|", ["Enter", "Doc.", "Enter", "Backspace", "/", "Enter", "int x;"], "/**\n * Doc.\n */\nint x;|"),
        shape("c", "/**|", ["Enter", "Doc.", "Enter", "/", "Enter", "int x;"], "/**\n * Doc.\n */\nint x;|"),
        shape("c", "    /*\n     * a\n     */|", ["Enter"], "    /*\n     * a\n     */\n    |"),
        shape("c", "x = 1; /* a\n        b */|", ["Enter"], "x = 1; /* a\n        b */\n|"),
        shape("c", "    /* one line */|", ["Enter"], "    /* one line */\n    |"),
        shape("java", "    /**\n     * Doc.\n     * |", ["/"], "    /**\n     * Doc.\n     */|"),
        // Only right after the ` * ` of a comment's own line.
        shape("c", "/*\n * a |", ["/"], "/*\n * a /|"),
        shape("c", "x = a * |", ["/"], "x = a * /|"),
        shape("c", "x = y\n    * |", ["/"], "x = y\n    * /|"),
    ]

    /// Item 5: after a list item that is a mapping, its key's column.
    static let yamlItems: [IndentCase] = [
        shape("yaml", "- name: Build|", ["Enter"], "- name: Build\n  |", indent: .spaces(2)),
        shape("yaml", "steps:\n  - name: Build|", ["Enter"], "steps:\n  - name: Build\n    |", indent: .spaces(2)),
        shape("yaml", "  - run:|", ["Enter"], "  - run:\n      |", indent: .spaces(2)),
        shape("yaml", "- - a: b|", ["Enter"], "- - a: b\n    |", indent: .spaces(2)),
        shape("yaml", "- name: \"a: b\"|", ["Enter"], "- name: \"a: b\"\n  |", indent: .spaces(2)),
        // A plain value, a flow collection, a URL: the next item goes under the dash.
        shape("yaml", "- item|", ["Enter"], "- item\n|", indent: .spaces(2)),
        shape("yaml", "  - {a: 1}|", ["Enter"], "  - {a: 1}\n  |", indent: .spaces(2)),
        shape("yaml", "- http://x|", ["Enter"], "- http://x\n|", indent: .spaces(2)),
        shape("yaml", "key: value|", ["Enter"], "key: value\n|", indent: .spaces(2)),
    ]

    /// Item 6, Python: a block's last statement, and brackets across lines.
    static let python: [IndentCase] = [
        shape("python3", "def f():\n    return 1|", ["Enter"], "def f():\n    return 1\n|"),
        shape("python3", "    if x:\n        pass|", ["Enter"], "    if x:\n        pass\n    |"),
        shape("python3", "for x in y:\n    break|", ["Enter"], "for x in y:\n    break\n|"),
        shape("python3", "for x in y:\n    continue|", ["Enter"], "for x in y:\n    continue\n|"),
        shape("python3", "if x:\n    raise E()|", ["Enter"], "if x:\n    raise E()\n|"),
        shape("python3", "    returned = 1|", ["Enter"], "    returned = 1\n    |"),
        shape("python3", "x = foo(a,|", ["Enter"], "x = foo(a,\n        |"),
        shape("python3", "x = foo(|", ["Enter"], "x = foo(\n    |"),
        shape("python3", "x = foo(  # why|", ["Enter"], "x = foo(  # why\n    |"),
        shape("python3", "x = {'a': [1,|", ["Enter"], "x = {'a': [1,\n           |"),
        shape("python3", "x = [1,\n     2,|", ["Enter"], "x = [1,\n     2,\n     |"),
        shape("python3", "s = '(' + f(a,|", ["Enter"], "s = '(' + f(a,\n            |"),
        shape("python3", "if foo(a,\n       b):|", ["Enter"], "if foo(a,\n       b):\n    |"),
        shape("python3", "    x = foo(a,\n            b)|", ["Enter"], "    x = foo(a,\n            b)\n    |"),
        shape("python3", "def f():\n    return foo(a,\n               b)|", ["Enter"], "def f():\n    return foo(a,\n               b)\n|"),
    ]

    /// Item 6, Go: case labels at their switch's level, as gofmt puts them.
    static let goCases: [IndentCase] = [
        shape("go", "\tswitch x {|", ["Enter"], "\tswitch x {\n\t|", indent: .tabs),
        shape("go", "switch x {|}", ["Enter"], "switch x {\n|\n}", indent: .tabs),
        shape("go", "switch v := x.(type) {|", ["Enter"], "switch v := x.(type) {\n|", indent: .tabs),
        shape("go", "switch x {\ncase 1:|", ["Enter"], "switch x {\ncase 1:\n\t|", indent: .tabs),
        shape("go", "switch x {\ndefault:|", ["Enter"], "switch x {\ndefault:\n\t|", indent: .tabs),
        shape("go", "switch x {\ncase 1:\n\tf()\n\t|", ["case 2:"], "switch x {\ncase 1:\n\tf()\ncase 2:|", indent: .tabs),
        shape("go", "switch x {\ncase 1:\n\tf()\n\t|", ["default:"], "switch x {\ncase 1:\n\tf()\ndefault:|", indent: .tabs),
        shape("go", "\tselect {\n\tcase <-c:\n\t\tf()\n\t\t|", ["default:"], "\tselect {\n\tcase <-c:\n\t\tf()\n\tdefault:|", indent: .tabs),
        shape("go", "switch x {\ncase 1:\n\tif y {\n\t\tz()\n\t}\n\t|", ["case 2:"],
              "switch x {\ncase 1:\n\tif y {\n\t\tz()\n\t}\ncase 2:|", indent: .tabs),
        // Words that only start like a label, and a block that is no switch, move nothing.
        shape("go", "switch x {\ncase 1:\n\t|", ["defaultTimeout := 1"], "switch x {\ncase 1:\n\tdefaultTimeout := 1|", indent: .tabs),
        shape("go", "func f() {\n\t|", ["case 1:"], "func f() {\n\tcase 1:|", indent: .tabs),
        shape("go", "func f() {|", ["Enter"], "func f() {\n\t|", indent: .tabs),
    ]

    @Test(arguments: blockComments + yamlItems + python + goCases)
    func scenario(_ test: IndentCase) {
        #expect(LanguageScenario.run(test.language, test.before, test.keys, indent: test.indent) == test.after)
    }

    /// The move to the switch's level is part of the burst that typed the label (issue 51,
    /// item 21): one undo takes both back.
    @Test func oneUndoTakesTheCaseLabelBackWithItsMove() {
        let document = LanguageScenario.document("switch x {\ncase 1:\n\tf()\n\t|", language: "go", indent: .tabs)
        #expect(LanguageScenario.run(document, ["case 2:", "Ctrl+z"]) == "switch x {\ncase 1:\n\tf()\n\t|")
    }

    @Test func reindentPutsCaseLabelsAtTheSwitchsLevel() {
        var document = LanguageScenario.document("|switch x {\ncase 1:\nf()\n    default:\ng()\n}", language: "go", indent: .tabs)
        document.anchor = document.text.count
        #expect(LanguageScenario.run(document, ["Alt+="]).filter { $0 != "|" } == "switch x {\ncase 1:\n\tf()\ndefault:\n\tg()\n}")
    }
}
