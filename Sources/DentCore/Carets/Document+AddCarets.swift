import DentText

/// The commands that make and remove cursors. The newest cursor is the primary one (the view
/// follows it), so removing the last cursor removes the primary.
extension Document {
    /// Add cursor below / above: a caret `lines` rows from the primary one, at its goal column;
    /// it becomes the primary. False when there is no row there.
    @discardableResult
    public mutating func addCaret(rows: Int) -> Bool {
        let (all, _) = carets
        let from = view.caret
        view.caret = Caret(cursor: from.cursor, goalColumn: from.goalColumn)
        moveVertically(by: rows)
        let added = view.caret
        view.caret = from
        guard added.cursor != from.cursor else { return false }
        setCarets(all + [added], primary: all.count)
        history.breakGroup()
        return true
    }

    /// Add cursor at next match: with nothing selected, selects the word at the cursor first;
    /// then a caret selecting the next occurrence of the primary's selection (after it, round
    /// past the end), which becomes the primary. False when there is no other occurrence.
    @discardableResult
    public mutating func addCaretAtNextMatch() -> Bool {
        guard let needle = selection else {
            selectWord()
            normalizeCarets()
            return selection != nil
        }
        return addCaret(selectingNextOf: needle, after: needle.upperBound)
    }

    /// Skip match: the primary's selection (the newest match) loses its cursor and the next
    /// occurrence after it gets one. With one cursor it moves the selection to the next one.
    @discardableResult
    public mutating func skipMatch() -> Bool {
        guard let needle = selection else { return addCaretAtNextMatch() }
        let (all, primary) = carets
        var rest = all
        rest.remove(at: primary)
        guard let match = nextMatch(of: Array(text.bytes.bytes(in: needle)), after: needle.upperBound, skipping: rest) else { return false }
        setCarets(rest + [Caret(cursor: match.upperBound, anchor: match.lowerBound)], primary: rest.count)
        history.breakGroup()
        return true
    }

    /// Remove last cursor: drops the primary caret; the one nearest it in the text (the one
    /// added before it, when cursors were added in a row) becomes the primary. False with one.
    @discardableResult
    public mutating func removePrimaryCaret() -> Bool {
        guard hasExtraCarets else { return false }
        let (all, primary) = carets
        var rest = all
        rest.remove(at: primary)
        setCarets(rest, primary: Swift.max(primary - 1, 0))
        return true
    }

    /// Column selection: the rectangle with the primary's anchor and cursor at opposite corners
    /// (display columns), a caret per line selecting that line's part of it (empty at the end of
    /// a line too short to reach it). The caret on the cursor's line is the primary.
    public mutating func selectColumns(from anchor: Int, to cursor: Int) {
        let (anchorLine, cursorLine) = (text.line(containing: anchor), text.line(containing: cursor))
        let anchorColumn = column(of: anchor, onLine: anchorLine)
        let cursorColumn = column(of: cursor, onLine: cursorLine)
        let lines = Swift.min(anchorLine, cursorLine)...Swift.max(anchorLine, cursorLine)
        let carets = lines.map { line in
            Caret(cursor: offset(ofLine: line, column: cursorColumn), anchor: offset(ofLine: line, column: anchorColumn), goalColumn: cursorColumn)
        }
        setCarets(carets, primary: cursorLine - lines.lowerBound)
        history.breakGroup()
    }

    /// The display column of `offset` on `line`.
    private func column(of offset: Int, onLine line: Int) -> Int {
        column(ofByte: offset - text.lineRange(line).lowerBound, onLine: line)
    }

    private mutating func addCaret(selectingNextOf needle: Range<Int>, after offset: Int) -> Bool {
        let (all, _) = carets
        guard let match = nextMatch(of: Array(text.bytes.bytes(in: needle)), after: offset, skipping: all) else { return false }
        setCarets(all + [Caret(cursor: match.upperBound, anchor: match.lowerBound)], primary: all.count)
        history.breakGroup()
        return true
    }

    /// The first occurrence of `bytes` after `offset`, round past the end, that no caret in
    /// `carets` touches.
    private func nextMatch(of bytes: [UInt8], after offset: Int, skipping carets: [Caret]) -> Range<Int>? {
        let pattern = SearchPattern(bytes, ignoresCase: false)
        var from = offset
        var wrapped = false
        while let match = text.bytes.firstMatch(of: pattern, from: from, wrapping: !wrapped) {
            if match.wrapped {
                if wrapped { return nil }
                wrapped = true
            }
            if wrapped && match.range.lowerBound >= offset { return nil }
            let taken = carets.contains { $0.range.overlaps(match.range) || $0.range == match.range }
            if !taken { return match.range }
            from = match.range.upperBound
        }
        return nil
    }
}
