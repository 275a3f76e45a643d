import DentLSP
import Testing

/// DentLSP's positions against `ReferencePositions` on random texts made of the hard cases:
/// emoji (surrogate pairs), CJK, combining marks, invalid UTF-8 (lone bytes, cut sequences,
/// overlong forms, encoded surrogates), lone CRs, CR LFs and LFs.
@Suite struct PositionPropertyTests {
    static let pieces: [[UInt8]] = ["a", "bc", " ", "\t", "\n", "\r", "\r\n", "\n\r", "é", "日本", "😀", "👍🏽", "e\u{301}", "\u{FEFF}", "\u{10FFFF}", "\u{0}"]
        .map { Array($0.utf8) } + [[0xFF], [0x80], [0xE6, 0x97], [0xC3], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF0, 0x9F, 0x98], [0xF4, 0x90, 0x80, 0x80]]

    static func text(_ random: inout TestRandom) -> [UInt8] {
        (0..<random.below(14)).flatMap { _ in random.pick(pieces) }
    }

    @Test(arguments: PositionEncoding.allCases) func offsetsMapToTheReferencePositions(encoding: PositionEncoding) {
        var random = TestRandom(seed: 11)
        for _ in 0..<400 {
            let text = Self.text(&random)
            let expected = ReferencePositions(text).positions(encoding)
            for offset in 0...text.count {
                #expect(LSPLines.position(ofOffset: offset, in: text, encoding: encoding) == expected[offset], "\(text) at \(offset)")
            }
            #expect(LSPLines.position(ofOffset: text.count + 5, in: text, encoding: encoding) == expected[text.count])
            #expect(LSPLines.position(ofOffset: -1, in: text, encoding: encoding) == LSPPosition(line: 0, character: 0))
        }
    }

    /// Every position up to two lines past the last and three units past each line's end.
    @Test(arguments: PositionEncoding.allCases) func positionsMapToTheReferenceOffsets(encoding: PositionEncoding) {
        var random = TestRandom(seed: 12)
        for _ in 0..<400 {
            let text = Self.text(&random)
            let reference = ReferencePositions(text)
            for line in 0..<(reference.lines.count + 2) {
                let units = line < reference.lines.count ? reference.lines[line].characters.map { ReferencePositions.units($0.scalar, encoding) }.reduce(0, +) : 0
                for character in 0...(units + 3) {
                    let position = LSPPosition(line: line, character: character)
                    #expect(LSPLines.offset(of: position, in: text, encoding: encoding) == reference.offset(of: position, encoding), "\(text) at \(position)")
                }
            }
        }
    }

    /// A position read back from the offset it gives is the same position, wherever that
    /// offset is a character's start (no clamping happened).
    @Test(arguments: PositionEncoding.allCases) func offsetsAndPositionsAreInverse(encoding: PositionEncoding) {
        var random = TestRandom(seed: 13)
        for _ in 0..<300 {
            let text = Self.text(&random)
            for offset in ReferencePositions(text).characters.map(\.start) + [text.count] {
                let position = LSPLines.position(ofOffset: offset, in: text, encoding: encoding)
                let back = LSPLines.offset(of: position, in: text, encoding: encoding)
                let isLF = offset < text.count && text[offset] == 0x0A && offset > 0 && text[offset - 1] == 0x0D
                #expect(back == (isLF ? offset - 1 : offset), "\(text) at \(offset)")
            }
        }
    }

    /// What dent sends is the reference's decoding (one U+FFFD per invalid byte), and a
    /// server counting in the string it received, each line split where Swift splits lines,
    /// finds every line as long as DentLSP says, in each encoding.
    @Test func theSentTextCountsAsDentCounts() {
        var random = TestRandom(seed: 14)
        for _ in 0..<500 {
            let text = Self.text(&random)
            let sent = SentText.string(text)
            #expect(sent == ReferencePositions(text).sent, "\(text)")
            let lines = LSPLines.ranges(in: text)
            let sentLines = sent.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            #expect(lines.count == sentLines.count, "\(text)")
            for (range, sentLine) in zip(lines, sentLines) {
                let line = Array(text[range])
                #expect(LineCharacters.character(ofByte: line.count, in: line, encoding: .utf8) == sentLine.utf8.count)
                #expect(LineCharacters.character(ofByte: line.count, in: line, encoding: .utf16) == sentLine.utf16.count)
                #expect(LineCharacters.character(ofByte: line.count, in: line, encoding: .utf32) == sentLine.unicodeScalars.count)
            }
        }
    }
}
