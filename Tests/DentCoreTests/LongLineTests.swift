import Testing
import DentCore
import DentTestSupport
import DentText

/// A line of megabytes is laid out only as far as the screen or the cursor needs, and the
/// cursor moves over it exactly as over a line laid out whole.
@Suite struct LongLineTests {
    /// One line of `count` random glyphs: ASCII, tabs, wide, combining, emoji, invalid bytes.
    func longLine(_ count: Int, seed: UInt64) -> [UInt8] {
        let pieces: [[UInt8]] = ["a", "b", " ", "\t", "日", "e\u{301}", "\u{1F44D}\u{1F3FD}"].map { Array($0.utf8) } + [[0xE6]]
        var generator = SplitMix64(state: seed)
        var bytes: [UInt8] = []
        for _ in 0..<count { bytes += pieces.randomElement(using: &generator)! }
        return bytes + Array("\nshort\n".utf8)
    }

    func document(_ bytes: [UInt8]) -> Document {
        Document(path: "long.txt", text: TextBuffer(GapBuffer(bytes)), tabWidth: 4)
    }

    @Test func drawingTheStartOfAHugeLineLaysOutOnlyItsStart() {
        let document = document(Array(repeating: UInt8(ascii: "x"), count: 1 << 20))
        let layout = document.layout(ofLine: 0, reaching: .column(200))
        #expect(!layout.isComplete)
        #expect(layout.width > 200)
        #expect(layout.byteCount < 20_000)
        #expect(document.layout(ofLine: 0, reaching: .byte(50_000)).byteCount > 50_000)
    }

    @Test(arguments: 0..<3)
    func movementOnALongLineMatchesTheWholeLayout(seed: UInt64) {
        var document = document(longLine(2_500, seed: seed))
        let full = LineLayout(document.text.lineBytes(0), tabWidth: 4)
        var generator = SplitMix64(state: seed)
        for _ in 0..<60 {
            let glyph = full.glyphs.randomElement(using: &generator)!
            document.cursor = glyph.bytes.lowerBound
            #expect(document.cursorColumn == glyph.column)
            document.moveRight()
            #expect(document.cursor == glyph.bytes.upperBound)
            document.moveLeft()
            #expect(document.cursor == glyph.bytes.lowerBound)
            document.moveVertically(by: 1)
            document.moveVertically(by: -1)
            #expect(document.cursor == full.byteOffset(atColumn: glyph.column), "back at the goal column")
        }
    }
}
