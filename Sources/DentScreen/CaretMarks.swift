import DentCore

/// What the carets mark on one line: every caret's selection, and the cursors other than the
/// primary (the terminal's cursor shows that one), in bytes relative to the line start. A
/// selection that takes the line break reaches past the line's end.
struct CaretMarks {
    var selected: [Range<Int>] = []
    var cursors: [Int] = []

    /// The marks on `line` of `document`. A function, not an initializer: an initializer takes
    /// its arguments as its own, which copies the document, and every row of every frame asks.
    static func on(_ line: Int, of document: Document) -> CaretMarks {
        var marks = CaretMarks()
        let extras = document.view.extraCarets
        // One caret without a selection, the common case, marks nothing: no line is looked up.
        guard document.selection != nil || !extras.isEmpty else { return marks }
        let range = document.text.lineRangeWithTerminator(line)
        if let selection = document.selection { marks.add(selection, in: range) }
        guard !extras.isEmpty else { return marks }
        // The carets are sorted with disjoint selections: those on the line follow each other.
        var index = CaretMarks.firstReaching(range.lowerBound, in: extras)
        while index < extras.count, extras[index].range.lowerBound <= range.upperBound {
            let caret = extras[index]
            marks.add(caret.range, in: range)
            let lineEnd = document.text.lineRange(line).upperBound
            if (range.lowerBound...lineEnd).contains(caret.cursor) { marks.cursors.append(caret.cursor - range.lowerBound) }
            index += 1
        }
        marks.selected.sort { $0.lowerBound < $1.lowerBound }
        return marks
    }

    /// The part of `selection` on the line whose bytes with its terminator are `line`.
    private mutating func add(_ selection: Range<Int>, in line: Range<Int>) {
        let low = Swift.max(selection.lowerBound, line.lowerBound)
        let high = Swift.min(selection.upperBound, line.upperBound)
        if low < high { selected.append((low - line.lowerBound)..<(high - line.lowerBound)) }
    }

    /// The index of the first caret whose range ends at or after `offset` (a binary search).
    private static func firstReaching(_ offset: Int, in carets: [Caret]) -> Int {
        var (low, high) = (0, carets.count)
        while low < high {
            let middle = (low + high) / 2
            if carets[middle].range.upperBound < offset { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
