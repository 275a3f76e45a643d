import DentText

/// A rewrite of a range of lines (an indent, an outdent): the change, and what each line gained
/// or lost by its index in the range.
typealias LineRewrite = (inout TextBuffer) -> (change: Change, delta: (Int) -> Int)

extension Document {
    /// Tab or Shift+Tab with several cursors: every line some cursor touches is indented (or
    /// outdented) once, however many cursors share it, in one undo step; every caret keeps
    /// its line and moves with what its line gained or lost, as one cursor does.
    mutating func indentEveryCaret(outdent: Bool) {
        let (all, primary) = carets
        let before = cursorState
        let mark = history.mark
        let places = all.map { (cursor: place(of: $0.cursor), anchor: $0.anchor.map(place(of:))) }
        var deltas: [Int: Int] = [:]
        for (lines, blankToo) in indentRanges(all).reversed() {
            let edit = indentRewrite(lines, outdent: outdent, blankToo: blankToo && !outdent)(&text)
            guard !edit.change.isEmpty else { continue }
            for line in lines { deltas[line] = edit.delta(line - lines.lowerBound) }
            history.record(edit.change, kind: .indent, before: before, after: before, time: editTime)
        }
        func moved(_ place: (line: Int, column: Int)) -> Int {
            text.lineRange(place.line).lowerBound + Swift.max(place.column + (deltas[place.line] ?? 0), 0)
        }
        setCarets(places.map { Caret(cursor: moved($0.cursor), anchor: $0.anchor.map(moved)) }, primary: primary)
        goalColumn = nil
        autoClosers = []
        history.combine(since: mark, before: before, after: cursorState)
    }

    /// The lines each caret touches, in text order, without the lines a caret before it took;
    /// blank lines are indented for a caret without a selection, as with one cursor.
    private func indentRanges(_ carets: [Caret]) -> [(lines: ClosedRange<Int>, blankToo: Bool)] {
        var ranges: [(lines: ClosedRange<Int>, blankToo: Bool)] = []
        var free = 0
        for caret in carets {
            let lines = lines(of: caret)
            guard Swift.max(lines.lowerBound, free) <= lines.upperBound else { continue }
            ranges.append((Swift.max(lines.lowerBound, free)...lines.upperBound, caret.range.isEmpty))
            free = lines.upperBound + 1
        }
        return ranges
    }
}
