import DentText

/// Several cursors: the view's primary caret (`view.caret`, the one it follows) and its extra
/// carets (`view.extraCarets`), always sorted, on glyph boundaries, distinct, with disjoint
/// selections. Everything that sets carets goes through `setCarets`, which restores that.
extension Document {
    /// Every caret in text order, the primary included, and the primary's index among them.
    public var carets: (all: [Caret], primary: Int) {
        let extras = view.extraCarets
        guard !extras.isEmpty else { return ([view.caret], 0) }
        let primary = extras.partitioningIndex { $0.cursor > view.caret.cursor }
        var all = extras
        all.insert(view.caret, at: primary)
        return (all, primary)
    }

    /// How many cursors there are (1 without extra carets).
    public var caretCount: Int { view.extraCarets.count + 1 }

    public var hasExtraCarets: Bool { !view.extraCarets.isEmpty }

    /// Makes `carets` the view's carets, `carets[primary]` the primary: each moved onto a glyph
    /// boundary inside the text, then sorted, and carets on one spot or with overlapping
    /// selections merged into one (which is primary if either was).
    public mutating func setCarets(_ carets: [Caret], primary: Int) {
        guard !carets.isEmpty else { return dropExtraCarets() }
        let count = text.count
        let placed = carets.enumerated().map { index, caret in
            var caret = caret
            caret.cursor = glyphBoundary(atOrAfter: Swift.min(Swift.max(caret.cursor, 0), count))
            caret.anchor = caret.anchor.map { glyphBoundary(atOrAfter: Swift.min(Swift.max($0, 0), count)) }
            return (caret: caret, isPrimary: index == primary)
        }
        let merged = Document.merged(placed.sorted { $0.caret.range.lowerBound < $1.caret.range.lowerBound
            || ($0.caret.range.lowerBound == $1.caret.range.lowerBound && $0.caret.range.upperBound < $1.caret.range.upperBound) })
        let primaryIndex = merged.firstIndex { $0.isPrimary } ?? merged.count - 1
        view.caret = merged[primaryIndex].caret
        var extras = merged.map(\.caret)
        extras.remove(at: primaryIndex)
        view.extraCarets = extras
        view.caretGeneration &+= 1
    }

    /// Sorts and merges the carets again after they were moved one by one (`ParkedView`).
    mutating func normalizeCarets() {
        guard hasExtraCarets else { return }
        let (all, primary) = carets
        setCarets(all, primary: primary)
    }

    /// Keeps the primary caret only.
    public mutating func dropExtraCarets() {
        view.extraCarets = []
        view.caretGeneration &+= 1
    }

    /// Carets sorted by where their ranges start, with the ones that share a cursor or whose
    /// selections overlap made one: the union of their ranges, the cursor at the end it was at.
    private static func merged(_ sorted: [(caret: Caret, isPrimary: Bool)]) -> [(caret: Caret, isPrimary: Bool)] {
        var result: [(caret: Caret, isPrimary: Bool)] = []
        for next in sorted {
            guard let last = result.last, overlaps(last.caret, next.caret) else {
                result.append(next)
                continue
            }
            result[result.count - 1] = (union(last.caret, next.caret), last.isPrimary || next.isPrimary)
        }
        return result
    }

    private static func overlaps(_ first: Caret, _ second: Caret) -> Bool {
        second.range.lowerBound < first.range.upperBound || first.cursor == second.cursor || first.range == second.range
    }

    /// One caret over both: the cursor at the union's end when either's cursor ended its range.
    private static func union(_ first: Caret, _ second: Caret) -> Caret {
        let range = Swift.min(first.range.lowerBound, second.range.lowerBound)..<Swift.max(first.range.upperBound, second.range.upperBound)
        guard !range.isEmpty else { return Caret(cursor: range.lowerBound, goalColumn: first.goalColumn) }
        let forward = [first, second].contains { $0.anchor != nil && $0.cursor == $0.range.upperBound && !$0.range.isEmpty }
        return forward ? Caret(cursor: range.upperBound, anchor: range.lowerBound) : Caret(cursor: range.lowerBound, anchor: range.upperBound)
    }

    /// The broken invariants of the carets, as sentences (`invariantProblems`).
    func caretProblems() -> [String] {
        guard hasExtraCarets else { return [] }
        var problems: [String] = []
        let all = carets.all
        for caret in view.extraCarets {
            for offset in [caret.cursor] + (caret.anchor.map { [$0] } ?? []) where !(0...text.count).contains(offset) || !isGlyphBoundary(offset) {
                problems.append("extra caret offset \(offset) is not on a glyph boundary of \(text.count) bytes")
            }
        }
        for (first, second) in zip(all, all.dropFirst()) {
            if first.cursor >= second.cursor { problems.append("carets out of order or equal: \(first.cursor), \(second.cursor)") }
            if first.range.upperBound > second.range.lowerBound { problems.append("selections overlap: \(first.range), \(second.range)") }
        }
        return problems
    }
}

extension Caret {
    /// What the caret selects (empty at the cursor without a selection).
    public var range: Range<Int> {
        guard let anchor else { return cursor..<cursor }
        return Swift.min(anchor, cursor)..<Swift.max(anchor, cursor)
    }
}

extension Array {
    /// The first index whose element satisfies `belongs`, which must be false then true along
    /// the array (a binary search).
    func partitioningIndex(where belongs: (Element) -> Bool) -> Int {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if belongs(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
