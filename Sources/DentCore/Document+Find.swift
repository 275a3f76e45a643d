import DentText

/// Finding a query in a document: the byte search of `DentText` or a regular expression, kept
/// to matches that start and end on glyph boundaries (`accepts`), because the cursor never
/// sits inside a glyph (searching `e` does not stop inside a decomposed `é`).
extension Document {
    /// The next match starting at or after `offset` (forward) or the previous one starting
    /// before it (backward), wrapping around the text; `wrapped` says it went past an end. All
    /// at once: the editor runs the same search in steps (`SearchRun`), this is for callers
    /// that want the answer now.
    public func match(of query: FindQuery, from offset: Int, forward: Bool) -> SearchMatch? {
        var run = SearchRun(query, from: offset, forward: forward, count: text.count)
        if case .found(let match) = run.finish(in: self) { return match }
        return nil
    }

    /// Selects `range` with the cursor at its end, where typing or Shift+movement carry on.
    /// Neither edits nor tidies the text, so a cancelled find can put everything back.
    mutating func selectMatch(_ range: Range<Int>) {
        anchor = range.isEmpty ? nil : range.lowerBound
        cursor = range.upperBound
        goalColumn = nil
        history.breakGroup()
    }

    /// True when `offset` is between two glyphs (or at a line's start or end), where the
    /// cursor may go.
    func isGlyphBoundary(_ offset: Int) -> Bool {
        guard offset > 0, offset < text.count else { return true }
        // Between two ASCII bytes there is always a grapheme boundary but inside CR LF (UAX #29,
        // GB3): no layout needed for most matches of a replace-all.
        let before = text.bytes[offset - 1]
        let after = text.bytes[offset]
        if before < 0x80 && after < 0x80 { return !(before == 0x0D && after == 0x0A) }
        let line = text.line(containing: offset)
        let range = text.lineRange(line)
        if offset == range.lowerBound || offset == range.upperBound { return true }
        // Past the line's end means between its CR and LF.
        guard offset < range.upperBound else { return false }
        let relative = offset - range.lowerBound
        let layout = layout(around: relative, ofLine: line)
        return layout.boundary(after: layout.boundary(before: relative)) == relative
    }

    /// The layout of `line`'s start far enough to hold the whole glyph at line-relative byte
    /// `relative` (a cluster is rarely over a few dozen bytes): every edit asks whether the
    /// cursor is on a boundary, which must not lay out the rest of a 20 MB line.
    private func layout(around relative: Int, ofLine line: Int) -> LineLayout {
        layout(ofLine: line, reaching: .byte(relative + Document.clusterReach))
    }

    /// How far past a byte a prefix layout reaches to be sure the glyph there is whole.
    static let clusterReach = 64

    /// `offset`, or the end of the glyph it falls inside: what an edit leaves the cursor on when
    /// the text it inserted merged with the text after it (a letter typed before a combining
    /// mark, a CR before an LF) or a deletion joined two halves of a glyph (the two regional
    /// indicators around a deleted letter).
    /// An offset past the text is its end.
    func glyphBoundary(atOrAfter offset: Int) -> Int {
        let offset = Swift.max(0, Swift.min(offset, text.count))
        guard !isGlyphBoundary(offset) else { return offset }
        let line = text.line(containing: offset)
        let range = text.lineRange(line)
        guard offset < range.upperBound else {
            return line + 1 < text.lineCount ? text.lineRange(line + 1).lowerBound : text.count
        }
        let layout = layout(around: offset - range.lowerBound, ofLine: line)
        return range.lowerBound + layout.boundary(after: layout.boundary(before: offset - range.lowerBound))
    }
}
