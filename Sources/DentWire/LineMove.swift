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
    func apply(to model: inout [[Cell]]) {
        let count = abs(distance)
        let blank = Array(repeating: Cell.blank, count: model.first?.count ?? 0)
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
    static func find(model: [[Cell]], grid: CellGrid, changed: [Int]) -> LineMove? {
        guard changed.count >= 3, grid.rows >= 2 else { return nil }
        let blankHash = hash(Array(repeating: Cell.blank, count: grid.columns))
        var oldRows: [Int: [Int]] = [:]
        for (row, cells) in model.enumerated() {
            let value = hash(cells)
            if value != blankHash { oldRows[value, default: []].append(row) }
        }
        var votes: [Int: Int] = [:]
        for row in changed {
            let value = hash(grid.row(row))
            guard value != blankHash, let origins = oldRows[value] else { continue }
            for origin in origins.prefix(candidatesPerRow) where origin != row { votes[origin - row, default: 0] += 1 }
        }
        guard let distance = votes.max(by: { ($0.value, -abs($0.key), $0.key) < ($1.value, -abs($1.key), $1.key) })?.key else { return nil }
        let matched = changed.filter { row in
            let origin = row + distance
            return (0..<grid.rows).contains(origin) && same(grid.row(row), model[origin])
        }
        guard let first = matched.first, let last = matched.last else { return nil }
        let move = distance > 0 ? LineMove(top: first, bottom: last + distance + 1, distance: distance)
            : LineMove(top: first + distance, bottom: last + 1, distance: distance)
        var moved = model
        move.apply(to: &moved)
        let region = move.top..<move.bottom
        let without = region.reduce(0) { $0 + cost(model[$1], grid.row($1)) }
        let with = region.reduce(estimatedCost) { $0 + cost(moved[$1], grid.row($1)) }
        return with < without ? move : nil
    }

    /// Estimated bytes to turn `old` into `new`: the cells that differ, plus getting there.
    static func cost(_ old: [Cell], _ new: [Cell]) -> Int {
        let differing = zip(old, new).count { !Cell.same($0, $1) }
        return differing == 0 ? 0 : differing + rowOverhead
    }

    /// True when a row of the grid looks like a row of the model: equal (a row the renderer
    /// did not draw again is the model's own array, which `==` finds at once), or each cell
    /// looks like the other.
    static func same(_ new: [Cell], _ old: [Cell]) -> Bool {
        new == old || new.elementsEqual(old, by: Cell.same)
    }

    /// How many cells from a row's start its hash covers.
    static let hashedCells = 24

    /// A hash of a row as a terminal shows it, only used to pair candidate rows, which are then
    /// compared cell by cell: where its content ends (the blank tail left out) and its first
    /// `hashedCells` cells. Two rows alike in both are nearly always the same row, and a full
    /// frame hashes every row of both frames: over every cell, hashing was a fifth of a
    /// sideways scroll's frame. FNV-1a over each cell's colours, style and bytes.
    static func hash(_ cells: [Cell]) -> Int {
        let end = (cells.lastIndex { !Cell.same($0, .blank) } ?? cells.startIndex - 1) + 1
        let prime: UInt64 = 0x100_0000_01B3
        var hash = (0xCBF2_9CE4_8422_2325 ^ UInt64(end)) &* prime
        for cell in cells[..<Swift.min(end, hashedCells)] {
            let shown = cell.onScreen
            hash = (hash ^ shown.colors) &* prime
            hash = (hash ^ UInt64(shown.style.rawValue)) &* prime
            for byte in shown.text.utf8 { hash = (hash ^ UInt64(byte)) &* prime }
        }
        return Int(truncatingIfNeeded: hash)
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
