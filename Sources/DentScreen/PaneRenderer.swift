import DentCore
import DentWire

/// Draws split panes: each pane shown is drawn into a grid of its own size, over its part of
/// the last frame when the panes are where they were, with a `RenderCache` of its own (so
/// typing in one pane draws one row of it, and the other panes not at all), then copied into
/// the frame at its place; borders between panes side by side are a dim column. Rows shared
/// by panes side by side are marked (`CellGrid.shiftStarts`) so the frame diff never shifts or
/// moves the cells of one pane for another.
enum PaneRenderer {
    static let border = Cell("│", style: .dim)

    /// The text area and the panes' status lines of a frame with several panes; the shortcut
    /// bar and the overlay are the caller's.
    static func draw(_ editor: Editor, rows: Int, theme: Theme, cache: inout RenderCache, into grid: inout CellGrid) {
        let frames = editor.paneFrames
        let area = rows - 1
        // A pane's part of the last frame is what its cache describes only where the panes are
        // where they were (a pane's own cache knows nothing of a pane that moved or of the overlay).
        let sameLayout = cache.keepsPaneLayout(frames.map { PaneRenderer.Placed(id: $0.id, rect: $0.rect) })
        var shiftStarts = Array(repeating: 0, count: grid.rows)
        for frame in frames {
            let rect = frame.rect
            var paneCache = cache.takePaneCache(frame.id)
            let last = sameLayout ? grid.region(top: rect.top, left: rect.left, rows: rect.rows, columns: rect.columns) : nil
            var pane = paneCache.start(rows: rect.rows, columns: rect.columns, over: last)
            drawPane(editor, frame: frame, theme: theme, cache: &paneCache, into: &pane)
            for row in 0..<rect.rows where rect.top + row < area {
                // A row the pane left as it was is in the frame already.
                if last?.row(row) != pane.row(row) { grid.copy(row: row, of: pane, to: rect.top + row, at: rect.left) }
                shiftStarts[rect.top + row] = Swift.max(shiftStarts[rect.top + row], rect.left)
            }
            if frame.isFocused, let cursor = pane.cursor { grid.cursor = (rect.top + cursor.row, rect.left + cursor.column) }
            cache.storePaneCache(paneCache, for: frame.id)
        }
        for line in editor.layout.borders(in: PaneRect(top: 0, left: 0, rows: area, columns: grid.columns), keeping: editor.focusedPaneID)
        where line.direction == .right {
            // A border the last frame had is left as it is (its row stays the last frame's).
            for row in line.split.top..<Swift.min(line.split.top + line.split.rows, area) where grid[row, line.at] != border {
                grid[row, line.at] = border
            }
        }
        cache.forgetPanes(except: Set(frames.map(\.id)))
        grid.shiftStarts = shiftStarts
    }

    /// One pane: its text and its status line (the focused pane's shows the message or the
    /// question of the moment and holds the cursor while it waits for an answer).
    private static func drawPane(_ editor: Editor, frame: Editor.PaneFrame, theme: Theme, cache: inout RenderCache, into pane: inout CellGrid) {
        let document = editor.document(in: frame)
        let gutter = editor.gutterWidth(of: document, columns: frame.rect.columns)
        let textRows = frame.rect.rows - 1
        Renderer.drawText(document, rows: textRows, highlighting: frame.isFocused ? editor.highlightedQuery : nil,
                          misspelled: frame.isFocused ? editor.spelling.visible : [:], showingWhitespace: editor.showsWhitespace,
                          gutter: gutter, wrapWidth: editor.wrapsLines ? Swift.max(frame.rect.columns - gutter, 1) : nil,
                          guide: editor.showsWrapColumn ? document.wrapColumn : nil, theme: theme, cache: &cache, into: &pane)
        if !frame.isFocused { pane.cursor = nil }
        let status = frame.isFocused ? StatusLine.compose(editor, columns: frame.rect.columns)
            : StatusLine.compose(unfocused: document, of: editor, columns: frame.rect.columns)
        if !cache.keepsStatus(status) { StatusLine.draw(status, row: textRows, into: &pane) }
        if frame.isFocused, let cursor = status.cursor { pane.cursor = (textRows, cursor) }
    }

    /// A pane and where it was drawn, for telling whether the layout changed.
    struct Placed: Equatable, Sendable {
        var id: PaneID
        var rect: PaneRect
    }
}
