import DentCore
import DentText
import DentWire

/// Draws the editor state into a grid: the text area, the status line and the shortcut bar,
/// or the help view or the list of open files over the text area. Pure: the same state and size give the same grid.
public enum Renderer {
    public static func render(_ editor: Editor, rows: Int, columns: Int, theme: Theme = .standard) -> CellGrid {
        var cache = RenderCache()
        return draw(editor, rows: rows, columns: columns, theme: theme, over: nil, cache: &cache)
    }

    /// The same, drawn over `last`, the last frame, whose rows `cache` describes: the rows
    /// where nothing they show changed are left as they are (`Screen` keeps the two together).
    /// Highlighted lines (`Editor.prepareHighlighting`, before the frame) are coloured by `theme`.
    ///
    /// The cache keys each row by what it shows, a list kept by hand (`RowView`): in debug
    /// builds every frame is also drawn from nothing and must be the same, so a dependency the
    /// key misses fails a test instead of leaving a stale row on screen.
    static func render(_ editor: Editor, rows: Int, columns: Int, theme: Theme, over last: CellGrid?, cache: inout RenderCache) -> CellGrid {
        let grid = draw(editor, rows: rows, columns: columns, theme: theme, over: last, cache: &cache)
        #if DEBUG
        let fresh = render(editor, rows: rows, columns: columns, theme: theme)
        if grid != fresh {
            let row = (0..<rows).first { r in (0..<columns).contains { grid[r, $0] != fresh[r, $0] } }
            preconditionFailure("a frame drawn over the last one differs from one drawn from nothing (row \(row.map(String.init) ?? "none: the cursor"))")
        }
        #endif
        return grid
    }

    private static func draw(_ editor: Editor, rows: Int, columns: Int, theme: Theme, over last: CellGrid?, cache: inout RenderCache) -> CellGrid {
        var grid = cache.start(rows: rows, columns: columns, over: last)
        let gutter = Swift.min(editor.gutterWidth, Swift.max(columns - 1, 0))
        let textRows = Swift.max(rows - 2, 0)
        let fullView = editor.modals.last.map(isFullView) == true
        if case .split = editor.layout, !fullView, rows >= 2 {
            cache.forgetSinglePane()
            PaneRenderer.draw(editor, rows: rows, theme: theme, cache: &cache, into: &grid)
            drawOverlay(editor, textRows: textRows, theme: theme, cache: &cache, into: &grid)
            drawBar(editor, rows: rows, cache: &cache, into: &grid)
            return grid
        }
        cache.forgetPaneLayout()
        if fullView {
            cache.forgetAll()
            for row in 0..<textRows { grid.clear(row: row) }
        }
        if case .help(let state) = editor.modals.last {
            HelpView.draw(editor, state: state, rows: textRows, into: &grid)
        } else if case .fileList(let state) = editor.modals.last {
            FileListView.draw(editor, state: state, rows: textRows, into: &grid)
        } else if case .languageList(let state) = editor.modals.last {
            LanguageListView.draw(editor, state: state, rows: textRows, into: &grid)
        } else if case .placeList(let state) = editor.modals.last {
            PlaceListView.draw(editor, state: state, rows: textRows, into: &grid)
        } else if case .serverQuestion(let state) = editor.modals.last {
            PlaceListView.drawQuestion(editor, state: state, rows: textRows, into: &grid)
        } else if case .describeKey(let lines?) = editor.modals.last {
            for (row, line) in lines.prefix(textRows).enumerated() { grid.write(line, row: row, column: 0) }
        } else {
            drawText(editor.document, rows: textRows, highlighting: editor.highlightedQuery, misspelled: editor.spelling.visible,
                     lineMarks: editor.lineMarks(in: editor.document.scrollLine..<editor.document.scrollLine + textRows),
                     flagged: editor.diagnosticUnderlines(in: editor.document.scrollLine..<editor.document.scrollLine + textRows), showingWhitespace: editor.showsWhitespace, gutter: gutter, wrapWidth: editor.wrapWidth,
                     guide: editor.showsWrapColumn ? editor.document.wrapColumn : nil, theme: theme, cache: &cache, into: &grid)
        }
        drawOverlay(editor, textRows: textRows, theme: theme, cache: &cache, into: &grid)
        drawStatus(editor, rows: rows, cache: &cache, into: &grid)
        drawBar(editor, rows: rows, cache: &cache, into: &grid)
        return grid
    }

