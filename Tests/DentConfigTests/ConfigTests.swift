import Testing
import DentConfig
import DentKeys

@Suite struct SettingsParserTests {
    @Test func readsKnownSettingsAndIgnoresComments() {
        let (settings, problems) = SettingsParser.parse("# dent\ntab_width = 4\n\nindent_style=tabs  # forced\nindent_width = 2\n")
        #expect(problems.isEmpty)
        #expect(settings.tabWidth == 4)
        #expect(settings.indentMode == .tabs)
        #expect(settings.indentWidth == 2)
    }

    @Test func reportsBadLinesWithTheirNumbersAndKeepsTheRest() {
        let (settings, problems) = SettingsParser.parse("tab_width = 0\ncolour = red\nindent_width = 3\nnonsense\n")
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
