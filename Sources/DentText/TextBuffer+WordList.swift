/// The words of a stretch of text, for word completion: the same words as word movement's
/// (runs of glyphs that are letters or digits of any script, or `_`), found in one pass.
extension TextBuffer {
    /// The words in `range` (which starts and ends on glyph boundaries), as byte ranges of the
    /// text, in order. A word cut by the range's ends counts as far as the range holds it.
    public func words(in range: Range<Int>) -> [Range<Int>] {
        let slice = bytes.bytes(in: range)
        var words: [Range<Int>] = []
        var start: Int?
        func step(_ glyph: Range<Int>, isWord: Bool) {
            if isWord, start == nil { start = glyph.lowerBound }
            if !isWord, let open = start {
                words.append((range.lowerBound + open)..<(range.lowerBound + glyph.lowerBound))
                start = nil
            }
        }
        Graphemes.forEach(in: slice[...], ascii: { index in step(index..<(index + 1), isWord: Graphemes.isWord(byte: slice[index])) }) {
            glyph, character in step(glyph, isWord: character.map(Graphemes.isWord) ?? false)
        }
        if let open = start { words.append((range.lowerBound + open)..<range.upperBound) }
        return words
    }
}
