import Testing
import DentText

@Suite struct TextCountTests {
    func count(_ text: String) -> TextCount { TextCount(Array(text.utf8)) }

    @Test func linesAreTheLinesTheEditorShows() {
        #expect(count("").lines == 0)
        #expect(count("a").lines == 1)
        #expect(count("a\nb").lines == 2)
        #expect(count("a\nb\n").lines == 2, "a final line ending starts no line")
        #expect(count("a\r\nb\r\n").lines == 2)
        #expect(count("\n\n").lines == 2)
        #expect(count("a\rb").lines == 1, "a lone CR is no line break")
    }

    @Test func wordsAreRunsOfNonBlanks() {
        #expect(count("don't  stop\tx+1\nnow").words == 4)
        #expect(count("  ").words == 0)
        #expect(count("日本語 テキスト").words == 2)
        #expect(count("a\u{2003}b").words == 2, "Unicode white space separates words too")
    }

    @Test func charactersAreGraphemeClusters() {
        #expect(count("abc\n").characters == 4, "as wc -m for ASCII")
        #expect(count("e\u{301}").characters == 1, "a letter and its combining accent are one")
        #expect(count("🇫🇷👍🏽").characters == 2)
        #expect(count("a\r\n").characters == 2, "CR LF is one")
        #expect(TextCount([0x61, 0xFF, 0xFE]).characters == 3, "each invalid byte is one, as it shows")
        #expect(TextCount([0x61, 0xFF, 0x20, 0x62]) == TextCount(lines: 1, words: 2, characters: 4))
    }
}
