/// Turns successive grids into the bytes that bring the terminal from one to the next, as few
/// as it can find. The core: keep the last frame (what the terminal shows), compare each row
/// of the new grid with it, bring each changed row over (`RowDiff`: the differing cells rewritten,
/// cleared tails erased), put the cursor in place, each move the shortest the terminal has
/// (`TerminalWriter`). Two extras sit on top: rows that moved as a block are first moved by
/// the terminal (`LineMove`), and characters that shifted along a row are shifted with ICH/DCH
/// (`RowShift`, which `RowDiff` weighs against the rewrite). The whole frame is one buffer, so
/// it goes out in one write; a large one is wrapped in synchronized output.
public struct FrameEncoder: Sendable {
    public var caps: TerminalCaps
    /// The frame encoded last: what the terminal shows (but the looks of continuations, which
    /// show none), as far as this encoder knows; nil when it does not know. The renderer draws
    /// the next frame over it, so it is the one copy of the last frame.
    public private(set) var lastFrame: CellGrid?
    private var pen: Pen?
    private var position: (row: Int, column: Int)?
    private var cursorVisible: Bool?

    /// Frames longer than this many bytes are wrapped in synchronized output (DEC mode 2026,
    /// 16 bytes). A keystroke's frame (5-40 bytes) or a scroll by a line (~100) reaches the
    /// terminal in one read and is parsed in microseconds, so no one can see half of it, and 16
    /// bytes would double it. A frame that repaints most of the screen (PageDown, 1-2 KB at
    /// 80×24, tens of KB on a large window) may be split across reads and drawn in two
    /// halves; there the 16 bytes are at most 1.6%.
    public static let synchronizedThreshold = 1024

    public init(caps: TerminalCaps) { self.caps = caps }

    /// Forgets what is on the terminal, so the next frame redraws everything (after a resize,
    /// a resume from suspend, or anything else that may have touched the screen).
    public mutating func invalidate() {
        lastFrame = nil
        pen = nil
        position = nil
        cursorVisible = nil
    }

    /// The bytes that turn the previous frame into `grid`.
    public mutating func encode(_ grid: CellGrid) -> [UInt8] {
        var writer = TerminalWriter(caps: caps, columns: grid.columns)
        var model = startFrame(grid, writer: &writer)
        let cursor = grid.cursor.flatMap { (0..<grid.rows).contains($0.row) && (0..<grid.columns).contains($0.column) ? $0 : nil }
        if cursor == nil { setCursorVisible(false, into: &writer.out) }
        var changed = FrameEncoder.changedRows(grid, model)
        // The extra: a block of rows that moved is moved by the terminal, then compared again.
        if let move = findMove(model: model, grid: grid, changed: changed) {
            move.emit(into: &writer, rows: grid.rows)
            move.apply(to: &model)
            changed = FrameEncoder.changedRows(grid, model)
        }
        for row in changed {
            RowDiff.encode(row: row, target: grid.row(row), current: model[row], shiftStart: grid.shiftStart(of: row), writer: &writer)
        }
        if let cursor {
            writer.move(row: cursor.row, column: cursor.column)
            setCursorVisible(true, into: &writer.out)
        }
        // Each row the terminal shows is the grid's now, or looks like it.
        lastFrame = grid
        pen = writer.pen
        position = writer.position
        return synchronized(writer.out)
    }

    /// The rows of the screen the frame starts from, with `writer` where the last frame left
    /// the terminal; when the screen is not known (the first frame, a resize, `invalidate`),
    /// blank ones after bytes that clear the terminal.
    private func startFrame(_ grid: CellGrid, writer: inout TerminalWriter) -> [[Cell]] {
        if let lastFrame, lastFrame.rows == grid.rows, lastFrame.columns == grid.columns {
            writer.pen = pen
            writer.position = position
            return lastFrame.cellRows
        }
        writer.out += caps.resetAttributes + caps.clearScreen
        writer.pen = .plain
        writer.position = (0, 0)
        return Array(repeating: Array(repeating: Cell.blank, count: grid.columns), count: grid.rows)
    }

    /// A block move of rows that pays (`LineMove`), where the terminal can move rows.
    private func findMove(model: [[Cell]], grid: CellGrid, changed: [Int]) -> LineMove? {
        guard !caps.features.isDisjoint(with: [.scrollRegion, .insertDeleteLines]),
              let move = LineMove.find(model: model, grid: grid, changed: changed),
              !(move.top..<move.bottom).contains(where: { grid.shiftStart(of: $0) > 0 }) else { return nil }
        return move
    }

    /// The rows of `grid` that look different from the terminal's.
    static func changedRows(_ grid: CellGrid, _ model: [[Cell]]) -> [Int] {
        (0..<grid.rows).filter { !LineMove.same(grid.row($0), model[$0]) }
    }

    /// `bytes` inside synchronized output when they are many and the terminal may take it.
    private func synchronized(_ bytes: [UInt8]) -> [UInt8] {
        guard bytes.count > FrameEncoder.synchronizedThreshold, caps.features.contains(.synchronizedOutput) else { return bytes }
        return TerminalCaps.beginSynchronized + bytes + TerminalCaps.endSynchronized
    }

    private mutating func setCursorVisible(_ visible: Bool, into out: inout [UInt8]) {
        guard cursorVisible != visible else { return }
        out += visible ? caps.showCursor : caps.hideCursor
        cursorVisible = visible
    }
}
