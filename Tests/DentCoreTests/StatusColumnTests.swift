import Testing
import DentCore
import DentText
import DentTestSupport

/// The status line's column is a display column: a tab counts to its stop, a wide character as two.
@Suite struct StatusColumnTests {
    @Test(arguments: [("ab|c", 3), ("\tx|", 10), ("日本|x", 5), ("e\u{301}|x", 2), ("|", 1)])
    func columnsAreDisplayColumns(marked: String, column: Int) {
        let document = CursorText.document(marked)
        #expect(document.cursorPosition.column == column, "\(marked)")
        #expect(document.cursorPosition.line == 1)
    }
}

/// The cursor's column read from the bytes (printable ASCII and tabs) is the column the line's
/// layout gives, at every glyph boundary of lines that mix it with what needs the layout.
@Suite struct CursorColumnTests {
    /// Pieces that take the plain path, and pieces next to which it must step aside: a keycap
    /// makes `1` a wide glyph, a combining mark joins the letter before it.
    static let pieces: [[UInt8]] = ["a", " ", "\t", "xy", "1\u{FE0F}\u{20E3}", "e\u{301}", "日", "\u{1}", "\r", "\u{7F}"].map { Array($0.utf8) } + [[0xFF], [0xE6, 0x97]]

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8])
    func plainColumnsMatchTheLayout(seed: UInt64) {
        var generator = SplitMix64(state: seed)
        for _ in 0..<40 {
            let line = (0..<Int.random(in: 0...12, using: &generator)).flatMap { _ in CursorColumnTests.pieces.randomElement(using: &generator)! }
            var document = Document(path: "", text: TextBuffer(GapBuffer(line + Array("\nnext".utf8))), tabWidth: Int.random(in: 1...8, using: &generator))
            let layout = document.layout(ofLine: 0)
            for glyph in layout.glyphs.map({ $0.bytes.lowerBound }) + [layout.byteCount] {
                document.cursor = glyph
                #expect(document.cursorColumn == layout.column(ofByte: glyph), "\(line) at \(glyph)")
            }
        }
    }

    /// A `1` that starts a keycap is two cells wide: scrolled to in a view of two columns, both show.
    @Test func aWideGlyphStartingWithASCIIScrollsIntoViewWhole() {
        var document = Document(path: "", text: TextBuffer("abcdefghi1\u{FE0F}\u{20E3}"))
        document.cursor = 9
        document.scrollToCursor(rows: 5, columns: 2)
        #expect(document.scrollColumn == 9)
    }
}

/// A line scrolled sideways is laid out from a plain glyph start before the first column shown:
/// every glyph of that layout is the full layout's, its first starts at or before the column,
/// and it reaches the last column shown, with the gap anywhere in the line.
@Suite struct ScrolledLayoutTests {
    @Test(arguments: [1, 2, 3, 4, 5, 6])
    func aLayoutFromAPlainStartIsPartOfTheFullLayout(seed: UInt64) {
        var generator = SplitMix64(state: seed)
        for _ in 0..<60 {
            let line = (0..<Int.random(in: 0...300, using: &generator)).flatMap { _ in
                Int.random(in: 0..<10, using: &generator) < 8 ? [UInt8.random(in: 0x20...0x7E, using: &generator)]
                    : CursorColumnTests.pieces.randomElement(using: &generator)!
            }
            var document = Document(path: "", text: TextBuffer(GapBuffer(Array("before\n".utf8) + line + Array("\nnext".utf8))),
                                    tabWidth: Int.random(in: 1...8, using: &generator))
            // The gap where typing left it: anywhere in the line.
            document.cursor = 7 + Int.random(in: 0...line.count, using: &generator)
            document.type(Array("x".utf8))
            let full = document.layout(ofLine: 1)
            let first = Int.random(in: 0...(full.width + 2), using: &generator)
            let end = first + Int.random(in: 1...40, using: &generator)
            let part = document.layout(ofLine: 1, showingFrom: first, reaching: end)
            #expect(part.isComplete || part.width > end)
            #expect(part.glyphs.first.map { $0.column <= first } ?? true)
            guard let head = part.glyphs.first else { continue }
            let index = full.glyphs.firstIndex { $0.bytes == head.bytes }
            #expect(index != nil, "a glyph start of the full layout: \(line) from \(first)")
            guard let index else { continue }
            #expect(index + part.glyphs.count <= full.glyphs.count, "\(line) from \(first)")
            guard index + part.glyphs.count <= full.glyphs.count else { continue }
            #expect(Array(full.glyphs[index..<(index + part.glyphs.count)]) == part.glyphs, "\(line) from \(first)")
        }
    }
}
