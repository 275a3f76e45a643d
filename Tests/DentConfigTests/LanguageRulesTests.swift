import Glibc
import DentConfig
import Testing

/// The per-language rules: dent's built-in table, the spec metadata's comment prefixes, and
/// dent.conf's `[language ID]` sections over them.
@Suite struct LanguageRulesTests {
    @Test func builtInEntriesAreKeyedByGtkSourceViewIds() {
        let book = LanguageRuleBook()
        #expect(book.rules(for: "python3").lineEndOpeners == [":"])
        #expect(book.rules(for: "python3").lineComment == "#")
        #expect(book.rules(for: "c").lineComment == "//")
        #expect(book.rules(for: "c").blockComment == LanguageRules.BlockComment("/*", "*/"))
        #expect(book.rules(for: "sh").closers == ["fi", "done", "esac"])
        #expect(book.rules(for: "rust").quotes == [UInt8(ascii: "\"")], "a Rust lifetime 'a is no quote")
        #expect(book.rules(for: "commonlisp").quotes == [UInt8(ascii: "\"")], "a Lisp quote is no string")
        #expect(book.rules(for: "makefile").recipeTab)
        #expect(book.rules(for: "html").tags)
    }

    @Test func aLanguageWithNoEntryGetsBracketsOnly() {
        let rules = LanguageRuleBook().rules(for: "cobol")
        #expect(rules == LanguageRules.bracketsOnly)
        #expect(rules.brackets == LanguageRules.standardBrackets)
        #expect(rules.quotes.isEmpty && rules.lineComment == nil && rules.closers.isEmpty)
        #expect(LanguageRuleBook().rules(for: nil) == .bracketsOnly)
    }

    @Test func theSpecMetadataFillsCommentsDentHasNoneFor() {
        let spec = LanguageRuleBook.SpecComments(metadataLine: "!", blockStart: "(*", blockEnd: "*)")
        let book = LanguageRuleBook()
        #expect(book.rules(for: "fortran", spec: spec).lineComment == "!")
        #expect(book.rules(for: "fortran", spec: spec).blockComment == LanguageRules.BlockComment("(*", "*)"))
        #expect(book.rules(for: "c", spec: spec).lineComment == "//", "dent's own entry wins")
        #expect(LanguageRuleBook.SpecComments(metadataLine: "", blockStart: "(*", blockEnd: "") == LanguageRuleBook.SpecComments())
    }

    @Test func filesThatAreNotHighlightedFindTheirEntryByName() {
        #expect(LanguageRuleBook.language(forPath: "/src/a.rs") == "rust")
        #expect(LanguageRuleBook.language(forPath: "Makefile") == "makefile")
        #expect(LanguageRuleBook.language(forPath: "x.lua") == "lua")
        #expect(LanguageRuleBook.language(forPath: "notes") == nil)
    }

    @Test func sectionsSetALanguagesRules() {
        let text = """
        auto-pairs = off
        [language python3]
        smart-indent = off
        indent-style = tabs
        indent-size = 2
        formatter = black -q -
        linter = "ruff check # all"
        line-comment = "#:"
        [language c cpp]   # two at once
        quotes = "
        block-closers = end
        brackets = () {}
        """
        let (settings, problems) = SettingsParser.parse(text)
        #expect(problems.isEmpty)
        #expect(settings.autoPairs == false)
        let book = settings.languageRules
        let python = book.rules(for: "python3")
        #expect(python.smartIndent == false)
        #expect(python.indentMode == .tabs && python.indentSize == 2)
        #expect(python.formatter == "black -q -")
        #expect(python.linter == "ruff check # all")
        #expect(python.lineComment == "#:")
        #expect(python.lineEndOpeners == [":"], "what a section does not set stays")
        for id in ["c", "cpp"] {
            #expect(book.rules(for: id).quotes == [UInt8(ascii: "\"")])
            #expect(book.rules(for: id).closers == ["end"])
            #expect(book.rules(for: id).brackets == [LanguageRules.Pair("(", ")"), LanguageRules.Pair("{", "}")])
        }
        #expect(book.rules(for: "go").smartIndent == nil)
    }

    @Test func problemsInSectionsSayTheirLine() {
        let text = """
        [python3]
        smart-indent = on
        [language]
        [language sh]
        tab-width = 4
        smart-indent = maybe
        colour = red
        brackets = (
        [language sh
        """
        let problems = SettingsParser.parse(text).1
        #expect(problems.map(\.line) == [1, 3, 5, 6, 7, 8, 9])
        #expect(problems[0].message.contains("[language ID]"))
        #expect(problems[2].message == "tab-width is not a per-language setting (put it before the first section)")
        #expect(problems[3].message.hasPrefix("bad value \"maybe\" for smart-indent"))
        #expect(problems[4].message == "unknown setting \"colour\" in [language sh]")
        // A bad section's lines are reported but set nothing.
        #expect(SettingsParser.parse(text).0.languageSettings.isEmpty)
    }

    @Test func laterLinesWin() {
        let settings = SettingsParser.parse("[language c]\nauto-pairs = off\n[language c]\nauto-pairs = on\n").0
        #expect(settings.languageRules.rules(for: "c").autoPairs == true)
    }

    @Test func rememberingAToggleLeavesTheSectionsAlone() {
        let text = "tab-width = 4\n[language c]\nshow-whitespace = off\nsmart-indent = off\n"
        #expect(SettingsParser.setting("line-numbers", to: "on", in: text)
                == "tab-width = 4\nline-numbers = on\n[language c]\nshow-whitespace = off\nsmart-indent = off\n")
        #expect(SettingsParser.setting("tab-width", to: "2", in: text).hasPrefix("tab-width = 2\n[language c]"))
    }

    @Test func smartIndentAndAutoPairsAreGlobalSwitches() {
        let settings = SettingsParser.parse("smart-indent = off\nauto-pairs = off\n").0
        #expect(!settings.smartIndent && !settings.autoPairs)
        #expect(Settings().smartIndent && Settings().autoPairs)
    }
}

/// docs/CONFIGURATION.md documents every setting and every per-language key the parser takes.
@Suite struct ConfigurationDocTests {
    @Test func everyKeyIsDocumented() throws {
        let root = "/" + #filePath.split(separator: "/").dropLast(3).joined(separator: "/")
        let document = try #require(readText(root + "/docs/CONFIGURATION.md"))
        for name in SettingsParser.names + SettingsParser.languageNames {
            #expect(document.contains("| `\(name)` |"), "\(name)")
        }
    }

    func readText(_ path: String) -> String? {
        guard let file = fopen(path, "r") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while case let count = fread(&chunk, 1, chunk.count, file), count > 0 { bytes += chunk[0..<count] }
        return String(decoding: bytes, as: UTF8.self)
    }
}
