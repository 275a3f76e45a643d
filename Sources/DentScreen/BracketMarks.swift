import DentCore
import DentWire

/// The matching bracket highlight: the bracket by the cursor in bold, the one matching it
/// reversed (the cursor sits on the first, so reversing it would hide the cursor), when both
/// are on screen (`Document.bracketMatch`). Lines scrolled sideways only; wrapped lines show no
/// mark.
enum BracketMarks {
    static func draw(_ document: Document, lines: Range<Int>, gutter: Int, cache: inout RenderCache, into grid: inout CellGrid) {
        for (index, offset) in document.bracketMatch.enumerated() {
            let line = document.text.line(containing: offset)
            guard lines.contains(line) else { continue }
            let row = line - lines.lowerBound
            let byte = offset - document.text.lineRange(line).lowerBound
            let column = gutter + document.layout(ofLine: line).column(ofByte: byte) - document.scrollColumn
            guard column >= gutter, column < grid.columns else { continue }
            var cell = grid[row, column]
            cell.style.insert(index == 0 ? .bold : .reverse)
            grid[row, column] = cell
            // The row's cells are no longer what its cache entry says: draw it again next frame.
            cache.forget(row)
            grid.markChanged(row)
        }
    }
}
