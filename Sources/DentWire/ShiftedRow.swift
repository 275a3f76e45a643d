/// A row as the terminal shows it, or would after a shift (ICH or DCH) at `point`, compared
/// in place: building each shifted row to try took a copy of every cell twice a row.
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

    /// True when the cell at `column` is not `target`'s there. Inlined: it is asked of every
    /// cell of a changed row, where a call cost more than the comparison.
    @inline(__always)
    func differs(from target: [Cell], at column: Int) -> Bool {
        if column < point || shift == 0 { return !Cell.same(target[column], cells[column]) }
        if shift > 0 { return !Cell.same(target[column], column < point + shift ? blank : cells[column - shift]) }
        return !Cell.same(target[column], column < cells.count + shift ? cells[column - shift] : blank)
    }
}
