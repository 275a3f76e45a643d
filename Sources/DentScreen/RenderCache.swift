import DentText

/// The last frame and what each of its text rows was drawn from, so the next frame draws again
/// only the rows whose line, selection, matches or view changed: typing redraws one row, not
/// the screen (laying out and drawing a row is most of a frame's cost). Everything that is not
/// a plain text row (the bars, the overlay, a modal view, rows with scroll marks, the `~` past
/// the end) is drawn again on every frame.
///
/// A value the host keeps between frames and lends to `Renderer.render`; the renderer stays a
/// function of its arguments (a cache hit gives exactly the cells a miss would draw, which
/// `RenderCacheTests` checks over random edits).
public struct RenderCache: Sendable {
    /// The last frame; the next one starts from it, so a row that did not change costs
    /// nothing at all (not even a copy of its cells).
    private var grid: CellGrid?
    /// By screen row: what the row of `grid` holds, when it holds exactly a text row's cells.
    private var rows: [CachedRow?] = []
    /// The number of the last frame.
    private var sequence: UInt64 = 0

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
            return last
        }
        grid = nil
        self.rows = []
        var fresh = CellGrid(rows: rows, columns: columns)
        fresh.sequence = sequence
        return fresh
    }

    /// Keeps the frame for the next one.
    mutating func keep(_ frame: CellGrid) { grid = frame }

    /// The summary of row `row` when it holds `key`'s cells already.
    func row(_ row: Int, matching key: RowKey) -> RowSummary? {
        guard row < rows.count, let cached = rows[row], cached.key == key else { return nil }
        return cached.summary
    }

    mutating func store(_ cached: CachedRow?, row: Int) {
        if rows.count <= row { rows += Array(repeating: nil, count: row + 1 - rows.count) }
        rows[row] = cached
    }

    /// Row `row` is being drawn with something else than its text row: forget what it held.
    mutating func forget(_ row: Int) {
        if row < rows.count { rows[row] = nil }
    }

    mutating func forgetAll() { rows = [] }
}

/// Everything a text row's cells depend on.
struct RowKey: Equatable, Sendable {
    var bytes: [UInt8]
    /// The line's number when the gutter shows it.
    var number: Int?
    var firstColumn: Int
    var columns: Int
    var gutter: Int
    var tabWidth: Int
    var selected: Range<Int>?
    var highlighted: [Range<Int>]
    var showsWhitespace: Bool
}

struct CachedRow: Sendable {
    var key: RowKey
    var summary: RowSummary
}

/// What the scroll mark needs to know of a drawn row.
struct RowSummary: Sendable {
    var firstColumn: Int
    var isEmpty: Bool

    init(_ layout: LineLayout, firstColumn: Int) {
        self.firstColumn = firstColumn
        isEmpty = layout.glyphs.isEmpty
    }
}
