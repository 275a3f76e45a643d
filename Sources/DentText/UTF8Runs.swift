/// The parts of a byte string that are valid UTF-8, for searches that need text (regular
/// expressions): the invalid bytes between them are skipped, never decoded to U+FFFD, so a
/// match can never include a byte that is not a character.
public enum UTF8Runs {
    /// The maximal runs of well-formed UTF-8 in `bytes` (Unicode 15, table 3-7: no overlong
    /// forms, no surrogates, nothing above U+10FFFF), in order; empty runs are left out.
    public static func valid(in bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var start = 0
        var index = 0
        let count = bytes.count
        while index < count {
            // ASCII eight bytes at a time: text is mostly ASCII.
            if index + 8 <= count, let base = bytes.baseAddress,
               UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                index += 8
                continue
            }
            let length = sequenceLength(bytes, at: index)
            if length > 0 {
                index += length
                continue
            }
            if index > start { runs.append(start..<index) }
            index += 1
            start = index
        }
        if count > start { runs.append(start..<count) }
        return runs
    }

    /// The length of the well-formed sequence at `index`, or 0 when it is not one.
    @inline(__always)
    public static func sequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let lead = bytes[index]
        if lead < 0x80 { return 1 }
        let length: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; high = 0x9F
        case 0xF0: length = 4; low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; high = 0x8F
        default: return 0
        }
        guard index + length <= bytes.count, (low...high).contains(bytes[index + 1]) else { return 0 }
        for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 { return 0 }
        return length
    }
}
