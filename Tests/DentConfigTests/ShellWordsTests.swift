import DentConfig
import DentTestSupport
import Testing

/// `language-server`'s command line is split into words as a POSIX shell splits it, without
/// running one.
@Suite struct ShellWordsTests {
    /// Lines a shell splits, each with the words it gives (the last test checks the table
    /// against /bin/sh itself).
    static let splits: [(line: String, words: [String])] = [
        ("clangd", ["clangd"]),
        ("  ruff   server  ", ["ruff", "server"]),
        ("taplo\tlsp\tstdio", ["taplo", "lsp", "stdio"]),
        ("", []),
        ("   ", []),
        ("'my server' --stdio", ["my server", "--stdio"]),
        ("\"my server\" --stdio", ["my server", "--stdio"]),
        ("a'b c'd", ["ab cd"]),
        ("''", [""]),
        ("a '' b", ["a", "", "b"]),
        ("\"\"", [""]),
        ("\"a\\\"b\"", ["a\"b"]),
        ("\"a\\\\b\"", ["a\\b"]),
        ("\"a\\nb\"", ["a\\nb"]),
        ("\"\\$x \\`y\\`\"", ["$x `y`"]),
        ("'a\\nb'", ["a\\nb"]),
        ("'a\\'", ["a\\"]),
        ("a\\ b", ["a b"]),
        ("\\'x", ["'x"]),
        ("\\$HOME", ["$HOME"]),
        ("'$HOME' '`id`'", ["$HOME", "`id`"]),
        ("'|' \"&\" \\;", ["|", "&", ";"]),
        ("a#b", ["a#b"]),
        ("a #b c", ["a"]),
        ("# all of it", []),
        ("'#' x", ["#", "x"]),
        ("\"it's\"", ["it's"]),
        ("'\"'", ["\""]),
        ("--glob=*.py ?x [a]", ["--glob=*.py", "?x", "[a]"]),
        ("a~ '~/x' \\~", ["a~", "~/x", "~"]),
        ("café 'ü b'", ["café", "ü b"]),
        ("--options={\"a\":1}", ["--options={a:1}"]),
    ]

    @Test func splitsAsAShellDoes() throws {
        for (line, words) in Self.splits {
            #expect(try ShellWords.split(line) == words, "\(line)")
        }
    }

    /// Lines dent refuses, each with why: a quote never closed, a backslash escaping nothing,
    /// and what only a shell could do.
    static let refusals: [(line: String, error: ShellWordsError)] = [
        ("'abc", .unterminatedQuote("'", at: 1)),
        ("a \"b c", .unterminatedQuote("\"", at: 3)),
        ("'a' \"b", .unterminatedQuote("\"", at: 5)),
        ("\"a'", .unterminatedQuote("\"", at: 1)),
        ("a\\", .danglingBackslash),
        ("a | b", .needsShell("|", at: 3)),
        ("a;b", .needsShell(";", at: 2)),
        ("a >log", .needsShell(">", at: 3)),
        ("a&", .needsShell("&", at: 2)),
        ("(a)", .needsShell("(", at: 1)),
        ("$HOME/bin/x", .needsShell("$", at: 1)),
        ("a \"$HOME\"", .needsShell("$", at: 4)),
        ("`which x`", .needsShell("`", at: 1)),
        ("~/bin/x", .needsShell("~", at: 1)),
        ("a ~b", .needsShell("~", at: 3)),
    ]

    @Test func refusesWhatOnlyAShellCouldRun() {
        for (line, error) in Self.refusals {
            #expect(throws: error, "\(line)") { try ShellWords.split(line) }
        }
    }

    @Test func theReasonsNameTheCharacterAndWhere() {
        #expect(ShellWordsError.unterminatedQuote("'", at: 4).description == "the ' at character 4 is never closed")
        #expect(ShellWordsError.needsShell("|", at: 2).description.hasPrefix("the | at character 2 needs a shell"))
        #expect(ShellWordsError.danglingBackslash.description.contains("escapes nothing"))
    }

    /// Every line of the table gives /bin/sh the same words (`set -f`: no file names
    /// expanded), so the table is a shell's reading, not only ours.
    @Test func theTableIsWhatAShellReads() throws {
        let script = "set -f\n" + Self.splits.map { "set -- \($0.line)\nfor w in \"$@\"; do printf '%s\\001' \"$w\"; done; printf '\\002'\n" }.joined()
        let result = try ProcessRunner.run("/bin/sh", ["-c", script], environment: ["HOME": "/nonexistent"])
        #expect(result.exitStatus == 0, "\(result)")
        let rows = result.stdout.split(separator: "\u{2}", omittingEmptySubsequences: false).dropLast()
        let shell = rows.map { $0.split(separator: "\u{1}", omittingEmptySubsequences: false).dropLast().map(String.init) }
        #expect(shell.count == Self.splits.count)
        for (row, expected) in zip(shell, Self.splits) {
            #expect(row == expected.words, "\(expected.line)")
        }
    }

    /// A command written back (`description`) splits into the same words, whatever they hold.
    @Test func aCommandWrittenBackSplitsIntoTheSameWords() throws {
        var random = SplitMix64(state: 54)
        let alphabet = Array("ab -_/.'\"\\$|#~*é\t=")
        for _ in 0..<500 {
            let words = (0..<random.int(in: 1...4)).map { _ in String((0..<random.below(6)).map { _ in random.pick(alphabet) }) }
            let command = try #require(ServerCommand(words: words))
            #expect(try ShellWords.split(command.description) == words, "\(command)")
        }
        #expect(ServerCommand("ruff", ["server"]).description == "ruff server")
    }
}
