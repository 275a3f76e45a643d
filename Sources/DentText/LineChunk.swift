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
    /// A chunk keeps one byte a line while none of its lines is longer than this (at most
    /// `UInt8.max`), two bytes once one is.
    var narrowLength: Int

    /// 512 lines a chunk: a lookup scans at most 512 lengths, and 1.5 M lines make about 4,000
    /// chunks, whose sums are quick to rebuild.
    static let standard = ChunkLimits(maxLines: 512, minLines: 128, buildLines: 384, longLine: Int(UInt16.max),
                                      narrowLength: Int(UInt8.max))
}

/// A run of consecutive whole lines: the byte length of each, terminator included.
///
/// A length takes one byte while no line of the chunk is longer than
/// `ChunkLimits.narrowLength` (code and prose almost never are), two bytes once one is: an
/// index costs about a byte a line, where two bytes a line cost twice that and absolute `Int`
/// offsets eight times. A line of `ChunkLimits.longLine` bytes or more is alone in its chunk,
/// and its length is `byteCount`: so no length overflows, and a 1 GB line costs no more than a
/// short one. For a chunk of one line, `byteCount` is the truth and the stored length only a
/// copy (clamped, when wide).
struct LineChunk: Sendable {
    /// One length a line while the chunk is narrow; empty once it is wide.
    private var narrow: [UInt8]
    /// One length a line once the chunk is wide; empty while it is narrow.
    private var wide: [UInt16]
    /// Bytes of all the chunk's lines.
    var byteCount: Int

    var lineCount: Int { narrow.count + wide.count }

    /// True when the chunk keeps two bytes a line.
    var isWide: Bool { !wide.isEmpty }

    /// A chunk of lines of `lengths`, narrow when every one is at most `narrowLength`.
    init<Lengths: Collection>(lengths: Lengths, byteCount: Int, narrowLength: Int) where Lengths.Element: BinaryInteger {
        self.byteCount = byteCount
        if lengths.allSatisfy({ $0 <= narrowLength }) {
            narrow = lengths.map { UInt8(truncatingIfNeeded: $0) }
            wide = []
        } else {
            narrow = []
            wide = lengths.map { UInt16(clamping: $0) }
        }
    }

    /// A chunk of one line of `length` bytes, however long.
    init(singleLine length: Int, narrowLength: Int) {
        self.init(lengths: CollectionOfOne(length), byteCount: length, narrowLength: narrowLength)
    }

    /// Bytes of line `line` of the chunk.
    func length(ofLine line: Int) -> Int {
        if lineCount == 1 { return byteCount }
        return wide.isEmpty ? Int(narrow[line]) : Int(wide[line])
    }

    /// Changes the length of line `line` by `delta` bytes (one access for typing's hot path).
    mutating func resize(line: Int, by delta: Int, narrowLength: Int) {
        let length = length(ofLine: line) + delta
        byteCount += delta
        if wide.isEmpty {
            if length <= narrowLength {
                narrow[line] = UInt8(truncatingIfNeeded: length)
                return
            }
            widen()
        }
        wide[line] = UInt16(clamping: length)
    }

    /// True when the lines from `line` on, changed by `deltas`, are all shorter than `limit`.
    func staysShort(from line: Int, by deltas: UnsafeBufferPointer<Int32>, below limit: Int) -> Bool {
        wide.isEmpty ? LineChunk.staysShort(narrow, from: line, by: deltas, below: limit)
            : LineChunk.staysShort(wide, from: line, by: deltas, below: limit)
    }

    /// Changes the lengths of the lines from `line` on by `deltas`, in one pass; returns the
    /// bytes added in all (an indent of a chunk's lines).
    mutating func resize(from line: Int, by deltas: UnsafeBufferPointer<Int32>, narrowLength: Int) -> Int {
        if lineCount == 1, let delta = deltas.first {
            resize(line: 0, by: Int(delta), narrowLength: narrowLength)
            return Int(delta)
        }
        if wide.isEmpty && !LineChunk.staysShort(narrow, from: line, by: deltas, below: narrowLength + 1) { widen() }
        let total = wide.isEmpty ? LineChunk.resize(&narrow, from: line, by: deltas) : LineChunk.resize(&wide, from: line, by: deltas)
        byteCount += total
        return total
    }

