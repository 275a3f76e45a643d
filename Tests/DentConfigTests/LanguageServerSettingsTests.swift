import DentConfig
import DentLSP
import Testing

/// dent.conf's language server keys: `language-server`, `-options` and `-timeout` in
/// `[language ID]` sections, `language-server-max-size` before them.
@Suite struct LanguageServerSettingsTests {
    @Test func nothingSetLeavesTheTableAndItsDefaults() {
        let settings = SettingsParser.parse("tab-width = 4\n").0
        let server = settings.languageServer(for: "python3")
        #expect(server.choice == nil && server.options == nil)
        #expect(server.timeoutSeconds == LanguageServerSettings.defaultTimeoutSeconds)
        #expect(LanguageServerSettings.defaultTimeoutSeconds == 10)
        #expect(settings.languageServerMaximumMiB == 4)
    }

    @Test func aSectionNamesACommandItsOptionsAndItsTimeout() {
        let text = """
        language-server-max-size = 8
        [language python3]
        language-server = pylsp -v  # verbose
        language-server-options = {"pylsp": {"plugins": {"ruff": {"enabled": true}}}, "note": "a # in a string"}  # comment
        language-server-timeout = 30
        [language c cpp]
        language-server = "/opt/my llvm/bin/clangd" --log=error 'a#b'
        """
        let (settings, problems) = SettingsParser.parse(text)
        #expect(problems.isEmpty, "\(problems)")
        #expect(settings.languageServerMaximumMiB == 8)
        let python = settings.languageServer(for: "python3")
        #expect(python.choice == .command(ServerCommand("pylsp", ["-v"])))
        #expect(python.options?["note"] == "a # in a string")
        #expect(python.options?["pylsp"]?["plugins"]?["ruff"]?["enabled"] == true)
        #expect(python.timeoutSeconds == 30)
        for id in ["c", "cpp"] {
            #expect(settings.languageServer(for: id).choice == .command(ServerCommand("/opt/my llvm/bin/clangd", ["--log=error", "a#b"])))
        }
        #expect(settings.languageServer(for: "go").choice == nil, "a section sets only its languages")
    }

    @Test func offTurnsTheServerOffAndLaterLinesWin() {
        let settings = SettingsParser.parse("[language rust]\nlanguage-server = OFF  # not here\n[language go]\nlanguage-server = off\nlanguage-server = gopls -rpc.trace\n").0
        #expect(settings.languageServer(for: "rust").choice == .off)
        #expect(settings.languageServer(for: "go").choice == .command(ServerCommand("gopls", ["-rpc.trace"])))
    }

    /// Each bad value is said with its line and why, and sets nothing; the other lines apply.
    @Test func badValuesAreReportedWithTheirReason() {
        let text = """
        [language python3]
        language-server = "pylsp --x
        language-server = pylsp | tee log
        language-server =
        language-server-options = {'a': 1}
        language-server-options = [1, 2]
        language-server-options = {"a": 1
        language-server-timeout = 0
        language-server-timeout = soon
        language-server-timeout = 3601
        language-server-timeout = 5
        """
        let (settings, problems) = SettingsParser.parse(text)
        #expect(problems.map(\.line) == [2, 3, 4, 5, 6, 7, 8, 9, 10])
        #expect(problems[0].message == "bad value \"\"pylsp --x\" for language-server: the \" at character 1 is never closed")
        #expect(problems[1].message.hasPrefix("bad value \"pylsp | tee log\" for language-server: the | at character 7 needs a shell"))
        #expect(problems[2].message == "bad value \"\" for language-server: a command, or off")
        #expect(problems[3].message == "bad value \"{'a': 1}\" for language-server-options: invalid JSON: unexpected byte 0x27 at byte 1")
        #expect(problems[4].message == "bad value \"[1, 2]\" for language-server-options: a JSON object, {…}")
        #expect(problems[5].message.hasSuffix("for language-server-options: invalid JSON: the text ends inside a value at byte 7"))
        for problem in problems[6...] {
            #expect(problem.message.hasSuffix("for language-server-timeout: seconds, 1 to 3600"), "\(problem)")
        }
        let python = settings.languageServer(for: "python3")
        #expect(python.choice == nil && python.options == nil && python.timeoutSeconds == 5)
    }

    @Test func eachKeyBelongsWhereItApplies() {
        let text = "language-server = pylsp\nlanguage-server-max-size = 0\nlanguage-server-max-size = big\n[language c]\nlanguage-server-max-size = 2\n"
        let (settings, problems) = SettingsParser.parse(text)
        #expect(problems.map(\.line) == [1, 2, 3, 5])
        #expect(problems[0].message == "language-server is a per-language setting (put it in a [language ID] section)")
        #expect(problems[1].message == "bad value \"0\" for language-server-max-size")
        #expect(problems[3].message == "language-server-max-size is not a per-language setting (put it before the first section)")
        #expect(settings.languageServerMaximumMiB == 4)
        #expect(SettingsParser.parse("language_server_max_size = 16\n").0.languageServerMaximumMiB == 16)
    }

    /// The language server keys do not disturb the language's editing rules, and those keys'
    /// rules do not see them.
    @Test func theEditingRulesIgnoreTheServerKeys() {
        let settings = SettingsParser.parse("[language c]\nlanguage-server = clangd\nformatter = clang-format\n").0
        #expect(settings.languageRules.rules(for: "c").formatter == "clang-format")
        var expected = LanguageRuleBook().rules(for: "c")
        expected.formatter = "clang-format"
        #expect(settings.languageRules.rules(for: "c") == expected)
    }
}
