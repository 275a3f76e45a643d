import Testing
@testable import DentText

/// Display widths against the Unicode 15.0 data files, code point by code point.
@Suite struct DisplayWidthTests {
    static let zeroCategories: Set<String> = ["Mn", "Me", "Cf"]

    func scalars(_ ranges: [ClosedRange<UInt32>]) -> [Unicode.Scalar] {
        ranges.flatMap { $0.compactMap(Unicode.Scalar.init) }
    }

    @Test func theTablesAreFromTheInstalledUnicodeVersion() {
        let readMe = UnicodeData.contents(of: "\(UnicodeData.directory)/ReadMe.txt") ?? ""
        #expect(readMe.contains("Version \(DisplayWidth.unicodeVersion)"))
        #expect(DisplayWidth.unicodeVersion == "15.0.0")
    }

    @Test func everyWideOrFullwidthCodePointTakesTwoCellsUnlessItIsAMark() {
        let zero = Set(scalars(UnicodeData.codePoints(ofCategories: DisplayWidthTests.zeroCategories)))
        let wide = scalars(UnicodeData.codePoints(in: "EastAsianWidth.txt") { $0 == "W" || $0 == "F" })
        #expect(wide.count > 100_000)
        let wrong = wide.filter { DisplayWidth.of($0) != (zero.contains($0) ? 0 : 2) }
        #expect(wrong.isEmpty, "\(wrong.prefix(10).map { String($0.value, radix: 16) })")
    }

    @Test func everyCombiningOrEnclosingMarkTakesNoCell() {
        let marks = scalars(UnicodeData.codePoints(ofCategories: ["Mn", "Me"]))
        #expect(marks.count > 1_900)
        let wrong = marks.filter { DisplayWidth.of($0) != 0 }
        #expect(wrong.isEmpty, "\(wrong.prefix(10).map { String($0.value, radix: 16) })")
        #expect(DisplayWidth.of(Unicode.Scalar(0x200D)!) == 0, "ZWJ")
        #expect(DisplayWidth.of(Unicode.Scalar(0x00AD)!) == 1, "soft hyphen is drawn")
    }

    @Test func hangulInitialsAreWideAndMedialsAndFinalsJoinThem() {
        let types = UnicodeData.records("HangulSyllableType.txt")
        for fields in types {
            let expected = switch fields[1] { case "L", "LV", "LVT": 2; default: 0 }
            for scalar in scalars([UnicodeData.codePoints(fields[0])]) {
                #expect(DisplayWidth.of(scalar) == expected, "U+\(String(scalar.value, radix: 16)) \(fields[1])")
            }
        }
        #expect(types.count > 10)
        #expect(DisplayWidth.of(Character("\u{1100}\u{1161}\u{11A8}")) == 2)
        #expect(DisplayWidth.of(Unicode.Scalar(0x1100)!) == 2)
        #expect(DisplayWidth.of(Unicode.Scalar(0x1160)!) == 0)
    }

    @Test func everyEmojiZWJSequenceIsOneTwoCellGlyph() {
        let sequences = UnicodeData.sequences(in: "emoji/emoji-zwj-sequences.txt", types: ["RGI_Emoji_ZWJ_Sequence"])
        #expect(sequences.count > 1_000)
        for sequence in sequences {
            #expect(sequence.count == 1, "\(sequence.unicodeScalars.map { String($0.value, radix: 16) })")
            #expect(sequence.first.map(DisplayWidth.of) == 2, "\(sequence.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    @Test func flagsKeycapsSkinTonesTagsAndPresentationSequencesTakeTwoCells() {
        let types: Set<String> = ["Basic_Emoji", "Emoji_Keycap_Sequence", "RGI_Emoji_Flag_Sequence",
                                  "RGI_Emoji_Tag_Sequence", "RGI_Emoji_Modifier_Sequence"]
        let sequences = UnicodeData.sequences(in: "emoji/emoji-sequences.txt", types: types)
        #expect(sequences.count > 1_000)
        let wrong = sequences.filter { $0.count != 1 || $0.first.map(DisplayWidth.of) != 2 }
        #expect(wrong.isEmpty, "\(wrong.prefix(5).map { $0.unicodeScalars.map { String($0.value, radix: 16) } })")
    }

    @Test func clustersAreMeasuredAsAWhole() {
        #expect(DisplayWidth.of(Character("e\u{301}")) == 1)
        #expect(DisplayWidth.of(Character("\u{2764}")) == 1, "text-style heart")
        #expect(DisplayWidth.of(Character("\u{2764}\u{FE0F}")) == 2, "emoji-style heart")
        #expect(DisplayWidth.of(Character("\u{261D}\u{1F3FD}")) == 2, "narrow base, wide skin tone")
        #expect(DisplayWidth.of(Character("\u{1F1EB}")) == 2, "a lone regional indicator")
        #expect(DisplayWidth.of(Character("\u{200B}")) == 0, "a lone ZWSP draws nothing")
        #expect(DisplayWidth.of(Character("\u{FEFF}")) == 0, "nor does a BOM")
        #expect(DisplayWidth.of(Character("\u{301}")) == 1, "a lone mark gets a cell")
        #expect(DisplayWidth.of(Character("一")) == 2)
        #expect(DisplayWidth.of(Character("\u{20000}")) == 2)
        #expect(DisplayWidth.of(Character("Ａ")) == 2)
        #expect(DisplayWidth.of(Character("ｱ")) == 1, "halfwidth katakana")
    }
}
