extension GlobParser {
    /// `{s1,s2}` or `{num1..num2}` at `index`; anything else in braces is literal text around its
    /// parsed contents (`{single}` matches `{single}`, "But `{s1}` only matches `{s1}` literally").
    mutating func parseBrace(at index: Int, end: Int) -> ([GlobNode], Int) {
        guard let close = matchingBrace(from: index, end: end) else { return ([.literal("{")], index + 1) }
        let content = (index + 1)..<close
        let parts = topLevelParts(content)
        if parts.count > 1 {
            return ([.choice(parts.map { parse($0) })], close + 1)
        }
        if let range = numberRange(content) {
            return ([.number(range)], close + 1)
        }
        return ([.literal("{")] + parse(content) + [.literal("}")], close + 1)
    }

    /// The `}` that closes the `{` at `index`, counting nested pairs and skipping escapes; nil when
    /// there is none (core tests `braces_no_closing`, `braces_unmatched1`).
    private func matchingBrace(from index: Int, end: Int) -> Int? {
        var depth = 0
        var position = index
        while position < end {
            switch scalars[position] {
            case "{": depth += 1
            case "}":
                depth -= 1
                if depth == 0 { return position }
            default: break
            }
            position = skipping(position, end: end)
        }
        return nil
    }

    /// `range` split at its unescaped commas that are not inside nested braces.
    private func topLevelParts(_ range: Range<Int>) -> [Range<Int>] {
        var parts: [Range<Int>] = []
        var depth = 0
        var start = range.lowerBound
        var position = range.lowerBound
        while position < range.upperBound {
            switch scalars[position] {
            case "{": depth += 1
            case "}": depth -= 1
            case "," where depth == 0:
                parts.append(start..<position)
                start = position + 1
            default: break
            }
            position = skipping(position, end: range.upperBound)
        }
        parts.append(start..<range.upperBound)
        return parts
    }

    /// `num1..num2` with `num1 < num2`, each an optional `-` and digits ("`{1..3}`, `{-1..4}` are
    /// valid, but `{-4..-5}`, `{3..1}` are not"); words are never a range (core test
    /// `braces_alpha_range1`).
    private func numberRange(_ range: Range<Int>) -> ClosedRange<Int>? {
        let text = String(String.UnicodeScalarView(scalars[range]))
        guard let dots = text.firstRange(of: "..") else { return nil }
        guard let low = Self.integer(text[..<dots.lowerBound]), let high = Self.integer(text[dots.upperBound...]),
              low < high
        else { return nil }
        return low...high
    }

    /// An optional `-` then ASCII digits (`Int.init` alone would also take a `+`).
    private static func integer(_ text: Substring) -> Int? {
        let digits = text.first == "-" ? text.dropFirst() : text
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(text)
    }
}
