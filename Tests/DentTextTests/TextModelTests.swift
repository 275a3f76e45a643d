import DentTestSupport
import Testing
@testable import DentText

/// Random edit sequences against a plain array: the buffer's bytes and its line index must agree
/// with the model after every step.
@Suite struct TextModelTests {
    static let alphabet: [[UInt8]] = ["a", "é", "\n", "\r\n", "日本", "\t", " ", "\u{1F44D}"].map { Array($0.utf8) } + [[0xFF], [0x00]]

    @Test(arguments: 0..<20)
    func randomEditsMatchTheModel(seed: UInt64) {
        var random = SplitMix64(state: seed)
        var text = TextBuffer()
        var model: [UInt8] = []
        for _ in 0..<200 {
            let lower = Int.random(in: 0...model.count, using: &random)
            if Bool.random(using: &random) || model.isEmpty {
                let piece = (0..<Int.random(in: 1...4, using: &random)).flatMap { _ in
                    TextModelTests.alphabet.randomElement(using: &random) ?? []
                }
                text.replace(lower..<lower, with: piece)
                model.insert(contentsOf: piece, at: lower)
            } else {
                let upper = Int.random(in: lower...Swift.min(model.count, lower + 8), using: &random)
                let change = text.replace(lower..<upper, with: [])
                #expect(change.removed == Array(model[lower..<upper]))
                model.removeSubrange(lower..<upper)
            }
            #expect(text.bytes.allBytes == model, "seed \(seed)")
            text.checkInvariants()
        }
    }

    @Test(arguments: 0..<10)
    func undoingEveryChangeRestoresTheText(seed: UInt64) {
        var random = SplitMix64(state: seed)
        var text = TextBuffer("one\ntwo\nthree\n")
        let original = text.bytes.allBytes
        var changes: [Change] = []
        for _ in 0..<50 {
            let lower = Int.random(in: 0...text.count, using: &random)
            let upper = Int.random(in: lower...Swift.min(text.count, lower + 5), using: &random)
            changes.append(text.replace(lower..<upper, with: Array("x\ny".utf8.prefix(Int.random(in: 0...3, using: &random)))))
        }
        for change in changes.reversed() { text.apply(change.inverse) }
        #expect(text.bytes.allBytes == original)
        text.checkInvariants()
    }

    @Test func linesExcludeTheirTerminator() {
        let text = TextBuffer("a\r\nbc\n\nd")
        #expect(text.lineCount == 4)
        #expect(text.lineBytes(0) == Array("a".utf8))
        #expect(text.lineBytes(1) == Array("bc".utf8))
        #expect(text.lineBytes(2) == [])
        #expect(text.lineBytes(3) == Array("d".utf8))
        #expect(text.lineRangeWithTerminator(0) == 0..<3)
        #expect(text.line(containing: 3) == 1)
        #expect(text.lineEnding == .lf, "two LF lines against one CR LF line")
        #expect(TextBuffer("a\r\nb").lineEnding == .crlf)
    }

    @Test func countedLinesFollowWcPlusAnUnterminatedLine() {
        #expect(TextBuffer("").countedLines == 0)
        #expect(TextBuffer("a").countedLines == 1)
        #expect(TextBuffer("a\n").countedLines == 1)
        #expect(TextBuffer("a\nb").countedLines == 2)
        #expect(TextBuffer("\n\n").countedLines == 2)
    }
}
