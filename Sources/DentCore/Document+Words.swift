import DentText

/// Word boundaries for Ctrl+Left/Right and word deletion: a word is a run of letters, digits
/// and underscores (by Unicode properties); whatever else lies between is skipped. At a line
/// edge the move goes to the neighbouring line.
extension Document {
    /// The start of the word before `offset`, or the previous line's end at a line start.
    func wordStart(before offset: Int) -> Int {
        let (line, column) = place(of: offset)
        let start = text.lineRange(line).lowerBound
        guard column > 0 else { return positionLeft(of: offset) }
        let glyphs = layout(ofLine: line).glyphs.filter { $0.bytes.upperBound <= column }
        var index = glyphs.count
        while index > 0, !isWord(glyphs[index - 1]) { index -= 1 }
        while index > 0, isWord(glyphs[index - 1]) { index -= 1 }
        return start + (index < glyphs.count ? glyphs[index].bytes.lowerBound : column)
    }

    /// The end of the word after `offset`, or the next line's start at a line end.
    func wordEnd(after offset: Int) -> Int {
        let (line, column) = place(of: offset)
        let range = text.lineRange(line)
        guard offset < range.upperBound else { return positionRight(of: offset) }
        let glyphs = layout(ofLine: line).glyphs.filter { $0.bytes.lowerBound >= column }
        var index = 0
        while index < glyphs.count, !isWord(glyphs[index]) { index += 1 }
        while index < glyphs.count, isWord(glyphs[index]) { index += 1 }
        return range.lowerBound + (index < glyphs.count ? glyphs[index].bytes.lowerBound : range.count)
    }

    private func isWord(_ glyph: LineLayout.Glyph) -> Bool {
        guard case .text(let text) = glyph.kind, let scalar = text.unicodeScalars.first else { return false }
        return scalar == "_" || scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }
}
