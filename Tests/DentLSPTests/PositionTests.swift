import DentLSP
import Testing

@Suite struct PositionTests {
    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    static func character(_ offset: Int, _ line: [UInt8], _ encoding: PositionEncoding) -> Int {
        LineCharacters.character(ofByte: offset, in: line, encoding: encoding)
    }

    static func byte(_ character: Int, _ line: [UInt8], _ encoding: PositionEncoding) -> Int {
        LineCharacters.byte(ofCharacter: character, in: line, encoding: encoding)
    }

    /// `a😀b`: LSP 3.17's own example (with U+10400 there): `b` is at UTF-16 unit 3.
    @Test func anEmojiIsTwoUTF16UnitsFourUTF8AndOneUTF32() {
        let line = Self.bytes("a😀b")
        #expect(Self.character(5, line, .utf16) == 3)
        #expect(Self.character(5, line, .utf8) == 5)
        #expect(Self.character(5, line, .utf32) == 2)
        #expect(Self.byte(3, line, .utf16) == 5)
        #expect(Self.byte(5, line, .utf8) == 5)
        #expect(Self.byte(2, line, .utf32) == 5)
    }

    /// Inside a surrogate pair, or inside a character's UTF-8 bytes: the character's start.
    @Test func aPositionInsideACharacterClampsToItsStart() {
        let line = Self.bytes("a😀b")
        #expect(Self.byte(2, line, .utf16) == 1)
        for unit in 2...4 { #expect(Self.byte(unit, line, .utf8) == 1) }
        for offset in 2...4 {
            #expect(Self.character(offset, line, .utf16) == 1)
            #expect(Self.character(offset, line, .utf8) == 1)
        }
    }

    @Test func cjkAndCombiningMarksCountTheirCodePoints() {
        let cjk = Self.bytes("日本語x")
        #expect(Self.character(9, cjk, .utf16) == 3)
        #expect(Self.character(9, cjk, .utf8) == 9)
        #expect(Self.byte(2, cjk, .utf16) == 6)
        // e + U+0301 is one grapheme but two code points; LSP counts code units, not graphemes.
        let combining = Self.bytes("e\u{301}x")
        #expect(Self.character(3, combining, .utf16) == 2)
        #expect(Self.character(3, combining, .utf32) == 2)
        #expect(Self.character(3, combining, .utf8) == 3)
        #expect(Self.byte(1, combining, .utf16) == 1)
    }

    /// Each byte that is not UTF-8 is one U+FFFD: one UTF-16 or UTF-32 unit, three UTF-8
    /// units (the bytes of the U+FFFD the server received).
    @Test func eachInvalidByteIsOneReplacementCharacter() {
        let lone: [UInt8] = [0x61, 0xFF, 0x62]
        #expect(Self.character(2, lone, .utf16) == 2)
        #expect(Self.character(2, lone, .utf32) == 2)
        #expect(Self.character(2, lone, .utf8) == 4)
        #expect(Self.byte(4, lone, .utf8) == 2)
        #expect(Self.byte(2, lone, .utf8) == 1)
        // A cut sequence is two invalid bytes, so two U+FFFD (Swift's decoder would make one).
        let cut: [UInt8] = [0xE6, 0x97, 0x62]
        #expect(Self.character(2, cut, .utf16) == 2)
        #expect(Self.character(2, cut, .utf8) == 6)
        #expect(Self.byte(1, cut, .utf16) == 1)
        #expect(SentText.string(cut) == "\u{FFFD}\u{FFFD}b")
        // An overlong form and an encoded surrogate: each byte on its own.
        #expect(Self.character(2, [0xC0, 0x80], .utf16) == 2)
        #expect(Self.character(3, [0xED, 0xA0, 0x80], .utf32) == 3)
        #expect(SentText.string([0x61, 0xC0, 0x80]) == "a\u{FFFD}\u{FFFD}")
    }

    @Test func pastTheEndClampsToTheEnd() {
        let line = Self.bytes("añ")
        #expect(Self.byte(3, line, .utf16) == 3)
        #expect(Self.byte(100, line, .utf8) == 3)
        #expect(Self.character(100, line, .utf16) == 2)
        #expect(Self.byte(-1, line, .utf16) == 0)
        #expect(Self.character(-1, line, .utf16) == 0)
        #expect(Self.byte(0, [], .utf16) == 0)
    }

    /// `a␍b␍␊c␊d`: LSP sees four lines, where dent sees two.
    @Test func aLoneCarriageReturnEndsAnLSPLine() {
        let text = Self.bytes("a\rb\r\nc\nd")
        #expect(LSPLines.ranges(in: text) == [0..<1, 2..<3, 5..<6, 7..<8])
        let positions = (0...text.count).map { LSPLines.position(ofOffset: $0, in: text, encoding: .utf16) }
        let expected = [(0, 0), (0, 1), (1, 0), (1, 1), (1, 1), (2, 0), (2, 1), (3, 0), (3, 1)].map { LSPPosition(line: $0.0, character: $0.1) }
        #expect(positions == expected)
        #expect(LSPLines.offset(of: LSPPosition(line: 1, character: 0), in: text, encoding: .utf16) == 2)
        #expect(LSPLines.offset(of: LSPPosition(line: 2, character: 0), in: text, encoding: .utf16) == 5)
        #expect(LSPLines.offset(of: LSPPosition(line: 3, character: 0), in: text, encoding: .utf16) == 7)
        // Past a line's end: before its break, never on it.
        #expect(LSPLines.offset(of: LSPPosition(line: 0, character: 5), in: text, encoding: .utf16) == 1)
        #expect(LSPLines.offset(of: LSPPosition(line: 1, character: 5), in: text, encoding: .utf16) == 3)
    }

    @Test func aLinePastTheLastIsTheEndOfTheText() {
        let text = Self.bytes("ab\ncd\r")
        #expect(LSPLines.ranges(in: text) == [0..<2, 3..<5, 6..<6])
        #expect(LSPLines.offset(of: LSPPosition(line: 2, character: 0), in: text, encoding: .utf8) == 6)
        #expect(LSPLines.offset(of: LSPPosition(line: 3, character: 0), in: text, encoding: .utf8) == 6)
        #expect(LSPLines.offset(of: LSPPosition(line: 99, character: 9), in: text, encoding: .utf8) == 6)
        #expect(LSPLines.position(ofOffset: 6, in: text, encoding: .utf8) == LSPPosition(line: 2, character: 0))
        #expect(LSPLines.ranges(in: []) == [0..<0])
    }

    @Test func negotiatesTheServersEncodingUTF16ByDefault() throws {
        #expect(PositionEncoding(serverCapabilities: ["positionEncoding": "utf-8"]) == .utf8)
        #expect(PositionEncoding(serverCapabilities: ["positionEncoding": "utf-32"]) == .utf32)
        #expect(PositionEncoding(serverCapabilities: ["positionEncoding": "utf-16"]) == .utf16)
        #expect(PositionEncoding(serverCapabilities: ["hoverProvider": true]) == .utf16)
        #expect(PositionEncoding(serverCapabilities: nil) == .utf16)
        #expect(PositionEncoding(serverCapabilities: ["positionEncoding": "utf-7"]) == .utf16)
        #expect(PositionEncoding(serverCapabilities: ["positionEncoding": 8]) == .utf16)
        #expect(PositionEncoding.offeredJSON.serialized() == Self.bytes(#"["utf-8","utf-32","utf-16"]"#))
    }

    @Test func positionsReadAndWriteTheirJSON() throws {
        #expect(LSPPosition(["line": 3, "character": 0]) == LSPPosition(line: 3, character: 0))
        #expect(LSPPosition(["line": 3]) == nil)
        #expect(LSPPosition(["line": -1, "character": 0]) == nil)
        #expect(LSPPosition(["line": "3", "character": 0]) == nil)
        #expect(LSPPosition(line: 2, character: 7).json.serialized() == Self.bytes(#"{"line":2,"character":7}"#))
    }
}
