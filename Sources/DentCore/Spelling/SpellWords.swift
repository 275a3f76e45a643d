/// The words of prose that spell checking looks up: runs of letters, with an apostrophe
/// inside a word kept (`don't`). A run touching a digit, an underscore or another letter-like
/// code character (`utf8_len`, `x86`) is an identifier or a number in a comment, not a word;
/// a single letter is not checked. Invalid UTF-8 ends a word and is never checked.
enum SpellWords {
    /// The words of `bytes` inside `ranges`, as ranges of `bytes` with their text.
    static func words(in bytes: UnsafeBufferPointer<UInt8>, ranges: [Range<Int>]) -> [(range: Range<Int>, word: String)] {
        var found: [(Range<Int>, String)] = []
        for range in ranges {
            var index = range.lowerBound
            while index < range.upperBound {
                guard let first = decode(bytes, at: index, end: range.upperBound), isLetter(first.scalar) else {
                    index += 1
                    continue
                }
                let start = index
                var end = index + first.length
                var isWord = true
                while end < range.upperBound, let next = decode(bytes, at: end, end: range.upperBound) {
                    if isLetter(next.scalar) || next.scalar.properties.generalCategory == .nonspacingMark {
                        end += next.length
                    } else if next.scalar == "'" || next.scalar == "\u{2019}", end + next.length < range.upperBound,
                              let after = decode(bytes, at: end + next.length, end: range.upperBound), isLetter(after.scalar) {
                        end += next.length
                    } else {
                        if isCode(next.scalar) { isWord = false }
                        break
                    }
                }
                if start > range.lowerBound, let before = previous(bytes, before: start, from: range.lowerBound),
                   isCode(before) {
                    isWord = false
                }
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
                if isWord, text.count > 1 { found.append((start..<end, text)) }
                index = end
                // The rest of an identifier is skipped with it.
                while !isWord, index < range.upperBound, let next = decode(bytes, at: index, end: range.upperBound),
                      isLetter(next.scalar) || isCode(next.scalar) {
                    index += next.length
                }
            }
        }
        return found
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.isAlphabetic }

    /// A digit or an underscore: next to letters, they make an identifier or a number.
    private static func isCode(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.numericType != nil || scalar == "_" }

    /// The scalar at `index` and its length in bytes; nil for invalid UTF-8.
    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, end: Int) -> (scalar: Unicode.Scalar, length: Int)? {
        let lead = bytes[index]
        let length = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC2 ? 2 : 0
        guard length > 0, index + length <= end else { return nil }
        var decoder = UTF8()
        var iterator = UnsafeBufferPointer(rebasing: bytes[index..<(index + length)]).makeIterator()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return nil }
        return (scalar, length)
    }

    /// The scalar that ends just before `index` (not before `start`).
    private static func previous(_ bytes: UnsafeBufferPointer<UInt8>, before index: Int, from start: Int) -> Unicode.Scalar? {
        var lead = index - 1
        while lead > start, bytes[lead] & 0xC0 == 0x80 { lead -= 1 }
        return decode(bytes, at: lead, end: index)?.scalar
    }
}
