import Testing
import DentConfig
import DentKeys

@Suite struct SettingsParserTests {
    @Test func readsKnownSettingsAndIgnoresComments() {
        let (settings, problems) = SettingsParser.parse("# dent\ntab-width = 4\n\nindent-style=tabs  # forced\nindent-size = 2\ntab-mode = smart\n")
        #expect(problems.isEmpty)
        #expect(settings.tabWidth == 4)
        #expect(settings.indentMode == .tabs)
        #expect(settings.indentWidth == 2)
        #expect(settings.tabMode == .smart)
        let (aliases, none) = SettingsParser.parse("tab_width = 3\nindent_width = 5\nescape_timeout = 50\n")
        #expect(none.isEmpty)
        #expect(aliases.tabWidth == 3 && aliases.indentWidth == 5 && aliases.escapeTimeout == 50)
    }

    /// The name the editor writes back for a view toggle is the one the parser reads into that
    /// same field, for each on/off setting.
    @Test func anOnOffSettingsNameReadsBackIntoItsField() {
        let fields: [WritableKeyPath<Settings, Bool>] = [\.mouse, \.showWhitespace, \.lineNumbers, \.softWrap, \.syntax,
                                                         \.showWrapColumn, \.smartIndent, \.autoPairs]
        for field in fields {
            let name = SettingsParser.name(of: field)
            for on in [true, false] {
                var base = Settings()
                base[keyPath: field] = !on
                let (settings, problems) = SettingsParser.parse("\(name) = \(on ? "on" : "off")\n", base: base)
                #expect(problems.isEmpty && settings[keyPath: field] == on, "\(name)")
            }
        }
        #expect(SettingsParser.name(of: \.softWrap) == "soft-wrap")
    }

    @Test func hudDelayIsMillisecondsAndZeroTurnsTheOverlayOff() {
        #expect(Settings().hudDelay == 600)
        #expect(SettingsParser.parse("hud-delay = 250\n").0.hudDelay == 250)
        #expect(SettingsParser.parse("hud_delay = 0\n").0.hudDelay == 0)
        let (settings, problems) = SettingsParser.parse("hud-delay = -1\nhud-delay = soon\n")
        #expect(settings.hudDelay == 600 && problems.map(\.line) == [1, 2])
    }

    @Test func reportsBadLinesWithTheirNumbersAndKeepsTheRest() {
        let (settings, problems) = SettingsParser.parse("tab-width = 0\ncolour = red\nindent-size = 3\nnonsense\n")
        #expect(settings.indentWidth == 3)
        #expect(settings.tabWidth == Settings().tabWidth)
        #expect(problems.map(\.line) == [1, 2, 4])
        #expect(problems[1].description == "line 2: unknown setting \"colour\"")
    }
}

@Suite struct KeyBindingDirectiveTests {
    @Test func parsesBindAndUnbindLines() {
        let (directives, problems) = KeyBindingDirective.parse("bind Ctrl+s save\n# comment\nunbind F1\n")
        #expect(problems.isEmpty)
        #expect(directives == [
            KeyBindingDirective(chord: KeyChord(.character("s"), .ctrl), action: .bind(command: "save"), line: 1),
            KeyBindingDirective(chord: KeyChord(.function(1)), action: .unbind, line: 3),
        ])
    }

    @Test func reportsMalformedLines() {
        let (directives, problems) = KeyBindingDirective.parse("bind Ctrl+s\nbind Nope+x save\nfrobnicate Tab\n")
        #expect(directives.isEmpty)
        #expect(problems.map(\.line) == [1, 2, 3])
    }
}

@Suite struct ViewSettingsTests {
    @Test func whitespaceIsShownAndLineNumbersAreOffByDefaultAndBothSwitch() {
        #expect(Settings().showWhitespace && !Settings().lineNumbers)
        let (settings, problems) = SettingsParser.parse("show-whitespace = off\nline_numbers = ON\n")
        #expect(problems.isEmpty)
        #expect(!settings.showWhitespace && settings.lineNumbers)
        #expect(SettingsParser.parse("line-numbers = maybe\n").1.count == 1)
    }
}

@Suite struct SettingsRewriteTests {
    @Test func theLastLineThatSetsANameIsRewrittenKeepingItsComment() {
        let text = "# my dent\nline-numbers = off\ntab-width = 4\nline_numbers = off   # gutter\n"
        let updated = SettingsParser.setting("line-numbers", to: "on", in: text)
        #expect(updated == "# my dent\nline-numbers = off\ntab-width = 4\nline-numbers = on  # gutter\n")
        #expect(SettingsParser.parse(updated).0.lineNumbers, "the last line wins when parsed")
    }

    @Test func aNameNotSetYetIsAddedAtTheEnd() {
        #expect(SettingsParser.setting("soft-wrap", to: "on", in: "") == "soft-wrap = on\n")
        #expect(SettingsParser.setting("soft-wrap", to: "on", in: "tab-width = 2") == "tab-width = 2\nsoft-wrap = on\n")
        #expect(SettingsParser.setting("soft-wrap", to: "on", in: "# soft-wrap = off\n") == "# soft-wrap = off\nsoft-wrap = on\n",
                "a commented-out line is the user's, not a setting")
    }
}

/// Issue 22 item 22: `keys = nano` chooses nano's keys.
@Suite struct KeyProfileSettingTests {
    @Test func keysNamesAProfileAndDentsOwnIsTheDefault() {
        #expect(Settings().keys == .dent)
        #expect(SettingsParser.parse("keys = nano\n").0.keys == .nano)
        #expect(SettingsParser.parse("keys = Nano  # as in nano 7\n").0.keys == .nano)
        #expect(SettingsParser.parse("keys = nano\nkeys = dent\n").0.keys == .dent)
    }

    @Test func anUnknownProfileIsReportedWithTheNamesThereAre() {
        let (settings, problems) = SettingsParser.parse("tab-width = 4\nkeys = emacs\n")
        #expect(settings.keys == .dent && settings.tabWidth == 4)
        #expect(problems == [ConfigDiagnostic(line: 2, message: "bad value \"emacs\" for keys (dent or nano)")])
    }

    @Test func everyProfileIsValidKeysConfText() {
        for profile in KeyProfile.allCases {
            let (directives, problems) = KeyBindingDirective.parse(profile.text)
            #expect(problems.isEmpty, "\(profile): \(problems)")
            #expect(directives == profile.directives)
        }
        #expect(KeyProfile.dent.directives.isEmpty && KeyProfile.dent.barRanks.isEmpty)
        #expect(KeyProfile.nano.directives.contains { $0.chord == KeyChord(.character("w"), .ctrl) && $0.action == .bind(command: "find") })
    }
}
