import Testing
import DentConfig
@testable import DentCore
import DentKeys
import DentTestSupport
import DentText

/// Typing pairs (`auto-pairs`), over the installed specs where strings and comments matter.
@Suite(.enabled(if: RealSpecs.installed, "needs the installed GtkSourceView specs (libgtksourceview-4-common)"))
struct AutoPairTests {
    static let cases: [IndentCase] = [
        IndentCase(language: "c", before: "f|", keys: ["("], after: "f(|)"),
        IndentCase(language: "c", before: "f|", keys: ["(x)"], after: "f(x)|"),
        IndentCase(language: "c", before: "f|", keys: ["(()"], after: "f(()|)"),
        IndentCase(language: "c", before: "|x", keys: ["("], after: "(|x"),
        IndentCase(language: "c", before: "f(|)", keys: [")"], after: "f()|)"),
        IndentCase(language: "c", before: "x = |;", keys: ["\""], after: "x = \"|;"),
        IndentCase(language: "c", before: "x = | ", keys: ["\""], after: "x = \"|\" "),
        IndentCase(language: "c", before: "x = |", keys: ["\"ab\""], after: "x = \"ab\"|"),
        IndentCase(language: "c", before: "x = |", keys: ["'a'"], after: "x = 'a'|"),
        IndentCase(language: "c", before: "x = {|}", keys: ["["], after: "x = {[|]}"),
        // Not inside a word, a string or a comment.
        IndentCase(language: "c", before: "// don|", keys: ["'"], after: "// don'|"),
        IndentCase(language: "c", before: "// say |", keys: ["\""], after: "// say \"|"),
        IndentCase(language: "c", before: "s = \"a |", keys: ["'"], after: "s = \"a '|"),
        IndentCase(language: "python3", before: "print(|)", keys: ["'"], after: "print('|')"),
        IndentCase(language: "python3", before: "# it|", keys: ["'s"], after: "# it's|"),
        IndentCase(language: "python3", before: "x = don|", keys: ["'"], after: "x = don'|"),
        // Issue 51, item 6: in Python a bracket typed in a comment or a string is prose.
        IndentCase(language: "python3", before: "# call f|", keys: ["("], after: "# call f(|"),
        IndentCase(language: "python3", before: "x = 'a |'", keys: ["("], after: "x = 'a (|'"),
        IndentCase(language: "python3", before: "x = \"\"\"\nsee |", keys: ["["], after: "x = \"\"\"\nsee [|"),
        IndentCase(language: "python3", before: "x = 'a'|", keys: ["["], after: "x = 'a'[|]"),
        IndentCase(language: "python3", before: "print|", keys: ["("], after: "print(|)"),
        // Elsewhere a comment or a string may hold code (shell's `"$(`), so brackets pair there.
        IndentCase(language: "c", before: "// call f|", keys: ["("], after: "// call f(|)"),
        // Where the language has no such quote.
        IndentCase(language: "rust", before: "fn f<|", keys: ["'a"], after: "fn f<'a|"),
        IndentCase(language: "rust", before: "let s = |", keys: ["\""], after: "let s = \"|\""),
        IndentCase(language: "js", before: "x = |", keys: ["`"], after: "x = `|`"),
        IndentCase(language: "go", before: "x := |", keys: ["`"], after: "x := `|`"),
        IndentCase(language: "json", before: "{|}", keys: ["\"a"], after: "{\"a|\"}"),
        IndentCase(language: "sh", before: "echo |", keys: ["'"], after: "echo '|'"),
        IndentCase(language: "ruby", before: "puts |", keys: ["\""], after: "puts \"|\""),
        IndentCase(language: "lua", before: "print|", keys: ["(\""], after: "print(\"|\")"),
        IndentCase(language: "html", before: "<a href=| >", keys: ["\""], after: "<a href=\"|\" >"),
        IndentCase(language: "yaml", before: "key: |", keys: ["["], after: "key: [|]"),
        IndentCase(language: "makefile", before: "all: |", keys: ["$("], after: "all: $(|)"),
        IndentCase(language: "swift", before: "let s = |", keys: ["\""], after: "let s = \"|\""),
        // Backspace between an empty pair typing closed deletes both; other pairs are left.
        IndentCase(language: "c", before: "f|", keys: ["(", "Backspace"], after: "f|"),
        IndentCase(language: "c", before: "x = |", keys: ["\"", "Backspace"], after: "x = |"),
        IndentCase(language: "c", before: "f(|)", keys: ["Backspace"], after: "f|)"),
        // Undo takes the pair back in one step.
        IndentCase(language: "c", before: "f|", keys: ["(", "Ctrl+z"], after: "f|"),
    ]

    @Test(arguments: cases)
    func typing(_ test: IndentCase) {
        #expect(LanguageScenario.run(test.language, test.before, test.keys) == test.after)
    }

    @Test func anOpenerOrAQuoteWrapsTheSelection() {
        for (typed, wrapped) in [("(", "x = (abc);"), ("\"", "x = \"abc\";"), ("{", "x = {abc};")] {
            var document = LanguageScenario.document("x = |abc;", language: "c")
            document.anchor = document.cursor + 3
            var editor = Editor(document: consume document)
            editor.handle(.key(KeyChord(.character(typed.unicodeScalars.first ?? "(")), text: typed))
            #expect(editor.document.text.bytes.allBytes == Array(wrapped.utf8))
            #expect(editor.document.selection == 5..<8, "the text stays selected")
            editor.handle(.key(KeyChord(.character("z"), .ctrl)))
            #expect(editor.document.text.bytes.allBytes == Array("x = abc;".utf8))
        }
        // Other characters still replace the selection.
        var document = LanguageScenario.document("x = |abc;", language: "c")
        document.anchor = document.cursor + 3
        #expect(LanguageScenario.run(document, ["1"]) == "x = 1|;")
    }

    @Test func autoPairsOffTypesJustTheCharacter() {
        var settings = Settings()
        settings.autoPairs = false
        #expect(LanguageScenario.run("c", "f|", ["(\""], settings: settings) == "f(\"|")
        let perLanguage = SettingsParser.parse("[language c]\nauto-pairs = off\n").0
        #expect(LanguageScenario.run("c", "f|", ["("], settings: perLanguage) == "f(|")
        #expect(LanguageScenario.run("python3", "f|", ["("], settings: perLanguage) == "f(|)")
    }
}

/// Without a highlighter: brackets pair, quotes do not (a language with no entry has none).
@Suite struct PlainAutoPairTests {
    @Test func bracketsOnly() {
        #expect(LanguageScenario.run(nil, "f|", ["["]) == "f[|]")
        #expect(LanguageScenario.run(nil, "f|", ["\""]) == "f\"|")
        #expect(LanguageScenario.run(nil, "f|", ["(", ")", ")"]) == "f())|")
    }

    @Test func aCloserTypingDidNotPutInIsTypedNotSteppedOver() {
        #expect(LanguageScenario.run(nil, "f(|)", [")"]) == "f()|)")
    }
}
