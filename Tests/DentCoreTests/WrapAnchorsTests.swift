@testable import DentCore
import DentKeys
import DentTestSupport
import DentText
import Testing

/// Issue 22 item 9: soft wrap on one long line keeps the row starts it found (`WrapAnchors`),
/// so a key costs the rows around it. No timing here: the tests check that what the anchors
/// give is what wrapping from the line's start gives, and that an edit keeps the starts
/// before it (so the next layout starts a row or two before the cursor, not at the line's start).
@Suite struct WrapAnchorsTests {
    /// A line of `count` bytes or a little more: words, tabs, wide characters and combining marks.
    static func longLine(_ count: Int, seed: UInt64) -> [UInt8] {
        var random = SplitMix64(state: seed)
        let pieces = ["word ", "x", "\t", "日本 ", "e\u{301}", "  ", "a-very-long-identifier_without_blanks_at_all", "👍🏽", ", "]
        var bytes: [UInt8] = []
        while bytes.count < count { bytes += Array(random.pick(pieces).utf8) }
        return bytes
    }

    func editor(_ bytes: [UInt8], width: Int) -> Editor {
        var editor = Editor(document: Document(path: "long", text: TextBuffer(GapBuffer(bytes))))
        editor.wrapsLines = true
        editor.resize(rows: 12, columns: width)
        return editor
    }

    /// The same questions asked of `document` and of a copy without anchors.
    func expectSameAnswers(_ document: Document, width: Int, _ note: String) {
        var plain = document
        plain.wrapAnchors = []
        #expect(document.cursorRow(width: width) == plain.cursorRow(width: width), "\(note)")
        let cursor = document.cursorRow(width: width).position
        for delta in [-3, -1, 1, 4] {
            let stepped = document.step(cursor, by: delta, width: width)
            #expect(stepped == plain.step(cursor, by: delta, width: width), "\(note): step \(delta)")
            #expect(document.offset(at: stepped, x: 5, width: width) == plain.offset(at: stepped, x: 5, width: width), "\(note)")
        }
        #expect(document.cursorPosition == plain.cursorPosition, "\(note): the status line's column")
        let rows = document.wrappedRows(0, width: width, from: document.scrollRow, count: 12)
        let fromStart = plain.wrappedRows(0, width: width, from: document.scrollRow, count: 12)
        for row in document.scrollRow..<(document.scrollRow + 12) {
            #expect(rows.row(row)?.bytes == fromStart.row(row)?.bytes, "\(note): row \(row)")
        }
    }

    @Test(arguments: [1, 2] as [UInt64])
    func anchoredRowsAreTheRowsFromTheLineStartAfterEveryEdit(seed: UInt64) {
        let width = 23
        var editor = editor(Self.longLine(80_000, seed: seed), width: width)
        var random = SplitMix64(state: seed * 7)
        editor.document.cursor = editor.document.glyphBoundary(atOrAfter: 72_000)
        editor.handle(.key(KeyChord(.right)))
        #expect(editor.document.wrapAnchors.count == 1, "a long line gets anchors")
        for step in 0..<24 {
            switch random.below(6) {
            case 0: editor.handle(.key(KeyChord(.backspace)))
            case 1: editor.handle(.key(KeyChord(.down)))
            case 2: editor.handle(.key(KeyChord(.up)))
            case 3:
                editor.handle(.pasteStart)
                editor.handle(.pasteChunk(Array(random.pick(["\u{301}", " ", "\t", "日", "\r\n"]).utf8)))
                editor.handle(.pasteEnd)
            case 4: editor.document.cursor = editor.document.glyphBoundary(atOrAfter: random.int(in: 0...editor.document.text.count))
                editor.handle(.key(KeyChord(.left)))
            default: editor.handle(.key(KeyChord(.character(random.pick(["a", " ", "-"])))))
            }
            expectSameAnswers(editor.document, width: width, "seed \(seed), step \(step)")
        }
    }

    @Test func anEditKeepsTheStartsBeforeItAndTheNextLayoutStartsNearTheCursor() {
        let width = 40
        var editor = editor(Self.longLine(90_000, seed: 9), width: width)
        editor.document.cursor = editor.document.glyphBoundary(atOrAfter: 85_000)
        editor.handle(.key(KeyChord(.right)))
        let cursorRow = editor.document.cursorRow(width: width).position.row
        guard let before = editor.document.wrapAnchors.first else { Issue.record("no anchors"); return }
        #expect(before.validCount(in: editor.document.text) > cursorRow)
        editor.handle(.key(KeyChord(.character("z"))))
        let text = editor.document.text
        guard let after = editor.document.wrapAnchors.first else { Issue.record("no anchors"); return }
        // Only the starts whose rows read the bytes at the cursor went; the rest were kept.
        #expect(after.validCount(in: text) > cursorRow)
        #expect(Array(after.starts.prefix(cursorRow - 2)) == Array(before.starts.prefix(cursorRow - 2)))
        let offset = editor.document.cursor - text.lineRange(0).lowerBound
        #expect(after.start(holding: offset, in: text).row >= cursorRow - 1, "the cursor's row is found from its own start")
        expectSameAnswers(editor.document, width: width, "after typing")
    }

    @Test func anEditBeforeTheLineOrAWholeNewTextLeavesNoStartToTrust() {
        var bytes = Array("short\n".utf8) + Self.longLine(70_000, seed: 4)
        bytes += Array("\nend\n".utf8)
        var editor = editor(bytes, width: 30)
        editor.document.cursor = editor.document.glyphBoundary(atOrAfter: 60_000)
        editor.handle(.key(KeyChord(.right)))
        let anchors = editor.document.wrapAnchors
        #expect(anchors.count == 1 && anchors[0].line == 1)
        var edited = editor.document
        edited.text = edited.text.copy()
        _ = edited.text.replace(0..<0, with: Array("x\n".utf8))
        #expect(edited.anchors(for: 1, width: 30) == nil && edited.anchors(for: 2, width: 30) == nil)
        expectSameAnswers(edited, width: 30, "an edit before the line")
        var replaced = editor.document
        replaced.text = TextBuffer(GapBuffer(bytes))
        #expect(replaced.anchors(for: 1, width: 30) == nil, "a new text is not known to be unchanged")
    }

    /// Showing a cursor below a long line steps back over it by rows, which needs its last row:
    /// the line is anchored to its end once (`anchorLines(above:)`), and the rows the anchors
    /// count are the rows a wrap from its start counts.
    @Test func aLongLineAboveTheCursorIsAnchoredToItsEnd() {
        let width = 30
        var editor = editor(Self.longLine(70_000, seed: 6) + Array("\nshort\nend".utf8), width: width)
        editor.handle(.key(KeyChord(.end, .ctrl)))
        let document = editor.document
        #expect(document.cursorLine == 2)
        guard let anchors = document.anchors(for: 0, width: width) else { Issue.record("the line above has no anchors"); return }
        var plain = document
        plain.wrapAnchors = []
        #expect(anchors.knownRowCount(in: document.text) == plain.lastRow(ofLine: 0, width: width) + 1)
        #expect(document.scrollPosition.line == 0, "the view shows the end of the long line above the cursor")
        #expect(document.step(document.scrollPosition, by: 20, width: width) == plain.step(document.scrollPosition, by: 20, width: width))
    }
}
