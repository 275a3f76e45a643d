@testable import DentCore
import DentKeys
import DentTestSupport
import DentText
import Testing

/// Issue 53 part 1: a long line that does not wrap keeps glyph starts every few KiB with
/// their columns (`ColumnAnchors`), so a key far along it lays out the KiB before the cursor.
/// No timing here: the tests check that every answer the anchors give is the answer of a
/// layout from the line's start, after random edits, and that an edit keeps the starts before it.
@Suite struct ColumnAnchorsTests {
    /// A line of `count` bytes or a little more: ASCII, tabs, wide characters, combining marks,
    /// an emoji with a modifier, a ZWJ family, flags, a digit and a keycap mark, invalid bytes.
    static func longLine(_ count: Int, seed: UInt64) -> [UInt8] {
        var random = SplitMix64(state: seed)
        let pieces: [[UInt8]] = ["word ", "x", "\t", "日本 ", "e\u{301}\u{302}", "  ", "👍🏽", "👨‍👩‍👧", "🇫🇷🇩🇪", "1\u{FE0F}\u{20E3}",
                                 "plain ascii that runs on for a while, ", "\u{200B}"].map { Array($0.utf8) } + [[0xE6], [0xFF, 0x41]]
        var bytes: [UInt8] = []
        while bytes.count < count { bytes += random.pick(pieces) }
        return bytes
    }

    func editor(_ bytes: [UInt8], rows: Int = 10, columns: Int = 50) -> Editor {
        var editor = Editor(document: Document(path: "long", text: TextBuffer(GapBuffer(bytes)), tabWidth: 4))
        editor.wrapsLines = false
        editor.resize(rows: rows, columns: columns)
        return editor
    }

    /// What the anchors answer about `line` of `document`, against the layout of the whole line.
    func expectSameAnswers(_ document: Document, line: Int, probes: [Int], _ note: String) {
        let full = document.layout(ofLine: line)
        var plain = document
        (plain.columnAnchors, plain.wrapAnchors) = ([], [])
        let text = document.text
        for anchors in document.columnAnchors where anchors.line == line {
            for start in anchors.known.starts.prefix(anchors.known.validCount(in: text)) {
                let glyph = full.glyphIndex(atByte: start.byte).map { full.glyphs[$0] }
                #expect(glyph?.bytes.lowerBound == start.byte && glyph?.column == start.column, "\(note): anchor at \(start.byte)")
            }
        }
        #expect(document.cursorPosition == plain.cursorPosition, "\(note): the status line's column")
        for probe in probes {
            let glyph = full.glyphs[probe % full.glyphs.count]
            #expect(document.column(ofByte: glyph.bytes.lowerBound, onLine: line) == glyph.column, "\(note): column of \(glyph.bytes)")
            let column = glyph.column + probe % 3
            #expect(document.offset(ofLine: line, column: column) - text.lineRange(line).lowerBound == full.byteOffset(atColumn: column),
                    "\(note): the byte at column \(column)")
            let shown = document.layout(ofLine: line, showingFrom: column, reaching: column + 40)
            let first = shown.glyphs.firstIndex { $0.column + $0.width > column } ?? shown.glyphs.count
            let fromStart = full.glyphs.drop { $0.column + $0.width <= column }.prefix { $0.column < column + 40 }
            #expect(Array(shown.glyphs[first...].prefix(fromStart.count)) == Array(fromStart), "\(note): the glyphs shown from column \(column)")
        }
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func anchoredAnswersAreTheLayoutFromTheLineStartAfterEveryEdit(seed: UInt64) {
        var editor = editor(Self.longLine(60_000, seed: seed) + Array("\nshort\n".utf8))
        var random = SplitMix64(state: seed * 11)
        editor.document.cursor = editor.document.glyphBoundary(atOrAfter: 50_000)
        editor.handle(.key(KeyChord(.right)))
        #expect(editor.document.columnAnchors.contains { $0.line == 0 && $0.known.starts.count > 10 }, "the cursor's long line gets anchors")
        for step in 0..<30 {
            switch random.below(7) {
            case 0: editor.handle(.key(KeyChord(.backspace)))
            case 1: editor.handle(.key(KeyChord(.end)))
            case 2: editor.handle(.key(KeyChord(.left)))
            case 3:
                editor.handle(.pasteStart)
                let pieces = ["\u{301}", " ", "\t", "日", "\u{200D}", "🇫", "xyz"].map { Array($0.utf8) } + [[0xC3]]
                editor.handle(.pasteChunk(random.pick(pieces)))
                editor.handle(.pasteEnd)
            case 4:
                editor.document.cursor = editor.document.glyphBoundary(atOrAfter: random.int(in: 0...editor.document.text.lineRange(0).upperBound))
                editor.handle(.key(KeyChord(.right)))
            case 5: editor.handle(.key(KeyChord(.character(random.pick(["a", " ", "¤", "日"])))))
            default: editor.handle(.key(KeyChord(.down)))
                editor.handle(.key(KeyChord(.up)))
            }
            let probes = (0..<4).map { _ in random.below(1 << 30) }
            expectSameAnswers(editor.document, line: editor.document.cursorLine, probes: probes, "seed \(seed), step \(step)")
        }
    }

