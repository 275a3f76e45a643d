import DentText

/// Finding a pattern in a document: the byte search of `DentText`, kept to matches that start
/// and end on glyph boundaries, because the cursor never sits inside a glyph (searching `e`
/// does not stop inside a decomposed `é`, whose accent is a second code point).
extension Document {
    /// The next match starting at or after `offset` (forward) or the previous one starting
    /// before it (backward), wrapping around the text; `wrapped` says it went past an end.
    public func match(of pattern: SearchPattern, from offset: Int, forward: Bool) -> SearchMatch? {
        var position = offset
        var wrapped = false
        while let found = forward
            ? text.bytes.firstMatch(of: pattern, from: position, wrapping: true)
            : text.bytes.lastMatch(of: pattern, before: position, wrapping: true)
        {
            let start = found.range.lowerBound
            // Back where the search began: every match was inside a glyph.
            if wrapped && (found.wrapped || (forward ? start >= offset : start < offset)) { return nil }
            wrapped = wrapped || found.wrapped
            if isGlyphBoundary(start) && isGlyphBoundary(found.range.upperBound) {
                return SearchMatch(found.range, wrapped: wrapped)
            }
            position = forward ? start + 1 : start
        }
        return nil
    }

    /// Selects `range` with the cursor at its end, where typing or Shift+movement carry on.
    /// Neither edits nor tidies the text, so a cancelled find can put everything back.
    mutating func selectMatch(_ range: Range<Int>) {
        anchor = range.lowerBound
        cursor = range.upperBound
        goalColumn = nil
        history.breakGroup()
    }

    /// True when `offset` is between two glyphs (or at a line's start or end), where the
    /// cursor may go.
    func isGlyphBoundary(_ offset: Int) -> Bool {
        let line = text.line(containing: offset)
        let range = text.lineRange(line)
        if offset == range.lowerBound || offset == range.upperBound { return true }
        // Past the line's end means between its CR and LF.
        guard offset < range.upperBound else { return false }
        let layout = layout(ofLine: line)
        let relative = offset - range.lowerBound
        return layout.boundary(after: layout.boundary(before: relative)) == relative
    }
}
