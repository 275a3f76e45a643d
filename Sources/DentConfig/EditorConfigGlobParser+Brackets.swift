extension GlobParser {
    /// `[seq]` or `[!seq]` at `index`.
    ///
    /// A `[` with no closing `]` is a literal `[` (core test `brackets_slash_inside4`: `ab[/c`).
    /// A pair that holds a `/` is literal text, `/` included, and that `/` does not make the glob
    /// relative to its folder ("a `/` not inside square brackets"; core test
    /// `brackets_slash_inside3`: `ab[e/]cd.i` matches only itself).
    mutating func parseBracket(at index: Int, end: Int) -> ([GlobNode], Int) {
        var start = index + 1
        let negated = start < end && scalars[start] == "!"
        if negated { start += 1 }
        var close = start
        var holdsSlash = false
        while close < end, scalars[close] != "]" {
            holdsSlash = holdsSlash || scalars[close] == "/"
            close = skipping(close, end: end)
        }
        guard close < end, close > start else { return ([.literal("[")], index + 1) }
        if holdsSlash {
            return (scalars[index...close].map { .literal($0) }, close + 1)
        }
        return ([.set(GlobScalarSet(ranges: members(start..<close), negated: negated))], close + 1)
    }

    /// The characters and `a-z` ranges of a bracket expression. "Any character inside those
    /// brackets is considered literally"; `\` escapes the next one (so `\]` and `\-` are plain), and
    /// a `-` first or last is plain too (core test `brackets_choice_with_dash`: `[-ab]`).
    private func members(_ range: Range<Int>) -> [ClosedRange<Unicode.Scalar>] {
        var items: [(scalar: Unicode.Scalar, escaped: Bool)] = []
        var index = range.lowerBound
        while index < range.upperBound {
            let escaped = scalars[index] == "\\" && index + 1 < range.upperBound
            items.append((escaped ? scalars[index + 1] : scalars[index], escaped))
            index += escaped ? 2 : 1
        }
        var ranges: [ClosedRange<Unicode.Scalar>] = []
        var item = 0
        while item < items.count {
            let isRange = item + 2 < items.count && items[item + 1] == ("-", false)
            if isRange, items[item].scalar <= items[item + 2].scalar {
                ranges.append(items[item].scalar...items[item + 2].scalar)
            } else if !isRange {
                ranges.append(items[item].scalar...items[item].scalar)
            }
            item += isRange ? 3 : 1
        }
        return ranges
    }
}
