import DentText

/// FNV-1a, 64 bits (Fowler, Noll, Vo): a stable hash for file names derived from paths and for
/// the journal's checksum. Swift's `Hasher` is seeded per process, so it cannot name files.
enum PathHash {
    static let offsetBasis: UInt64 = 0xCBF2_9CE4_8422_2325
    static let prime: UInt64 = 0x0000_0100_0000_01B3

    static func fnv1a<S: Sequence>(_ bytes: S, from start: UInt64 = offsetBasis) -> UInt64 where S.Element == UInt8 {
        var hash = start
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* prime
        }
        return hash
    }

    /// The hash of a buffer's text, both halves in order.
    static func fnv1a(_ buffer: GapBuffer) -> UInt64 {
        buffer.withHalves { before, after in fnv1a(after, from: fnv1a(before)) }
    }

    /// Sixteen lowercase hexadecimal digits.
    static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// A file name for things kept about `path` in the state directory: a readable part of the
    /// base name (letters, digits, `.`, `_`, `-`; at most 40) and the hash of the whole path.
    static func stateName(for path: String) -> String {
        let readable = PathNames.baseName(of: path).unicodeScalars.prefix(40).map { scalar -> Character in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "._-".unicodeScalars.contains(scalar))
                ? Character(scalar) : "_"
        }
        // The hash of the bytes the path names (`PathBytes`), which a name that is not UTF-8 has.
        return String(readable) + "-" + hex(fnv1a(PathBytes.bytes(path)))
    }
}