    /// The shortcut overlay over the last text rows, while it is shown: nothing under it is
    /// kept for the next frame.
    private static func drawOverlay(_ editor: Editor, textRows: Int, theme: Theme, cache: inout RenderCache, into grid: inout CellGrid) {
        if let hover = editor.servers.hover, editor.modals.isEmpty {
            cache.forgetAll()
            cache.forgetPaneLayout()
            HoverView.draw(hover, textRows: textRows, theme: theme, into: &grid)
        }
        guard let overlay = editor.shortcutOverlay else { return }
        cache.forgetAll()
        cache.forgetPaneLayout()
        ShortcutOverlayView.draw(overlay, textRows: textRows, into: &grid)
    }

    /// The status line above the shortcut bar, left as the last frame drew it when it shows
    /// the same: typing changes the position on it.
    private static func drawStatus(_ editor: Editor, rows: Int, cache: inout RenderCache, into grid: inout CellGrid) {
        if rows >= 2 {
            let status = StatusLine.compose(editor, columns: grid.columns)
            if !cache.keepsStatus(status) { StatusLine.draw(status, row: rows - 2, into: &grid) }
            if let cursor = status.cursor { grid.cursor = (rows - 2, cursor) }
        }
    }

    /// The shortcut bar on the last row, left as the last frame drew it when its context
    /// (`Editor.BarContext`) is the same: typing does not change it at all.
    private static func drawBar(_ editor: Editor, rows: Int, cache: inout RenderCache, into grid: inout CellGrid) {
        if rows >= 1, !cache.keepsBar(editor.barContext) {
            grid.clear(row: rows - 1)
            ShortcutBar.draw(editor.barShortcuts, row: rows - 1, into: &grid)
        }
    }

    /// Views drawn over the whole text area instead of the text.
    private static func isFullView(_ modal: Modal) -> Bool {
        switch modal {
        case .help, .fileList, .languageList, .placeList, .serverQuestion, .describeKey(.some): true
        default: false
        }
    }

