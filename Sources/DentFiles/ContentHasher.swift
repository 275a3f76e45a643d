/// A fast 64-bit hash of a file's bytes, to tell a rewrite that kept the size and the mtime
/// (`dd conv=notrunc` then `touch -r`) from a chmod: both move only the change time. Not a
/// defence against someone forging a collision, which needs write access to the file anyway.
///
/// Word-wise, four independent lanes over 32-byte blocks with the xxHash64 round (multiply,
/// rotate, multiply), so the CPU overlaps the multiplies, where a byte-wise FNV-1a loop
/// (`PathHash`) waits for one multiply per byte (docs/PERFORMANCE.md, "Figures behind the
/// code"). Each round is a bijection of its lane for a given word, so a
/// file differing in one word always hashes differently. Fed in pieces of any size, it gives
/// what one piece gives.
struct ContentHasher {
    private static let prime1: UInt64 = 0x9E37_79B1_85EB_CA87
    private static let prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private static let prime3: UInt64 = 0x1656_67B1_9E37_79F9

    private var lane0: UInt64 = prime1 &+ prime2
    private var lane1: UInt64 = prime2
    private var lane2: UInt64 = 0
    private var lane3: UInt64 = 0 &- prime1
    /// Bytes of an unfinished block (fewer than 32), waiting for the next piece.
    private var pending: [UInt8] = []
    private var count: UInt64 = 0

    @inline(__always)
    private static func round(_ lane: UInt64, _ word: UInt64) -> UInt64 {
        let mixed = lane &+ word &* prime2
        return ((mixed << 31) | (mixed >> 33)) &* prime1
    }

    /// Hashes the whole 32-byte blocks at `base` (`blocks` of them).
    private mutating func consume(_ base: UnsafeRawPointer, blocks: Int) {
        var (a, b, c, d) = (lane0, lane1, lane2, lane3)
        var offset = 0
        for _ in 0..<blocks {
            a = Self.round(a, UInt64(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
            b = Self.round(b, UInt64(littleEndian: base.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self)))
            c = Self.round(c, UInt64(littleEndian: base.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self)))
            d = Self.round(d, UInt64(littleEndian: base.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self)))
            offset += 32
        }
        (lane0, lane1, lane2, lane3) = (a, b, c, d)
    }

    mutating func update(_ bytes: UnsafeRawBufferPointer) {
        guard var base = bytes.baseAddress, !bytes.isEmpty else { return }
        count += UInt64(bytes.count)
        var left = bytes.count
        if !pending.isEmpty {
            let taken = Swift.min(32 - pending.count, left)
            pending.append(contentsOf: UnsafeRawBufferPointer(start: base, count: taken))
            base += taken
            left -= taken
            guard pending.count == 32 else { return }
            pending.withUnsafeBytes { block in block.baseAddress.map { consume($0, blocks: 1) } }
            pending.removeAll(keepingCapacity: true)
        }
        consume(base, blocks: left / 32)
        pending.append(contentsOf: UnsafeRawBufferPointer(start: base + left / 32 * 32, count: left % 32))
    }

    /// The hash of every byte given: the last block padded with zeros, the count mixed in (so
    /// padding cannot make two lengths alike), then xxHash64's avalanche.
    func finish() -> UInt64 {
        var copy = self
        if !copy.pending.isEmpty {
            copy.pending += [UInt8](repeating: 0, count: 32 - copy.pending.count)
            copy.pending.withUnsafeBytes { block in block.baseAddress.map { copy.consume($0, blocks: 1) } }
        }
        var hash = copy.lane0 &+ copy.lane1.rotatedLeft(7) &+ copy.lane2.rotatedLeft(12) &+ copy.lane3.rotatedLeft(18)
        hash = (hash ^ count) &* Self.prime3
        hash ^= hash >> 33
        hash = hash &* Self.prime2
        hash ^= hash >> 29
        hash = hash &* Self.prime3
        return hash ^ (hash >> 32)
    }
}

extension UInt64 {
    fileprivate func rotatedLeft(_ bits: UInt64) -> UInt64 { (self << bits) | (self >> (64 - bits)) }
}
