import Glibc

/// A gap buffer over UTF-8 bytes: the text is `storage[..<gapStart] + storage[gapEnd...]`.
///
/// The bytes of the gap are never read, so storage allocated for the gap may be left unwritten
/// (its pages then take no memory until text is typed into them).
///
/// Insertion at the gap is amortised O(1); moving the gap is one memmove of the distance.
/// The storage array has exactly one owner: nothing hands out a copy of it, so an edit never
/// triggers a copy-on-write of the whole text (a second reference to the storage would make the
/// next insert copy all of it, 100 MB for a 100 MB file; `UniqueOwnershipTests` checks there is none).
public struct GapBuffer: Sendable {
    private var storage: [UInt8]
    private var gapStart: Int
    private var gapEnd: Int
    /// Where this buffer publishes its shape for a crash handler, if anyone asked (`GapMirror`).
    public internal(set) var mirror: GapMirror?

    /// An empty buffer with room for `capacity` bytes before it grows.
    public init(capacity: Int = 0) {
        storage = [UInt8](repeating: 0, count: Swift.max(capacity, 0))
        gapStart = 0
        gapEnd = storage.count
    }

    /// A buffer holding `bytes`, with the gap at the end.
    ///
    /// The storage is allocated once at its final size, and the gap is not written: `Array(bytes)`
    /// followed by appending the gap would reallocate to twice the size, because `append` grows
    /// arrays geometrically.
    public init<C: Collection>(_ bytes: C) where C.Element == UInt8 {
        let count = bytes.count
        let size = count + GapBuffer.growth(forCount: count)
        storage = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
            _ = buffer.initialize(fromContentsOf: bytes)
            initialized = size
        }
        gapStart = count
        gapEnd = size
    }

    /// A buffer whose text `fill` writes straight into the last `expected` bytes of new storage of
    /// `capacity` bytes, returning how many it wrote: for loaders that `read(2)` a file into place.
    ///
    /// The gap comes first, at offset 0, where the cursor of a file just opened is: the first
    /// edit at its top moves nothing (with the gap at the end, indenting the first 10,000 lines
    /// of a 10 MB file began by moving all 10 MB). Nothing here writes the gap, so its pages
    /// cost no memory until text moves into them. Gap bytes are never read. A text shorter
    /// than `expected` (a file that shrank while read) is moved to the end. (Loaders back the
    /// gap's first pages with `populateGap`.)
    public init(capacity: Int, expected: Int, fill: (UnsafeMutableBufferPointer<UInt8>) throws -> Int) rethrows {
        precondition(expected >= 0 && expected <= capacity, "expected \(expected) of \(capacity) bytes")
        let start = capacity - expected
        var written = 0
        storage = try [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
            initialized = capacity
            written = try fill(UnsafeMutableBufferPointer(rebasing: buffer[start...]))
            precondition(written >= 0 && written <= expected, "fill wrote \(written) of \(expected) bytes")
            if written < expected, let base = buffer.baseAddress {
                (base + capacity - written).update(from: base + start, count: written)
            }
        }
        gapStart = 0
        gapEnd = capacity - written
    }

    /// Has the kernel back the first `limit` bytes of the gap with memory now, in one call
    /// (`MADV_POPULATE_WRITE`), rather than with a page fault for each page when text first
    /// moves in: indenting the first 10,000 lines of a file just opened moves 650 KB into the
    /// gap, 160 faults on the keystroke. The text is unchanged; a kernel without it ignores it.
    public func populateGap(upTo limit: Int) {
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        storage.withUnsafeBufferPointer { all in
            guard let base = all.baseAddress.map({ Int(bitPattern: $0) }), page > 0 else { return }
            let start = (base + gapStart + page - 1) / page * page
            let end = (base + Swift.min(gapEnd, gapStart + limit)) / page * page
            guard end > start else { return }
            _ = madvise(UnsafeMutableRawPointer(bitPattern: start), end - start, MADV_POPULATE_WRITE)
        }
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
        return [UInt8](unsafeUninitializedCapacity: range.count) { out, initialized in
            if let base = out.baseAddress { copy(range, to: UnsafeMutableRawPointer(base)) }
            initialized = range.count
        }
    }

    /// Appends the bytes in `range` to `result`, a half at a time: for building a text from
    /// many pieces of this one (a replace-all) without an array per piece.
    public func append(_ range: Range<Int>, to result: inout [UInt8]) {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "range out of bounds")
        guard !range.isEmpty else { return }
        let start = result.count
        result.append(contentsOf: repeatElement(0, count: range.count))
        result.withUnsafeMutableBytes { out in
            if let base = out.baseAddress { copy(range, to: base + start) }
        }
    }

    /// Copies the bytes in `range` to `destination` with one memmove a half: appending a
    /// slice of the storage to an array went a byte at a time, the most of indenting 10,000
    /// lines.
    private func copy(_ range: Range<Int>, to destination: UnsafeMutableRawPointer) {
        withPieces(of: range) { first, second in
            if let from = first.baseAddress { destination.copyMemory(from: from, byteCount: first.count) }
            if let from = second.baseAddress { (destination + first.count).copyMemory(from: from, byteCount: second.count) }
        }
    }

    /// True when the text in `range` is `bytes`, compared in place.
    public func holds(_ bytes: [UInt8], at range: Range<Int>) -> Bool {
        guard bytes.count == range.count else { return false }
        return bytes.withUnsafeBytes { expected in
            withPieces(of: range) { first, second in
                guard let base = expected.baseAddress else { return true }
                return GapBuffer.same(base, first) && GapBuffer.same(base + first.count, second)
            }
        }
    }

    /// Whether the bytes at `expected` are `piece`'s (an empty piece, which may have no
    /// address, always is).
    @inline(__always)
    private static func same(_ expected: UnsafeRawPointer, _ piece: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let address = piece.baseAddress else { return piece.isEmpty }
        return piece.isEmpty || memcmp(expected, address, piece.count) == 0
    }

    /// Calls `body` with the bytes of `range` in place: the part before the gap and the part
    /// after it, in order (either may be empty).
    public func withPieces<R>(of range: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "range out of bounds")
        return try withHalves { before, after in
            let split = before.count
            let first = Swift.min(range.lowerBound, split)..<Swift.min(range.upperBound, split)
            let second = Swift.max(range.lowerBound - split, 0)..<Swift.max(range.upperBound - split, 0)
            return try body(UnsafeBufferPointer(rebasing: before[first]), UnsafeBufferPointer(rebasing: after[second]))
        }
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
        checkUnshared()
        storage.withUnsafeMutableBufferPointer { all in
            _ = UnsafeMutableBufferPointer(rebasing: all[gapStart..<(gapStart + n)]).initialize(fromContentsOf: bytes)
        }
        gapStart += n
        publish()
    }

    /// Removes the bytes in `range` and returns them.
    @discardableResult
    public mutating func remove(_ range: Range<Int>) -> [UInt8] {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "range out of bounds")
        let removed = bytes(in: range)
        moveGap(to: range.lowerBound)
        gapEnd += range.count
        publish()
        return removed
    }

    /// Replaces the bytes in `range` with `bytes`; returns what was there.
    @discardableResult
    public mutating func replace<C: Collection>(_ range: Range<Int>, with bytes: C) -> [UInt8]
    where C.Element == UInt8 {
        let removed = range.isEmpty ? [] : remove(range)
        insert(contentsOf: bytes, at: range.lowerBound)
        return removed
    }

    /// Moves the gap so it starts at text offset `offset`: one memmove of the distance.
    mutating func moveGap(to offset: Int) {
        guard offset != gapStart else { return }
        let gap = gapLength
        checkUnshared()
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
        publish()
    }

    /// Grows the gap to hold at least `needed` more bytes: one new allocation of exactly the new
    /// size, and one copy of each half into place; the new gap is not written, so its pages cost
    /// nothing until used. (`append(contentsOf:)` would double the capacity of a 100 MB buffer,
    /// zero the gap, then move the tail a second time.)
    private mutating func grow(toFit needed: Int) {
        let extra = Swift.max(needed - gapLength, GapBuffer.growth(forCount: count))
        let size = storage.count + extra
        let newGapEnd = gapEnd + extra
        let grown = withHalves { before, after in
            [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
                _ = buffer.initialize(fromContentsOf: before)
                _ = UnsafeMutableBufferPointer(rebasing: buffer[newGapEnd...]).initialize(fromContentsOf: after)
                initialized = size
            }
        }
        storage = grown
        gapEnd = newGapEnd
        publish()
    }


    /// How much gap to add: proportional for small texts (amortised O(1) typing), additive for
    /// large ones (a 100 MB file must not double its memory for one keystroke).
    static func growth(forCount count: Int) -> Int {
        let additiveThreshold = 8 << 20
        return count < additiveThreshold ? Swift.max(count / 2, 64) : 4 << 20
    }

    /// Bytes allocated for text and gap together.
    var capacity: Int { storage.count }

    /// Where the gap is, for tests of where loading leaves it.
    var gapOffset: Int { gapStart }

    /// The shape as it is now: what `mirror` holds after every operation.
    public var shape: GapShape {
        storage.withUnsafeBufferPointer { GapShape(base: $0.baseAddress, gapStart: gapStart, gapEnd: gapEnd, capacity: $0.count) }
    }

    /// The address of the storage, to prove in tests that an edit did not copy it.
    var storageIdentity: UInt {
        storage.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
    }

    /// Called before every write into the storage. The storage has one owner (see the type's
    /// comment), so a write never copies it; in debug builds this traps when it is shared with a
    /// copy of this buffer (the write would copy it: 100 MB for a keystroke in a 100 MB file), so
    /// the tests catch an accidental copy instead of passing slower. A copy meant to be edited
    /// is made with `copy()`.
    private mutating func checkUnshared() {
        #if DEBUG
        let before = storageIdentity
        storage.withUnsafeMutableBufferPointer { _ in }  // copies the storage if it is shared
        precondition(storageIdentity == before, "a write would copy a gap buffer's storage shared with a copy (copy() makes one meant to be edited)")
        #endif
    }

    /// A buffer with the same text and storage of its own, for a copy that is edited while the
    /// original lives (an edit of a plain copy traps in debug builds: see `checkUnshared`).
    public func copy() -> GapBuffer {
        var copy = self
        copy.storage = storage.withUnsafeBufferPointer { Array($0) }
        copy.mirror = nil
        return copy
    }

    /// Traps if the gap bounds are inconsistent. Tests call this after every edit.
    public func checkInvariants() {
        precondition(gapStart >= 0 && gapStart <= gapEnd && gapEnd <= storage.count, "gap out of bounds")
    }
}