    /// The visible lines of `document`, scrolled (or wrapped at `wrapWidth`), with the cursor
    /// placed on its glyph; the matches of `query` (the find prompt's) on those lines, and the
    /// `misspelled` words (line-relative, by line: Check spelling), are underlined. With a `gutter`, line numbers take its columns and the text starts after it.
    /// The first row of each of `lineMarks` carries its mark in the mark column (`LineMarkView`).
    /// Rows past the end of the text show a dim `~`, as in vi, so an empty line at the end of
    /// a file is never mistaken for the end. A `guide` column is marked faintly (`WrapGuide`).
    static func drawText(_ document: Document, rows: Int, highlighting query: FindQuery? = nil, misspelled: [Int: [Range<Int>]] = [:],
                         lineMarks: [Int: LineMark] = [:], flagged: [Int: [Range<Int>]] = [:], showingWhitespace: Bool = false, gutter: Int = 0, wrapWidth: Int? = nil, guide: Int? = nil,
                         theme: Theme = .standard, cache: inout RenderCache, into grid: inout CellGrid) {
        let matches = SearchHighlight(document, rows: rows, query: query, misspelled: misspelled)
        let width = grid.columns - gutter
        var shown = 0
        if let wrapWidth {
            cache.forgetAll()
            let texts = TextRow.visible(in: document, count: rows, wrapWidth: wrapWidth)
            placeCursor(of: document, rows: texts.map(\.position), gutter: gutter, wrapWidth: wrapWidth, into: &grid)
            for (row, text) in texts.enumerated() {
                grid.clear(row: row)
                if text.wrapIndex == 0 { Gutter.draw(line: text.line, row: row, width: gutter, into: &grid) }
                let marks = CaretMarks.on(text.line, of: document)
                drawLine(text.layout, row: row, from: text.firstColumn, origin: gutter, glyphs: text.glyphs,
                         selected: text.isLineEnd ? marks.selected : marks.selected.map { $0.clamped(to: 0..<text.layout.byteCount) },
                         cursors: text.isLineEnd ? marks.cursors : marks.cursors.filter { $0 < text.layout.byteCount },
                         highlighted: matches.ranges(onLine: text.line), flagged: flagged[text.line] ?? [],
                         whitespace: showingWhitespace ? WhitespaceMarks(text.layout) : nil,
                         colors: .of(line: text.line, in: document, theme: theme), into: &grid)
                if text.isLineEnd { WrapGuide.draw(column: guide, width: text.layout.width, isComplete: text.layout.isComplete, row: row, from: text.firstColumn, origin: gutter, into: &grid) }
                if text.wrapIndex == 0, let mark = lineMarks[text.line] { LineMarkView.draw(mark, row: row, gutter: gutter, into: &grid) }
            }
            shown = texts.count
            BracketMarks.draw(document, rows: texts, gutter: gutter, cache: &cache, into: &grid)
        } else {
            let lines = document.scrollLine..<Swift.min(document.scrollLine + rows, document.text.lineCount)
            // The cursor first: a scroll mark, drawn with its row, never covers it.
            placeCursor(of: document, rows: lines.map { RowPosition(line: $0, row: 0) }, gutter: gutter, wrapWidth: nil, into: &grid)
            for (row, (line, range)) in zip(lines, document.text.lineRanges(lines)).enumerated() {
                drawRow(of: document, line: line, range: range, row: row, matches: matches, lineMark: lineMarks[line], flagged: flagged[line] ?? [],
                        showingWhitespace: showingWhitespace, gutter: gutter, guide: guide, theme: theme, cache: &cache, into: &grid)
            }
            shown = lines.count
            BracketMarks.draw(document, lines: lines, gutter: gutter, cache: &cache, into: &grid)
        }
        let marked = firstRowPastEnd(of: document, shown: shown, wrapped: wrapWidth != nil)
        for row in shown..<Swift.max(rows, shown) {
            cache.forget(row)
            grid.clear(row: row)
            if width > 0, let marked, row >= marked { grid[row, gutter] = Cell("~", style: .dim) }
        }
    }

    /// The first row to mark `~` after the `shown` rows of text. Of a file shown from its start
    /// only the rows past the line count, when it was counted and lines are not wrapped: the
    /// rows before it hold lines not yet read.
    private static func firstRowPastEnd(of document: Document, shown: Int, wrapped: Bool) -> Int? {
        guard let expected = document.expectedLines else { return shown }
        guard !wrapped, let missing = expected.firstMissing else { return nil }
        return Swift.max(shown, missing - document.scrollLine)
    }

