import Testing
import DentText
import DentTestSupport

@Suite struct LineWrapTests {
    func layout(_ text: String, tabWidth: Int = 8) -> LineLayout { LineLayout(Array(text.utf8), tabWidth: tabWidth) }

    /// The text of each row, for reading a wrap at a glance.
    func rows(_ text: String, width: Int, tabWidth: Int = 8) -> [String] {
        let bytes = Array(text.utf8)
        return layout(text, tabWidth: tabWidth).wrapRows(width: width).map { String(decoding: bytes[$0.bytes], as: UTF8.self) }
    }

    @Test func wordsMoveWholeToTheNextRow() {
        #expect(rows("the quick brown fox", width: 10) == ["the quick ", "brown fox"])
        #expect(rows("aaa bbb ccc", width: 4) == ["aaa ", "bbb ", "ccc"])
    }

    @Test func aWordLongerThanTheRowBreaksWhereItMust() {
        #expect(rows("abcdefghij xy", width: 4) == ["abcd", "efgh", "ij ", "xy"])
    }

    @Test func wideCharactersAndClustersAreNeverSplit() {
        #expect(rows("a日本語", width: 4) == ["a日", "本語", ""], "本 would straddle the edge (cells 3-4): it goes whole to the next row")
        #expect(rows("ab👍🏽e\u{301}x", width: 3) == ["ab", "👍🏽e\u{301}", "x"])
    }

    @Test func tabsKeepTheirStopWidthAndMayEndARow() {
        let line = layout("ab\tcd\tef", tabWidth: 4)
        let wrapped = line.wrapRows(width: 6)
        #expect(wrapped.map(\.startColumn) == [0, 4, 10], "the second row is full: the line's end gets a row")
        #expect(wrapped[0].glyphs == 0..<3, "the tab (2 cells) fits and is a break")
        #expect(line.glyphs[wrapped[1].glyphs].map(\.width) == [1, 1, 2, 1, 1], "the second tab still fills to its stop (column 8)")
    }

    @Test func aGlyphWiderThanTheRowGetsARowOfItsOwn() {
        #expect(rows("\tx", width: 3) == ["\t", "x"])
        #expect(rows("日", width: 1) == ["日", ""], "it overfills its row, so the end gets one of its own")
    }

    @Test func aLineThatFillsItsLastRowGetsAnEmptyRowForTheCursor() {
        let wrapped = layout("abcdef").wrapRows(width: 3)
        #expect(wrapped.count == 3)
        #expect(wrapped[2].bytes == 6..<6)
        #expect(LineLayout.rowIndex(ofByte: 6, in: wrapped) == 2)
        #expect(LineLayout.rowIndex(ofByte: 3, in: wrapped) == 1, "a boundary belongs to the row it starts")
        #expect(layout("").wrapRows(width: 5).count == 1, "an empty line is one row")
        #expect(rows("abcde", width: 6) == ["abcde"])
    }

    /// Rows partition the line's glyphs and bytes in order, none wider than the row (but a lone
    /// glyph that cannot fit anywhere), and a prefix layout wraps into the full layout's rows.
    @Test(arguments: 0..<6)
    func rowsPartitionTheLineAndPrefixesAgree(seed: UInt64) {
        let pieces: [[UInt8]] = ["a", "bc", " ", "\t", "日", "e\u{301}", "👍🏽", "word", "  "].map { Array($0.utf8) } + [[0xFF]]
        var random = SplitMix64(state: seed)
        var bytes: [UInt8] = []
        for _ in 0..<120 { bytes += pieces[Int(random.next() % UInt64(pieces.count))] }
        let width = Int(random.next() % 12) + 1
        let full = LineLayout(bytes, tabWidth: 4)
        let rows = full.wrapRows(width: width)
        var next = 0
        for row in rows where !row.glyphs.isEmpty {
            #expect(row.glyphs.lowerBound == next)
            next = row.glyphs.upperBound
            let glyphs = full.glyphs[row.glyphs]
            let used = (glyphs.last.map { $0.column + $0.width } ?? row.startColumn) - row.startColumn
            #expect(used <= width || glyphs.count == 1, "seed \(seed): a row of \(used) cells in \(width)")
        }
        #expect(next == full.glyphs.count)
        #expect(zip(rows, rows.dropFirst()).allSatisfy { $0.bytes.upperBound == $1.bytes.lowerBound })
        for cut in stride(from: 1, to: bytes.count, by: 7) {
            let prefix = LineLayout(Array(bytes[..<cut]), tabWidth: 4, complete: false).wrapRows(width: width)
            #expect(prefix == Array(rows.prefix(prefix.count)), "seed \(seed), cut \(cut)")
        }
    }

    /// `plainRowEnd` (soft wrap's anchors over plain text) cuts every row where `wrapRows` does,
    /// and declines rows whose bytes, or the byte after them, are not plain.
    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func plainRowsEndWhereTheLayoutsRowsEnd(seed: UInt64) {
        var random = SplitMix64(state: seed)
        let plain = ["word ", "x", "\t", "  ", "a-long-identifier_without_blanks", ", ", "~"]
        let marks = ["\u{301}", "日", "\u{7}", "\u{FE0F}\u{20E3}"]
        for _ in 0..<40 {
            var text = ""
            while text.utf8.count < 600 { text += random.below(30) == 0 ? random.pick(marks) : random.pick(plain) }
            let bytes = Array(text.utf8)
            let (width, tabWidth) = (random.int(in: 1...50), random.pick([2, 4, 8]))
            let layout = LineLayout(bytes, tabWidth: tabWidth)
            let rows = layout.wrapRows(width: width)
            var checked = 0
            for (index, row) in rows.enumerated().dropLast() {
                let found = bytes.withUnsafeBufferPointer {
                    LineLayout.plainRowEnd(UnsafeBufferPointer(rebasing: $0[row.bytes.lowerBound...]), column: row.startColumn,
                                           width: width, tabWidth: tabWidth)
                }
                guard let found else { continue }
                checked += 1
                #expect(row.bytes.lowerBound + found.length == row.bytes.upperBound, "seed \(seed), row \(index) of \(text.debugDescription)")
                #expect(found.column == rows[index + 1].startColumn, "seed \(seed), row \(index)")
                #expect(bytes[row.bytes.lowerBound..<(row.bytes.lowerBound + found.read)].allSatisfy { $0 < 0x80 }, "seed \(seed), row \(index): what it read")
                #expect(!bytes[row.bytes.lowerBound..<(row.bytes.lowerBound + found.read - 1)].contains(7), "a control is not plain")
            }
            #expect(checked > 0 || rows.count < 3, "seed \(seed): some rows are plain")
        }
    }
}
