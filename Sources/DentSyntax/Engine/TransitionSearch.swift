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
    /// By child (the parts from `firstChild` on, in order): whether its part is in the searched
    /// union with its mark (`TransitionMarks`).
    let markedChildren: [Bool]

    /// A position found, and the children known not to match there: every marked child before
    /// `failedBefore`.
    struct Found: Equatable {
        var position: Int
        var failedBefore: Int
    }

    /// The union of `parts`, whose parts from `firstChild` on are the context's children in
    /// order (those before are ends); nil when PCRE2 refuses either union.
    ///
    /// GtkSourceView's union puts the ends first, so where an end matches, PCRE2 tried no child
    /// and every child must be matched alone before the end is taken: at each `)` of minified
    /// JavaScript, a dozen children of each open context. When every searched part is markable,
    /// each matches in the union exactly where it matches alone, so the union matches at the
    /// same positions in any order; the ends then go last, with the mark of a child past the
    /// last one: an end named where the search stops means every marked child failed there.
    init?(_ parts: [String], firstChild: Int) {
        var anchoredParts: [String] = []
        var floatingParts: [String] = []
        var floatingMarks: [String] = []
        let children = Swift.max(parts.count - firstChild, 0)
        var marked = Array(repeating: false, count: children)
        let isAnchored = parts.map(SyntaxRegex.isAnchored)
        let endsLast = children > 0 && parts.indices.allSatisfy { isAnchored[$0] || TransitionMarks.isMarkable(parts[$0]) }
        // The anchored parts keep their order: nothing says they are markable.
        let order = endsLast ? Array(parts.indices.dropFirst(firstChild)) + Array(parts.indices.prefix(firstChild)) : Array(parts.indices)
        for index in parts.indices where isAnchored[index] { anchoredParts.append(parts[index]) }
        for index in order where !isAnchored[index] {
            let part = parts[index]
            let mark = index >= firstChild ? TransitionMarks.suffix(of: part, child: index - firstChild)
                : endsLast ? TransitionMarks.suffix(of: part, child: children) : ""
            if index >= firstChild && !mark.isEmpty { marked[index - firstChild] = true }
            floatingParts.append(part)
            floatingMarks.append(mark)
        }
        do {
            anchored = anchoredParts.isEmpty ? nil : try SyntaxRegex(TransitionUnion.pattern(anchoredParts), options: .anchored)
            floating = floatingParts.isEmpty ? nil : try SyntaxRegex(TransitionUnion.pattern(floatingParts, marks: floatingMarks))
        } catch {
            return nil
        }
        markedChildren = marked
    }

    /// The leftmost position at or after `start` where some part matches. Found by the searched
    /// union, the children before the one that matched there failed there (a marked one's index
    /// is the mark); at `start` by the anchored union, nothing is known of them.
    func next(in line: UnsafeBufferPointer<UInt8>, from start: Int, using matcher: SyntaxMatcher) -> Found? {
        if let anchored, matcher.match(anchored, in: line, from: start) { return Found(position: start, failedBefore: 0) }
        guard let floating, matcher.match(floating, in: line, from: start), let position = matcher.range(of: 0)?.lowerBound else { return nil }
        return Found(position: position, failedBefore: matcher.mark.flatMap(TransitionMarks.child(named:)) ?? 0)
    }
}
