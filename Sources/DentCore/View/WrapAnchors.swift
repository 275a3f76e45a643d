import DentText

/// Where the soft-wrapped rows of one long line start, so a row far along it is found by
/// laying out from the nearest known start before it instead of from the line's start: a key
/// at the end of a 20 MB line costs the rows around it, not 20 MB of layout.
///
/// Each start records how far into the line the wrap read to place it (`read`). It stays good
/// while nothing below `lineStart + read` has changed, which the text itself says (its edit
/// record, armed with the document's `wrapReader` when the anchors were last brought up
/// to date): an edit keeps every start its bytes did not decide, and no edit has to tell the
/// anchors about itself.
public struct WrapAnchors: Sendable, Equatable {
    struct Start: Sendable, Equatable {
        /// Line-relative byte and display column where the row starts.
        var byte: Int
        var column: Int
        /// Line-relative bytes before this offset decided the start; never decreases row to row.
        var read: Int
    }

    /// Lines shorter than this wrap from their start: it costs less than keeping anchors.
    static let minimumLength = 64 * 1024

    let line: Int
    let lineStart: Int
    let width: Int
    let tabWidth: Int
    /// The reader of the edit record that says which starts are still good.
    let reader: EditReader
    /// `starts[k]` is where row `k` starts; row 0 at the line's start.
    private(set) var starts = [Start(byte: 0, column: 0, read: 0)]
    /// The number of rows, once the wrap reached the line's end (read: the whole line and its end).
    private(set) var rowCount: (count: Int, read: Int)?

    init(line: Int, lineStart: Int, width: Int, tabWidth: Int, reader: EditReader) {
        (self.line, self.lineStart, self.width, self.tabWidth, self.reader) = (line, lineStart, width, tabWidth, reader)
    }

    public static func == (a: WrapAnchors, b: WrapAnchors) -> Bool {
        (a.line, a.lineStart, a.width, a.tabWidth, a.starts) == (b.line, b.lineStart, b.width, b.tabWidth, b.starts)
            && a.rowCount?.count == b.rowCount?.count
    }

    /// True when these anchors describe `line` of `text` wrapped at `width` with `tabWidth`.
    func describe(_ line: Int, width: Int, tabWidth: Int, in text: TextBuffer) -> Bool {
        self.line == line && self.width == width && self.tabWidth == tabWidth && line < text.lineCount
            && text.unchangedBelow(since: reader) >= lineStart && text.lineRange(line).lowerBound == lineStart
    }

    /// How many of the starts are still good in `text` (at least row 0's).
    func validCount(in text: TextBuffer) -> Int {
        let unchanged = text.unchangedBelow(since: reader)
        let limit = unchanged == Int.max ? Int.max : unchanged - lineStart
        var low = 1
        var high = starts.count
        while low < high {
            let mid = (low + high) / 2
            if starts[mid].read <= limit { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The row count, when it is known and still good in `text`.
    func knownRowCount(in text: TextBuffer) -> Int? {
        let unchanged = text.unchangedBelow(since: reader)
        guard let rowCount, unchanged == Int.max || rowCount.read <= unchanged - lineStart else { return nil }
        return rowCount.count
    }

    /// The good start nearest before row `row`, and its row.
    func start(before row: Int, in text: TextBuffer) -> (row: Int, start: Start) {
        let index = Swift.min(row, validCount(in: text) - 1)
        return (index, starts[index])
    }

    /// The good start nearest before line-relative byte `offset`, and its row.
    func start(holding offset: Int, in text: TextBuffer) -> (row: Int, start: Start) {
        var low = 0
        var high = validCount(in: text) - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid].byte <= offset { low = mid } else { high = mid - 1 }
        }
        return (low, starts[low])
    }

    /// Drops what `text` no longer supports.
    mutating func keepValid(in text: TextBuffer) {
        starts.removeLast(starts.count - validCount(in: text))
        if knownRowCount(in: text) == nil { rowCount = nil }
    }

    /// The last start known, and whether the line's end is reached.
    var last: (row: Int, start: Start) { (starts.count - 1, starts[starts.count - 1]) }
    var reachesEnd: Bool { rowCount != nil }

    /// Adds the starts of the rows of `wrapped`, laid out from the last start known: each row's
    /// start is decided by the glyphs its predecessor's fit looked at.
    mutating func append(_ wrapped: WrappedLine, lineLength: Int) {
        let glyphs = wrapped.layout.glyphs
        for (index, row) in wrapped.rows.enumerated().dropFirst() {
            let before = wrapped.rows[index - 1]
            let decided = WrapAnchors.readEnd(ofRowAt: before.glyphs.lowerBound, glyphs: glyphs, width: width, layout: wrapped.layout)
            let read = Swift.max(starts[starts.count - 1].read, decided)
            starts.append(Start(byte: row.bytes.lowerBound, column: row.startColumn, read: read))
        }
        if wrapped.isComplete { rowCount = (starts.count, lineLength + 1) }
    }

    /// Where the bytes end that decided where the row starting at glyph `start` ends: its fit
    /// looks at each glyph up to the first that does not fit (`LineLayout.wrapRows`), and that
    /// glyph's cluster ends where the next one starts, which the next scalar decides.
    static func readEnd(ofRowAt start: Int, glyphs: [LineLayout.Glyph], width: Int, layout: LineLayout) -> Int {
        let limit = glyphs[start].column + Swift.max(width, 1)
        var end = start + 1
        while end < glyphs.count, glyphs[end].column + glyphs[end].width <= limit { end += 1 }
        let next = end + 1 < glyphs.count ? glyphs[end + 1].bytes.lowerBound : layout.byteCount
        return next + 4
    }
}
