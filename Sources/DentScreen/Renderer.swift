import DentCore
import DentText

/// Draws the editor state into a grid: the text area, the status line and the shortcut bar,
/// or the help view or the list of open files over the text area. Pure: the same state and size give the same grid.
public enum Renderer {
    public static func render(_ editor: Editor, rows: Int, columns: Int) -> CellGrid {
        var grid = CellGrid(rows: rows, columns: columns)
        let textRows = Swift.max(rows - 2, 0)
        if case .help(let state) = editor.modals.last {
            HelpView.draw(editor, state: state, rows: textRows, into: &grid)
        } else if case .fileList(let state) = editor.modals.last {
            FileListView.draw(editor, state: state, rows: textRows, into: &grid)
        } else if case .describeKey(let lines?) = editor.modals.last {
            for (row, line) in lines.prefix(textRows).enumerated() { grid.write(line, row: row, column: 0) }
        } else {
            let gutter = Swift.min(editor.gutterWidth, Swift.max(columns - 1, 0))
            drawText(editor.document, rows: textRows, highlighting: editor.highlightedQuery,
                     showingWhitespace: editor.showsWhitespace, gutter: gutter, into: &grid)
        }
        if rows >= 2 { StatusLine.draw(editor, row: rows - 2, into: &grid) }
        if rows >= 1 { ShortcutBar.draw(editor.barShortcuts, row: rows - 1, into: &grid) }
        return grid
    }

    /// The visible lines of `document`, scrolled, with the cursor placed on its glyph; the
    /// matches of `query` (the find prompt's) on those lines are underlined. With a `gutter`,
    /// line numbers take its columns and the text starts after it.
    static func drawText(_ document: Document, rows: Int, highlighting query: FindQuery? = nil,
                         showingWhitespace: Bool = false, gutter: Int = 0, into grid: inout CellGrid) {
        let matches = SearchHighlight(document, rows: rows, query: query)
        Gutter.draw(firstLine: document.scrollLine, rows: rows, lineCount: document.text.lineCount, width: gutter, into: &grid)
        for row in 0..<rows {
            let line = document.scrollLine + row
            guard line < document.text.lineCount else { break }
            let selected = selectedBytes(of: document, line: line)
            let layout = document.layout(ofLine: line, reaching: .column(document.scrollColumn + grid.columns))
            drawLine(layout, row: row, from: document.scrollColumn, origin: gutter, selected: selected,
                     highlighted: matches.ranges(onLine: line), whitespace: showingWhitespace ? WhitespaceMarks(layout) : nil,
                     into: &grid)
        }
        let cursorRow = document.cursorLine - document.scrollLine
        let cursorColumn = document.cursorColumn - document.scrollColumn
        if (0..<rows).contains(cursorRow), (0..<(grid.columns - gutter)).contains(cursorColumn) {
            grid.cursor = (cursorRow, gutter + cursorColumn)
        }
    }

    /// One line, starting at display column `first`, drawn from grid column `origin` on. A wide
    /// glyph cut by either edge shows as blanks, never as half a character. Glyphs in
    /// `highlighted` (line-relative byte ranges, in order) are underlined; `whitespace` marks
    /// tabs, trailing spaces and mixed indentation.
    static func drawLine(_ layout: LineLayout, row: Int, from first: Int, origin: Int = 0, selected: Range<Int>? = nil,
                         highlighted: [Range<Int>] = [], whitespace: WhitespaceMarks? = nil, into grid: inout CellGrid) {
        let width = grid.columns - origin
        var nextHighlight = 0
        for glyph in layout.glyphs {
            let start = glyph.column - first
            guard start + glyph.width > 0 else { continue }
            guard start < width else { break }
            let isSelected = selected?.contains(glyph.bytes.lowerBound) == true
            while nextHighlight < highlighted.count && highlighted[nextHighlight].upperBound <= glyph.bytes.lowerBound { nextHighlight += 1 }
            let isHighlighted = nextHighlight < highlighted.count && highlighted[nextHighlight].overlaps(glyph.bytes)
            let plain = cells(for: glyph)
            let drawn = whitespace?.cells(for: glyph, plain: plain) ?? plain
            let cells = drawn.map { cell in
                var style = cell.style
                if isSelected { style.formSymmetricDifference(.reverse) }
                if isHighlighted { style.insert(.underline) }
                return Cell(cell.text, style: style)
            }
            let fits = start >= 0 && start + glyph.width <= width
            for (offset, cell) in cells.enumerated() where (0..<width).contains(start + offset) {
                grid[row, origin + start + offset] = fits ? cell : .blank
            }
        }
        // A selected line break shows as one reversed cell after the text.
        let end = layout.width - first
        if let selected, selected.upperBound > layout.byteCount, (0..<width).contains(end) {
            grid[row, origin + end] = Cell(" ", style: .reverse)
        }
    }

    /// The part of `line` inside the selection, in bytes relative to the line start (past the
    /// end when the line break is selected).
    static func selectedBytes(of document: Document, line: Int) -> Range<Int>? {
        guard let selection = document.selection else { return nil }
        let range = document.text.lineRangeWithTerminator(line)
        let low = Swift.max(selection.lowerBound, range.lowerBound)
        let high = Swift.min(selection.upperBound, range.upperBound)
        guard low < high else { return nil }
        return (low - range.lowerBound)..<(high - range.lowerBound)
    }

    /// The cells a glyph takes: tabs as blanks, controls as `^X` and invalid bytes as `<ff>`,
    /// both reversed so they never pass for text. A combining mark with nothing to combine with
    /// is drawn on a no-break space, so every terminal gives it the one cell dent counted.
    static func cells(for glyph: LineLayout.Glyph) -> [Cell] {
        switch glyph.kind {
        case .text(let text):
            if glyph.width == 0 { return [] }
            let drawn = startsWithMark(text) ? "\u{00A0}" + text : text
            return [Cell(drawn)] + Array(repeating: Cell(""), count: glyph.width - 1)
        case .tab:
            return Array(repeating: .blank, count: glyph.width)
        case .control(let byte):
            let caret = String(UnicodeScalar(byte ^ 0x40))
            return [Cell("^", style: .reverse), Cell(caret, style: .reverse)]
        case .invalid(let byte):
            let digits = String(byte, radix: 16)
            return Array("<" + (digits.count == 1 ? "0" : "") + digits + ">").map { Cell(String($0), style: .reverse) }
        }
    }

    static func startsWithMark(_ text: String) -> Bool {
        // Every cell is asked on every frame; the property lookup is the cost, ASCII never is a mark.
        guard let first = text.unicodeScalars.first, !first.isASCII else { return false }
        return switch first.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .spacingMark: true
        default: false
        }
    }
}
