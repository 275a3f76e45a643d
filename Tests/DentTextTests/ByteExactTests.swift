import DentTestSupport
import Testing
@testable import DentText

/// Odd files survive an edit elsewhere byte for byte, and their lines are cut where a reader
/// expects: invalid UTF-8, NUL, CR LF, lone CR, mixed endings, a BOM, no final newline.
@Suite struct ByteExactTests {
    static let corpus: [(name: String, bytes: [UInt8])] = {
        var random = SplitMix64(state: 2024)
        return [
            ("empty", []),
            ("one LF", [0x0A]),
            ("invalid UTF-8", [0x61, 0xFF, 0xFE, 0x0A, 0xC3, 0x28, 0x0A, 0xE2, 0x82, 0x0A, 0xF0, 0x9F, 0x98]),
            ("NUL bytes", [0x00, 0x61, 0x00, 0x0A, 0x00, 0x00, 0x0A]),
            ("CR LF", Array("one\r\ntwo\r\nthree\r\n".utf8)),
            ("lone CR", Array("old\rmac\rfile\r".utf8)),
            ("mixed endings", Array("lf\ncrlf\r\ncr\rlf\n\r\n\n\r".utf8)),
            ("BOM", [0xEF, 0xBB, 0xBF] + Array("first\r\nsecond\n".utf8)),
            ("no final newline", Array("a\nb\nlast".utf8)),
            ("long line", [UInt8](repeating: 0x78, count: 70_000) + [0x0A, 0x79]),
            ("random bytes", (0..<5_000).map { _ in UInt8(truncatingIfNeeded: random.next()) }),
        ]
    }()

    @Test func anEditInOneSpotLeavesEveryOtherByteAlone() {
        for (name, bytes) in ByteExactTests.corpus {
            for at in Set([0, bytes.count / 3, bytes.count / 2, bytes.count]) {
                var text = TextBuffer(GapBuffer(bytes))
                text.replace(at..<at, with: Array("X".utf8))
                #expect(text.bytes.allBytes == Array(bytes[..<at]) + Array("X".utf8) + Array(bytes[at...]), "\(name) at \(at)")
                text.replace(at..<(at + 1), with: [])
                #expect(text.bytes.allBytes == bytes, "\(name): insert then delete at \(at)")
                text.checkInvariants()
            }
        }
    }

    @Test func indentingOneLineLeavesTheOthersAlone() {
        for (name, bytes) in ByteExactTests.corpus {
            var text = TextBuffer(GapBuffer(bytes))
            let line = text.lineCount / 2
            let content = text.lineRange(line)
            let edit = text.indent(lines: line...line, style: .tabs, indentBlank: true)
            #expect(text.bytes.allBytes == Array(bytes[..<content.lowerBound]) + [0x09] + Array(bytes[content.lowerBound...]), "\(name)")
            text.apply(edit.change.inverse)
            #expect(text.bytes.allBytes == bytes, "\(name): undo")
        }
    }

    @Test func linesAreCutAsTheReferenceCutsThem() {
        for (name, bytes) in ByteExactTests.corpus {
            let text = TextBuffer(GapBuffer(bytes))
            let reference = ReferenceText(bytes: bytes).lineContents
            #expect(text.lineCount == reference.count, "\(name)")
            #expect((0..<text.lineCount).map(text.lineRange) == reference, "\(name)")
        }
    }
}

/// Line ranges and the file's line ending with lone CRs, mixed endings and a BOM.
@Suite struct LineEndingTests {
    @Test func aLoneCRIsNotALineEnd() {
        let text = TextBuffer("a\rb\r\nc\r")
        #expect(text.lineCount == 2)
        #expect(text.lineBytes(0) == Array("a\rb".utf8))
        #expect(text.lineBytes(1) == Array("c\r".utf8))
        #expect(TextBuffer("x\ry\r").lineEnding == .lf)
    }

    @Test func mixedEndingsEachBelongToTheirLine() {
        let text = TextBuffer("a\r\nb\nc\r\n\r\nd")
        #expect((0..<text.lineCount).map(text.lineBytes) == ["a", "b", "c", "", "d"].map { Array($0.utf8) })
        #expect((0..<text.lineCount).map(text.lineRangeWithTerminator).map(\.count) == [3, 2, 3, 2, 1])
    }

    @Test func aBOMIsPartOfTheFirstLine() {
        let text = TextBuffer(GapBuffer([0xEF, 0xBB, 0xBF] + Array("hi\nthere".utf8)))
        #expect(text.lineRange(0) == 0..<5)
        #expect(text.line(containing: 0) == 0)
        let layout = LineLayout(text.lineBytes(0), tabWidth: 8)
        #expect(layout.glyphs.first?.bytes == 0..<3)
        #expect(layout.glyphs.first?.width == 0)
        #expect(layout.column(ofByte: 3) == 0)
        #expect(layout.byteOffset(atColumn: 0) == 3)
        #expect(layout.width == 2)
    }

    @Test(arguments: [
        ("a\r\nb\r\nc\n", LineEnding.crlf), ("a\nb\nc\r\n", .lf), ("a\r\nb\n", .crlf), ("a\nb\r\n", .lf),
        ("no ending", .lf), ("", .lf), ("\r\n", .crlf), ("x\r\r\n", .crlf),
    ])
    func theDominantEndingWinsAndTiesGoToTheFirstLine(text: String, expected: LineEnding) {
        #expect(TextBuffer(text).lineEnding == expected)
    }

    @Test func onlyTheSampledLinesVote() {
        let text = TextBuffer("a\nb\nc\r\nd\r\ne\r\nf\r\n")
        #expect(text.lineEnding(sampleLines: 2) == .lf)
        #expect(text.lineEnding(sampleLines: 1_000) == .crlf)
    }
}
