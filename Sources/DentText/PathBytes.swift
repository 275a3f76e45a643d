/// The one mapping between a file name's bytes and the `String` dent holds it in.
///
/// A Linux file name is any bytes but `/` and NUL; a Swift `String` holds only valid Unicode,
/// and `String(decoding:as:)` replaces what is not UTF-8 with U+FFFD, so `caf\xe9.txt` would
/// come back as `caf\u{FFFD}.txt` and a save would create another file. Names therefore decode
/// through `string(_:)`: a byte that is not part of well-formed UTF-8 (Unicode 15, table 3-7)
/// becomes the code point `U+10FF00 + byte`, a private-use code point of plane 16 that no
/// file name spells by accident; and so the mapping stays one-to-one, the bytes of a
/// well-formed code point in that reserved range (`U+10FF80`…`U+10FFFF`, four bytes each
/// 0x80 or above) are escaped the same way, byte by byte. `bytes(_:)` undoes it: a reserved
/// code point becomes its low byte, anything else its UTF-8. Only bytes 0x80 and above can be
/// invalid, so the reserved range is the 128 code points those bytes map to.
///
/// `bytes(string(b)) == b` for every byte string `b`. The other way round is not promised: a
/// name typed with reserved code points (from plane 16's private use area) reaches the kernel
/// as the bytes they stand for.
public enum PathBytes {
    /// The first reserved code point: `U+10FF00 + byte` stands for byte 0x80…0xFF.
    public static let reservedBase: UInt32 = 0x10FF00

    /// The code points that stand for single bytes.
    public static let reserved: ClosedRange<UInt32> = (reservedBase + 0x80)...(reservedBase + 0xFF)

    /// The name of `bytes` as dent holds it (see the type's comment).
    public static func string<C: Collection>(_ bytes: C) -> String where C.Element == UInt8 {
        let array = Array(bytes)
        // Most names are ASCII or plain UTF-8 without the reserved range: decode them as is.
        if !needsEscapes(array) { return String(decoding: array, as: UTF8.self) }
        var scalars = String.UnicodeScalarView()
        var index = 0
        while index < array.count {
            let length = sequenceLength(array, at: index)
            if length > 0, let scalar = scalar(array, at: index, length: length), !reserved.contains(scalar.value) {
                scalars.append(scalar)
                index += length
            } else {
                let count = Swift.max(length, 1)
                for byte in array[index..<(index + count)] { scalars.append(escape(byte)) }
                index += count
            }
        }
        return String(scalars)
    }

    /// The name of a NUL-terminated C string (from `readdir`, `getcwd`, `realpath`, argv).
    public static func string(cString: UnsafePointer<CChar>) -> String {
        var count = 0
        while cString[count] != 0 { count += 1 }
        return cString.withMemoryRebound(to: UInt8.self, capacity: count) { string(UnsafeBufferPointer(start: $0, count: count)) }
    }

    /// The bytes `path` names: a reserved code point as its byte, anything else as UTF-8.
    public static func bytes(_ path: String) -> [UInt8] {
        guard path.utf8.contains(0xF4) else { return Array(path.utf8) }
        var out: [UInt8] = []
        out.reserveCapacity(path.utf8.count)
        for scalar in path.unicodeScalars {
            if reserved.contains(scalar.value) {
                out.append(UInt8(truncatingIfNeeded: scalar.value))
            } else {
                UTF8.encode(scalar) { out.append($0) }
            }
        }
        return out
    }

    /// Calls `body` with `path` as the NUL-terminated bytes it names: what every path handed
    /// to the kernel goes through, instead of Swift's implicit bridging (which would pass a
    /// reserved code point's four UTF-8 bytes).
    public static func withCString<R>(_ path: String, _ body: (UnsafePointer<CChar>) -> R) -> R {
        guard path.utf8.contains(0xF4) else { return path.withCString(body) }
        let terminated = bytes(path).map { CChar(bitPattern: $0) } + [0]
        // A non-empty array's buffer always has a base address.
        return terminated.withUnsafeBufferPointer { buffer in buffer.baseAddress.map(body) ?? "".withCString(body) }
    }

    /// Whether decoding `bytes` needs the escapes: a byte that may be invalid or reserved.
    private static func needsEscapes(_ bytes: [UInt8]) -> Bool {
        guard bytes.contains(where: { $0 >= 0x80 }) else { return false }
        return String(validating: bytes, as: UTF8.self).map { $0.utf8.contains(0xF4) } ?? true
    }

    private static func escape(_ byte: UInt8) -> Unicode.Scalar {
        // Every value in the reserved range is a valid scalar (plane 16, not a surrogate).
        Unicode.Scalar(reservedBase + UInt32(byte)) ?? "\u{FFFD}"
    }

    /// The length of the well-formed UTF-8 sequence at `index` (Unicode table 3-7: no
    /// overlong form, no surrogate, nothing past U+10FFFF), or 0 when its first byte is not
    /// the start of one.
    static func sequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
        let first = bytes[index]
        if first < 0x80 { return 1 }
        let (length, second): (Int, ClosedRange<UInt8>)
        switch first {
        case 0xC2...0xDF: (length, second) = (2, 0x80...0xBF)
        case 0xE0: (length, second) = (3, 0xA0...0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: (length, second) = (3, 0x80...0xBF)
        case 0xED: (length, second) = (3, 0x80...0x9F)
        case 0xF0: (length, second) = (4, 0x90...0xBF)
        case 0xF1...0xF3: (length, second) = (4, 0x80...0xBF)
        case 0xF4: (length, second) = (4, 0x80...0x8F)
        default: return 0
        }
        guard index + length <= bytes.count, second.contains(bytes[index + 1]) else { return 0 }
        for offset in 2..<length {
            guard (0x80...0xBF).contains(bytes[index + offset]) else { return 0 }
        }
        return length
    }

    private static func scalar(_ bytes: [UInt8], at index: Int, length: Int) -> Unicode.Scalar? {
        var value = UInt32(bytes[index]) & (length == 1 ? 0x7F : length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
        return Unicode.Scalar(value)
    }
}
