import DentCore
import DentKeys
import DentText

/// Turns successive grids into the bytes that bring the terminal from one to the next, as few
/// as it can find: unchanged cells are skipped, rows that moved are moved by the terminal
/// (`LineMove`), characters that shifted along a row are shifted with ICH/DCH and cleared tails
/// erased (`RowDiff`), and the cursor takes the shortest way. The whole frame is one buffer, so
/// it goes out in one write; a large one is wrapped in synchronized output.
public struct FrameEncoder: Sendable {
    public var caps: TerminalCaps
    /// What the terminal shows, row by row, as far as this encoder knows; nil when unknown.
    private var screen: [[Cell]]?
    /// The `sequence` of the grid encoded last, whose rows `screen` holds.
    private var lastSequence: UInt64?
    private var pen: Pen?
    private var position: (row: Int, column: Int)?
    private var cursorVisible: Bool?
    /// Where the cursor of the frame encoded last is, when a typed character may be echoed
    /// there (`CellGrid.insertionPoint`), and the bytes before the character, until one is.
    private var insertionPoint: (point: InsertionPoint, prefix: [UInt8])?
    /// The character echoed since the last frame and where, which the next frame adds to what
    /// the screen shows before it compares.
    private var echoed: (point: InsertionPoint, cell: Cell)?

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
        screen = nil
        insertionPoint = nil
        echoed = nil
        pen = nil
        position = nil
        cursorVisible = nil
    }

    /// The bytes that turn the previous frame into `grid`.
    public mutating func encode(_ grid: CellGrid) -> [UInt8] {
        let echoedRow = applyEcho()
        var writer = TerminalWriter(caps: caps, columns: grid.columns)
        writer.pen = pen
        writer.position = position
        var model: [[Cell]]
        if let screen, screen.count == grid.rows, screen.first?.count ?? grid.columns == grid.columns {
            model = screen
        } else {
            writer.out += caps.resetAttributes + caps.clearScreen
            writer.pen = .plain
            writer.position = (0, 0)
            model = Array(repeating: Array(repeating: .blank, count: grid.columns), count: grid.rows)
        }
        let cursor = grid.cursor.flatMap { (0..<grid.rows).contains($0.row) && (0..<grid.columns).contains($0.column) ? $0 : nil }
        if cursor == nil { setCursorVisible(false, into: &writer.out) }
        // A row the renderer left as it was in the frame encoded last is what the screen has.
        let known = grid.previous != nil && grid.previous == lastSequence && screen != nil
        var changed = FrameEncoder.changedRows(grid, model, skippingUnchanged: known, except: echoedRow)
        if !caps.features.isDisjoint(with: [.scrollRegion, .insertDeleteLines]),
           let move = LineMove.find(model: model, grid: grid, changed: changed) {
            move.emit(into: &writer, rows: grid.rows)
            move.apply(to: &model)
            changed = FrameEncoder.changedRows(grid, model)
        }
        for row in changed {
            let target = grid.row(row).map(\.onScreen)
            RowDiff.encode(row: row, target: target, current: model[row], writer: &writer)
            model[row] = target
        }
        if let cursor {
            writer.move(row: cursor.row, column: cursor.column)
            setCursorVisible(true, into: &writer.out)
        }
        screen = model
        lastSequence = grid.sequence
        pen = writer.pen
        position = writer.position
        insertionPoint = nil
        if let cursor, let point = grid.insertionPoint, (point.row, point.column) == cursor, caps.features.contains(.insertCharacters) {
            var prefix = caps.attributes(from: pen, to: .plain)
            TerminalCaps.appendControl(&prefix, [1], final: "@")
            insertionPoint = (point, prefix)
        }
        return synchronized(writer.out)
    }

    /// The bytes that show the printable ASCII `byte` typed at the last frame's insertion
    /// point, before the editor has handled it: the row's tail shifted right with ICH and the
    /// character written, which is what the frame diff would send for that row. The typed
    /// character reaches the screen without waiting for the editing and the frame, which take a
    /// few hundred microseconds after an idle pause (mostly memory gone cold; the echo's bytes
    /// were made with the last frame). The next frame sends only the rest (the status line, the
    /// cursor) and, were the guess wrong, puts the row right. Nil, sending nothing, without an
    /// insertion point that admits `byte` (one echo a frame). The session's terminal writes
    /// these bytes itself, inside the read (`echoPlan`), and calls this to note the echo.
    public mutating func echo(_ byte: UInt8) -> [UInt8]? {
        guard LineLayout.isPrintable(byte), let (point, prefix) = insertionPoint, point.admits(byte) else { return nil }
        insertionPoint = nil
        echoed = (point, Cell(LineLayout.printable[Int(byte) - 0x20]))
        var bytes = prefix
        bytes.append(byte)
        return bytes
    }

    /// What the next read from the terminal may echo itself, before decoding: the bytes that
    /// go before the character (`echo`'s), and the printable characters that `decoder` decodes
    /// alone, that `keymap` lets type themselves and that the insertion point admits. Nil
    /// without an insertion point. A byte that arrives alone and is echoed then goes to `echo`,
    /// which notes it for the next frame.
    public func echoPlan(decoder: KeyDecoder, keymap: Keymap) -> (prefix: [UInt8], bytes: ByteSet)? {
        guard let (point, prefix) = insertionPoint else { return nil }
        let bytes = ByteSet((UInt8(0x20)..<0x7F).filter { point.admits($0) && decoder.decodesAlone($0) && keymap.typesItself($0) })
        return (prefix, bytes)
    }

    /// Adds the character echoed since the last frame, if any, to the screen it was drawn on;
    /// its row, which the frame must compare even where the renderer left the row as it was.
    private mutating func applyEcho() -> Int? {
        guard let (point, cell) = echoed else { return nil }
        echoed = nil
        screen?[point.row].removeLast()
        screen?[point.row].insert(cell, at: point.column)
        pen = .plain
        position = (point.row, point.column + 1)
        return point.row
    }

    /// The rows of `grid` that differ from the terminal's (with `skippingUnchanged`, the rows
    /// the renderer left as they were are taken as they are, but row `except`).
    static func changedRows(_ grid: CellGrid, _ model: [[Cell]], skippingUnchanged: Bool = false, except: Int? = nil) -> [Int] {
        var changed: [Int] = []
        for row in 0..<grid.rows where !(skippingUnchanged && grid.isUnchanged(row) && row != except) && !LineMove.same(grid.row(row), model[row]) {
            changed.append(row)
        }
        return changed
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
