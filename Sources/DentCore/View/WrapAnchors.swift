import DentText

/// Where the soft-wrapped rows of one long line start, so a row far along it is found by
/// laying out from the nearest known start before it instead of from the line's start: a key
/// at the end of a 20 MB line costs the rows around it, not 20 MB of layout. Start `k` of
/// `known` is where row `k` starts; each stays good as `KnownStarts` says.
public struct WrapAnchors: Sendable, Equatable {
    typealias Start = KnownStarts.Start

    /// Lines shorter than this wrap from their start: it costs less than keeping anchors.
    static let minimumLength = 64 * 1024

    private(set) var known: KnownStarts
    let width: Int
    /// The number of rows, once the wrap reached the line's end (read: the whole line and its end).
    private(set) var rowCount: (count: Int, read: Int)?

    var line: Int { known.line }
    var starts: [Start] { known.starts }

    init(line: Int, lineStart: Int, width: Int, tabWidth: Int, reader: EditReader) {
        known = KnownStarts(line: line, lineStart: lineStart, tabWidth: tabWidth, reader: reader)
        self.width = width
    }

    public static func == (a: WrapAnchors, b: WrapAnchors) -> Bool {
        a.known == b.known && a.width == b.width && a.rowCount?.count == b.rowCount?.count
    }

    /// True when these anchors describe `line` of `text` wrapped at `width` with `tabWidth`.
    func describe(_ line: Int, width: Int, tabWidth: Int, in text: TextBuffer) -> Bool {
        self.width == width && known.describe(line, tabWidth: tabWidth, in: text)
    }

    /// How many of the starts are still good in `text` (at least row 0's).
    func validCount(in text: TextBuffer) -> Int { known.validCount(in: text) }

    /// The row count, when it is known and still good in `text`.
    func knownRowCount(in text: TextBuffer) -> Int? {
        guard let rowCount, rowCount.read <= known.unchangedLength(in: text) else { return nil }
        return rowCount.count
    }

    /// The good start nearest before row `row`, and its row.
    func start(before row: Int, in text: TextBuffer) -> (row: Int, start: Start) {
        let index = Swift.min(row, validCount(in: text) - 1)
        return (index, known.starts[index])
    }

    /// The good start nearest before line-relative byte `offset`, and its row.
    func start(holding offset: Int, in text: TextBuffer) -> (row: Int, start: Start) {
        let (row, start) = known.start(holding: offset, in: text)
        return (row, start)
    }

    /// Drops what `text` no longer supports.
    mutating func keepValid(in text: TextBuffer) {
        known.keepValid(in: text)
        if knownRowCount(in: text) == nil { rowCount = nil }
    }

    /// The last start known, and whether the line's end is reached.
    var last: (row: Int, start: Start) { (known.starts.count - 1, known.last) }
    var reachesEnd: Bool { rowCount != nil }

    /// Adds the starts of the rows of `wrapped`, laid out from the last start known: each row's
    /// start is decided by the glyphs its predecessor's fit looked at.
    mutating func append(_ wrapped: WrappedLine, lineLength: Int) {
        let glyphs = wrapped.layout.glyphs
        for (index, row) in wrapped.rows.enumerated().dropFirst() {
            let before = wrapped.rows[index - 1]
            let decided = WrapAnchors.readEnd(ofRowAt: before.glyphs.lowerBound, glyphs: glyphs, width: width, layout: wrapped.layout)
            appendRow(byte: row.bytes.lowerBound, column: row.startColumn, read: decided)
        }
        if wrapped.isComplete { rowCount = (known.starts.count, lineLength + 1) }
    }

    /// Adds the start of the row after the last one known: at line-relative `byte` and
    /// `column`, decided by the bytes before `read`.
    mutating func appendRow(byte: Int, column: Int, read: Int) {
        known.append(Start(byte: byte, column: column, read: Swift.max(known.last.read, read)))
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
