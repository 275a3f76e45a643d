import Testing
@testable import DentCore

/// The linter output parser: gcc-style lines about the file, whatever else the linter writes.
@Suite struct LintOutputTests {
    @Test func linesWithAndWithoutAColumnAboutTheFileAreRead() {
        let output = """
            /w/a.sh:3:7: warning: Double quote to prevent globbing. [SC2086]
            /w/a.sh:10: undefined name 'x'
            """
        #expect(LintOutput.items(in: Array(output.utf8), about: "/w/a.sh") == [
            LintOutput.Item(line: 2, column: 7, text: "warning: Double quote to prevent globbing. [SC2086]"),
            LintOutput.Item(line: 9, column: nil, text: "undefined name 'x'"),
        ])
    }

    /// Issue 51, item 9: pyflakes before 3.0 writes no colon after the column; eslint's unix
    /// formatter writes gcc's form. The column is kept apart from the message either way.
    @Test func pyflakesAndEslintFormsKeepTheColumnApart() {
        let output = """
            inventory/store.py:2:1 'os' imported but unused
            inventory/store.py:7:12: Missing semicolon. [Error/semi]
            inventory/store.py:9: 3 undefined names
            """
        #expect(LintOutput.items(in: Array(output.utf8), about: "inventory/store.py") == [
            LintOutput.Item(line: 1, column: 1, text: "'os' imported but unused"),
            LintOutput.Item(line: 6, column: 12, text: "Missing semicolon. [Error/semi]"),
            LintOutput.Item(line: 8, column: nil, text: "3 undefined names"),
        ])
    }

    @Test func otherFilesAndGarbageAreLeftOut() {
        let output = """
            In /w/a.sh line 3:
            /w/b.sh:1:1: error in another file
            /w/a.sh:0:1: line zero is no line
            /w/a.sh:x:1: not a number
            /w/a.sh: no line at all
            :4: no file
            3 problems found

            /w/a.sh:2:1: note: this one
            """
        #expect(LintOutput.items(in: Array(output.utf8), about: "/w/a.sh") == [LintOutput.Item(line: 1, column: 1, text: "note: this one")])
    }

    @Test(arguments: [
        ("a.sh", "a.sh", true), ("./a.sh", "a.sh", true), ("a.sh", "./a.sh", true),
        ("/w/a.sh", "a.sh", true), ("a.sh", "/w/a.sh", true), ("sub/a.sh", "/w/sub/a.sh", true),
        ("ba.sh", "/w/a.sh", false), ("/x/a.sh", "/w/a.sh", false), ("b.sh", "a.sh", false),
    ])
    func pathsAreMatchedRelativeOrAbsolute(written: String, given: String, same: Bool) {
        #expect(LintOutput.names(Substring(written), given) == same)
    }

    @Test func aColonInTheFileNameBeforeTheNumbersIsKept() {
        #expect(LintOutput.parse("/w/a:b.sh:4:2: m")?.file == "/w/a:b.sh")
        #expect(LintOutput.parse("/w/a:b.sh:4:2: m")?.line == 4)
    }

    @Test func controlCharactersInMessagesAreShownNotSent() {
        let items = LintOutput.items(in: Array("a.sh:1:1: \u{1B}[31mred\n".utf8), about: "a.sh")
        #expect(items.map(\.text) == ["^[[31mred"])
    }

    @Test func shellQuotingKeepsAnyPathOneWord() {
        #expect(ShellCommand.quoted("/w/it's a file") == "'/w/it'\\''s a file'")
        #expect(ShellCommand.quoted("") == "''")
    }
}
