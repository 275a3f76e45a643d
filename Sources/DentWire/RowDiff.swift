/// Brings one row of the terminal from what it shows to what the new frame has, in the fewest
/// bytes found: the changed cells rewritten (short unchanged gaps written over when that is
/// cheaper than a move, a cleared tail erased with EL), or, when characters moved along the
/// row (typing or deleting mid-line), the row's tail shifted first with ICH or DCH so only the
/// new cells are written. Each way is tried on a copy of the writer and the shortest is kept.
enum RowDiff {
    /// How far along a row a shift is looked for, in cells: more than a word or a paste of a
    /// short name, and the search stays a few hundred comparisons a row.
    static let maximumShift = 64
    /// A shift must keep at least this many cells (one of them not blank) to be worth its
    /// control sequence.
    static let minimumKept = 4

    static func encode(row: Int, target: [Cell], current: [Cell], writer: inout TerminalWriter) {
        let blank = Cell.blank
        let shown = ShiftedRow(current, blank: blank)
        guard let first = firstDifference(target, shown, from: 0) else { return }
        let contentEnd = contentEnd(of: target, blank: blank)
        // A shift pays only when it keeps cells that differ where they are now, and keeps
        // nothing from a row blank from there on (a cleared screen: the first frame, a
        // resize), where looking for one took a third of the first frame's encode.
        guard let last = current.indices.last(where: { target[$0] != current[$0] }), last - first >= minimumKept,
              current[first...].contains(where: { $0 != blank }) else {
            rewrite(row: row, target: target, current: shown, contentEnd: contentEnd, writer: &writer)
            return
        }
        var best: TerminalWriter?
        let features = writer.caps.features
        // Where a character equal to its neighbour was typed or deleted, the shift may start
        // before the first difference; the cursor is likely there, and a move costs bytes.
        var points = [first]
        if let position = writer.position, position.row == row, (first - 8..<first).contains(position.column),
           position.column >= 0, !current[position.column].isContinuation {
            points.append(position.column)
        }
        for point in points {
            var keepsTheRest = false
            if features.contains(.insertCharacters), let (count, kept) = insertion(target, current, at: point) {
                let shifted = ShiftedRow(current, blank: blank, inserting: count, at: point)
                attempt(row: row, first: point, function: ([count], "@"), target: target, shifted: shifted,
                        contentEnd: contentEnd, writer: writer, best: &best)
                // Nothing after the shift is left to write: a deletion would not write less
                // (but in rows periodic enough to be kept both ways), and trying one cost a
                // third of an indent's frame.
                keepsTheRest = kept == target.count - point - count
            }
            if !keepsTheRest, features.contains(.deleteCharacters), let count = deletion(target, current, at: point) {
                let shifted = ShiftedRow(current, blank: blank, deleting: count, at: point)
                attempt(row: row, first: point, function: ([count], "P"), target: target, shifted: shifted,
                        contentEnd: contentEnd, writer: writer, best: &best)
            }
        }
        // Rewriting writes at least a byte for each cell that differs before the blank tail: a
        // shift that costs less wins without the rewrite being tried (indenting 40 rows).
        if let shift = best, first < contentEnd, shift.out.count < differences(target, current, from: first, through: Swift.min(last, contentEnd - 1)) {
            return writer.adopt(shift)
        }
        var rewritten = writer.scratch
        rewrite(row: row, target: target, current: shown, contentEnd: contentEnd, writer: &rewritten)
        if let shift = best, shift.out.count < rewritten.out.count { rewritten = shift }
        writer.adopt(rewritten)
    }

    /// Where the row's content ends: the blanks after it are the tail an EL can clear.
    private static func contentEnd(of target: [Cell], blank: Cell) -> Int { (target.lastIndex { $0 != blank } ?? -1) + 1 }

    /// How many cells differ from `first` through `last`.
    private static func differences(_ target: [Cell], _ current: [Cell], from first: Int, through last: Int) -> Int {
        (first...last).reduce(0) { $0 + (target[$1] != current[$1] ? 1 : 0) }
    }

    /// Tries shifting the row with `function` at `first`, then rewriting what still differs.
    private static func attempt(row: Int, first: Int, function: ([Int], Unicode.Scalar), target: [Cell], shifted: ShiftedRow,
                                contentEnd: Int, writer: TerminalWriter, best: inout TerminalWriter?) {
        var trial = writer.scratch
        trial.move(row: row, column: first)
        trial.plainPen()
        trial.control(function.0, final: function.1)
        rewrite(row: row, target: target, current: shifted, contentEnd: contentEnd, writer: &trial)
        if trial.out.count < best?.out.count ?? Int.max { best = trial }
    }

    /// The number of blanks to insert at `first` that keeps the longest run of the old row
    /// (cells pushed off the right edge must not cut a wide character).
    static func insertion(_ target: [Cell], _ current: [Cell], at first: Int) -> (count: Int, kept: Int)? {
        let width = target.count
        return bestShift(upTo: Swift.min(maximumShift, width - first - 1), room: width - first) { count in
            guard !current[width - count].isContinuation else { return 0 }
            return kept(target, from: first + count, current, from: first)
        }
    }

    /// The number of cells to delete at `first` that keeps the longest run of the old row (a
    /// deletion must not end inside a wide character).
    static func deletion(_ target: [Cell], _ current: [Cell], at first: Int) -> Int? {
        bestShift(upTo: Swift.min(maximumShift, target.count - first - 1), room: target.count - first) { count in
            guard !current[first + count].isContinuation else { return 0 }
            return kept(target, from: first, current, from: first + count)
        }?.count
    }