extension GapBuffer {
    /// Edits the starts of `count` consecutive lines, the first starting at `offset`, in one
    /// pass: the gap moves to `offset`, then each line crosses it (its new prefix and the rest
    /// of it written before the gap), so the span is copied once, in place, and no array of it
    /// is made. `edit` gets each line's content (without its LF or CR LF) and its index, and
    /// says how many of its first bytes to drop and what to put before the rest; `growth`
    /// bounds the bytes it puts in, all lines together. Returns the span's length before and
    /// after.
    mutating func editLineStarts(
        at offset: Int, lines count: Int, growth: Int,
        _ edit: (_ content: UnsafeBufferPointer<UInt8>, _ index: Int) -> (drop: Int, insert: UnsafeBufferPointer<UInt8>)
    ) -> (old: Int, new: Int) {
        moveGap(to: offset)
        if gapLength < growth { grow(toFit: growth) }
        let (start, end) = (gapStart, gapEnd)
        checkUnshared()
        storage.withUnsafeMutableBufferPointer { all in
            guard let base = all.baseAddress else { return }
            var (write, read) = (gapStart, gapEnd)
            for index in 0..<count {
                let newline = memchr(base + read, 0x0A, all.count - read).map { $0.assumingMemoryBound(to: UInt8.self) - base }
                let lineEnd = newline.map { $0 + 1 } ?? all.count
                var contentEnd = newline ?? all.count
                if newline != nil && contentEnd > read && base[contentEnd - 1] == 0x0D { contentEnd -= 1 }
                let (drop, insert) = edit(UnsafeBufferPointer(start: base + read, count: contentEnd - read), index)
                precondition(drop >= 0 && drop <= contentEnd - read, "dropped \(drop) bytes of a \(contentEnd - read)-byte line")
                // The gap is at least `growth` wide, so the writes stay behind the reads.
                precondition(write + insert.count <= read + drop, "more inserted than the growth given")
                if let from = insert.baseAddress, !insert.isEmpty { (base + write).update(from: from, count: insert.count) }
                write += insert.count
                let kept = lineEnd - read - drop
                (base + write).update(from: base + read + drop, count: kept)
                write += kept
                read = lineEnd
                if newline == nil { break }
            }
            (gapStart, gapEnd) = (write, read)
        }
        publish()
        return (gapEnd - end, gapStart - start)
    }
}

extension GapBuffer: Equatable {
    public static func == (lhs: GapBuffer, rhs: GapBuffer) -> Bool { lhs.allBytes == rhs.allBytes }
}
