/// How many lines a chunk of a `LineIndex` holds. Tests shrink the limits so that a small text
/// crosses many chunk boundaries; the editor always uses `standard`.
struct ChunkLimits: Sendable, Equatable {
    /// A chunk never holds more lines than this (a split halves it).
    var maxLines: Int
    /// After an edit, a chunk with fewer lines is merged with a neighbour, so the number of
    /// chunks stays below `lines / minLines` plus the long lines.
    var minLines: Int
    /// Lines per chunk when indexing a whole text: room to grow before the first split.
    var buildLines: Int
    /// A line at least this long sits alone in its chunk (it must fit `UInt16` otherwise).
    var longLine: Int

    /// 512 lines a chunk: a lookup scans at most 512 two-byte lengths, and 1.5 M lines make
    /// about 4,000 chunks, whose sums are quick to rebuild.
    static let standard = ChunkLimits(maxLines: 512, minLines: 128, buildLines: 384, longLine: Int(UInt16.max))
}

/// A run of consecutive whole lines: the byte length of each, terminator included.
///
/// Lengths are `UInt16`, two bytes a line (3 MB for 1.5 M lines, where absolute `Int` offsets
/// took 12 MB). A line of `ChunkLimits.longLine` bytes or more is alone in its chunk, and its
/// length is `byteCount`: so no length overflows, and a 1 GB line costs no more than a short one.
struct LineChunk: Sendable {
    /// One length per line; for a chunk of one line, `byteCount` is the truth and this entry
    /// is only a clamped copy.
    var lengths: [UInt16]
    /// Bytes of all the chunk's lines.
    var byteCount: Int

    var lineCount: Int { lengths.count }

    init(lengths: [UInt16], byteCount: Int) {
        self.lengths = lengths
        self.byteCount = byteCount
    }

    /// A chunk of one line of `length` bytes, however long.
    init(singleLine length: Int) {
        self.init(lengths: [UInt16(clamping: length)], byteCount: length)
    }

    /// Bytes of line `line` of the chunk.
    func length(ofLine line: Int) -> Int {
        lengths.count == 1 ? byteCount : Int(lengths[line])
    }

    /// Changes the length of line `line` by `delta` bytes (one access for typing's hot path).
    mutating func resize(line: Int, by delta: Int) {
        let length = (lengths.count == 1 ? byteCount : Int(lengths[line])) + delta
        lengths[line] = UInt16(clamping: length)
        byteCount += delta
    }

    /// True when the lines from `line` on, changed by `deltas`, are all shorter than `limit`.
    func staysShort(from line: Int, by deltas: UnsafeBufferPointer<Int32>, below limit: Int) -> Bool {
        lengths.withUnsafeBufferPointer { lengths in
            var fits = true
            for (index, delta) in deltas.enumerated() {
                fits = fits && Int(lengths[line + index]) + Int(delta) < limit
            }
            return fits
        }
    }

    /// Changes the lengths of the lines from `line` on by `deltas`, in one pass; returns the
    /// bytes added in all (an indent of a chunk's lines).
    mutating func resize(from line: Int, by deltas: UnsafeBufferPointer<Int32>) -> Int {
        var total = 0
        if lengths.count == 1, let delta = deltas.first {
            resize(line: 0, by: Int(delta))
            return Int(delta)
        }
        lengths.withUnsafeMutableBufferPointer { lengths in
            for (index, delta) in deltas.enumerated() {
                lengths[line + index] = UInt16(truncatingIfNeeded: Int(lengths[line + index]) + Int(delta))
                total += Int(delta)
            }
        }
        byteCount += total
        return total
    }

    /// Replaces the lengths of `lines` by `newLengths` (each under `ChunkLimits.longLine`),
    /// `delta` bytes more in all.
    mutating func replaceLines(_ lines: ClosedRange<Int>, with newLengths: [Int], delta: Int) {
        lengths.replaceSubrange(lines, with: newLengths.lazy.map { UInt16(truncatingIfNeeded: $0) })
        byteCount += delta
    }

    /// Bytes before line `line` of the chunk: a sum the compiler vectorises.
    func offset(ofLine line: Int) -> Int {
        lengths.withUnsafeBufferPointer { lengths in
            var sum = 0
            for index in 0..<line { sum &+= Int(lengths[index]) }
            return sum
        }
    }

    /// The line holding the chunk-relative offset `offset`, and where it starts. An offset at a
    /// line's start belongs to that line; an offset at or past the chunk's end to its last line.
    /// (A random lookup waits for the chunk to come from memory; the scan itself is cheap.)
    func line(at offset: Int) -> (line: Int, start: Int) {
        if lengths.count == 1 { return (0, 0) }
        return lengths.withUnsafeBufferPointer { lengths in
            var start = 0
            for line in 0..<lengths.count {
                let end = start &+ Int(lengths[line])
                if offset < end { return (line, start) }
                start = end
            }
            let last = lengths.count - 1
            return (last, start - Int(lengths[last]))
        }
    }

    /// Lengths of every line, as `Int`s.
    var allLengths: [Int] {
        lengths.count == 1 ? [byteCount] : lengths.map { Int($0) }
    }
}