    /// Replaces the lengths of `lines` by `newLengths` (each under `ChunkLimits.longLine`),
    /// `delta` bytes more in all.
    mutating func replaceLines(_ lines: ClosedRange<Int>, with newLengths: [Int], delta: Int, narrowLength: Int) {
        if wide.isEmpty && !newLengths.allSatisfy({ $0 <= narrowLength }) { widen() }
        if wide.isEmpty {
            narrow.replaceSubrange(lines, with: newLengths.lazy.map { UInt8(truncatingIfNeeded: $0) })
        } else {
            wide.replaceSubrange(lines, with: newLengths.lazy.map { UInt16(truncatingIfNeeded: $0) })
        }
        byteCount += delta
    }

    /// Bytes before line `line` of the chunk.
    func offset(ofLine line: Int) -> Int {
        wide.isEmpty ? LineChunk.sum(narrow, upTo: line) : LineChunk.sum(wide, upTo: line)
    }

    /// The line holding the chunk-relative offset `offset`, and where it starts. An offset at a
    /// line's start belongs to that line; an offset at or past the chunk's end to its last line.
    /// (A random lookup waits for the chunk to come from memory; the scan itself is cheap.)
    func line(at offset: Int) -> (line: Int, start: Int) {
        if lineCount == 1 { return (0, 0) }
        return wide.isEmpty ? LineChunk.line(at: offset, in: narrow) : LineChunk.line(at: offset, in: wide)
    }

    /// Calls `body` with the length of each line in order while it returns true; false when
    /// `body` stopped the walk.
    func forEachLength(_ body: (Int) -> Bool) -> Bool {
        if lineCount == 1 { return body(byteCount) }
        if wide.isEmpty {
            for length in narrow where !body(Int(length)) { return false }
        } else {
            for length in wide where !body(Int(length)) { return false }
        }
        return true
    }

    /// Lengths of every line, as `Int`s.
    var allLengths: [Int] {
        if lineCount == 1 { return [byteCount] }
        return wide.isEmpty ? narrow.map { Int($0) } : wide.map { Int($0) }
    }

    /// The lengths as stored (a one-line chunk's is a copy), for the index's self-checks.
    var storedLengths: [Int] { narrow.isEmpty ? wide.map { Int($0) } : narrow.map { Int($0) } }

    /// True unless the chunk keeps lengths of both widths at once.
    var storesOneWidth: Bool { narrow.isEmpty || wide.isEmpty }

    /// From now on two bytes a line: a line is about to be longer than a byte can count.
    private mutating func widen() {
        wide = narrow.map { UInt16($0) }
        narrow = []
    }

    // The loops, one for each width: the compiler makes each a tight loop of its own.

    private static func staysShort<Length: FixedWidthInteger>(_ lengths: [Length], from line: Int,
                                                              by deltas: UnsafeBufferPointer<Int32>, below limit: Int) -> Bool {
        lengths.withUnsafeBufferPointer { lengths in
            var fits = true
            for (index, delta) in deltas.enumerated() {
                fits = fits && Int(lengths[line + index]) + Int(delta) < limit
            }
            return fits
        }
    }

    private static func resize<Length: FixedWidthInteger>(_ lengths: inout [Length], from line: Int,
                                                          by deltas: UnsafeBufferPointer<Int32>) -> Int {
        var total = 0
        lengths.withUnsafeMutableBufferPointer { lengths in
            for (index, delta) in deltas.enumerated() {
                lengths[line + index] = Length(truncatingIfNeeded: Int(lengths[line + index]) + Int(delta))
                total += Int(delta)
            }
        }
        return total
    }

    /// A sum the compiler vectorises.
    private static func sum<Length: FixedWidthInteger>(_ lengths: [Length], upTo line: Int) -> Int {
        lengths.withUnsafeBufferPointer { lengths in
            var sum = 0
            for index in 0..<line { sum &+= Int(lengths[index]) }
            return sum
        }
    }

    private static func line<Length: FixedWidthInteger>(at offset: Int, in lengths: [Length]) -> (line: Int, start: Int) {
        lengths.withUnsafeBufferPointer { lengths in
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
}
