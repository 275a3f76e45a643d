import DentCore
import DentText
import DentWire

/// The last frame and what each of its text rows was drawn from, so the next frame draws again
/// only the rows whose line, selection, matches or view changed: typing redraws one row, not
/// the screen (laying out and drawing a row is most of a frame's cost). The status line is
/// kept by what it shows, the shortcut bar by what it depends on; everything else that is not
/// a plain text row (the overlay, a modal view, the `~` past the end) is drawn again on every
/// frame.
///
/// A value the host keeps between frames and lends to `Renderer.render`; the renderer stays a
/// function of its arguments (a cache hit gives exactly the cells a miss would draw, which
/// `RenderCacheTests` checks over random edits).
public struct RenderCache: Sendable {
    /// The last frame; the next one starts from it, so a row that did not change costs
    /// nothing at all (not even a copy of its cells).
    private var grid: CellGrid?
    /// By screen row: what the row of `grid` holds, when it holds exactly a text row's cells.
    private var rows: [RowKey?] = []
    /// The number of the last frame.
    private var sequence: UInt64 = 0
    /// What the last frame's status line shows and its shortcut bar was drawn for, when `grid`
    /// has them.
    private var status: StatusLine.StatusRow?
    private var bar: Editor.BarContext?
    /// With split panes: each pane's own cache, and where the panes were in the last frame
    /// (nil when it was not drawn as panes, or something was drawn over them).
    private var panes: [PaneID: RenderCache] = [:]
    private var paneLayout: [PaneRenderer.Placed]?

    public init() {}

    /// Lines longer than this are drawn without the cache: their key would copy the line, and
    /// they are laid out only as far as the screen needs anyway.
    static let longestCachedLine = 4096

    /// The grid to draw the next frame in: the last frame when it had this size (taken out,
    /// so it is not copied when written to), else a blank one, and the cache forgets its rows.
    mutating func start(rows: Int, columns: Int) -> CellGrid {
        sequence += 1
        if var last = grid, last.rows == rows, last.columns == columns {
            grid = nil
            last.cursor = nil
            last.previous = last.sequence
            last.sequence = sequence
            last.unchanged = Array(repeating: false, count: rows)
            last.shiftStarts = []
            return last
        }
        grid = nil
        self.rows = []
        (status, bar) = (nil, nil)
        var fresh = CellGrid(rows: rows, columns: columns)
        fresh.sequence = sequence
        return fresh
    }

    /// Keeps the frame for the next one.
    mutating func keep(_ frame: CellGrid) { grid = frame }

    /// True when row `row` holds the cells of `view` of a line for which `holdsLine` is true
    /// (given the bytes the row was drawn from, to compare in place).
    func row(_ row: Int, showing view: RowView, where holdsLine: ([UInt8]) -> Bool) -> Bool {
        guard row < rows.count, let cached = rows[row] else { return false }
        return cached.view == view && holdsLine(cached.bytes)
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

/// Everything a text row's cells depend on: the line's bytes and how it is shown. A class never
/// changed once made: every frame reads every row's key, and reading a reference is one retain
/// where a copy of the struct retained each of its arrays.
final class RowKey: Sendable {
    let bytes: [UInt8]
    let view: RowView

    init(bytes: [UInt8], view: RowView) {
        self.bytes = bytes
        self.view = view
    }
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
    var showsWhitespace: Bool
    /// The cursor's column when it is no further than the row's second text cell: on the
    /// scroll mark's cells, it hides the mark.
    var cursorNearMark: Int?
    /// The wrap column's faint mark, when shown.
    var guide: Int?
    /// How the line is highlighted (nil: plain).
    var syntax: RowSyntax?
    /// Lint marked the line: the cursor's column on the row (-1 when elsewhere), which the
    /// mark never covers; nil when not marked.
    var lintMark: Int? = nil
}
