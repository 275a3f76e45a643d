import DentText

/// The selection runs from `anchor` to the cursor. Shift with a movement extends it, a movement
/// without Shift ends it, and typing replaces it.
extension Document {
    /// The selected bytes, or nil when nothing is selected.
    public var selection: Range<Int>? {
        guard let anchor, anchor != cursor else { return nil }
        return Swift.min(anchor, cursor)..<Swift.max(anchor, cursor)
    }

    /// The lines an operation on the selection touches: all lines of the selection, except a
    /// last line where the selection ends at column 0; the cursor's line without a selection.
    public var selectedLines: ClosedRange<Int> { lines(of: view.caret) }

    /// The lines an operation at `caret`, one of several cursors, touches.
    func lines(of caret: Caret) -> ClosedRange<Int> {
        let selection = caret.range
        guard !selection.isEmpty else { return text.line(containing: caret.cursor)...text.line(containing: caret.cursor) }
        let first = text.line(containing: selection.lowerBound)
        var last = text.line(containing: selection.upperBound)
        if last > first && text.lineRange(last).lowerBound == selection.upperBound { last -= 1 }
        return first...last
    }

    /// Runs a movement that extends the selection (Shift+movement).
    public mutating func extendSelection(_ movement: (inout Document) -> Void) {
        let start = anchor ?? cursor
        movement(&self)
        anchor = start
        history.breakGroup()
    }

    /// Runs a movement without Shift: the selection ends; Left and Right first go to its edge.
    public mutating func move(_ movement: (inout Document) -> Void) {
        anchor = nil
        movement(&self)
        history.breakGroup()
    }

    public mutating func selectAll() {
        anchor = 0
        cursor = text.count
        goalColumn = nil
        history.breakGroup()
    }

    /// Selects the cursor's line with its line break (a triple click), the cursor after it.
    public mutating func selectLine() {
        let range = text.lineRangeWithTerminator(cursorLine)
        anchor = range.lowerBound
        cursor = range.upperBound
        goalColumn = nil
        history.breakGroup()
    }

    public mutating func clearSelection() { anchor = nil }

    /// Deletes the selection; true when there was one.
    mutating func deleteSelection(kind: EditKind) -> Bool {
        guard let selection else { return false }
        replace(selection, with: [], cursorAfter: selection.lowerBound, kind: kind)
        return true
    }

    /// The bytes of the selection, or of the cursor's whole line with its terminator when
    /// nothing is selected (nano's habit for copy and cut).
    public var copySource: (range: Range<Int>, isWholeLine: Bool) { copySource(of: view.caret) }

    /// The same for `caret`, one of several cursors.
    func copySource(of caret: Caret) -> (range: Range<Int>, isWholeLine: Bool) {
        if !caret.range.isEmpty { return (caret.range, false) }
        return (text.lineRangeWithTerminator(text.line(containing: caret.cursor)), true)
    }
}