    /// The shift of 1 to `limit` cells that keeps the longest run. A shift of `count` can keep
    /// at most `room - count` cells, so once a run that long is found no larger shift can do
    /// better, and the search stops: typing's shift of one keeps the rest of the row, found
    /// in one pass instead of 64.
    private static func bestShift(upTo limit: Int, room: Int, _ kept: (Int) -> Int) -> (count: Int, kept: Int)? {
        guard limit >= 1 else { return nil }
        var best: (count: Int, kept: Int)?
        for count in 1...limit {
            if let best, best.kept >= room - count { break }
            let run = kept(count)
            if run >= minimumKept && run > (best?.kept ?? 0) { best = (count, run) }
        }
        return best
    }

    /// How many cells of `target` from `start` equal those of `current` from `origin`; 0 unless
    /// one of them is not blank.
    private static func kept(_ target: [Cell], from start: Int, _ current: [Cell], from origin: Int) -> Int {
        var length = 0
        var text = false
        while start + length < target.count, origin + length < current.count, target[start + length] == current[origin + length] {
            if target[start + length] != .blank { text = true }
            length += 1
        }
        return text ? length : 0
    }

    static func firstDifference(_ target: [Cell], _ current: ShiftedRow, from start: Int) -> Int? {
        var column = start
        while column < target.count {
            if current.differs(from: target, at: column) { return column }
            column += 1
        }
        return nil
    }

    /// Rewrites the cells of the row that differ, left to right, so a wide character is always
    /// written whole and from its first cell.
    static func rewrite(row: Int, target: [Cell], current: ShiftedRow, contentEnd: Int, writer: inout TerminalWriter) {
        var column = 0
        while let difference = firstDifference(target, current, from: column) {
            if difference >= contentEnd {
                eraseTail(row: row, from: difference, target: target, current: current, writer: &writer)
                return
            }
            reach(row: row, column: difference, target: target, writer: &writer)
            column = difference
            while column < contentEnd && current.differs(from: target, at: column) {
                column += put(target, at: column, writer: &writer)
            }
        }
    }

    /// Writes the cell at `column` and returns its width.
    private static func put(_ target: [Cell], at column: Int, writer: inout TerminalWriter) -> Int {
        let width = column + 1 < target.count && target[column + 1].isContinuation ? 2 : 1
        writer.put(target[column], width: width)
        return width
    }

    /// Gets the cursor to `column`: writes over the unchanged cells in between when that costs
    /// less than a move.
    private static func reach(row: Int, column: Int, target: [Cell], writer: inout TerminalWriter) {
        if let position = writer.position, position.row == row, position.column < column, column - position.column <= 12,
           !target[position.column].isContinuation {
            var bridge = writer.scratch
            var at = position.column
            while at < column { at += put(target, at: at, writer: &bridge) }
            if at == column && bridge.out.count <= writer.moveCost(row: row, column: column) {
                writer.adopt(bridge)
                return
            }
        }
        writer.move(row: row, column: column)
    }

    /// Clears what is left of the row past its content: one EL, or blanks when fewer bytes.
    private static func eraseTail(row: Int, from column: Int, target: [Cell], current: ShiftedRow, writer: inout TerminalWriter) {
        let last = (column..<target.count).last { current.differs(from: target, at: $0) } ?? column
        var erase = writer.scratch
        erase.move(row: row, column: column)
        erase.eraseToEndOfLine()
        var blanks = writer.scratch
        reach(row: row, column: column, target: target, writer: &blanks)
        blanks.plainPen()
        for _ in column...last { blanks.put(current.blank, width: 1) }
        writer.adopt(blanks.out.count < erase.out.count ? blanks : erase)
    }
}

/// A row as the terminal shows it, or would after a shift (ICH or DCH) at `point`, compared
/// in place: building each shifted row to try took a copy of every cell (and a retain of its
/// text) twice a row.
struct ShiftedRow {
    private let cells: [Cell]
    let blank: Cell
    private let point: Int
    /// Blanks inserted at `point` (the cells after it pushed right, off the end), or with a
    /// negative count cells deleted there (the cells after them pulled left, blanks coming in).
    private let shift: Int

    init(_ cells: [Cell], blank: Cell) {
        (self.cells, self.blank, point, shift) = (cells, blank, 0, 0)
    }

    init(_ cells: [Cell], blank: Cell, inserting count: Int, at point: Int) {
        (self.cells, self.blank, self.point, shift) = (cells, blank, point, count)
    }

    init(_ cells: [Cell], blank: Cell, deleting count: Int, at point: Int) {
        (self.cells, self.blank, self.point, shift) = (cells, blank, point, -count)
    }

    /// True when the cell at `column` is not `target`'s there. Compared in place: a subscript
    /// that returned the cell would copy it, and one that lent it (`_read`) allocated a
    /// coroutine frame an access.
    func differs(from target: [Cell], at column: Int) -> Bool {
        if column < point || shift == 0 { return target[column] != cells[column] }
        if shift > 0 { return column < point + shift ? target[column] != blank : target[column] != cells[column - shift] }
        return column < cells.count + shift ? target[column] != cells[column - shift] : target[column] != blank
    }
}
