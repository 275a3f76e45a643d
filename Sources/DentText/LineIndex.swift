/// Where every line of a text starts, kept in step with edits in O(log n).
///
/// The design: a chunked list of line lengths with a Fenwick tree of chunk sums.
/// - The lines are cut into chunks of at most 512 consecutive lines (`LineChunk`); a chunk
///   stores each line's length, terminator included, in two bytes (3 MB for 1.5 M lines).
/// - `ChunkSums` keeps the running byte and line totals of the chunks, so the chunk that holds
///   an offset or a line number is found, and a chunk's total changed, in O(log chunks).
/// - A lookup is that search plus a scan of one chunk's lengths, most of it waiting for memory.
/// - Typing changes one length and one path of the tree; the "finger" remembers the line it is
///   on, so the next keystroke skips the search. An edit that adds or removes lines rewrites the
///   lengths of the chunk it is in, or re-cuts the chunks it touches (`rechunk`): only a split or
///   merge rebuilds the tree, O(chunks) = O(n / 512), at most once per ~256 lines added.
/// - Built in one pass over the bytes (`LineIndexBuilder`), eight bytes at a time.
///
/// Why not the alternatives: absolute line starts shift every later start on each edit;
/// starts relative to a gap are O(1) next to the gap but O(distance) after a jump and take
/// 4-8 bytes a line; a B-tree of lengths is O(log n) too but needs reference-counted nodes and
/// their copy-on-write, where this is two flat arrays.
///
/// Lines end at LF. A text ending in LF has an empty last line, so `count` is the number of LFs
/// plus one. Two indexes of the same text are equal, however their chunks are cut.
public struct LineIndex: Sendable {
    var chunks: [LineChunk]
    var sums: ChunkSums
    /// Number of lines; a text ending in LF has an empty last line.
    public internal(set) var count: Int
    /// Bytes of the indexed text.
    public internal(set) var byteCount: Int
    let limits: ChunkLimits
    /// The line the last edit touched: typing goes on there without a search. A cache, not part
    /// of the value (equality ignores it); any edit that moves a line start clears it.
    var finger: Place?

    /// Builds the index of `buffer` by scanning its bytes for LF, eight bytes at a time.
    public init(of buffer: GapBuffer) {
        self.init(of: buffer, limits: .standard)
    }

    init(of buffer: GapBuffer, limits: ChunkLimits) {
        var builder = LineIndexBuilder(limits: limits)
        buffer.withHalves { before, after in
            builder.append(before)
            builder.append(after)
        }
        self = builder.finish()
    }

    init(chunks: [LineChunk], limits: ChunkLimits) {
        self.chunks = chunks
        self.sums = ChunkSums(chunks)
        self.count = chunks.reduce(0) { $0 + $1.lineCount }
        self.byteCount = chunks.reduce(0) { $0 + $1.byteCount }
        self.limits = limits
    }

    /// Offset of the first byte of line `line`.
    public func start(ofLine line: Int) -> Int { place(ofLine: line).start }

    /// The bytes of line `line`, its terminator included.
    public func range(ofLine line: Int) -> Range<Int> {
        let place = place(ofLine: line)
        return place.start..<(place.start + chunks[place.chunk].length(ofLine: place.lineInChunk))
    }

    /// The ranges of `lines`, terminators included: one search for the first, then a walk
    /// along the chunks (a frame asks for every row's line, and each search costs a scan of
    /// its chunk).
    public func ranges(ofLines lines: Range<Int>) -> [Range<Int>] {
        guard !lines.isEmpty else { return [] }
        precondition(lines.upperBound <= count, "lines \(lines) out of 0..<\(count)")
        let first = place(ofLine: lines.lowerBound)
        var (chunk, line, start) = (first.chunk, first.lineInChunk, first.start)
        var ranges: [Range<Int>] = []
        ranges.reserveCapacity(lines.count)
        for _ in lines {
            let end = start + chunks[chunk].length(ofLine: line)
            ranges.append(start..<end)
            start = end
            line += 1
            if line == chunks[chunk].lineCount, chunk + 1 < chunks.count { (chunk, line) = (chunk + 1, 0) }
        }
        return ranges
    }

    /// The line that holds `offset` (an offset at a line's start belongs to that line; the end
    /// of the text to the last line).
    public func line(containing offset: Int) -> Int {
        if let finger, contains(offset, at: finger) { return finger.line }
        return place(ofOffset: offset).line
    }
}

extension LineIndex: Equatable {
    /// Equal when the texts' lines have the same lengths, whatever the chunks.
    public static func == (lhs: LineIndex, rhs: LineIndex) -> Bool {
        guard lhs.count == rhs.count && lhs.byteCount == rhs.byteCount else { return false }
        var other = (chunk: 0, line: 0)
        return lhs.forEachLineLength { length in
            let chunk = rhs.chunks[other.chunk]
            defer { other = other.line + 1 < chunk.lineCount ? (other.chunk, other.line + 1) : (other.chunk + 1, 0) }
            return chunk.length(ofLine: other.line) == length
        }
    }

    /// Calls `body` with the length of every line in order, terminator included, while it
    /// returns true; returns false when `body` stopped the walk.
    @discardableResult
    func forEachLineLength(_ body: (Int) -> Bool) -> Bool {
        for chunk in chunks where !chunk.forEachLength(body) { return false }
        return true
    }
}
