/// A block of rows that moved up or down together between two frames: the view scrolled by a
/// few lines, Enter opened a line, a line was deleted. The terminal moves them itself (a scroll
/// region with SU/SD, or a DL and IL pair) and only the rows that are really new are drawn.
/// Rows outside [top, bottom), the status and shortcut bars among them, stay where they are.
struct LineMove: Equatable {
    /// The rows that move, as a scroll region: `top..<bottom`.
    var top: Int
    var bottom: Int
    /// How far they move: positive up (content scrolls forward), negative down.
    var distance: Int

    /// Bytes a move costs, for the estimate (a region, a scroll, a reset, or two moves and IL/DL).
    static let estimatedCost = 16
    /// Bytes a changed row costs beyond its changed cells (getting there), for the estimate.
    static let rowOverhead = 8
    /// How many old rows with the same content are looked at for one new row.
    static let candidatesPerRow = 8

    /// The rows of `model` after the terminal performed the move.
    func apply(to model: inout [[PackedCell]]) {
        let count = abs(distance)
        let blank = Array(repeating: PackedCell.blank, count: model.first?.count ?? 0)
        if distance > 0 {
            for row in top..<(bottom - count) { model[row] = model[row + count] }
            for row in (bottom - count)..<bottom { model[row] = blank }
        } else {
            for row in stride(from: bottom - 1, through: top + count, by: -1) { model[row] = model[row - count] }
            for row in top..<(top + count) { model[row] = blank }
        }
    }

    /// The move that saves the most, if any saves bytes: the distance most changed rows agree
    /// on (matched by a hash of their cells, blank rows left out), the region from the first to
    /// the last row it brings back, kept only when the estimated bytes with it are fewer.
    static func find(model: [[PackedCell]], grid: CellGrid, changed: [Int]) -> LineMove? {
        guard changed.count >= 3, grid.rows >= 2 else { return nil }
        let blankHash = hash(Array(repeating: PackedCell.blank, count: grid.columns)[...])
        var oldRows: [UInt64: [Int]] = [:]
        for (row, cells) in model.enumerated() {
            let value = hash(cells[...])
            if value != blankHash { oldRows[value, default: []].append(row) }
        }
        var votes: [Int: Int] = [:]
        for row in changed {
            let value = hash(grid.packedRow(row))
            guard value != blankHash, let origins = oldRows[value] else { continue }
            for origin in origins.prefix(candidatesPerRow) where origin != row { votes[origin - row, default: 0] += 1 }
        }
        guard let distance = votes.max(by: { ($0.value, -abs($0.key), $0.key) < ($1.value, -abs($1.key), $1.key) })?.key else { return nil }
        let matched = changed.filter { row in
            let origin = row + distance
            return (0..<grid.rows).contains(origin) && same(grid.packedRow(row), model[origin])
        }
        guard let first = matched.first, let last = matched.last else { return nil }
        let move = distance > 0 ? LineMove(top: first, bottom: last + distance + 1, distance: distance)
            : LineMove(top: first + distance, bottom: last + 1, distance: distance)
        var moved = model
        move.apply(to: &moved)
        let region = move.top..<move.bottom
        let without = region.reduce(0) { $0 + cost(model[$1], grid.packedRow($1)) }
        let with = region.reduce(estimatedCost) { $0 + cost(moved[$1], grid.packedRow($1)) }
        return with < without ? move : nil
    }

    /// Estimated bytes to turn `old` into `new`: the cells that differ, plus getting there.
    static func cost(_ old: [PackedCell], _ new: ArraySlice<PackedCell>) -> Int {
        let differing = old.withUnsafeBufferPointer { old in
            new.withUnsafeBufferPointer { new in (0..<Swift.min(old.count, new.count)).count { !PackedCell.same(old[$0], new[$0]) } }
        }
        return differing == 0 ? 0 : differing + rowOverhead
    }

    /// True when a row of the grid looks like a row of the model. This runs on every row of
    /// every frame, so it compares the cells in place, without bounds checks.
    static func same(_ new: ArraySlice<PackedCell>, _ old: [PackedCell]) -> Bool {
        old.withUnsafeBufferPointer { old in
            new.withUnsafeBufferPointer { new in
                guard old.count == new.count else { return false }
                for index in 0..<old.count where !PackedCell.same(new[index], old[index]) { return false }
                return true
            }
        }
    }

    /// FNV-1a over the cells' packed texts and pens up to the row's blank tail: cheaper than
    /// `Hasher`, and only used to pair candidate rows, which are then compared cell by cell
    /// (rows alike have alike tails). Most rows end well before the screen's edge, and a
    /// sideways scroll leaves most of them nearly empty.
    static func hash(_ cells: ArraySlice<PackedCell>) -> UInt64 {
        cells.withUnsafeBufferPointer { cells in
            var end = cells.count
            while end > 0 && PackedCell.same(cells[end - 1], .blank) { end -= 1 }
            return hash(UnsafeBufferPointer(rebasing: cells[..<end]))
        }
    }

    private static func hash(_ cells: UnsafeBufferPointer<PackedCell>) -> UInt64 {
        var value: UInt64 = 0xCBF2_9CE4_8422_2325
        func mix(_ word: UInt64) { value = (value ^ word) &* 0x0000_0100_0000_01B3 }
        for index in cells.indices {
            mix(cells[index].text.low)
            mix(cells[index].text.high)
            guard !cells[index].isContinuation else { continue }
            mix(UInt64(cells[index].style.rawValue) ^ cells[index].colors.rotated)
        }
        return value
    }

    /// Appends the move: the shorter of a scroll region with SU/SD (when the terminal has
    /// them) and a DL/IL pair (DL where rows leave, IL where the blank ones come in, so the
    /// rows below the region end where they were).
    func emit(into writer: inout TerminalWriter, rows: Int) {
        let features = writer.caps.features
        var best: TerminalWriter?
        if features.contains(.scrollRegion) {
            var region = writer.scratch
            region.plainPen()
            let whole = top == 0 && bottom == rows
            if !whole { region.setRegion([top + 1, bottom]) }
            region.control([abs(distance)], final: distance > 0 ? "S" : "T")
            if !whole { region.setRegion([]) }
            best = region
        }
        if features.contains(.insertDeleteLines) {
            var lines = writer.scratch
            lines.plainPen()
            let count = abs(distance)
            let (deleteAt, insertAt) = distance > 0 ? (top, bottom - count) : (bottom - count, top)
            if distance > 0 || bottom < rows { lines.atLineStart(deleteAt) { $0.control([count], final: "M") } }
            if distance < 0 || bottom < rows { lines.atLineStart(insertAt) { $0.control([count], final: "L") } }
            if best.map({ lines.out.count < $0.out.count }) ?? true { best = lines }
        }
        if let best { writer.adopt(best) }
    }
}

extension UInt64 {
    /// The bits moved up a byte, so a style in the low byte does not cancel a colour's.
    fileprivate var rotated: UInt64 { self << 8 | self >> 56 }
}

extension TerminalWriter {
    /// DECSTBM (`CSI t;b r`, no parameters for the whole screen), which homes the cursor.
    mutating func setRegion(_ parameters: [Int]) {
        control(parameters, final: "r")
        position = (0, 0)
    }

    /// Runs `body` with the cursor at the start of `row`: IL and DL are only sent there, where
    /// xterm (which moves the cursor to the margin) and tmux (which leaves it) agree on where
    /// the cursor ends.
    mutating func atLineStart(_ row: Int, _ body: (inout TerminalWriter) -> Void) {
        move(row: row, column: 0)
        body(&self)
        position = (row, 0)
    }
}
