/// The extra on top of `RowDiff.rewrite`: when characters moved along a row (typing or deleting
/// mid-line), shifting the row's tail with ICH or DCH (xterm ctlseqs, `CSI Ps @` and `CSI Ps P`)
/// keeps the moved cells, so only the new ones are written. Each shift worth trying is tried on
/// a copy of the writer; the shortest comes back for `RowDiff` to weigh against the rewrite.
enum RowShift {
    /// How far along a row a shift is looked for, in cells: more than a word or a paste of a
    /// short name, and the search stays a few hundred comparisons a row.
    static let maximumShift = 64
    /// A shift must keep at least this many cells (one of them not blank) to be worth its
    /// control sequence.
    static let minimumKept = 4

    /// The shortest shift-then-rewrite of `row` from `current` to `target`, whose first
    /// difference is at `first`; nil when no shift is worth trying. `beatsAnyRewrite` when it
    /// is shorter than any rewrite could be, so the rewrite need not be tried. No shift starts
    /// before column `start` (the row's last pane, with panes side by side).
    static func best(row: Int, target: [Cell], current: [Cell], first: Int, contentEnd: Int, from start: Int = 0,
                     writer: TerminalWriter) -> (writer: TerminalWriter, beatsAnyRewrite: Bool)? {
        // A shift pays only when it keeps cells that differ where they are now, and keeps
        // nothing from a row blank from there on (a cleared screen: the first frame, a
        // resize), where looking for one was much of the first frame's encode.
        let currentEnd = RowDiff.contentEnd(of: current)
        guard let last = current.indices.last(where: { !Cell.same(target[$0], current[$0]) }), last - first >= minimumKept,
              currentEnd > first else { return nil }
        var best: TerminalWriter?
        let features = writer.caps.features
        // Where a character equal to its neighbour was typed or deleted, the shift may start
        // before the first difference; the cursor is likely there, and a move costs bytes.
        var points = [first]
        if let position = writer.position, position.row == row, (first - 8..<first).contains(position.column),
           position.column >= start, !current[position.column].isContinuation {
            points.append(position.column)
        }
        for point in points {
            var keepsTheRest = false
            if features.contains(.insertCharacters), let (count, kept) = insertion(target, current, at: point, contentEnd: contentEnd) {
                let shifted = ShiftedRow(current, blank: .blank, inserting: count, at: point)
                attempt(row: row, first: point, function: ([count], "@"), target: target, shifted: shifted,
                        contentEnd: contentEnd, writer: writer, best: &best)
                // The shift keeps every cell from the inserted ones through the last that
                // differs, so only cells that were the same (a scroll mark at the row's end)
                // are left to write: a deletion would not write less (but in rows periodic
                // enough to be kept both ways), and trying one was much of a keystroke's frame.
                keepsTheRest = point + count + kept > last
            }
            if !keepsTheRest, features.contains(.deleteCharacters), let count = deletion(target, current, at: point, contentEnd: currentEnd) {
                let shifted = ShiftedRow(current, blank: .blank, deleting: count, at: point)
                attempt(row: row, first: point, function: ([count], "P"), target: target, shifted: shifted,
                        contentEnd: contentEnd, writer: writer, best: &best)
            }
        }
        guard let best else { return nil }
        // Rewriting writes at least a byte for each cell that differs before the blank tail: a
        // shift that costs less wins without the rewrite being tried (indenting 40 rows).
        let beatsAnyRewrite = first < contentEnd
            && moreDifferences(than: best.out.count, target, current, from: first, through: Swift.min(last, contentEnd - 1))
        return (best, beatsAnyRewrite)
    }

    /// True when more than `count` cells differ from `first` through `last`; the count stops there.
    private static func moreDifferences(than count: Int, _ target: [Cell], _ current: [Cell], from first: Int, through last: Int) -> Bool {
        var differing = 0
        for column in first...last where !Cell.same(target[column], current[column]) {
            differing += 1
            if differing > count { return true }
        }
        return false
    }

    /// Tries shifting the row with `function` at `first`, then rewriting what still differs.
    private static func attempt(row: Int, first: Int, function: ([Int], Unicode.Scalar), target: [Cell], shifted: ShiftedRow,
                                contentEnd: Int, writer: TerminalWriter, best: inout TerminalWriter?) {
        var trial = writer.scratch
        trial.move(row: row, column: first)
        trial.plainPen()
        trial.control(function.0, final: function.1)
        RowDiff.rewrite(row: row, target: target, current: shifted, contentEnd: contentEnd, writer: &trial)
        if trial.out.count < best?.out.count ?? Int.max { best = trial }
    }

    /// The number of blanks to insert at `first` that keeps the longest run of the old row
    /// (cells pushed off the right edge must not cut a wide character).
    /// A run kept counts only with a character in it, and the new row has none from
    /// `contentEnd` on: no insertion that far can keep one (a row a sideways scroll left
    /// nearly empty tries none).
    static func insertion(_ target: [Cell], _ current: [Cell], at first: Int, contentEnd: Int) -> (count: Int, kept: Int)? {
        let width = target.count
        return bestShift(upTo: Swift.min(maximumShift, width - first - 1, contentEnd - first - 1), room: width - first) { count in
            guard !current[width - count].isContinuation else { return 0 }
            return kept(target, from: first + count, current, from: first)
        }
    }

    /// The number of cells to delete at `first` that keeps the longest run of the old row (a
    /// deletion must not end inside a wide character).
    /// As with `insertion`, the old row has no character from `contentEnd` on to keep.
    static func deletion(_ target: [Cell], _ current: [Cell], at first: Int, contentEnd: Int) -> Int? {
        bestShift(upTo: Swift.min(maximumShift, target.count - first - 1, contentEnd - first - 1), room: target.count - first) { count in
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
        while start + length < target.count, origin + length < current.count,
              Cell.same(target[start + length], current[origin + length]) {
            if target[start + length] != .blank { text = true }
            length += 1
        }
        return text ? length : 0
    }
}
