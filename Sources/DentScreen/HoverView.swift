import DentCore
import DentLSP
import DentWire

/// The hover box (Show hover): what the language server says of the name under the cursor, in
/// a box under the cursor's row (above it when there is more room there), at most 80 columns
/// and half the text area high. Its prose is wrapped; its code is cut at the box's edge and
/// coloured in its language (`HoverContent.code`), or bold when that language has no
/// highlighting or the screen shrank since the lines were wrapped. ASCII borders, so every
/// terminal gives each character the cell counted for it.
enum HoverView {
    static let widest = 80

    /// Draws `content` by the cursor of a text area `textRows` high; nothing without a cursor.
    static func draw(_ content: HoverContent, textRows: Int, theme: Theme, into grid: inout CellGrid) {
        guard let cursor = grid.cursor, grid.columns >= 12, textRows >= 4 else { return }
        let inner = Swift.min(widest, grid.columns - 2) - 2
        var body = HoverText.wrap(content.lines, width: inner)
        // Wrapped for this width already (the host does): the code lines are the document's, in order.
        let code = body == content.lines ? content.code : nil
        let below = textRows - cursor.row - 1
        let above = cursor.row
        let room = Swift.max(below, above) - 2
        guard room >= 1 else { return }
        let limit = Swift.min(room, Swift.max(textRows / 2, 3))
        if body.count > limit { body = Array(body.prefix(limit - 1)) + [HoverLine("…")] }
        let width = Swift.min((body.map { CellGrid.width(of: $0.text) }.max() ?? 0) + 2, inner + 2)
        let top = below >= body.count + 2 || below >= above ? cursor.row + 1 : cursor.row - body.count - 2
        let left = Swift.max(0, Swift.min(cursor.column, grid.columns - width - 2))
        let edge = "+" + String(repeating: "-", count: width) + "+"
        for row in top...(top + body.count + 1) { clearCutGlyphs(row: row, from: left, to: left + width + 2, in: &grid) }
        grid.write(edge, row: top, column: left, style: .dim)
        var codeLine = 0
        for (index, line) in body.enumerated() {
            let row = top + 1 + index
            grid.write("|" + String(repeating: " ", count: width) + "|", row: row, column: left, style: .dim)
            if line.code != nil, let code, drawCode(code, line: codeLine, row: row, column: left + 2, width: width - 1, theme: theme, into: &grid) {
                codeLine += 1
                continue
            }
            if line.code != nil { codeLine += 1 }
            grid.write(line.text, row: row, column: left + 2, style: line.code == nil ? [] : .bold, upTo: left + 1 + width)
        }
        grid.write(edge, row: top + body.count + 1, column: left, style: .dim)
    }

    /// Line `line` of the highlighted code at `column` of `row`, in its colours, when it fits
    /// in `width` cells; false, having drawn nothing, when it does not.
    private static func drawCode(_ code: Document, line: Int, row: Int, column: Int, width: Int, theme: Theme, into grid: inout CellGrid) -> Bool {
        guard line < code.text.lineCount else { return false }
        let layout = code.layout(ofLine: line)
        guard layout.width <= width, column + layout.width <= grid.columns else { return false }
        Renderer.drawLine(layout, row: row, from: 0, origin: column, colors: .of(line: line, in: code, theme: theme), into: &grid)
        return true
    }

    /// A wide glyph the box's columns `start..<end` cut in two shows as blanks, never as half.
    private static func clearCutGlyphs(row: Int, from start: Int, to end: Int, in grid: inout CellGrid) {
        if start > 0, grid[row, start].text.isEmpty { grid[row, start - 1] = .blank }
        if end < grid.columns, grid[row, end].text.isEmpty { grid[row, end] = .blank }
    }
}
