import DentSyntax
import DentText

/// The document's side of highlighting: its cache takes the text's edits when it looks, so no
/// editing code needs to know about highlighting.
extension Document {
    /// Highlights `lines` for the screen (before a frame is drawn), and `others`, other panes'
    /// views of this text. Also finds the bracket pair by the cursor the screen shows (`bracketMatch`).
    public mutating func prepareHighlighting(_ lines: Range<Int>, others: [Range<Int>] = []) {
        syntax?.prepare(lines, others: others, text: &text)
        findBracketMatch(on: lines)
    }

    /// Line `line` as prepared for the screen, when it was and nothing changed since: the
    /// renderer draws a line without it plain rather than in stale colours.
    public func highlightedLine(_ line: Int) -> HighlightedLine? { syntax?.highlighted(line, of: text) }

    /// The state line `line` as prepared for the screen started in: what a row's cache key
    /// needs of its highlighting (the runs follow from it and the line's bytes).
    public func highlightedStart(_ line: Int) -> LineState? { syntax?.highlightedStart(line, of: text) }

    /// Whether the highlighting's idle steps have work.
    /// None while only the start of a big file is shown (`expectedLines`): its states start over
    /// on the whole text, and steps over the start meanwhile only took a core from the read of
    /// the rest (docs/PERFORMANCE.md, "Figures behind the code").
    public var hasHighlightingWork: Bool { expectedLines == nil && syntax?.hasIdleWork(textCount: text.count) == true }

    /// One idle step of the exact pass; true when the view should be drawn again.
    public mutating func continueHighlighting() -> Bool {
        syntax?.idleStep(text: &text) == true
    }

    /// Highlights with `source` from now on (a new language): the states start over. Nil stops.
    public mutating func highlight(with source: SyntaxSource?, limits: SyntaxLimits = SyntaxLimits()) {
        syntax = source.map { SyntaxStateCache(source: $0, limits: limits) }
        resolveRules()
    }

    /// The language the document is highlighted in, if any.
    public var language: String? { syntax?.source.language }
}
