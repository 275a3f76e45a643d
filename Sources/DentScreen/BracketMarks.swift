import DentCore
import DentWire

/// The matching bracket highlight: the bracket by the cursor in bold, the one matching it
/// reversed (the cursor sits on the first, so reversing it would hide the cursor), when both
/// are on screen (`Document.bracketMatch`): on lines scrolled sideways, and on wrapped rows,
/// where a bracket on a line's continuation row is marked on that row.
enum BracketMarks {
    /// Marks the pair on `lines`, each on one row, scrolled sideways by the document's scroll column.
    static func draw(_ document: Document, lines: Range<Int>, gutter: Int, cache: inout RenderCache, into grid: inout CellGrid) {
        mark(document, gutter: gutter, cache: &cache, into: &grid) { line, byte in
            guard lines.contains(line) else { return nil }
            return (line - lines.lowerBound, document.column(ofByte: byte, onLine: line) - document.scrollColumn)
        }
    }

    /// Marks the pair on the wrapped `rows` shown: the row of a bracket's line whose run of
    /// glyphs holds it, at its column within that row.
    static func draw(_ document: Document, rows: [TextRow], gutter: Int, cache: inout RenderCache, into grid: inout CellGrid) {
        mark(document, gutter: gutter, cache: &cache, into: &grid) { line, byte in
            for (index, row) in rows.enumerated() where row.line == line {
                if let glyph = row.layout.glyphIndex(atByte: byte), row.glyphs.contains(glyph) {
                    return (index, row.layout.glyphs[glyph].column - row.firstColumn)
                }
            }
            return nil
        }
    }

    /// Styles the cell of each bracket of the pair that `place` (line, byte in the line) puts on
    /// screen, at a row and a column of the text area.
    private static func mark(_ document: Document, gutter: Int, cache: inout RenderCache, into grid: inout CellGrid,
                             place: (Int, Int) -> (row: Int, column: Int)?) {
        for (index, offset) in document.bracketMatch.enumerated() {
            let line = document.text.line(containing: offset)
            guard let (row, textColumn) = place(line, offset - document.text.lineRange(line).lowerBound) else { continue }
            let column = gutter + textColumn
            guard row < grid.rows, column >= gutter, column < grid.columns else { continue }
            grid[row, column].style.insert(index == 0 ? .bold : .reverse)
            // The row's cells are no longer what its cache entry says: draw it again next frame.
            cache.forget(row)
        }
    }
}
