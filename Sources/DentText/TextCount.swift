/// Lines, words and characters of some text, for word count (nano's M-D, `wc`).
///
/// - A line is what the editor shows as one: the text's line breaks, plus one for a last line
///   with text after the final break (`a\nb` and `a\nb\n` both have 2; `wc -l` says 1 and 2).
/// - A word is a run of characters that are not white space (`wc -w`'s rule, not word
///   movement's letters and digits: `don't` and `x+1` are one word each).
/// - A character is a grapheme cluster, what the cursor steps over: `é` as e and a combining
///   accent is one, a flag is one, CR LF is one; a byte that is not UTF-8 is one, as it shows
///   as one `<ff>`. (`wc -m` counts code points; on text without combining marks it agrees.)
public struct TextCount: Sendable, Equatable {
    public var lines = 0
    public var words = 0
    public var characters = 0

    public init(lines: Int = 0, words: Int = 0, characters: Int = 0) {
        (self.lines, self.words, self.characters) = (lines, words, characters)
    }

    /// The count of `bytes`.
    public init(_ bytes: [UInt8]) {
        var inWord = false
        var lastBreak = true
        Graphemes.forEach(in: bytes[...], ascii: { index in
            let byte = bytes[index]
            count(isBlank: TextCount.isASCIISpace(byte), isBreak: byte == 0x0A, &inWord, &lastBreak)
        }) { _, character in
            // A lone CR is no line break in dent (it shows as ^M).
            let isBreak = character == "\r\n" || character == "\n"
            count(isBlank: character?.isWhitespace ?? false, isBreak: isBreak, &inWord, &lastBreak)
        }
        if !lastBreak { lines += 1 }
    }

    private mutating func count(isBlank: Bool, isBreak: Bool, _ inWord: inout Bool, _ lastBreak: inout Bool) {
        characters += 1
        if !isBlank && !inWord { words += 1 }
        inWord = !isBlank
        if isBreak { lines += 1 }
        lastBreak = isBreak
    }

    /// White space as `isspace` in the C locale: space, tab, LF, VT, FF, CR.
    static func isASCIISpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
}
