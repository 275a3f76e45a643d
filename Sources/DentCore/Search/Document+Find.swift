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
    /// Neither edits nor tidies the text, so a cancelled find can put everything back. A match
    /// is one caret's: find drops the others when it starts, and a caret added since (help
    /// runs a command with the prompt open) could stand inside the match.
    mutating func selectMatch(_ range: Range<Int>) {
        dropExtraCarets()
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

    /// A layout of `line` that holds the whole glyph at line-relative byte `relative` and the
    /// one before it (a cluster is rarely over a few dozen bytes). Every key asks for one, so it
    /// starts not at the line's start but at the nearest byte before `relative` that is a glyph
    /// boundary by its bytes alone: between two ASCII bytes, but inside CR LF (UAX #29, GB3,
    /// GB999), within `boundaryReach` bytes, else at the line's start. Its columns count from
    /// there: it answers where glyphs start, never where they are drawn.
    func layout(around relative: Int, ofLine line: Int) -> LineLayout {
        let range = text.lineRange(line)
        var start = relative - 1
        while start > Swift.max(0, relative - Document.boundaryReach) {
            let (before, after) = (text.bytes[range.lowerBound + start - 1], text.bytes[range.lowerBound + start])
            if before < 0x80, after < 0x80, !(before == 0x0D && after == 0x0A) { break }
            start -= 1
        }
        start = start > Swift.max(0, relative - Document.boundaryReach) ? start : 0
        let end = Swift.min(range.lowerBound + relative + Document.clusterReach, range.upperBound)
        return LineLayout(text.bytes.bytes(in: (range.lowerBound + start)..<end), tabWidth: tabWidth,
                          complete: end == range.upperBound, startByte: start)
    }

    /// How far back `layout(around:ofLine:)` looks for a boundary it can start at.
    static let boundaryReach = 4096

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
