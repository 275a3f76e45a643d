/// An edit of the starts of consecutive lines, what indenting and outdenting do: at each line,
/// some leading bytes removed and others put in their place. Only the prefixes are kept, not
/// the lines, so indenting many lines records a small fraction of what a copy of the span
/// before and after took, and applying it is one pass over the span in the gap buffer.
public struct LinePrefixEdit: Sendable, Equatable {
    /// The first line edited.
    public var firstLine: Int
    /// Each line's removed prefix, end to end; `removedEnds[i]` is where line i's ends.
    var removed: [UInt8] = []
    var removedEnds: [UInt32] = []
    /// Each line's new prefix, the same way.
    var inserted: [UInt8] = []
    var insertedEnds: [UInt32] = []

    /// Lines edited.
    public var lineCount: Int { removedEnds.count }

    /// True when no line changes.
    public var isEmpty: Bool { removed == inserted && removedEnds == insertedEnds }

    /// The edit that undoes this one.
    public var inverse: LinePrefixEdit {
        var inverse = self
        swap(&inverse.removed, &inverse.inserted)
        swap(&inverse.removedEnds, &inverse.insertedEnds)
        return inverse
    }

    /// Bytes line `index` (0 for `firstLine`) gained: negative when it lost some.
    public func delta(ofLine index: Int) -> Int { insertedLength(index) - removedLength(index) }

    /// Every line's delta (`delta(ofLine:)`), in one pass over the ends.
    var deltas: [Int32] {
        removedEnds.withUnsafeBufferPointer { removed in
            insertedEnds.withUnsafeBufferPointer { inserted in
                [Int32](unsafeUninitializedCapacity: removed.count) { deltas, initialized in
                    var (removedStart, insertedStart) = (UInt32(0), UInt32(0))
                    for index in 0..<removed.count {
                        let (removedEnd, insertedEnd) = (removed[index], inserted[index])
                        deltas[index] = Int32(bitPattern: (insertedEnd &- insertedStart) &- (removedEnd &- removedStart))
                        (removedStart, insertedStart) = (removedEnd, insertedEnd)
                    }
                    initialized = removed.count
                }
            }
        }
    }

    func removedLength(_ index: Int) -> Int { Self.range(index, removedEnds).count }
    func insertedLength(_ index: Int) -> Int { insertedRange(index).count }
    /// Where line `index`'s new prefix is in `inserted`.
    func insertedRange(_ index: Int) -> Range<Int> { Self.range(index, insertedEnds) }

    /// An edit of lines from `firstLine`, made from what a pass recorded.
    init(firstLine: Int, removed: consuming PrefixColumn, inserted: consuming PrefixColumn) {
        self.firstLine = firstLine
        (self.removed, removedEnds) = removed.arrays()
        (self.inserted, insertedEnds) = inserted.arrays()
    }

    private static func range(_ index: Int, _ ends: [UInt32]) -> Range<Int> {
        (index == 0 ? 0 : Int(ends[index - 1]))..<Int(ends[index])
    }
}

/// One side of an edit being recorded (the removed prefixes, or the inserted ones): the bytes
/// end to end and where each line's end, in memory of the pass's own. Appending to arrays
/// cost instructions on every byte and line; this is a copy and a store.
struct PrefixColumn: ~Copyable {
    private var bytes: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private var count = 0
    private let ends: UnsafeMutablePointer<UInt32>
    private let lineCapacity: Int
    private var lines = 0

    /// Room for `lines` lines and, before it must grow, `bytes` bytes.
    init(lines: Int, bytes: Int) {
        capacity = Swift.max(bytes, 16)
        self.bytes = .allocate(capacity: capacity)
        lineCapacity = lines
        ends = .allocate(capacity: Swift.max(lines, 1))
    }

    deinit {
        bytes.deallocate()
        ends.deallocate()
    }

    /// Records the next line's prefix.
    mutating func append(_ prefix: UnsafeBufferPointer<UInt8>) {
        precondition(lines < lineCapacity, "more lines than the column was made for")
        if count + prefix.count > capacity { grow(toFit: count + prefix.count) }
        if let base = prefix.baseAddress {
            for index in 0..<prefix.count { bytes[count + index] = base[index] }
        }
        count += prefix.count
        ends[lines] = UInt32(count)
        lines += 1
    }

    private mutating func grow(toFit needed: Int) {
        let larger = Swift.max(needed, capacity * 2)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
        moved.update(from: bytes, count: count)
        bytes.deallocate()
        (bytes, capacity) = (moved, larger)
    }

    /// The bytes and the ends, as `LinePrefixEdit` keeps them.
    consuming func arrays() -> ([UInt8], [UInt32]) {
        (Array(UnsafeBufferPointer(start: bytes, count: count)), Array(UnsafeBufferPointer(start: ends, count: lines)))
    }
}
