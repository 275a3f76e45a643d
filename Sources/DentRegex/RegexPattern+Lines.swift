import DentText
import Foundation

extension RegexPattern {
    /// The longest piece of a line searched at once: a longer line (a minified file, a 20 MB
    /// single line) is cut into pieces at character boundaries (`piece(of:containing:in:)`), so
    /// no String is ever larger than this. A match that would cross a cut is not found, and
    /// `^`/`$` also match there.
    public static let pieceLimit = 1 << 20

    /// Calls `body` with each match that starts in `starts`, in order and not overlapping, line
    /// by line: a match never spans a line break, and `^` and `$` are a line's start and end.
    /// `body` also gets a function that expands a replacement template for that match, and
    /// returns false to stop. Reads the lines `starts` touches, each in place when it does not
    /// straddle the gap.
    public func forEachMatch(in text: TextBuffer, startingIn starts: Range<Int>, groups: Bool,
                             _ body: (Range<Int>, (ReplacementTemplate) -> [UInt8]) -> Bool) {
        let end = Swift.min(starts.upperBound, text.count)
        var offset = Swift.max(starts.lowerBound, 0)
        var going = true
        while going && offset < end {
            let line = text.line(containing: offset)
            let content = text.lineRange(line)
            let next = text.lineRangeWithTerminator(line).upperBound
            // Between CR and LF: nothing starts there.
            if offset > content.upperBound {
                offset = next
                continue
            }
            let piece = RegexPattern.piece(of: content, containing: offset, in: text.bytes)
            text.bytes.withContiguousBytes(in: piece) { bytes in
                for match in matches(in: bytes, from: offset - piece.lowerBound, groups: groups) {
                    let range = (match.range.lowerBound + piece.lowerBound)..<(match.range.upperBound + piece.lowerBound)
                    guard range.lowerBound < end, body(range, { $0.expand(match, in: bytes) }) else {
                        going = false
                        return
                    }
                }
            }
            offset = piece.upperBound == content.upperBound ? Swift.max(next, offset + 1) : piece.upperBound
        }
    }

    /// The piece of `line` (a line's content) that holds `offset`: the whole line when it is
    /// no longer than `pieceLimit`, else the `pieceLimit`-long piece around it, with its cuts
    /// moved back to character boundaries. Cuts depend only on the line, so every search cuts
    /// a line at the same places.
    static func piece(of line: Range<Int>, containing offset: Int, in bytes: GapBuffer) -> Range<Int> {
        guard line.count > pieceLimit else { return line }
        func cut(_ index: Int) -> Int {
            guard index > 0 else { return line.lowerBound }
            var position = Swift.min(line.lowerBound + index * pieceLimit, line.upperBound)
            while position < line.upperBound && position > line.lowerBound && bytes[position] & 0xC0 == 0x80 { position -= 1 }
            return position
        }
        var index = (offset - line.lowerBound) / pieceLimit
        if offset < cut(index) { index -= 1 }
        if offset >= cut(index + 1) && cut(index + 1) < line.upperBound { index += 1 }
        return cut(index)..<cut(index + 1)
    }

    /// The matches in `bytes` (a line or a piece of one, without its line break) that start at
    /// or after `from`, in order, not overlapping; offsets are relative to `bytes`.
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