    /// One line scrolled sideways, with its scroll mark, left as the last frame drew it when
    /// nothing it shows changed; a long line (its key would copy it) is drawn again every frame.
    /// The line is laid out from a plain place at or before the first column shown
    /// (`Document.layout(ofLine:showingFrom:reaching:)`): typing at the end of a long line lays
    /// out what the screen shows, not the whole line, on every keystroke.
    private static func drawRow(of document: Document, line: Int, range: Range<Int>, row: Int, matches: SearchHighlight, lineMark: LineMark?, flagged: [Range<Int>],
                                showingWhitespace: Bool, gutter: Int, guide: Int?, theme: Theme, cache: inout RenderCache, into grid: inout CellGrid) {
        let marks = CaretMarks.on(line, of: document)
        let highlighted = matches.ranges(onLine: line)
        let scrollColumn = document.scrollColumn
        var view: RowView?
        if range.count <= RenderCache.longestCachedLine {
            // The mark's cells depend on the cursor only when it is on them.
            let cursorNearMark = grid.cursor.flatMap { $0.row == row && $0.column <= gutter + 1 ? $0.column : nil }
            let shown = RowView(number: gutter > 1 ? line : nil, firstColumn: scrollColumn, columns: grid.columns, gutter: gutter,
                                tabWidth: document.tabWidth, selected: marks.selected, cursors: marks.cursors, highlighted: highlighted,
                                flagged: flagged, showsWhitespace: showingWhitespace, cursorNearMark: cursorNearMark, guide: guide, syntax: SyntaxColors.key(of: document, line: line),
                                lineMark: lineMark.map { ($0, grid.cursor.flatMap { $0.row == row ? $0.column : nil } ?? -1) })
            // The line is compared where it is in the buffer: copying every row's line to compare
            // it cost more than drawing the one row that typing changed.
            if cache.row(row, showing: shown, of: document.text.bytes, at: range) { return }
            view = shown
        }
        let layout = document.layout(ofLine: line, showingFrom: scrollColumn, reaching: scrollColumn + grid.columns)
        grid.clear(row: row)
        Gutter.draw(line: line, row: row, width: gutter, into: &grid)
        drawLine(layout, row: row, from: scrollColumn, origin: gutter, selected: marks.selected, cursors: marks.cursors,
                 highlighted: highlighted, flagged: flagged, whitespace: showingWhitespace ? WhitespaceMarks(layout) : nil,
                 colors: .of(line: line, in: document, theme: theme), into: &grid)
        if scrollColumn > 0 && layout.width > 0 { ScrollMarks.mark(row: row, origin: gutter, into: &grid) }
        WrapGuide.draw(column: guide, width: layout.width, isComplete: layout.isComplete, row: row, from: scrollColumn,
                       origin: gutter, into: &grid)
        if let lineMark { LineMarkView.draw(lineMark, row: row, gutter: gutter, into: &grid) }
        cache.store(view.map { RowKey(bytes: document.text.bytes.bytes(in: range), view: $0) }, row: row)
    }

    /// The terminal cursor on the cursor's glyph, when it is on screen.
    private static func placeCursor(of document: Document, rows: [RowPosition], gutter: Int, wrapWidth: Int?, into grid: inout CellGrid) {
        let width = grid.columns - gutter
        if let wrapWidth {
            let (position, x) = document.cursorRow(width: wrapWidth)
            guard let row = rows.firstIndex(of: position), (0..<width).contains(x) else { return }
            grid.cursor = (row, gutter + x)
            return
        }
        let cursorRow = document.cursorLine - document.scrollLine
        let cursorColumn = document.cursorColumn - document.scrollColumn
        if (0..<rows.count).contains(cursorRow), (0..<width).contains(cursorColumn) {
            grid.cursor = (cursorRow, gutter + cursorColumn)
        }
    }

