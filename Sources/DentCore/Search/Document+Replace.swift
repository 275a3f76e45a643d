import DentText

extension Document {
    /// Matches closer than this are replaced in one change: the text between them is copied
    /// into the change, which costs less than a change of their own (docs/PERFORMANCE.md).
    static let replaceJoinGap = 4 << 10
    /// The longest run of matches put in one change, so undo keeps bounded copies.
    static let replaceRunLimit = 1 << 20

    /// Replaces every match at once, in one pass from the first match to the last, as one undo
    /// step. Matches close together form runs: the new text of each run is built once (the
    /// text between its matches copied, each replacement appended) and put in with one
    /// `replace`; runs go front to back, so the gap only ever moves forward, and a few matches
    /// far apart in a 100 MB file cost a few small changes, not a copy of everything between
    /// them. Overlapping matches keep the earlier one. A match's own replacement (a regex's
    /// expanded template) wins over `literal`. The cursor ends after the last replacement;
    /// returns how many were made.
    @discardableResult
    mutating func replaceMatches(_ matches: [FoundMatch], with literal: [UInt8]) -> Int {
        var kept: [FoundMatch] = []
        kept.reserveCapacity(matches.count)
        var end = 0
        for match in matches.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) where match.range.lowerBound >= end {
            kept.append(match)
            end = match.range.upperBound
        }
        guard !kept.isEmpty else { return 0 }
        let before = cursorState
        history.beginGroup(.other)
        var shift = 0
        var index = 0
        while index < kept.count {
            // One run: matches until a long stretch of text between two, or the run's limit.
            let first = kept[index].range.lowerBound
            var bytes: [UInt8] = []
            var copied = first
            repeat {
                let match = kept[index]
                text.bytes.append((copied + shift)..<(match.range.lowerBound + shift), to: &bytes)
                bytes += match.replacement ?? literal
                copied = match.range.upperBound
                index += 1
            } while index < kept.count && kept[index].range.lowerBound - copied <= Document.replaceJoinGap
                && copied - first <= Document.replaceRunLimit
            let change = text.replace((first + shift)..<(copied + shift), with: bytes)
            shift += bytes.count - (copied - first)
            cursor = first + shift + (copied - first)
            anchor = nil
            recordChange(change, kind: .other, before: before)
        }
        history.endGroup()
        return kept.count
    }
}
