import DentSyntax
import DentText

/// The state each long line ends in, worked out over the whole line in idle steps (issue 53,
/// part 2). Highlighting a line stops at `Highlighter.lineLimit` bytes, but the line after a
/// `<style>` element, a string or a comment that closes past the limit must start where the
/// whole line ends, as GtkSourceView's does. Until a line's end is worked out, the lines after
/// it keep the state they were given (the end worked out before an edit, else the state where
/// the highlighting stopped); a key never waits for the work.
struct LongLineEnds: Sendable {
    struct Entry: Sendable {
        /// The state the line starts in; another start is another line to work out.
        let start: LineState
        /// The state where highlighting the line stopped, which the lines after it start in
        /// until `end` is known.
        let cutEnd: LineState
        /// The end last worked out: from before an edit since when `isCurrent` is false.
        var end: LineState?
        var isCurrent = false
        /// The analysis under way, and copies of it every `checkpointSpacing` bytes to go on
        /// from after an edit further along the line.
        var work: LineWork
        var checkpoints: [LineWork] = []
        /// After an edit of a line whose end was known: its analysis's checkpoints past the
        /// edit, moved with the bytes. Where the new analysis meets one, the edit's effect has
        /// ended and the line ends as before (`knownEnd`), as the exact pass converges on a
        /// line state it had: typing at the start of a 20 MB line works out a few KiB, not 20 MB.
        var suspects: [LineWork] = []
        var knownEnd: LineState?
        /// The line's bytes while they straddle the gap buffer's gap (after an edit in the
        /// line): copied once for every step, not once a step.
        var copy: [UInt8]?

        /// What the lines after this one start in.
        var shownEnd: LineState { end ?? cutEnd }
    }

    /// Long lines up to this long are worked out at once when highlighted: a `<style>`
    /// element of a few KiB (Node.js's one-page API documentation has one of 5.6 KB) colours
    /// the first screen right, for a millisecond or two.
    static let atOnce = 8 << 10

    /// Bytes between the checkpoints of a line of `length` bytes: a key typed at a line's end
    /// costs the analysis from the last checkpoint at least `lookahead` before it, so close
    /// checkpoints keep that work small (64 KiB apart, a key at the end of bench.py's 20 MB
    /// line cost 3 ms of analysis after it); at most 2,048 of them a line, because an edit
    /// shifts every checkpoint after it (`suspects`).
    static func checkpointSpacing(forLineOf length: Int) -> Int { Swift.max(8 << 10, length >> 11) }
    /// Bytes past its position that an analysis may have looked at (a match's end, a
    /// lookahead): an edit closer than this to a checkpoint drops it.
    static let lookahead = Highlighter.bytesRead

    private(set) var entries: [Int: Entry] = [:]

    /// Whether a line's end is still to be worked out.
    var hasWork: Bool { entries.values.contains { !$0.isCurrent } }

    /// What the line after `line` starts in, when `line` is long and started in `start`.
    func end(ofLine line: Int, from start: LineState) -> LineState? {
        guard let entry = entries[line], entry.start == start else { return nil }
        return entry.shownEnd
    }

    /// Long line `line` was highlighted from `start`, stopping in `cutEnd`: its end is to be
    /// worked out unless it is known for that start.
    mutating func note(_ line: Int, from start: LineState, cutEnd: LineState) {
        if entries[line]?.start == start { return }
        entries[line] = Entry(start: start, cutEnd: cutEnd, work: LineWork(start: start))
    }

    /// An edit of line-relative bytes `edit` of `line` (as they are now), which changed the
    /// line's length by `delta`: the line's end is worked out again from the last checkpoint
    /// before the edit, until the analysis meets one of those after it (`suspects`).
    mutating func edited(_ line: Int, at edit: Range<Int>, delta: Int) {
        // Taken out while changed: a copy left in the dictionary would make each change of its
        // arrays copy them whole (2,048 checkpoints of a 20 MB line a key).
        guard var entry = entries.removeValue(forKey: line) else { return }
        let oldEnd = edit.upperBound - delta
        if entry.isCurrent { (entry.suspects, entry.knownEnd) = (entry.checkpoints, entry.end) }
        entry.suspects = entry.suspects.filter { $0.position >= oldEnd + Self.lookahead }.map { $0.shifted(by: delta, from: oldEnd) }
        entry.isCurrent = false
        entry.copy = nil
        entry.checkpoints.removeAll { $0.position + Self.lookahead > edit.lowerBound }
        if entry.work.position + Self.lookahead > edit.lowerBound {
            entry.work = entry.checkpoints.last ?? LineWork(start: entry.start)
        }
        entries[line] = entry
    }

    /// Lines `first...oldLast` were replaced, and the lines after them moved by `delta`.
    mutating func replaced(from first: Int, oldLast: Int, delta: Int) {
        var moved: [Int: Entry] = [:]
        for (line, entry) in entries where line < first || line > oldLast { moved[line < first ? line : line + delta] = entry }
        entries = moved
    }

    /// One step of the work on the first line that has some: about `budget` bytes of it.
    /// Returns the line when its end is now known and differs from what the lines after it
    /// were given, so they must be highlighted again.
    mutating func step(_ text: TextBuffer, highlighter: LineHighlighting, budget: Int) -> Int? {
        guard let line = entries.filter({ !$0.value.isCurrent }).keys.min() else { return nil }
        return step(text, line: line, highlighter: highlighter, budget: budget)
    }

    /// A step of the work on `line`.
    mutating func step(_ text: TextBuffer, line: Int, highlighter: LineHighlighting, budget: Int) -> Int? {
        guard entries[line]?.isCurrent == false, var entry = entries.removeValue(forKey: line) else { return nil }
        guard line < text.lineCount else { return nil }
        let range = text.lineRange(line)
        if entry.copy == nil, text.bytes.withPieces(of: range, { !$0.isEmpty && !$1.isEmpty }) {
            entry.copy = text.bytes.bytes(in: range)
        }
        // A step stops at the next suspect, where the analyses may meet.
        let (end, overflow) = entry.work.position.addingReportingOverflow(budget)
        let stop = Swift.min(overflow ? Int.max : end, entry.suspects.first?.position ?? Int.max)
        var ended = withLine(entry.copy, range, in: text) {
            highlighter.continueLine(&entry.work, $0, isFirstLine: line == 0, until: stop)
        }
        if entry.work.position - (entry.checkpoints.last?.position ?? 0) >= Self.checkpointSpacing(forLineOf: range.count) {
            entry.checkpoints.append(entry.work)
        }
        entry.suspects.removeAll { $0.position < entry.work.position }
        if ended == nil, let suspect = entry.suspects.first, suspect.meets(entry.work), let known = entry.knownEnd {
            // The rest of the line is as it was: so are its checkpoints and its end.
            entry.checkpoints += entry.suspects.filter { $0.position > entry.work.position }
            ended = known
        }
        defer { entries[line] = entry }
        guard let ended else { return nil }
        let changed = ended != entry.shownEnd
        (entry.end, entry.isCurrent, entry.copy, entry.suspects, entry.knownEnd) = (ended, true, nil, [], nil)
        return changed ? line : nil
    }

    /// Runs `body` on the bytes of the line at `range`: `copy` when there is one, else in place.
    private func withLine<T>(_ copy: [UInt8]?, _ range: Range<Int>, in text: TextBuffer,
                             _ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
        if let copy { return copy.withUnsafeBufferPointer(body) }
        return text.bytes.withPieces(of: range) { first, second in body(second.isEmpty ? first : second) }
    }
}
