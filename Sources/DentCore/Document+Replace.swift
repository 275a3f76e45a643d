import DentText

extension Document {
    /// Replaces every match at once: the new text of the span from the first match to the last
    /// is built in one pass (the text between matches copied, each replacement appended), then
    /// put in with one `replace`, one move of the gap and one update of the line index, and
    /// recorded as one undo step. (One replace per match, the gap only moving forward, was
    /// measured too: docs/PERFORMANCE.md, `replace-all-*`.) Overlapping matches keep the
    /// earlier one. A match's own replacement (a regex's expanded template) wins over
    /// `literal`. The cursor ends after the last replacement; returns how many were made.
    @discardableResult
    mutating func replaceMatches(_ matches: [FoundMatch], with literal: [UInt8]) -> Int {
        var kept: [FoundMatch] = []
        kept.reserveCapacity(matches.count)
        var end = 0
        for match in matches.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) where match.range.lowerBound >= end {
            kept.append(match)
            end = match.range.upperBound
        }
        guard let first = kept.first?.range.lowerBound, let last = kept.last?.range.upperBound else { return 0 }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(last - first + kept.count * Swift.max(literal.count - (kept.first?.range.count ?? 0), 0))
        var copied = first
        for match in kept {
            text.bytes.append(copied..<match.range.lowerBound, to: &bytes)
            bytes += match.replacement ?? literal
            copied = match.range.upperBound
        }
        let before = cursorState
        let change = text.replace(first..<last, with: bytes)
        cursor = first + bytes.count
        anchor = nil
        recordChange(change, kind: .other, before: before)
        history.breakGroup()
        return kept.count
    }
}
