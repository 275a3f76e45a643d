import DentTestSupport
import DentText
import Testing

@Suite struct PathBytesTests {
    /// Every byte string comes back from its String exactly: random bytes weighted towards
    /// what breaks decoders (lone continuation bytes, cut sequences, overlong forms,
    /// surrogates, the reserved code points' own encodings, ASCII).
    @Test(arguments: 0..<8)
    func everyByteStringRoundTrips(seed: UInt64) {
        var generator = SplitMix64(state: seed)
        let pieces: [[UInt8]] = [[0x61], [0x2F], [0xE9], [0x80], [0xBF], [0xC3, 0xA9], [0xC3], [0xE2, 0x82], [0xE2, 0x82, 0xAC],
                                 [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x8F, 0xBF, 0xA9], [0xF4, 0x8F, 0xBE, 0x80],
                                 [0xF4, 0x90, 0x80, 0x80], [0xF0, 0x9F, 0x91, 0x8D], [0xF4, 0x8F], [0xFF], [0x1B], [0x00]]
        for _ in 0..<500 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...12, using: &generator) {
                if Bool.random(using: &generator) {
                    bytes += pieces.randomElement(using: &generator) ?? []
                } else {
                    bytes.append(UInt8.random(in: 0...255, using: &generator))
                }
            }
            #expect(PathBytes.bytes(PathBytes.string(bytes)) == bytes, "\(bytes)")
        }
    }

    @Test func everyOneAndTwoByteStringRoundTrips() {
        for first in 0...255 {
            #expect(PathBytes.bytes(PathBytes.string([UInt8(first)])) == [UInt8(first)])
            for second in stride(from: 0, through: 255, by: 7) {
                let bytes = [UInt8(first), UInt8(second)]
                #expect(PathBytes.bytes(PathBytes.string(bytes)) == bytes)
            }
        }
    }

    @Test func anInvalidByteBecomesItsReservedCodePoint() {
        #expect(PathBytes.string(Array("caf".utf8) + [0xE9] + Array(".txt".utf8)) == "caf\u{10FFE9}.txt")
        #expect(PathBytes.bytes("caf\u{10FFE9}.txt") == Array("caf".utf8) + [0xE9] + Array(".txt".utf8))
    }

    @Test func validUTF8DecodesAsItIs() {
        for name in ["café.txt", "日本/語", "👍🏽 notes", "plain", ""] {
            #expect(PathBytes.string(Array(name.utf8)) == name)
            #expect(PathBytes.bytes(name) == Array(name.utf8))
        }
    }

    /// A name spelling a reserved code point in UTF-8 is escaped byte by byte, so it cannot be
    /// taken for the byte that code point stands for.
    @Test func theReservedCodePointsOwnEncodingIsEscaped() {
        let bytes: [UInt8] = [0xF4, 0x8F, 0xBF, 0xA9]
        let name = PathBytes.string(bytes)
        #expect(name.unicodeScalars.map(\.value) == [0x10FFF4, 0x10FF8F, 0x10FFBF, 0x10FFA9])
        #expect(PathBytes.bytes(name) == bytes)
        #expect(PathBytes.string([0xE9]) != name)
    }

    @Test func cStringsPassTheBytes() {
        let name = "caf\u{10FFE9}"
        let passed = PathBytes.withCString(name) { pointer in
            (0..<5).map { UInt8(bitPattern: pointer[$0]) }
        }
        #expect(passed == [0x63, 0x61, 0x66, 0xE9, 0])
        let decoded = passed.map { CChar(bitPattern: $0) }.withUnsafeBufferPointer { PathBytes.string(cString: $0.baseAddress!) }
        #expect(decoded == name)
    }

    @Test func namesAreShownWithTheTextAreasNotations() {
        #expect(PathBytes.shown("caf\u{10FFE9}.txt") == "caf<e9>.txt")
        #expect(PathBytes.shown("a\u{1B}]52;c;aGk=\u{07}b") == "a^[]52;c;aGk=^Gb")
        #expect(PathBytes.shown("x\u{9B}2Jy\u{7F}") == "x<9b>2Jy^?")
        #expect(PathBytes.shown("line\nbreak\ttab") == "line^Jbreak^Itab")
        #expect(PathBytes.shown("line\nkept", keeping: [0x0A]) == "line\nkept")
        #expect(PathBytes.shown("café 日本 👍🏽") == "café 日本 👍🏽")
        #expect(PathBytes.shown(PathBytes.shown("a\u{1B}b\u{10FF80}")) == "a^[b<80>", "showing twice changes nothing more")
    }

    @Test func terminalTextEscapesWhatATerminalWouldActOn() {
        func escaped(_ bytes: [UInt8]) -> String { String(decoding: TerminalText.escaped(bytes), as: UTF8.self) }
        #expect(escaped(Array("a\u{1B}]52;c;aGk=\u{07}\n".utf8)) == "a^[]52;c;aGk=^G\n")
        #expect(escaped(Array("\u{1B}c\u{1B}P1$r\u{1B}\\".utf8)) == "^[c^[P1$r^[\\", "RIS and DCS")
        #expect(escaped(Array("x\u{9B}31m\u{90}".utf8)) == "x<9b>31m<90>", "C1 controls")
        #expect(escaped([0x61, 0x9B, 0xFF, 0x0D, 0x0A]) == "a<9b><ff>\r\n", "bytes that are not UTF-8; CR of CRLF kept")
        #expect(escaped(Array("lone\rcr\ttab\u{7F}".utf8)) == "lone^Mcr\ttab^?")
        #expect(escaped(Array("café 日本 👍🏽\n".utf8)) == "café 日本 👍🏽\n")
    }
}
