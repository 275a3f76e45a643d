import DentConfig
import Testing

/// `syntax = on|off` and `theme = NAME` in dent.conf.
@Suite struct SyntaxSettingsTests {
    @Test func syntaxAndThemeAreRead() {
        let (settings, problems) = SettingsParser.parse("syntax = off\ntheme = solarized-dark\n")
        #expect(problems.isEmpty)
        #expect(settings.syntax == false)
        #expect(settings.theme == "solarized-dark")
        #expect(Settings().syntax && Settings().theme == nil)
        #expect(SettingsParser.parse("theme = default").0.theme == nil)
        #expect(SettingsParser.parse("theme = a/b\nsyntax = maybe").1.map(\.line) == [1, 2])
    }
}
