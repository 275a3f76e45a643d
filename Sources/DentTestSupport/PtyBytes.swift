extension PtyDriver {
    /// `bytes` with ESC, control bytes and non-ASCII shown as escapes (`\e[?1049h`, `\r`, `\x7f`),
    /// for readable failures.
    public static func escaped(_ bytes: [UInt8]) -> String {
        var text = ""
        for byte in bytes {
            switch byte {
            case 0x1B: text += "\\e"
            case 0x0D: text += "\\r"
            case 0x0A: text += "\\n"
            case 0x09: text += "\\t"
            case 0x5C: text += "\\\\"
            case 0x20..<0x7F: text.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let digits = String(byte, radix: 16)
                text += "\\x" + (digits.count < 2 ? "0" : "") + digits
            }
        }
        return text
    }

    /// The offset of the first occurrence of `needle` in `haystack` at or after `start`, or nil.
    public static func firstOffset(of needle: [UInt8], in haystack: [UInt8], from start: Int = 0) -> Int? {
        guard !needle.isEmpty, start >= 0, haystack.count - start >= needle.count else { return nil }
        var index = start
        while index + needle.count <= haystack.count {
            if haystack[index] == needle[0] && haystack[index..<(index + needle.count)].elementsEqual(needle) {
                return index
            }
            index += 1
        }
        return nil
    }

    /// The offset of the last occurrence of `needle` in `haystack`, or nil.
    public static func lastOffset(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        offsets(of: needle, in: haystack).last
    }

    /// The offsets of every non-overlapping occurrence of `needle` in `haystack`, in order.
    public static func offsets(of needle: [UInt8], in haystack: [UInt8]) -> [Int] {
        var result: [Int] = []
        var index = 0
        while let found = firstOffset(of: needle, in: haystack, from: index) {
            result.append(found)
            index = found + needle.count
        }
        return result
    }

    /// The offsets of every occurrence of `needle` (as UTF-8) in `haystack`.
    public static func offsets(of needle: String, in haystack: [UInt8]) -> [Int] {
        offsets(of: Array(needle.utf8), in: haystack)
    }
}
