import Testing
import DentText
import DentTestSupport

/// The place `PlainStart` finds is the furthest glyph start of the full layout at or before the
/// column whose bytes before it are printable ASCII or tabs and whose own byte is printable
/// ASCII, wherever the line is cut in two pieces.
@Suite struct PlainStartTests {
    static let pieces: [[UInt8]] = ["a", "bcdefghijk", "lmnopqrstuvwxyz0123", " ", "\t", "1\u{FE0F}\u{20E3}", "e\u{301}", "日", "\u{1}", "\r", "\u{7F}", "\u{FEFF}"]
        .map { Array($0.utf8) } + [[0xFF], [0xE6, 0x97]]

    static func expected(_ line: [UInt8], limit: Int, tabWidth: Int) -> (byte: Int, column: Int) {
        let layout = LineLayout(line, tabWidth: tabWidth)
        var found = (byte: 0, column: 0)
        for glyph in layout.glyphs where glyph.column <= limit {
            let start = glyph.bytes.lowerBound
            let plainBefore = line[..<start].allSatisfy { LineLayout.isPrintable($0) || $0 == 9 }
            if plainBefore && LineLayout.isPrintable(line[start]) { found = (start, glyph.column) }
        }
        return found
    }

    @Test(arguments: 0..<8)
    func theFurthestPlainGlyphStartIsFound(seed: UInt64) {
        var generator = SplitMix64(state: seed)
        for _ in 0..<200 {
            let count = Int.random(in: 0...14, using: &generator)
            let line = (0..<count).flatMap { _ in
                Bool.random(using: &generator) ? PlainStartTests.pieces[Int.random(in: 0...4, using: &generator)]
                    : PlainStartTests.pieces.randomElement(using: &generator)!
            }
            let tabWidth = Int.random(in: 1...8, using: &generator)
            let limit = Int.random(in: 0...(line.count * 2 + 2), using: &generator)
            let cut = Int.random(in: 0...line.count, using: &generator)
            var start = PlainStart(atOrBefore: limit, tabWidth: tabWidth)
            line.withUnsafeBufferPointer {
                start.read(UnsafeBufferPointer(rebasing: $0[..<cut]))
                start.read(UnsafeBufferPointer(rebasing: $0[cut...]))
            }
            let want = Self.expected(line, limit: limit, tabWidth: tabWidth)
            #expect(start.byte == want.byte && start.column == want.column, "\(line) limit \(limit) cut \(cut)")
        }
    }
}
