import DentText

/// Glyph starts of one line found by an earlier layout, each with its display column, so a
/// later question about a place far along the line lays out from the nearest start before it
/// instead of from the line's start. Soft wrap keeps the starts of its rows (`WrapAnchors`),
/// sideways scrolling a start every few KiB (`ColumnAnchors`).
///
/// Each start records how far into the line the layout read to place it (`read`). It stays
/// good while nothing below `lineStart + read` has changed, which the text itself says (its
/// edit record, armed with the view's `anchorReader` when the starts were last brought up to
/// date): an edit keeps every start its bytes did not decide, and no edit has to tell the
/// starts about itself.
struct KnownStarts: Sendable, Equatable {
    struct Start: Sendable, Equatable {
        /// Line-relative byte and display column where a glyph starts.
        var byte: Int
        var column: Int
        /// Line-relative bytes before this offset decided the start; never decreases start to start.
        var read: Int

        static let lineStart = Start(byte: 0, column: 0, read: 0)
    }

    /// Lines a view keeps starts for at once, of each kind: the cursor's, the first one shown,
    /// and the long lines shown or scrolled over.
    static let lineLimit = 64

    let line: Int
    let lineStart: Int
    let tabWidth: Int
    /// The reader of the edit record that says which starts are still good.
    let reader: EditReader
    /// In the order of the line; `starts[0]` is its start.
    private(set) var starts = [Start.lineStart]

    init(line: Int, lineStart: Int, tabWidth: Int, reader: EditReader) {
        (self.line, self.lineStart, self.tabWidth, self.reader) = (line, lineStart, tabWidth, reader)
    }

    static func == (a: KnownStarts, b: KnownStarts) -> Bool {
        (a.line, a.lineStart, a.tabWidth, a.starts) == (b.line, b.lineStart, b.tabWidth, b.starts)
    }

    /// True when these starts are of `line` of `text` laid out with `tabWidth`.
    func describe(_ line: Int, tabWidth: Int, in text: TextBuffer) -> Bool {
        self.line == line && self.tabWidth == tabWidth && line < text.lineCount
            && text.unchangedBelow(since: reader) >= lineStart && text.lineRange(line).lowerBound == lineStart
    }

    /// The line-relative offset below which `text` is unchanged since the starts were found.
    func unchangedLength(in text: TextBuffer) -> Int {
        let unchanged = text.unchangedBelow(since: reader)
        return unchanged == Int.max ? Int.max : unchanged - lineStart
    }

    /// How many of the starts are still good in `text` (at least the line's start).
    func validCount(in text: TextBuffer) -> Int {
        let limit = unchangedLength(in: text)
        return lastIndex(upTo: starts.count) { $0.read <= limit } + 1
    }

    /// The good start nearest before line-relative byte `offset`, and its index.
    func start(holding offset: Int, in text: TextBuffer) -> (index: Int, start: Start) {
        let index = lastIndex(upTo: validCount(in: text)) { $0.byte <= offset }
        return (index, starts[index])
    }

    /// The good start nearest before display column `column`, and its index.
    func start(atOrBeforeColumn column: Int, in text: TextBuffer) -> (index: Int, start: Start) {
        let index = lastIndex(upTo: validCount(in: text)) { $0.column <= column }
        return (index, starts[index])
    }

    /// The last index below `count` whose start passes `test`, which holds for a run from
    /// the first start (the line's start, which passes every test here) on: a binary search.
    private func lastIndex(upTo count: Int, where test: (Start) -> Bool) -> Int {
        var (low, high) = (0, count - 1)
        while low < high {
            let mid = (low + high + 1) / 2
            if test(starts[mid]) { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// Drops the starts `text` no longer supports.
    mutating func keepValid(in text: TextBuffer) {
        starts.removeLast(starts.count - validCount(in: text))
    }

    var last: Start { starts[starts.count - 1] }

    mutating func append(_ start: Start) { starts.append(start) }
}