    @Test func anEditKeepsTheStartsBeforeItAndTheCursorIsFoundFromANearOne() {
        var editor = editor(Self.longLine(200_000, seed: 5))
        editor.handle(.key(KeyChord(.end)))
        editor.handle(.key(KeyChord(.left)))
        guard let before = editor.document.columnAnchors.first(where: { $0.line == 0 }) else { Issue.record("no anchors"); return }
        editor.handle(.key(KeyChord(.character("¤"))))
        let document = editor.document
        guard let after = document.columnAnchors.first(where: { $0.line == 0 }) else { Issue.record("no anchors"); return }
        let kept = after.known.validCount(in: document.text)
        #expect(kept >= before.known.starts.count - 2, "only the starts the edit's bytes decided go")
        #expect(Array(after.known.starts.prefix(kept)) == Array(before.known.starts.prefix(kept)))
        let offset = document.cursor - document.text.lineRange(0).lowerBound
        let known = document.knownStart(onLine: 0, before: .byte(offset))
        #expect(offset - known.byte <= 2 * ColumnAnchors.spacing, "the cursor's column is laid out from a start near it")
        expectSameAnswers(document, line: 0, probes: [7, 1_000_003, 99_999_989], "after typing at the end")
    }

    @Test func theLinesShownSidewaysGetAnchorsAndAnEditBeforeThemLeavesNoneToTrust() {
        let lines = (0..<4).map { Self.longLine(30_000, seed: 20 + UInt64($0)) }
        var editor = editor(Array(lines.joined(separator: [0x0A])), rows: 6)
        editor.document.cursor = editor.document.glyphBoundary(atOrAfter: 25_000)
        editor.handle(.key(KeyChord(.right)))
        #expect(editor.document.scrollColumn > 0)
        #expect(Set(editor.document.columnAnchors.map(\.line)) == [0, 1, 2, 3], "every long line shown sideways")
        for line in 0..<4 { expectSameAnswers(editor.document, line: line, probes: [3, 777_777], "line \(line)") }
        var edited = editor.document
        edited.text = edited.text.copy()
        _ = edited.text.replace(0..<0, with: Array("x\n".utf8))
        for line in 0..<5 {
            #expect(edited.knownStart(onLine: line, before: .byte(Int.max)) == .lineStart, "line \(line) after an edit before it")
        }
        var replaced = editor.document
        replaced.text = TextBuffer(GapBuffer(Array(lines.joined(separator: [0x0A]))))
        #expect(replaced.knownStart(onLine: 2, before: .byte(Int.max)) == .lineStart, "a new text is not known to be unchanged")
    }
}
