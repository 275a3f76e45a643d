import DentCore
import DentText
import DentWire

/// What each row of the last frame was drawn from, so the next frame, drawn over it, draws
/// again only the rows whose line, selection, matches or view changed: typing redraws one row,
/// not the screen (laying out and drawing a row is most of a frame's cost). The status line is
/// kept by what it shows, the shortcut bar by what it depends on; everything else that is not
/// a plain text row (the overlay, a modal view, the `~` past the end) is drawn again on every
/// frame.
///
/// It holds no cells: the last frame is the encoder's (`FrameEncoder.lastFrame`), and `Screen`
/// keeps the two together, so the rows this describes are the rows the next frame starts from.
/// A kept row gives exactly the cells a drawn one would (debug builds draw every frame from
/// nothing too and compare; `RenderCacheTests` over random edits).
struct RenderCache: Sendable {
    /// By screen row: what the row of the last frame holds, when it holds exactly a text row's cells.
    private var rows: [RowKey?] = []
    /// What the last frame's status line shows and its shortcut bar was drawn for, when it
    /// has them.
    private var status: StatusLine.StatusRow?
    private var bar: Editor.BarContext?
    /// With split panes: each pane's own cache, and where the panes were in the last frame
    /// (nil when it was not drawn as panes, or something was drawn over them).
    private var panes: [PaneID: RenderCache] = [:]
    private var paneLayout: [PaneRenderer.Placed]?

    /// Lines longer than this are drawn without the cache: their key would copy the line, and
    /// they are laid out only as far as the screen needs anyway.
    static let longestCachedLine = 4096

    /// The grid to draw the next frame in: `last`, the last frame, when there is one of this
    /// size; else a blank one, and the cache forgets what it knew of the rows.
    mutating func start(rows: Int, columns: Int, over last: CellGrid?) -> CellGrid {
        if var last, last.rows == rows, last.columns == columns {
            last.cursor = nil
            last.shiftStarts = []
            return last
        }
        self = RenderCache()
        return CellGrid(rows: rows, columns: columns)
    }

    /// True when row `row` holds the cells of `view` of the line at `range` of `text`, compared
    /// where it is in the buffer.
    func row(_ row: Int, showing view: RowView, of text: GapBuffer, at range: Range<Int>) -> Bool {
        guard row < rows.count, let cached = rows[row] else { return false }
        return cached.view == view && text.holds(cached.bytes, at: range)
    }

    mutating func store(_ cached: RowKey?, row: Int) {
        if rows.count <= row { rows += Array(repeating: nil, count: row + 1 - rows.count) }
        rows[row] = cached
    }

    /// Row `row` is being drawn with something else than its text row: forget what it held.
    mutating func forget(_ row: Int) {
        if row < rows.count { rows[row] = nil }
    }

    mutating func forgetAll() { rows = [] }

    /// True when the last frame drew panes exactly at `placed`; from now on it did.
    mutating func keepsPaneLayout(_ placed: [PaneRenderer.Placed]) -> Bool {
        defer { paneLayout = placed }
        return paneLayout == placed
    }

    /// The frame is not drawn as panes (one pane, a view over the text area, the overlay): the
    /// screen no longer holds what the panes' caches drew, and the status line is not where
    /// the one-pane frame keeps it.
    mutating func forgetPaneLayout() { paneLayout = nil }

    /// The frame is drawn as panes: the one-pane status line and text rows are gone.
    mutating func forgetSinglePane() {
        rows = []
        status = nil
    }

    /// Pane `id`'s cache, taken out so it is not copied when written to.
    mutating func takePaneCache(_ id: PaneID) -> RenderCache { panes.removeValue(forKey: id) ?? RenderCache() }

    mutating func storePaneCache(_ cache: RenderCache, for id: PaneID) { panes[id] = cache }

    /// Drops the caches of panes no longer shown.
    mutating func forgetPanes(except shown: Set<PaneID>) {
        if panes.count > shown.count { panes = panes.filter { shown.contains($0.key) } }
    }

    /// True when the status line of the last frame shows `status` already; else it will.
    mutating func keepsStatus(_ status: StatusLine.StatusRow) -> Bool { RenderCache.keeps(status, in: &self.status) }

    /// True when the shortcut bar of the last frame was drawn for `bar` already; else it will be.
    mutating func keepsBar(_ bar: Editor.BarContext) -> Bool { RenderCache.keeps(bar, in: &self.bar) }

    /// True when `kept` is `shown` already; it is from now on.
    private static func keeps<Shown: Equatable>(_ shown: Shown, in kept: inout Shown?) -> Bool {
        defer { kept = shown }
        return kept == shown
    }
}

/// Everything a text row's cells depend on: the line's bytes and how it is shown.
struct RowKey: Sendable {
    var bytes: [UInt8]
    var view: RowView
}

/// How a text row shows its line.
struct RowView: Equatable, Sendable {
    /// The line's number when the gutter shows it.
    var number: Int?
    var firstColumn: Int
    var columns: Int
    var gutter: Int
    var tabWidth: Int
    var selected: [Range<Int>]
    /// Where cursors other than the primary are on the line (several cursors).
    var cursors: [Int]
    var highlighted: [Range<Int>]
    /// What a diagnostic covers (`Renderer.drawLine`'s `flagged`).
    var flagged: [Range<Int>] = []
    var showsWhitespace: Bool
    /// The cursor's column when it is no further than the row's second text cell: on the
    /// scroll mark's cells, it hides the mark.
    var cursorNearMark: Int?
    /// The wrap column's faint mark, when shown.
    var guide: Int?
    /// How the line is highlighted (nil: plain).
    var syntax: RowSyntax?
    /// The line's mark in the mark column, and the cursor's column on the row (-1 when
    /// elsewhere), which the mark never covers; nil when not marked.
    var lineMark: (mark: LineMark, cursor: Int)? = nil

    static func == (a: RowView, b: RowView) -> Bool {
        a.number == b.number && a.firstColumn == b.firstColumn && a.columns == b.columns && a.gutter == b.gutter
            && a.tabWidth == b.tabWidth && a.selected == b.selected && a.cursors == b.cursors && a.highlighted == b.highlighted && a.flagged == b.flagged
            && a.showsWhitespace == b.showsWhitespace && a.cursorNearMark == b.cursorNearMark && a.guide == b.guide
            && a.syntax == b.syntax && a.lineMark?.mark == b.lineMark?.mark && a.lineMark?.cursor == b.lineMark?.cursor
    }
}
