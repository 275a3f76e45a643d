import Testing
@testable import DentText

@Suite struct ParagraphFillTests {
    func fill(_ lines: [String], width: Int, tabWidth: Int = 8) -> [String] {
        ParagraphFill.fill(lines.map { Array($0.utf8) }, width: width, tabWidth: tabWidth).map { String(decoding: $0, as: UTF8.self) }
    }

    func prefix(_ line: String) -> (String, String) {
        let found = LinePrefix(of: Array(line.utf8))
        return (String(decoding: Array(line.utf8).prefix(found.length), as: UTF8.self), String(decoding: found.marker, as: UTF8.self))
    }

    @Test func prefixesAreIndentationAMarkerAndTheBlanksAfterIt() {
        #expect(prefix("    // text") == ("    // ", "//"))
        #expect(prefix("/// doc") == ("/// ", "///"))
        #expect(prefix("\t# text") == ("\t# ", "#"))
        #expect(prefix("## two") == ("## ", "##"))
        #expect(prefix("-- sql") == ("-- ", "--"))
        #expect(prefix(" * block") == (" * ", "*"))
        #expect(prefix("> > quoted") == ("> > ", ">>"), "nested quotes are one prefix")
        #expect(prefix("* item") == ("", ""), "a star at the margin is a list item, not a block comment")
        #expect(prefix(" */") == (" ", ""), "the end of a block comment is not its continuation")
        #expect(prefix("#!/bin/sh") == ("", ""), "a script's first line is not a comment")
        #expect(prefix("  plain") == ("  ", ""))
    }

    @Test func fillsLinesAsFullAsTheWidthAllowsWithOneSpaceBetweenWords() {
        #expect(fill(["aaa bbb  ccc", "ddd eee"], width: 11) == ["aaa bbb ccc", "ddd eee"])
        #expect(fill(["aaa", "bbb", "ccc", "ddd"], width: 7) == ["aaa bbb", "ccc ddd"])
        #expect(fill(["a verylongword b"], width: 5) == ["a", "verylongword", "b"], "a word wider than the line stands alone, never cut")
    }

    @Test func aBOMAfterThePrefixTakesTheColumnsItShowsIn() {
        // After indentation a BOM shows as `<feff>`, six columns; at a line's start it is hidden.
        #expect(fill(["  \u{FEFF}ab cd"], width: 12) == ["  \u{FEFF}ab", "  cd"])
        #expect(fill(["\u{FEFF}ab cd"], width: 5) == ["\u{FEFF}ab cd"])
    }

    @Test func commentPrefixesAreKeptOnEveryLine() {
        for marker in ["//", "#", "--", " *", ">"] {
            let filled = fill(["\(marker) one two three", "\(marker) four five"], width: marker.count + 11)
            #expect(filled == ["\(marker) one two", "\(marker) three four", "\(marker) five"], "marker \(marker)")
        }
    }

    @Test func theFirstLineKeepsItsIndentationAndTheRestTakeTheSecondLines() {
        #expect(fill(["    first line of text", "more text here"], width: 16) == ["    first line", "of text more", "text here"])
        #expect(fill(["- an item that is long", "  continued"], width: 14) == ["- an item that", "  is long", "  continued"])
        #expect(fill(["  // - one long item here"], width: 14) == ["  // - one", "  //   long", "  //   item", "  //   here"],
                "a one-line item hangs under its first word")
        #expect(fill(["\t// tabbed comment text"], width: 16, tabWidth: 8) == ["\t// tabbed", "\t// comment", "\t// text"],
                "a tab in the prefix counts to its stop")
    }

    @Test func doubleWidthTextCountsTwoColumnsAndBreaksBetweenCharacters() {
        // 日本語の文章 is six characters, twelve columns.
        #expect(fill(["日本語の文章"], width: 8) == ["日本語の", "文章"])
        #expect(fill(["// 日本語の", "// 文章です"], width: 11) == ["// 日本語の", "// 文章です"])
        #expect(fill(["日本", "語"], width: 20) == ["日本語"], "lines of Han join without a space")
        #expect(fill(["abc", "日本"], width: 20) == ["abc 日本"])
        // A full stop never starts a line; the character before it goes with it.
        #expect(fill(["日本語。"], width: 6) == ["日本", "語。"])
        // Hangul is written with spaces: it breaks at them only.
        #expect(fill(["한국어 문장"], width: 8) == ["한국어", "문장"])
        #expect(fill(["한국어", "문장"], width: 20) == ["한국어 문장"])
    }

    @Test func bytesThatAreNotUTF8AreKeptAsTheyAre() {
        let filled = ParagraphFill.fill([[0x61, 0xFF, 0x20, 0x62]], width: 80, tabWidth: 8)
        #expect(filled == [[0x61, 0xFF, 0x20, 0x62]])
    }

    @Test func paragraphsEndAtBlankLinesMarkerChangesAndListItems() {
        let lines = ["// a", "// b", "//", "// c", "code", "", "- x", "- y", "  z", " * q", " */"].map { Array($0.utf8) }
        #expect(Paragraphs.ranges(in: lines) == [0..<2, 3..<4, 4..<5, 6..<7, 7..<9, 9..<10, 10..<11])
        #expect(!Paragraphs.continues(Array("    // a".utf8), with: Array("// b".utf8)), "a comment at another indentation is another block")
    }
}
