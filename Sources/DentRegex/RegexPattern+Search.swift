import DentText
import Foundation

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
            search(UnsafeBufferPointer(rebasing: bytes[run]), from: start, shift: run.lowerBound, groups: groups, into: &found)
        }
        if bytes.isEmpty && from == 0 {
            search(bytes, from: 0, shift: 0, groups: groups, into: &found)
        }
        return found
    }

    /// Searches one run of valid UTF-8 from byte `from` and appends its matches, shifted by
    /// `shift` bytes.
    private func search(_ run: UnsafeBufferPointer<UInt8>, from: Int, shift: Int, groups: Bool, into found: inout [RegexMatch]) {
        let text = String(decoding: run, as: UTF8.self)
        let utf16 = text.utf16
        let length = utf16.count
        // UTF-8 and UTF-16 counts agree only for ASCII, where offsets need no translation.
        let ascii = length == run.count
        func bytes(_ range: NSRange) -> Range<Int>? {
            guard range.location != NSNotFound else { return nil }
            if ascii { return (range.location + shift)..<(range.location + range.length + shift) }
            let low = utf16.index(utf16.startIndex, offsetBy: range.location)
            let high = utf16.index(low, offsetBy: range.length)
            let start = text.utf8.distance(from: text.utf8.startIndex, to: low)
            return (start + shift)..<(start + text.utf8.distance(from: low, to: high) + shift)
        }
        let start = ascii ? from : utf16.distance(from: utf16.startIndex, to: text.utf8.index(text.utf8.startIndex, offsetBy: from))
        let count = groups ? expression.numberOfCaptureGroups : 0
        let options: NSRegularExpression.MatchingOptions = [.withTransparentBounds, .withoutAnchoringBounds]
        for result in expression.matches(in: text, options: options, range: NSRange(location: start, length: length - start)) {
            guard let range = bytes(result.range) else { continue }
            found.append(RegexMatch(range, groups: count == 0 ? [] : (1...count).map { bytes(result.range(at: $0)) }))
        }
    }
}
