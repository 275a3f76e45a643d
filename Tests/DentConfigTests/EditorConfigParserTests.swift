import DentConfig
import Testing

/// The shape the parser gives a file: preamble, sections in order, invalid lines reported.
@Suite struct EditorConfigParserTests {
    @Test func readsThePreambleAndSectionsInOrderWithTheirLines() {
        let file = EditorConfigFile(parsing: "root = true\n\n[*]\nindent_style = space\n\n[*.{c,h}]\nIndent_Size = 4\n")
        #expect(file.preamble == [EditorConfigPair(key: "root", value: "true")])
        #expect(file.isRoot)
        #expect(file.sections.map(\.name) == ["*", "*.{c,h}"])
        #expect(file.sections.map(\.line) == [3, 6])
        #expect(file.sections[1].pairs == [EditorConfigPair(key: "indent_size", value: "4")])
        #expect(file.problems.isEmpty)
    }

    @Test func lowersKeysAlwaysAndValuesOnlyForTheCaseInsensitiveProperties() {
        let file = EditorConfigFile(parsing: "[*]\nEnd_Of_Line = CRLF\nCharset = UTF-8\nMy_Key = MixedCase\nspelling_language = en-US\n")
        #expect(file.sections[0].pairs.map(\.description)
            == ["end_of_line=crlf", "charset=utf-8", "my_key=MixedCase", "spelling_language=en-US"])
    }

    @Test func splitsAtTheFirstEqualsSignAndKeepsInnerWhitespace() {
        let file = EditorConfigFile(parsing: "[*]\nkey = a = b\nempty =\nspaced =  two  words \t\n")
        #expect(file.sections[0].pairs.map(\.description) == ["key=a = b", "empty=", "spaced=two  words"])
    }

    @Test func commentsStartOnlyAtTheBeginningOfALine() {
        let file = EditorConfigFile(parsing: "# comment\n  ; indented comment\n[*] ; not a comment\nkey = v # kept\n")
        #expect(file.sections.isEmpty, "the header line does not end with ]")
        #expect(file.preamble.map(\.description) == ["key=v # kept"])
        #expect(file.problems.map(\.line) == [3])
    }

    @Test func reportsInvalidLinesAndKeepsReading() {
        let file = EditorConfigFile(parsing: "[*]\nkey:value\n= no key\n[unclosed\nok = yes\n")
        #expect(file.problems.map(\.line) == [2, 3, 4])
        #expect(file.sections[0].pairs.map(\.description) == ["ok=yes"])
    }

    @Test func onlyAPreambleRootCountsAndAnyCaseOfTrueDoes() {
        #expect(EditorConfigFile(parsing: "ROOT = TRUE\n").isRoot)
        #expect(!EditorConfigFile(parsing: "root = false\n").isRoot)
        #expect(!EditorConfigFile(parsing: "root = yes\n").isRoot)
        #expect(!EditorConfigFile(parsing: "[*]\nroot = true\n").isRoot)
        #expect(EditorConfigFile(parsing: "root = false\nroot = true\n").isRoot, "the last one wins")
    }

    @Test func handlesByteOrderMarkCarriageReturnsAndAMissingFinalNewline() {
        let file = EditorConfigFile(parsing: "\u{FEFF}root = true\r\n[*.c]\r\nkey = value\r\nother = x")
        #expect(file.isRoot)
        #expect(file.sections.map(\.name) == ["*.c"])
        #expect(file.sections[0].pairs.map(\.description) == ["key=value", "other=x"])
    }

    @Test func keepsSectionNamesAsWrittenInsideTheBrackets() {
        let file = EditorConfigFile(parsing: "[ a b ]\n[]\n[[x]]\n")
        #expect(file.sections.map(\.name) == [" a b ", "", "[x]"])
        #expect(!file.sections[1].glob.matches("x"), "an empty name matches nothing")
    }
}
