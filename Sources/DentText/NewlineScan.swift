/// Finds LF bytes eight at a time, the hot loop of indexing a file.
///
/// A word-at-a-time test ("SWAR") loads 8 bytes, XORs them with `0x0A` in every lane, and marks
/// the lanes that became zero (a loop over single bytes is several times slower).
///
/// Text has an LF every 40-70 bytes, so "is there an LF in this word?" is a coin toss the
/// processor mispredicts once a line: branching on it cost more than the scan. So a block of
/// 4 KiB is first scanned without that branch, writing the offset of each word's first LF to a
/// small buffer unconditionally and advancing only when there is one; the offsets are then
/// reported in a plain counted loop.
///
/// Glibc's `memchr` (DentText imports Glibc, in `GapBuffer.swift` only) is not used here:
/// called once a line it was a little faster on lines of ordinary length and clearly slower
/// on very short ones (docs/PERFORMANCE.md, "Figures behind the code"), and a file of
/// short lines must not index slowly.
enum NewlineScan {
    static let lf = UInt8(ascii: "\n")
    static let block = 4096

    /// Calls `body` with the index of every LF in `bytes`, in order.
    @inline(__always)
    static func forEach(in bytes: UnsafeBufferPointer<UInt8>, _ body: (Int) -> Void) {
        guard let base = bytes.baseAddress else { return }
        withUnsafeTemporaryAllocation(of: UInt16.self, capacity: block + 8) { found in
            guard let found = found.baseAddress else { return }
            var start = 0
            while start < bytes.count {
                let length = Swift.min(block, bytes.count - start)
                let count = offsets(in: UnsafeBufferPointer(start: base + start, count: length), into: found)
                for index in 0..<count { body(start &+ Int(found[index])) }
                start &+= length
            }
        }
    }

    /// Writes the offset of every LF in `bytes` (at most `block` of them) to `found`, which has
    /// room for `block + 8`, and returns how many there are.
    @inline(__always)
    private static func offsets(in bytes: UnsafeBufferPointer<UInt8>, into found: UnsafeMutablePointer<UInt16>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        let raw = UnsafeRawPointer(base)
        let wholeWords = bytes.count & ~7
        var count = 0
        var index = 0
        // Sixteen bytes without an LF, most of any text, take one vector compare (SSE2's
        // PCMPEQB and PMOVMSKB); only a block with one goes word by word.
        let wholeBlocks = bytes.count & ~15
        let lfs = SIMD16<UInt8>(repeating: lf)
        while index < wholeBlocks {
            let block = raw.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
            guard any(block .== lfs) else {
                index &+= 16
                continue
            }
            count = words(raw, from: index, to: index &+ 16, into: found, count: count)
            index &+= 16
        }
        count = words(raw, from: index, to: wholeWords, into: found, count: count)
        index = Swift.max(index, wholeWords)
        while index < bytes.count {
            if base[index] == lf {
                found[count] = UInt16(truncatingIfNeeded: index)
                count &+= 1
            }
            index &+= 1
        }
        return count
    }

    /// The word-at-a-time scan of `start..<end` (whole words), appending LF offsets to `found`
    /// after `count` of them; returns the new count.
    @inline(__always)
    private static func words(_ raw: UnsafeRawPointer, from start: Int, to end: Int, into found: UnsafeMutablePointer<UInt16>, count: Int) -> Int {
        var count = count
        var index = start
        while index < end {
            var lanes = zeroLanes(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) ^ 0x0A0A_0A0A_0A0A_0A0A)
            // Written whether or not there is an LF; kept only when there is.
            found[count] = UInt16(truncatingIfNeeded: index &+ (lanes.trailingZeroBitCount &>> 3))
            count &+= lanes == 0 ? 0 : 1
            lanes &= lanes &- 1
            while lanes != 0 {
                found[count] = UInt16(truncatingIfNeeded: index &+ (lanes.trailingZeroBitCount &>> 3))
                count &+= 1
                lanes &= lanes &- 1
            }
            index &+= 8
        }
        return count
    }

    /// The high bit of every byte lane of `word` that is zero, and no other bit.
    ///
    /// Exact per lane (unlike the shorter `(x - 0x01…) & ~x & 0x80…`, which can also flag a 0x01
    /// lane above a zero one), because `(x & 0x7F) + 0x7F` never carries into the next lane.
    @inline(__always)
    static func zeroLanes(_ word: UInt64) -> UInt64 {
        let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        return ~(((word & low) &+ low) | word | low)
    }

    /// True when `bytes` hold an LF: typing's question, answered without building an array.
    static func containsNewline<C: Collection>(_ bytes: C) -> Bool where C.Element == UInt8 {
        bytes.withContiguousStorageIfAvailable { buffer in
            buffer.count < 16 ? buffer.contains(lf) : anyNewline(in: buffer)
        } ?? bytes.contains(lf)
    }

    private static func anyNewline(in buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        var found = false
        forEach(in: buffer) { _ in found = true }
        return found
    }

    /// Offsets of the LFs in `bytes`: empty, without allocating, when there are none.
    static func offsets<C: Collection>(in bytes: C) -> [Int] where C.Element == UInt8 {
        var result: [Int] = []
        let scanned: Void? = bytes.withContiguousStorageIfAvailable { buffer in
            forEach(in: buffer) { result.append($0) }
        }
        if scanned == nil {
            for (offset, byte) in bytes.enumerated() where byte == lf { result.append(offset) }
        }
        return result
    }
}