    /// One line (or the run `glyphs` of it: a wrapped row), starting at display column `first`,
    /// drawn from grid column `origin` on. A wide
    /// glyph cut by either edge shows as blanks, never as half a character. Glyphs in
    /// `highlighted` (line-relative byte ranges, in order) are underlined, and those in `flagged`
    /// (a language server's diagnostics) underlined and bold, a look of their own; `whitespace` marks
    /// tabs, trailing spaces and mixed indentation. `colors` paints text glyphs in their
    /// highlighting's pens; whitespace marks, controls, invalid bytes and invisible characters
    /// keep their own look, and a selected glyph is drawn reversed without them, so the
    /// selection reads the same over every style (a reversed red keyword would be red blocks).
    static func drawLine(_ layout: LineLayout, row: Int, from first: Int, origin: Int = 0, glyphs: Range<Int>? = nil,
                         selected: [Range<Int>] = [], cursors: [Int] = [], highlighted: [Range<Int>] = [], flagged: [Range<Int>] = [],
                         whitespace: WhitespaceMarks? = nil,
                         colors: SyntaxColors = .none, into grid: inout CellGrid) {
        let width = grid.columns - origin
        var nextHighlight = 0
        var nextFlag = 0
        var nextColor = 0
        grid.withRow(row) { row in
            // One uniqueness check for the row, not one for each cell; bounds still checked.
            var cells = row.mutableSpan
            for glyph in layout.glyphs[glyphs ?? layout.glyphs.indices] {
                let start = glyph.column - first
                guard start + glyph.width > 0 else { continue }
                guard start < width else { break }
                let isSelected = selected.contains { $0.contains(glyph.bytes.lowerBound) }
                let isCursor = !cursors.isEmpty && cursors.contains(glyph.bytes.lowerBound)
                while nextHighlight < highlighted.count && highlighted[nextHighlight].upperBound <= glyph.bytes.lowerBound { nextHighlight += 1 }
                let isHighlighted = nextHighlight < highlighted.count && highlighted[nextHighlight].overlaps(glyph.bytes)
                while nextFlag < flagged.count && flagged[nextFlag].upperBound <= glyph.bytes.lowerBound { nextFlag += 1 }
                let isFlagged = nextFlag < flagged.count && flagged[nextFlag].overlaps(glyph.bytes)
                let fits = start >= 0 && start + glyph.width <= width
                // Cell by cell, straight into the grid: this loop runs for every cell of every frame.
                for offset in Swift.max(0, -start)..<Swift.min(glyph.width, width - start) {
                    guard fits else {
                        cells[origin + start + offset] = .blank
                        continue
                    }
                    var cell = Renderer.cell(of: glyph, in: layout, at: offset)
                    if !isSelected, case .text = glyph.kind, !colors.spans.isEmpty {
                        colors.color(&cell, at: glyph.bytes.lowerBound, next: &nextColor)
                    }
                    if let whitespace { cell = whitespace.cell(for: glyph, at: offset, plain: cell) }
                    if isSelected != isCursor { cell.style.formSymmetricDifference(.reverse) }
                    if isHighlighted { cell.style.insert(.underline) }
                    if isFlagged { cell.style.formUnion([.underline, .bold]) }
                    cells[origin + start + offset] = cell
                }
            }
            // A selected line break, or another cursor at the line's end, shows as one reversed
            // cell after the text (both at once cancel out, as over a glyph).
            let end = layout.width - first
            let breakSelected = selected.contains { $0.upperBound > layout.byteCount }
            if breakSelected != cursors.contains(layout.byteCount), (0..<width).contains(end) {
                cells[origin + end] = Cell(" ", style: .reverse)
            }
        }
    }

    /// Cell `offset` of the cells a glyph of `layout` takes: text in its first cell and
    /// continuations after it, tabs as blanks, controls as `^X`, invalid bytes as `<ff>` and
    /// invisible characters as `<200b>`, all reversed so they never pass for text. A combining
    /// mark with nothing to combine with is drawn on a no-break space, so every terminal gives
    /// it the one cell dent counted.
    static func cell(of glyph: LineLayout.Glyph, in layout: LineLayout, at offset: Int) -> Cell {
        switch glyph.kind {
        case .text:
            guard offset == 0 else { return .continuation }
            // Most glyphs are one printable byte, drawn as it is.
            let text = layout.text(of: glyph)
            return Cell(glyph.bytes.count == 1 ? text : Cell.drawable(text))
        case .tab:
            return .blank
        case .control(let byte):
            return Cell(ascii: offset == 0 ? UInt8(ascii: "^") : byte ^ 0x40, style: .reverse)
        case .invalid(let byte):
            let digits = Array("0123456789abcdef".utf8)
            let text = [UInt8(ascii: "<"), digits[Int(byte >> 4)], digits[Int(byte & 0xF)], UInt8(ascii: ">")]
            return Cell(ascii: text[offset], style: .reverse)
        case .invisible:
            return Cell(ascii: layout.notation(of: glyph).utf8.dropFirst(offset).first ?? UInt8(ascii: " "), style: .reverse)
        }
    }
}
