/// Finds the next position where any of a context's transitions matches (GtkSourceView's
/// `create_reg_all` and its search in `next_segment`), from two unions of the parts
/// (`TransitionUnion`):
///
/// - the parts PCRE2 anchors by itself (`SyntaxRegex.isAnchored`: a line-start `^`, `\A`,
///   `\G`), which can match only where a search starts, tried there once;
/// - every other part, searched.
///
/// In one union an anchored part stops PCRE2 from skipping ahead to the characters a match can
/// start with (pcre2api, "start-of-match optimizations"): every position of the line was tried
/// against every part, even in a run of characters no part can start with.
final class TransitionSearch {
    let anchored: SyntaxRegex?
    let floating: SyntaxRegex?

    /// nil when PCRE2 refuses either union.
    init?(_ parts: [String]) {
        var anchoredParts: [String] = []
        var floatingParts: [String] = []
        for part in parts {
            if SyntaxRegex.isAnchored(part) { anchoredParts.append(part) } else { floatingParts.append(part) }
        }
        do {
            anchored = anchoredParts.isEmpty ? nil : try SyntaxRegex(TransitionUnion.pattern(anchoredParts), options: .anchored)
            floating = floatingParts.isEmpty ? nil : try SyntaxRegex(TransitionUnion.pattern(floatingParts))
        } catch {
            return nil
        }
    }

    /// The leftmost position at or after `start` where some part matches.
    func next(in line: UnsafeBufferPointer<UInt8>, from start: Int, using matcher: SyntaxMatcher) -> Int? {
        if let anchored, matcher.match(anchored, in: line, from: start) { return start }
        guard let floating, matcher.match(floating, in: line, from: start) else { return nil }
        return matcher.range(of: 0)?.lowerBound
    }
}
