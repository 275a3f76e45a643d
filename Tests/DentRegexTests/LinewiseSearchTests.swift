import DentRegex
import DentTestSupport
import DentText
import Testing

/// `forEachMatch` searches chunks of whole lines at once; what it finds must be what a search
/// of each line on its own finds: checked against exactly that, on random texts with CR LF,
/// empty lines and invalid bytes, from random starts, with the gap anywhere.
@Suite struct LinewiseSearchTests {
    let patterns = [#"\s+"#, #"a\s*b?"#, "^$", "x$", "[^a]+", #"^\s*"#, #"\w+"#, "b.", "(?<=a)b", "a|$"]

    /// Every match starting at or after `from`, line by line.
    func reference(_ regex: RegexPattern, _ text: TextBuffer, from: Int) -> [Range<Int>] {
        var found: [Range<Int>] = []
        for line in 0..<text.lineCount {
            let content = text.lineRange(line)
            guard content.upperBound >= from else { continue }
            let bytes = text.bytes.bytes(in: content)
            let start = Swift.max(from - content.lowerBound, 0)
            let matches = bytes.withUnsafeBufferPointer { regex.matches(in: $0, from: start) }
            found += matches.map { ($0.range.lowerBound + content.lowerBound)..<($0.range.upperBound + content.lowerBound) }
        }
        return found.filter { $0.lowerBound < text.count }
    }

    func all(_ regex: RegexPattern, _ text: TextBuffer, from: Int) -> [Range<Int>] {
        var found: [Range<Int>] = []
        regex.forEachMatch(in: text, startingIn: from..<text.count, groups: false) { range, _ in
            found.append(range)
            return true
        }
        return found
    }

    @Test func chunksFindWhatLinesFind() throws {
        var random = SplitMix64(state: 17)
        let units: [[UInt8]] = [Array("a".utf8), Array("b".utf8), Array("x".utf8), Array(" ".utf8), Array("\t".utf8),
                                Array("\n".utf8), Array("\r\n".utf8), Array("é".utf8), [0xFF], Array("ab\n\n".utf8)]
        for pattern in patterns {
            let regex = try RegexPattern(pattern, ignoresCase: false)
            for _ in 0..<60 {
                var bytes: [UInt8] = []
                for _ in 0..<Int.random(in: 0...16, using: &random) { bytes += units[Int.random(in: 0..<units.count, using: &random)] }
                // The gap somewhere: a byte put in and taken out again leaves it there.
                var buffer = GapBuffer(bytes)
                let gap = Int.random(in: 0...bytes.count, using: &random)
                buffer.insert(contentsOf: [0x61], at: gap)
                buffer.remove(gap..<(gap + 1))
                let text = TextBuffer(buffer)
                let from = Int.random(in: 0...text.count, using: &random)
                #expect(all(regex, text, from: from) == reference(regex, text, from: from), "\(pattern) in \(bytes) from \(from)")
            }
        }
    }

    @Test func aTextOfManyChunksFindsEveryMatchOnce() throws {
        let line = "alpha beta\r\n  gamma\t\n\n"
        let text = TextBuffer(String(repeating: line, count: 4_000))
        for pattern in [#"\s+"#, "^$", #"a\b"#] {
            let regex = try RegexPattern(pattern, ignoresCase: false)
            #expect(all(regex, text, from: 0) == reference(regex, text, from: 0), "\(pattern)")
        }
    }
}
