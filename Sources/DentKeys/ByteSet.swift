/// A set of bytes, as 256 bits: asked on every keystroke, where a `Set<UInt8>` would hash and an
/// array would live on the heap.
public struct ByteSet: Sendable {
    private var low: (UInt64, UInt64) = (0, 0)
    private var high: (UInt64, UInt64) = (0, 0)

    public init() {}

    public init<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        for byte in bytes { insert(byte) }
    }

    public mutating func insert(_ byte: UInt8) {
        let bit: UInt64 = 1 << (byte & 63)
        switch byte >> 6 {
        case 0: low.0 |= bit
        case 1: low.1 |= bit
        case 2: high.0 |= bit
        default: high.1 |= bit
        }
    }

    public func contains(_ byte: UInt8) -> Bool {
        let word = switch byte >> 6 {
        case 0: low.0
        case 1: low.1
        case 2: high.0
        default: high.1
        }
        return word >> (byte & 63) & 1 == 1
    }
}
