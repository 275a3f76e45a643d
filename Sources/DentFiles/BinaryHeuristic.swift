import DentText

/// Guesses whether bytes are binary data rather than text, from a sample at their start.
///
/// Binary when the sample holds a NUL byte (text files never do; UTF-16 does, and dent edits
/// UTF-8), or when more than a tenth of it is "suspicious": bytes that are not part of a valid
/// UTF-8 sequence (Unicode 15, table 3-7 "Well-Formed UTF-8 Byte Sequences") and C0 controls
/// other than tab, line feed, vertical tab, form feed, carriage return, backspace and escape.
/// A Latin-1 text, where a few per cent of bytes are invalid UTF-8, stays text.
public enum BinaryHeuristic {
    /// How many leading bytes are examined.
    public static let sampleSize = 64 * 1024

    /// Whether the start of `buffer` looks binary.
    public static func looksBinary(_ buffer: GapBuffer) -> Bool {
        let length = Swift.min(buffer.count, sampleSize)
        return looksBinary(buffer.bytes(in: 0..<length), truncated: length < buffer.count)
    }

    /// Whether `sample` looks binary; `truncated` says that more bytes follow it, so a sequence
    /// cut at its end is not counted as invalid.
    public static func looksBinary(_ sample: [UInt8], truncated: Bool) -> Bool {
        var suspicious = 0
        var index = 0
        while index < sample.count {
            let byte = sample[index]
            if byte == 0 { return true }
            if byte < 0x80 {
                if isUnusualControl(byte) { suspicious += 1 }
                index += 1
                continue
            }
            switch sequenceLength(sample, at: index) {
            case .valid(let length): index += length
            case .cut where truncated: index = sample.count
            case .cut, .invalid:
                suspicious += 1
                index += 1
            }
        }
        return suspicious * 10 > sample.count
    }

    /// C0 controls that do not appear in ordinary text files.
    static func isUnusualControl(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x08, 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x1B: return false
        case 0x00..<0x20, 0x7F: return true
        default: return false
        }
    }

    enum Sequence { case valid(Int), cut, invalid }

    /// The well-formed UTF-8 sequence starting with the non-ASCII byte at `index`.
    static func sequenceLength(_ bytes: [UInt8], at index: Int) -> Sequence {
        let lead = bytes[index]
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; secondRange = 0xA0...0xBF
        case 0xED: length = 3; secondRange = 0x80...0x9F
        case 0xE1...0xEF: length = 3
        case 0xF0: length = 4; secondRange = 0x90...0xBF
        case 0xF4: length = 4; secondRange = 0x80...0x8F
        case 0xF1...0xF3: length = 4
        default: return .invalid
        }
        for offset in 1..<length {
            guard index + offset < bytes.count else { return .cut }
            let range = offset == 1 ? secondRange : 0x80...0xBF
            guard range.contains(bytes[index + offset]) else { return .invalid }
        }
        return .valid(length)
    }
}
