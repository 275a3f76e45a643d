/// Positions for word and document movement (Ctrl+Left/Right, Ctrl+Home/End): pure functions
/// of the text, on bytes, decoding grapheme clusters only within the line they walk.
///
/// A word is a run of glyphs whose first code point is a letter or digit of any script
/// (Unicode `Alphabetic` or `Nd`) or `_`. A line's end is a stop: from there, moving right
/// goes to the next line's start, and moving left from a line's start goes to the previous
/// line's end, so every word command crosses lines one press at a time.
extension TextBuffer {
    /// The start of the text (Ctrl+Home).
    public var documentStart: Int { 0 }

    /// The end of the text (Ctrl+End).
    public var documentEnd: Int { count }

    /// Ctrl+Right as most editors on Linux do it: the end of the word at or after `offset`, or
    /// the line's end when no word follows on the line; at the line's end, the next line's start.
    public func wordEnd(after offset: Int) -> Int {
        walkForward(from: offset, passing: true)
    }

    /// Ctrl+Right the other way: the start of the next word on the line (past the rest of the
    /// word at `offset`), or the line's end; at the line's end, the next line's start.
    public func nextWordStart(after offset: Int) -> Int {
        walkForward(from: offset, passing: false)
    }

    /// Ctrl+Left: the start of the word before `offset` (or holding it), or the line's start
    /// when no word precedes it on the line; at the line's start, the previous line's end.
    public func wordStart(before offset: Int) -> Int {
        walkBackward(from: offset, passing: true)
    }

    /// The end of the previous word (past the rest of the word at `offset`), or the line's
    /// start; at the line's start, the previous line's end.
    public func previousWordEnd(before offset: Int) -> Int {
        walkBackward(from: offset, passing: false)
    }

    /// True when `offset` (a glyph boundary) does not cut a word: the glyphs on its two sides
    /// are not both word glyphs (a line's ends count as non-word). Whole-word search keeps a
    /// match whose two ends are edges, so `foo` is whole in `a foo.` and in `-foo`, not in
    /// `foo_bar`, by the same rule as word movement: the one definition of a word.
    public func isWordEdge(at offset: Int) -> Bool {
        let content = lineRange(line(containing: offset))
        guard offset > content.lowerBound, offset < content.upperBound else { return true }
        var before = GlyphWalk(bytes, line: content, from: offset)
        var after = before
        return before.backward()?.isWord != true || after.forward()?.isWord != true
    }

    /// Walks right from `offset` to the end of the first run of glyphs whose `isWord` is
    /// `passing`, skipping glyphs of the other kind before it; stops at the line's end.
    private func walkForward(from offset: Int, passing: Bool) -> Int {
        let line = line(containing: offset)
        let content = lineRange(line)
        guard offset < content.upperBound else {
            return line + 1 < lineCount ? lines.start(ofLine: line + 1) : count
        }
        var walk = GlyphWalk(bytes, line: content, from: offset)
        var position = walk.position
        var inRun = false
        while let glyph = walk.forward() {
            if inRun && glyph.isWord != passing { break }
            inRun = inRun || glyph.isWord == passing
            position = glyph.range.upperBound
        }
        return position
    }

    /// The mirror of `walkForward`: walks left to the start of the first run of `passing`
    /// glyphs; at the line's start, the previous line's end.
    private func walkBackward(from offset: Int, passing: Bool) -> Int {
        let line = line(containing: offset)
        let content = lineRange(line)
        guard offset > content.lowerBound else {
            return line > 0 ? lineRange(line - 1).upperBound : 0
        }
        var walk = GlyphWalk(bytes, line: content, from: offset)
        var position = walk.position
        var inRun = false
        while let glyph = walk.backward() {
            if inRun && glyph.isWord != passing { break }
            inRun = inRun || glyph.isWord == passing
            position = glyph.range.lowerBound
        }
        return position
    }
}
