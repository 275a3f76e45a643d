/// One screen row of a soft-wrapped line: a run of whole glyphs of its layout.
public struct WrapRow: Sendable, Equatable {
    /// Indices into the layout's `glyphs`.
    public var glyphs: Range<Int>
    /// The line's display column where the row starts: a glyph at column `c` is drawn at
    /// `c - startColumn` of the row.
    public var startColumn: Int
    /// The line-relative bytes of the row (the last row ends at the line's end).
    public var bytes: Range<Int>
}

extension LineLayout {
    /// The line cut into rows of at most `width` cells, as soft wrap shows it: a row breaks after
    /// the last blank that fits (a word moves whole to the next row), or, in a word longer than
    /// the row, before the first glyph that does not fit. Rows hold whole glyphs, so a wide
    /// character or a grapheme cluster is never split; a glyph wider than the row (a tab on a
    /// very narrow screen) gets a row of its own.
    ///
    /// Glyphs keep the columns of the unwrapped line, so a tab keeps the width of its tab stop
    /// and the status line's column stays the logical one. A line that fills its last row to
    /// the edge gets an empty row after it, where the cursor at the line's end is drawn.
    ///
    /// For a prefix layout (`isComplete` false) the last row is left out: where it ends depends
    /// on glyphs not laid out. An empty line is one empty row.
    public func wrapRows(width: Int) -> [WrapRow] {
        let width = Swift.max(width, 1)
        var rows: [WrapRow] = []
        var start = 0
        while start < glyphs.count {
            let end = rowEnd(from: start, width: width)
            rows.append(row(glyphs: start..<end))
            start = end
        }
        guard isComplete else { return Array(rows.dropLast()) }
        let last = rows.last
        if last == nil || width - (self.width - (last?.startColumn ?? 0)) <= 0 {
            rows.append(WrapRow(glyphs: glyphs.count..<glyphs.count, startColumn: self.width, bytes: byteCount..<byteCount))
        }
        return rows
    }

    /// The index after the last glyph of the row that starts at glyph `start`.
    private func rowEnd(from start: Int, width: Int) -> Int {
        let limit = glyphs[start].column + width
        var end = start + 1
        while end < glyphs.count, glyphs[end].column + glyphs[end].width <= limit { end += 1 }
        guard end < glyphs.count else { return end }
        // Break after the last blank that fits; a row that is one word breaks where it must.
        var breakAfter = end
        while breakAfter > start + 1, !LineLayout.isBreakable(glyphs[breakAfter - 1]) { breakAfter -= 1 }
        return LineLayout.isBreakable(glyphs[breakAfter - 1]) ? breakAfter : end
    }

    private func row(glyphs range: Range<Int>) -> WrapRow {
        let first = glyphs[range.lowerBound]
        let endByte = range.upperBound < glyphs.count ? glyphs[range.upperBound].bytes.lowerBound : byteCount
        return WrapRow(glyphs: range, startColumn: first.column, bytes: first.bytes.lowerBound..<endByte)
    }

    /// A blank after which a line may wrap.
    static func isBreakable(_ glyph: Glyph) -> Bool { glyph.kind == .tab || glyph.isSpace }

    /// The index of the row of `rows` that shows line-relative byte `offset`: a row boundary
    /// belongs to the row it starts, and the line's end to the last row.
    public static func rowIndex(ofByte offset: Int, in rows: [WrapRow]) -> Int {
        var low = 0
        var high = rows.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if rows[mid].bytes.lowerBound <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }
}

extension LineLayout {
    /// Where the row that starts at `bytes[0]`, at display column `column`, ends when it and
    /// the glyph after it are plain (printable ASCII and tabs, each byte a glyph of its own):
    /// the same end `wrapRows` gives, found from the bytes without a layout, so soft wrap
    /// reaches the end of a 20 MB line of plain text at the speed of a scan. `bytes` is a
    /// piece of the line that goes on after it. Nil when the bytes the row looks at are not
    /// plain, or the piece ends first: the caller lays those rows out.
    ///
    /// Returns the row's length in bytes, the column after it, and the bytes it looked at.
    public static func plainRowEnd(_ bytes: UnsafeBufferPointer<UInt8>, column: Int, width: Int,
                                   tabWidth: Int) -> (length: Int, column: Int, read: Int)? {
        let limit = column + Swift.max(width, 1)
        func cells(_ byte: UInt8, at column: Int) -> Int? {
            if isPrintable(byte) { return 1 }
            return byte == UInt8(ascii: "\t") ? tabCells(at: column, tabWidth: tabWidth) : nil
        }
        guard bytes.count > 1, var next = cells(bytes[0], at: column).map({ column + $0 }) else { return nil }
        var end = 1
        // Glyphs fit while they end at the limit; the one that does not fit, and the byte
        // after it (which would join it were it a mark), must be plain too.
        while true {
            guard end + 1 < bytes.count, let width = cells(bytes[end], at: next), bytes[end + 1] < 0x80 else { return nil }
            guard next + width <= limit else { break }
            next += width
            end += 1
        }
        var breakAfter = end
        while breakAfter > 1, !isPlainBlank(bytes[breakAfter - 1]) { breakAfter -= 1 }
        guard isPlainBlank(bytes[breakAfter - 1]), breakAfter < end else { return (end, next, end + 2) }
        let after = plainColumn(after: UnsafeBufferPointer(rebasing: bytes[..<breakAfter]), tabWidth: tabWidth, from: column) ?? next
        return (breakAfter, after, end + 2)
    }

    private static func isPlainBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
}
