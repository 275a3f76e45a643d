import DentText

extension RegexPattern {
    /// The longest piece of a line searched at once: a longer line (a minified file, a 20 MB
    /// single line) is cut into pieces at character boundaries (`piece(of:containing:in:)`), so
    /// no search step converts more than this. A match that would cross a cut is not found, and
    /// `^`/`$` also match there.
    public static let pieceLimit = 1 << 20

    /// Whole lines are searched this many bytes at a time: one call into ICU for hundreds
    /// of lines, where a call a line made a regex search many times slower
    /// (docs/PERFORMANCE.md, `find-regex-50mb`).
    static let chunkLimit = 64 << 10

    /// Calls `body` with each match that starts in `starts`, in order and not overlapping, with
    /// the meaning of a search line by line: a match never spans a line break, and `^` and `$`
    /// are a line's start and end. `body` also gets a function that expands a replacement
    /// template for that match, and returns false to stop. Reads the lines `starts` touches, a
    /// chunk of whole lines at a time (in place when it does not straddle the gap).
    public func forEachMatch(in text: TextBuffer, startingIn starts: Range<Int>, groups: Bool,
                             _ body: (Range<Int>, (ReplacementTemplate) -> [UInt8]) -> Bool) {
        let end = Swift.min(starts.upperBound, text.count)
        var offset = Swift.max(starts.lowerBound, 0)
        var going = true
        while going && offset < end {
            let line = text.line(containing: offset)
            let content = text.lineRange(line)
            // Between CR and LF: nothing starts there.
            if offset > content.upperBound {
                offset = text.lineRangeWithTerminator(line).upperBound
                continue
            }
            let chunk = content.count > RegexPattern.pieceLimit
                ? RegexPattern.piece(of: content, containing: offset, in: text.bytes)
                : RegexPattern.chunk(from: line, content: content, offset: offset, end: end, in: text)
            text.bytes.withContiguousBytes(in: chunk) { bytes in
                let from = offset - chunk.lowerBound
                let found = chunk.count > content.count || chunk.upperBound > content.upperBound
                    ? linewise(in: bytes, from: from, groups: groups)
                    : matches(in: bytes, from: from, groups: groups)
                for match in found {
                    let range = (match.range.lowerBound + chunk.lowerBound)..<(match.range.upperBound + chunk.lowerBound)
                    guard range.lowerBound < end, body(range, { $0.expand(match, in: bytes) }) else {
                        going = false
                        return
                    }
                }
            }
            offset = chunk.upperBound == content.upperBound && chunk.count <= content.count
                ? Swift.max(text.lineRangeWithTerminator(line).upperBound, offset + 1)
                : Swift.max(chunk.upperBound, offset + 1)
        }
    }

    /// The whole lines from `line` (whose content is `content`) to search for starts from
    /// `offset` to `end`: up to `chunkLimit` bytes, cut after a line break (found by a byte scan,
    /// not a lookup a line), and at least the line holding `offset`, its break included.
    static func chunk(from line: Int, content: Range<Int>, offset: Int, end: Int, in text: TextBuffer) -> Range<Int> {
        let whole = text.lineRangeWithTerminator(line)
        let limit = Swift.min(content.lowerBound + chunkLimit, text.count, Swift.max(end, whole.upperBound))
        guard limit > whole.upperBound else { return whole.lowerBound..<whole.upperBound }
        if limit == text.count { return whole.lowerBound..<limit }
        let newline = SearchPattern([0x0A], ignoresCase: false)
        guard let last = text.bytes.scan(newline, starts: whole.upperBound..<limit, forward: false) else { return whole }
        return whole.lowerBound..<(last + 1)
    }

    /// The matches of a chunk of whole lines, line by line: a match found across a line break
    /// (through `\s`, `[^x]`, a CR) is not one, so the lines it touches are searched again
    /// each on its own, and what the chunk found in them is dropped. A chunk that is not all
    /// valid UTF-8 is searched a line at a time from the start, so that each line's valid parts
    /// are what a line's search would see.
    func linewise(in bytes: UnsafeBufferPointer<UInt8>, from: Int, groups: Bool) -> [RegexMatch] {
        let runs = UTF8Runs.valid(in: bytes)
        guard runs.isEmpty || runs == [0..<bytes.count] else {
            return eachLine(in: bytes, from: RegexPattern.lineStart(before: from, in: bytes), through: bytes.count,
                            searchingFrom: from, groups: groups).found
        }
        let found = matches(in: bytes, from: from, groups: groups)
        guard found.contains(where: { RegexPattern.crossesLineEnd($0.range, in: bytes) }) else { return found }
        var kept: [RegexMatch] = []
        var redoneUpTo = 0
        for match in found {
            let crosses = RegexPattern.crossesLineEnd(match.range, in: bytes)
            // A match in a line searched again was found there, or was not one.
            if match.range.lowerBound < redoneUpTo && !crosses { continue }
            guard crosses else {
                kept.append(match)
                continue
            }
            let start = Swift.max(RegexPattern.lineStart(before: match.range.lowerBound, in: bytes), redoneUpTo)
            kept.removeAll { $0.range.lowerBound >= start }
            let lines = eachLine(in: bytes, from: start, through: match.range.upperBound, searchingFrom: from, groups: groups)
            kept += lines.found
            redoneUpTo = lines.end
        }
        return kept
    }

    /// The matches of each line of `bytes` that starts at `start` or later and no later than
    /// `last`, searched alone (from `from`); and where the line after them starts.
    private func eachLine(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, through last: Int, searchingFrom from: Int,
                          groups: Bool) -> (found: [RegexMatch], end: Int) {
        var found: [RegexMatch] = []
        var start = start
        while start < bytes.count && start <= last {
            var next = start
            while next < bytes.count && bytes[next] != 0x0A { next += 1 }
            let contentEnd = next > start && next < bytes.count && bytes[next - 1] == 0x0D ? next - 1 : next
            let line = UnsafeBufferPointer(rebasing: bytes[start..<contentEnd])
            for match in matches(in: line, from: Swift.max(from - start, 0), groups: groups) {
                found.append(RegexMatch(shift(match.range, by: start), groups: match.groups.map { $0.map { shift($0, by: start) } }))
            }
            start = next + 1
        }
        return (found, start)
    }

    private func shift(_ range: Range<Int>, by offset: Int) -> Range<Int> {
        (range.lowerBound + offset)..<(range.upperBound + offset)
    }

    /// True when `range` holds an LF, or ends with the CR of a CR LF: more than one line's content.
    static func crossesLineEnd(_ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        if UnsafeBufferPointer(rebasing: bytes[range]).contains(0x0A) { return true }
        return range.upperBound < bytes.count && bytes[range.upperBound] == 0x0A && range.upperBound > range.lowerBound
            && bytes[range.upperBound - 1] == 0x0D
    }

    static func lineStart(before offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var start = offset
        while start > 0 && bytes[start - 1] != 0x0A { start -= 1 }
        return start
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
}
