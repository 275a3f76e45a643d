/// Brings one row of the terminal from what it shows to what the new frame has. The core is
/// `rewrite`: the cells that differ written left to right, short unchanged gaps written over
/// when that is cheaper than a move, a cleared tail erased with EL. On top of it, when
/// characters moved along the row (typing or deleting mid-line), `RowShift` may find that
/// shifting the row's tail with ICH or DCH first leaves fewer cells to write; the shorter of
/// the two is kept. Cells are compared as a terminal shows them (`Cell.same`).
enum RowDiff {
    /// Writes into `writer` what turns `current`, the terminal's row `row`, into `target`; a
    /// shift is tried only from `shiftStart` on (`CellGrid.shiftStarts`).
    static func encode(row: Int, target: [Cell], current: [Cell], shiftStart: Int = 0, writer: inout TerminalWriter) {
        let shown = ShiftedRow(current, blank: .blank)
        guard let first = firstDifference(target, shown, from: 0) else { return }
        if first < shiftStart {
            // The panes left of the last are rewritten (a shift there would move the next
            // pane's cells); then the last pane's cells are brought over, shifted if it pays.
            var left = current
            left.replaceSubrange(0..<shiftStart, with: target[0..<shiftStart])
            // A wide character shown across the pane's first column loses its second half
            // there once its first is written over (the terminal blanks it).
            if shiftStart < left.count, left[shiftStart].isContinuation { left[shiftStart] = .blank }
            rewrite(row: row, target: left, current: shown, contentEnd: contentEnd(of: left), writer: &writer)
            return encode(row: row, target: target, current: left, shiftStart: shiftStart, writer: &writer)
        }
        let contentEnd = contentEnd(of: target)
        guard let shift = RowShift.best(row: row, target: target, current: current, first: first, contentEnd: contentEnd,
                                        from: shiftStart, writer: writer) else {
            return rewrite(row: row, target: target, current: shown, contentEnd: contentEnd, writer: &writer)
        }
        if shift.beatsAnyRewrite { return writer.adopt(shift.writer) }
        var rewritten = writer.scratch
        rewrite(row: row, target: target, current: shown, contentEnd: contentEnd, writer: &rewritten)
        writer.adopt(shift.writer.out.count < rewritten.out.count ? shift.writer : rewritten)
    }

    /// Where the row's content ends: the blanks after it are the tail an EL can clear.
    static func contentEnd(of target: [Cell]) -> Int { (target.lastIndex { $0 != .blank } ?? -1) + 1 }

    /// The first column from `start` on where `current` differs from `target`.
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
    /// no more than a move. Each such cell is at least a byte, so a gap as wide as the move's
    /// bytes is not tried.
    private static func reach(row: Int, column: Int, target: [Cell], writer: inout TerminalWriter) {
        if let position = writer.position, position.row == row, position.column < column,
           !target[position.column].isContinuation {
            let moveCost = writer.moveCost(row: row, column: column)
            if column - position.column <= moveCost {
                let mark = writer.mark
                var at = position.column
                while at < column { at += put(target, at: at, writer: &writer) }
                if at == column && writer.written(since: mark) <= moveCost { return }
                writer.rollBack(to: mark)
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
        // Each blank is at least a byte: when there are as many as the EL's bytes, the EL wins
        // (it wins ties too) without the blanks being written out to compare.
        if last - column + 1 >= erase.out.count { return writer.adopt(erase) }
        var blanks = writer.scratch
        reach(row: row, column: column, target: target, writer: &blanks)
        blanks.plainPen()
        for _ in column...last { blanks.put(current.blank, width: 1) }
        writer.adopt(blanks.out.count < erase.out.count ? blanks : erase)
    }
}
