/// A gap buffer over UTF-8 bytes: the text is `storage[..<gapStart] + storage[gapEnd...]`.
///
/// Insertion at the gap is amortised O(1); moving the gap is one memmove of the distance.
/// The storage array has exactly one owner: nothing hands out a copy of it, so an edit never
/// triggers a copy-on-write of the whole text (see NOTES-platform.md, "Gap buffer pitfalls").
public struct GapBuffer: Sendable {
    private var storage: [UInt8]
    private var gapStart: Int
    private var gapEnd: Int

    /// An empty buffer with room for `capacity` bytes before it grows.
    public init(capacity: Int = 0) {
        storage = [UInt8](repeating: 0, count: Swift.max(capacity, 0))
        gapStart = 0
        gapEnd = storage.count
    }

    /// A buffer holding `bytes`, with the gap at the end.
    public init<C: Collection>(_ bytes: C) where C.Element == UInt8 {
        let gap = GapBuffer.growth(forCount: bytes.count)
        storage = Array(bytes)
        storage.append(contentsOf: repeatElement(0, count: gap))
        gapStart = bytes.count
        gapEnd = storage.count
    }

    /// Adopts storage that already holds `count` bytes of text at its start; the rest is the gap.
    /// Used by loaders that `read(2)` straight into the array, so a file is never copied twice.
    public init(adopting storage: [UInt8], count: Int) {
        precondition(count >= 0 && count <= storage.count)
        self.storage = storage
        gapStart = count
        gapEnd = storage.count
    }

    /// Number of text bytes.
    public var count: Int { storage.count - gapLength }
    public var isEmpty: Bool { count == 0 }
    var gapLength: Int { gapEnd - gapStart }

    /// The byte at text offset `offset`.
    public subscript(offset: Int) -> UInt8 {
        precondition(offset >= 0 && offset < count, "offset out of range")
        return storage[offset < gapStart ? offset : offset + gapLength]
    }

    /// Copies the bytes in `range`.
    public func bytes(in range: Range<Int>) -> [UInt8] {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "range out of bounds")
        var result = [UInt8]()
        result.reserveCapacity(range.count)
        withHalves { before, after in
            let splitLow = Swift.min(range.lowerBound, before.count)
            let splitHigh = Swift.min(range.upperBound, before.count)
            result.append(contentsOf: before[splitLow..<splitHigh])
            let afterLow = Swift.max(range.lowerBound - before.count, 0)
            let afterHigh = Swift.max(range.upperBound - before.count, 0)
            result.append(contentsOf: after[afterLow..<afterHigh])
        }
        return result
    }

    /// All text bytes, joined (for tests and small buffers; saving uses `withHalves`).
    public var allBytes: [UInt8] { bytes(in: 0..<count) }

    /// Calls `body` with the text before and after the gap, without joining them.
    public func withHalves<R>(
        _ body: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>) throws -> R
    ) rethrows -> R {
        try storage.withUnsafeBufferPointer { all in
            let before = UnsafeBufferPointer(rebasing: all[0..<gapStart])
            let after = UnsafeBufferPointer(rebasing: all[gapEnd..<all.count])
            return try body(before, after)
        }
    }

    /// Inserts `bytes` at text offset `offset`.
    public mutating func insert<C: Collection>(contentsOf bytes: C, at offset: Int) where C.Element == UInt8 {
        precondition(offset >= 0 && offset <= count, "offset out of range")
        let n = bytes.count
        guard n > 0 else { return }
        moveGap(to: offset)
        if gapLength < n { grow(toFit: n) }
        storage.withUnsafeMutableBufferPointer { all in
            _ = UnsafeMutableBufferPointer(rebasing: all[gapStart..<(gapStart + n)]).initialize(from: bytes)
        }
        gapStart += n
    }

    /// Removes the bytes in `range` and returns them.
    @discardableResult
    public mutating func remove(_ range: Range<Int>) -> [UInt8] {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "range out of bounds")
        let removed = bytes(in: range)
        moveGap(to: range.lowerBound)
        gapEnd += range.count
        return removed
    }

    /// Replaces the bytes in `range` with `bytes`; returns what was there.
    @discardableResult
    public mutating func replace<C: Collection>(_ range: Range<Int>, with bytes: C) -> [UInt8]
    where C.Element == UInt8 {
        let removed = remove(range)
        insert(contentsOf: bytes, at: range.lowerBound)
        return removed
    }

    /// Moves the gap so it starts at text offset `offset`: one memmove of the distance.
    mutating func moveGap(to offset: Int) {
        guard offset != gapStart else { return }
        let gap = gapLength
        storage.withUnsafeMutableBufferPointer { all in
            guard let base = all.baseAddress else { return }
            if offset < gapStart {
                let moved = gapStart - offset
                (base + offset + gap).update(from: base + offset, count: moved)
            } else {
                let moved = offset - gapStart
                (base + gapStart).update(from: base + gapEnd, count: moved)
            }
        }
        gapStart = offset
        gapEnd = offset + gap
    }

    /// Grows the gap to hold at least `needed` more bytes.
    private mutating func grow(toFit needed: Int) {
        let extra = Swift.max(needed - gapLength, GapBuffer.growth(forCount: count))
        let tail = storage.count - gapEnd
        storage.append(contentsOf: repeatElement(0, count: extra))
        storage.withUnsafeMutableBufferPointer { all in
            guard let base = all.baseAddress else { return }
            (base + gapEnd + extra).update(from: base + gapEnd, count: tail)
        }
        gapEnd += extra
    }

    /// How much gap to add: proportional for small texts (amortised O(1) typing), additive for
    /// large ones (a 100 MB file must not double its memory for one keystroke).
    static func growth(forCount count: Int) -> Int {
        let additiveThreshold = 8 << 20
        return count < additiveThreshold ? Swift.max(count / 2, 64) : 4 << 20
    }

    /// Traps if the gap bounds are inconsistent. Tests call this after every edit.
    public func checkInvariants() {
        precondition(gapStart >= 0 && gapStart <= gapEnd && gapEnd <= storage.count, "gap out of bounds")
    }
}

extension GapBuffer: Equatable {
    public static func == (lhs: GapBuffer, rhs: GapBuffer) -> Bool { lhs.allBytes == rhs.allBytes }
}
