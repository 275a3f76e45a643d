import DentText

extension RegexPattern {
    /// The matches in `bytes` (a line, a piece of one, or whole lines: then a match may run
    /// across a line break, which `forEachMatch` does not let through) that start at or after
    /// `from`, in order, not overlapping; offsets are relative to `bytes`.
    ///
    /// Text that is not valid UTF-8 is searched in its valid parts (`UTF8Runs`), each as if it
    /// were a line of its own: invalid bytes are skipped, never matched (not even by `.`), and
    /// `^` and `$` also match next to them. Lookbehind and `^` see the text before `from`.
    public func matches(in bytes: UnsafeBufferPointer<UInt8>, from: Int = 0, groups: Bool = false) -> [RegexMatch] {
        var found: [RegexMatch] = []
        for run in UTF8Runs.valid(in: bytes) where run.upperBound >= from {
            var start = Swift.max(from, run.lowerBound) - run.lowerBound
            // A start inside a character moves to the next one.
            while run.lowerBound + start < run.upperBound && bytes[run.lowerBound + start] & 0xC0 == 0x80 { start += 1 }
            expression.search(UnsafeBufferPointer(rebasing: bytes[run]), from: start, shift: run.lowerBound, groups: groups, into: &found)
        }
        if bytes.isEmpty && from == 0 {
            expression.search(bytes, from: 0, shift: 0, groups: groups, into: &found)
        }
        return found
    }
}
