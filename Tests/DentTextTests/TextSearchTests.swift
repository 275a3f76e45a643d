import DentTestSupport
import Testing
@testable import DentText

/// Literal search on the gap buffer, checked against a naive search of a plain array with the
/// gap at every position, so every match that straddles the gap is covered.
@Suite struct TextSearchTests {
    /// Mixed case, a repeated word, UTF-8 and an invalid byte (0xFF).
    let sample: [UInt8] = Array("abAB ab\nxaBa é".utf8) + [0xFF, 0x61, 0x62]

    /// Every start offset of `pattern` in `text`, the slow and obvious way.
    func reference(_ text: [UInt8], _ pattern: SearchPattern) -> [Int] {
        let fold: (UInt8) -> UInt8 = { pattern.ignoresCase && (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }
        guard !pattern.bytes.isEmpty, pattern.bytes.count <= text.count else { return [] }
        return (0...(text.count - pattern.bytes.count)).filter { start in
            pattern.bytes.indices.allSatisfy { fold(text[start + $0]) == pattern.bytes[$0] }
        }
    }

    var patterns: [SearchPattern] {
        let words: [[UInt8]] = [Array("ab".utf8), Array("b".utf8), Array("B a".utf8), Array("é".utf8), [0xFF],
                                [0xFF, 0x61], Array("\nx".utf8), Array("zz".utf8), Array("abAB ab\nxaBa".utf8)]
        return words.flatMap { [SearchPattern($0, ignoresCase: false), SearchPattern($0, ignoresCase: true)] }
    }

    @Test func forwardAndBackwardAtEveryGapPositionAndOffset() {
        for gap in 0...sample.count {
            var buffer = GapBuffer(sample)
            buffer.moveGap(to: gap)
            for pattern in patterns {
                let starts = reference(sample, pattern)
                let width = pattern.bytes.count
                for offset in 0...sample.count {
                    let next = starts.first { $0 >= offset }.map { SearchMatch($0..<($0 + width)) }
                    let wrappedNext = starts.first.map { SearchMatch($0..<($0 + width), wrapped: true) }
                    #expect(buffer.firstMatch(of: pattern, from: offset, wrapping: false) == next, "gap \(gap) from \(offset) \(pattern)")
                    #expect(buffer.firstMatch(of: pattern, from: offset, wrapping: true) == next ?? wrappedNext)
                    let previous = starts.last { $0 < offset }.map { SearchMatch($0..<($0 + width)) }
                    let wrappedPrevious = starts.last.map { SearchMatch($0..<($0 + width), wrapped: true) }
                    #expect(buffer.lastMatch(of: pattern, before: offset, wrapping: false) == previous, "gap \(gap) before \(offset) \(pattern)")
                    #expect(buffer.lastMatch(of: pattern, before: offset, wrapping: true) == previous ?? wrappedPrevious)
                }
            }
        }
    }

    /// Longer than a few 8-byte words on each side of the gap, so the word-at-a-time candidate
    /// scan runs in both halves, forward and backward, with tails of every length.
    @Test func wordAtATimeScanAtEveryGapPosition() {
        var random = SplitMix64(state: 5)
        let letters = Array("aAbB xX\n".utf8) + [0xC3, 0xA9, 0x40, 0x60]
        let text = (0..<45).map { _ in letters[random.below(letters.count)] }
        let words: [[UInt8]] = [Array("a".utf8), Array("ab".utf8), Array("Ba".utf8), [0x40], [0x60], [0xC3, 0xA9], Array(" x".utf8)]
        let patterns = words.flatMap { [SearchPattern($0, ignoresCase: false), SearchPattern($0, ignoresCase: true)] }
        for gap in 0...text.count {
            var buffer = GapBuffer(text)
            buffer.moveGap(to: gap)
            for pattern in patterns {
                let starts = reference(text, pattern)
                for offset in stride(from: 0, through: text.count, by: 3) {
                    #expect(buffer.scan(pattern, starts: offset..<text.count, forward: true) == starts.first { $0 >= offset })
                    #expect(buffer.scan(pattern, starts: 0..<offset, forward: false) == starts.last { $0 < offset })
                }
            }
        }
    }

    @Test func aMatchStraddlingTheGapIsFound() {
        var buffer = GapBuffer(Array("xxneedlexx".utf8))
        for gap in 3...7 {
            buffer.moveGap(to: gap)
            let match = buffer.firstMatch(of: SearchPattern(Array("needle".utf8), ignoresCase: false), from: 0, wrapping: false)
            #expect(match == SearchMatch(2..<8), "gap \(gap)")
        }
    }

    @Test func matchesInARangeDoNotOverlap() {
        for gap in 0...8 {
            var buffer = GapBuffer(Array("aaaaaaaa".utf8))
            buffer.moveGap(to: gap)
            let pattern = SearchPattern(Array("aa".utf8), ignoresCase: false)
            #expect(buffer.matches(of: pattern, startingIn: 0..<8) == [0..<2, 2..<4, 4..<6, 6..<8])
            #expect(buffer.matches(of: pattern, startingIn: 1..<5) == [1..<3, 3..<5], "a match may end past the range")
            #expect(buffer.matches(of: pattern, startingIn: 7..<8) == [], "none fits")
        }
    }

    @Test func smartCaseIgnoresCaseUntilThePatternHasACapital() {
        #expect(SearchPattern(smartCase: Array("word".utf8)).ignoresCase)
        #expect(!SearchPattern(smartCase: Array("Word".utf8)).ignoresCase)
        #expect(SearchPattern(smartCase: Array("été".utf8)).ignoresCase, "only ASCII capitals count")
        let buffer = GapBuffer(Array("WORD Word word".utf8))
        #expect(buffer.matches(of: SearchPattern(smartCase: Array("word".utf8)), startingIn: 0..<14) == [0..<4, 5..<9, 10..<14])
        #expect(buffer.matches(of: SearchPattern(smartCase: Array("Word".utf8)), startingIn: 0..<14) == [5..<9])
    }

    @Test func foldingNeverTouchesNonLetters() {
        // '@' (0x40) and '[' (0x5B) sit beside the capitals; 0xC3 0x89 is É, 0xC3 0xA9 is é.
        let buffer = GapBuffer(Array("@[`{".utf8) + Array("É".utf8))
        let ignoring = { (text: String) in SearchPattern(Array(text.utf8), ignoresCase: true) }
        #expect(buffer.firstMatch(of: ignoring("`"), from: 0, wrapping: false) == SearchMatch(2..<3))
        #expect(buffer.firstMatch(of: ignoring("é"), from: 0, wrapping: false) == nil, "only ASCII folds")
        #expect(buffer.firstMatch(of: SearchPattern([], ignoresCase: false), from: 0, wrapping: true) == nil)
    }

    @Test func tenMegabytes() {
        let size = 10 << 20
        var text = [UInt8](repeating: UInt8(ascii: "x"), count: size)
        let needle = Array("Needle".utf8)
        for (index, byte) in needle.enumerated() { text[size - 100 + index] = byte }
        var buffer = GapBuffer(text)
        buffer.moveGap(to: size - 97)
        let pattern = SearchPattern(smartCase: Array("needle".utf8))
        #expect(buffer.firstMatch(of: pattern, from: 1, wrapping: false) == SearchMatch((size - 100)..<(size - 94)))
        #expect(buffer.lastMatch(of: pattern, before: size - 100, wrapping: true) == SearchMatch((size - 100)..<(size - 94), wrapped: true))
        #expect(buffer.firstMatch(of: SearchPattern(smartCase: Array("needley".utf8)), from: 0, wrapping: true) == nil)
    }
}
