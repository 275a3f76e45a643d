import DentCore
import DentText

/// One screen row of the text area: a line, the run of its glyphs the row shows, and the
/// display column the row starts at (the horizontal scroll, or where a wrapped row begins).
struct TextRow {
    var line: Int
    var layout: LineLayout
    var glyphs: Range<Int>
    var firstColumn: Int
    /// Which wrapped row of the line this is.
    var wrapIndex: Int
    /// The row holds the line's end, where a selected line break is drawn.
    var isLineEnd: Bool

    var position: RowPosition { RowPosition(line: line, row: wrapIndex) }

    /// The rows that fill `count` screen rows from the document's scroll position, wrapped at
    /// `wrapWidth`: a line's wrapped rows one after the other.
    static func visible(in document: Document, count: Int, wrapWidth width: Int) -> [TextRow] {
        var rows: [TextRow] = []
        var line = document.scrollLine
        var skip = document.scrollRow
        while rows.count < count, line < document.text.lineCount {
            let wrapped = document.wrappedRows(line, width: width, from: skip, count: count - rows.count)
            skip = Swift.min(skip, wrapped.endRow - 1)
            for index in skip..<Swift.min(wrapped.endRow, skip + count - rows.count) {
                guard let row = wrapped.row(index) else { continue }
                let isEnd = wrapped.isComplete && index == wrapped.endRow - 1
                rows.append(TextRow(line: line, layout: wrapped.layout, glyphs: row.glyphs, firstColumn: row.startColumn,
                                    wrapIndex: index, isLineEnd: isEnd))
            }
            line += 1
            skip = 0
        }
        return rows
    }
}
