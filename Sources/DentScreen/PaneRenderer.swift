import DentCore
import DentWire

/// Draws split panes: each pane shown is drawn into a grid of its own size, with a
/// `RenderCache` of its own (so typing in one pane draws one row of it, and the other panes
/// not at all), then copied into the frame at its place; borders between panes side by side
/// are a dim column. Rows shared by panes side by side are marked (`CellGrid.shiftStarts`) so
/// the frame diff never shifts or moves the cells of one pane for another.
enum PaneRenderer {
    static let border = Cell("│", style: .dim)

    /// The text area and the panes' status lines of a frame with several panes; the shortcut
    /// bar and the overlay are the caller's.
    static func draw(_ editor: Editor, rows: Int, theme: Theme, cache: inout RenderCache, into grid: inout CellGrid) {
        let frames = editor.paneFrames
        let area = rows - 1
        // A row is the last frame's only when every pane on it left it so and the panes are where
        // they were (a pane's own cache knows nothing of a pane that moved or of the overlay).
        let sameLayout = cache.keepsPaneLayout(frames.map { PaneRenderer.Placed(id: $0.id, rect: $0.rect) })
        var unchanged = Array(repeating: sameLayout, count: Swift.max(area, 0))
        var shiftStarts = Array(repeating: 0, count: grid.rows)
        for frame in frames {
            let rect = frame.rect
            var paneCache = cache.takePaneCache(frame.id)
            var pane = paneCache.start(rows: rect.rows, columns: rect.columns)
            drawPane(editor, frame: frame, theme: theme, cache: &paneCache, into: &pane)
            for row in 0..<rect.rows where rect.top + row < area {
                let same = row < pane.unchanged.count && pane.unchanged[row]
                // A row the pane left as it was is in the frame already, where the panes have not moved.
                if !(sameLayout && same) {
                    grid.copy(row: row, of: pane, to: rect.top + row, at: rect.left)
                }
                unchanged[rect.top + row] = unchanged[rect.top + row] && same
                shiftStarts[rect.top + row] = Swift.max(shiftStarts[rect.top + row], rect.left)
            }
            if frame.isFocused, let cursor = pane.cursor { grid.cursor = (rect.top + cursor.row, rect.left + cursor.column) }
            paneCache.keep(pane)
            cache.storePaneCache(paneCache, for: frame.id)
        }
        for line in editor.layout.borders(in: PaneRect(top: 0, left: 0, rows: area, columns: grid.columns), keeping: editor.focusedPaneID)
        where line.direction == .right {
            for row in line.split.top..<Swift.min(line.split.top + line.split.rows, area) { grid[row, line.at] = border }
        }
        cache.forgetPanes(except: Set(frames.map(\.id)))
        for row in unchanged.indices where unchanged[row] { grid.markUnchanged(row) }
        grid.shiftStarts = shiftStarts
    }

    /// One pane: its text and its status line (the focused pane's shows the message or the
    /// question of the moment and holds the cursor while it waits for an answer).
    private static func drawPane(_ editor: Editor, frame: Editor.PaneFrame, theme: Theme, cache: inout RenderCache, into pane: inout CellGrid) {
        let document = editor.document(in: frame)
        let gutter = editor.gutterWidth(lineCount: document.text.lineCount, columns: frame.rect.columns)
        let textRows = frame.rect.rows - 1
        Renderer.drawText(document, rows: textRows, highlighting: frame.isFocused ? editor.highlightedQuery : nil,
                          misspelled: frame.isFocused ? editor.spelling.visible : [:], showingWhitespace: editor.showsWhitespace,
                          gutter: gutter, wrapWidth: editor.wrapsLines ? Swift.max(frame.rect.columns - gutter, 1) : nil,
                          guide: editor.showsWrapColumn ? document.wrapColumn : nil, theme: theme, cache: &cache, into: &pane)
        if !frame.isFocused { pane.cursor = nil }
        let status = frame.isFocused ? StatusLine.compose(editor, columns: frame.rect.columns)
            : StatusLine.compose(unfocused: document, of: editor, columns: frame.rect.columns)
        if cache.keepsStatus(status) {
            pane.markUnchanged(textRows)
        } else {
            StatusLine.draw(status, row: textRows, into: &pane)
        }
        if frame.isFocused, let cursor = status.cursor { pane.cursor = (textRows, cursor) }
    }

    /// A pane and where it was drawn, for telling whether the layout changed.
    struct Placed: Equatable, Sendable {
        var id: PaneID
        var rect: PaneRect
    }
}
