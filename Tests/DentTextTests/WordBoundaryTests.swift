import DentTestSupport
import Testing
@testable import DentText

/// Word movement positions: ASCII and other scripts, marks, emoji, invalid bytes, line ends.
@Suite struct WordBoundaryTests {
    /// Offsets visited by repeating `step` from `start` until it stops moving.
    func walk(_ text: TextBuffer, from start: Int, _ step: (TextBuffer, Int) -> Int) -> [Int] {
        var stops: [Int] = []
        var position = start
        while true {
            let next = step(text, position)
            if next == position { return stops }
            stops.append(next)
            position = next
        }
    }

    @Test func ctrlRightStopsAtWordEndsAndLineEnds() {
        let text = TextBuffer("foo bar_baz  qux\r\n  next(line)")
        #expect(walk(text, from: 0) { $0.wordEnd(after: $1) } == [3, 11, 16, 18, 24, 29, 30])
        #expect(walk(text, from: 0) { $0.nextWordStart(after: $1) } == [4, 13, 16, 18, 20, 25, 30])
    }

    @Test func ctrlLeftStopsAtWordStartsAndLineStarts() {
        let text = TextBuffer("foo bar_baz  qux\r\n  next(line)")
        #expect(walk(text, from: text.count) { $0.wordStart(before: $1) } == [25, 20, 18, 16, 13, 4, 0])
        #expect(walk(text, from: text.count) { $0.previousWordEnd(before: $1) } == [29, 24, 18, 16, 11, 3, 0])
    }

    @Test func wordsOfOtherScriptsMarksAndDigits() {
        let text = TextBuffer("héllo wörld 日本語 cafe\u{301}s x٣٤ 1_2")
        let ends = walk(text, from: 0) { $0.wordEnd(after: $1) }
        let words = zip([0] + ends, ends).map { String(decoding: text.bytes.bytes(in: $0..<$1), as: UTF8.self) }
        #expect(words == ["héllo", " wörld", " 日本語", " cafe\u{301}s", " x٣٤", " 1_2"])
    }

    @Test func emojiPunctuationAndInvalidBytesSeparateWords() {
        let text = TextBuffer(GapBuffer(Array("ab👍🏽cd".utf8) + [0xFF] + Array("ef-gh".utf8)))
        #expect(walk(text, from: 0) { $0.wordEnd(after: $1) } == [2, 12, 15, 18])
        #expect(walk(text, from: text.count) { $0.wordStart(before: $1) } == [16, 13, 10, 0])
    }

    @Test func documentStartAndEnd() {
        let text = TextBuffer("one\ntwo")
        #expect(text.documentStart == 0)
        #expect(text.documentEnd == 7)
        #expect(TextBuffer().documentEnd == 0)
    }

    /// Against a reference that cuts each whole line with `LineLayout` (no windows, no ASCII
    /// shortcuts), on random odd lines: the windowed walk must find the same stops.
    @Test(arguments: 0..<20)
    func theWalkAgreesWithWholeLineSegmentation(seed: UInt64) {
        var random = SplitMix64(state: seed)
        let text = TextBuffer(GapBuffer(RandomText(odd: true).text(size: 300, using: &random)))
        for line in 0..<text.lineCount {
            let range = text.lineRange(line)
            let layout = LineLayout(text.lineBytes(line), tabWidth: 8)
            for glyph in layout.glyphs {
                let offset = range.lowerBound + glyph.bytes.lowerBound
                #expect(text.wordEnd(after: offset) == reference(layout, range, from: offset, forward: true), "seed \(seed)")
                let end = range.lowerBound + glyph.bytes.upperBound
                #expect(text.wordStart(before: end) == reference(layout, range, from: end, forward: false), "seed \(seed)")
            }
        }
    }

    func reference(_ layout: LineLayout, _ line: Range<Int>, from offset: Int, forward: Bool) -> Int {
        let glyphs = layout.glyphs
        let isWord: (LineLayout.Glyph) -> Bool = { glyph in
            guard glyph.kind == .text, let character = layout.text(of: glyph).first else { return false }
            return Graphemes.isWord(character)
        }
        let relative = offset - line.lowerBound
        if forward {
            var rest = glyphs.drop { $0.bytes.lowerBound < relative }
            rest = rest.drop { !isWord($0) }
            return line.lowerBound + (rest.first { !isWord($0) }?.bytes.lowerBound ?? line.count)
        }
        var before = glyphs.prefix { $0.bytes.upperBound <= relative }
        while let last = before.last, !isWord(last) { before.removeLast() }
        while let last = before.last, isWord(last) { before.removeLast() }
        return line.lowerBound + (before.last?.bytes.upperBound ?? 0)
    }
}
