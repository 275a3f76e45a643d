import DentSyntax
import DentText

/// One line as highlighted for the screen: the state it started in, its style runs, and the
/// state the next line starts in. Valid for the line's bytes when it was made: an edit of the
/// line drops it.
public struct HighlightedLine: Sendable, Equatable {
    public var start: LineState
    public var runs: [StyleRun]
    public var end: LineState
    /// The line's context class runs, which say with the style runs what is code and what is
    /// text (`SyntaxSource.textRanges(of:)`: strings and comments, for brackets and indentation)
    /// or prose (`ProseScope`, for spelling). The view's lines have them (the matching bracket
    /// is looked for on them before every frame, the misspellings before it is drawn); the
    /// exact pass's do not.
    public var classes: [ClassRun]?

    public init(start: LineState, runs: [StyleRun], end: LineState, classes: [ClassRun]? = nil) {
        self.start = start
        self.runs = runs
        self.end = end
        self.classes = classes
    }

    /// Equal when they highlight alike: the classes follow from the same line and state,
    /// worked out or not.
    public static func == (a: HighlightedLine, b: HighlightedLine) -> Bool {
        a.start == b.start && a.runs == b.runs && a.end == b.end
    }
}

/// The highlighter's states at line starts for one document, kept sparsely beside the line
/// index, and the lines of the view as highlighted (docs/ARCHITECTURE.md, "Highlighting").
///
/// What it depends on, by construction: the `source` it was made with (a new language or
/// highlighter makes a new cache) and the text it has seen, which it knows through the text's
/// `EditRecord` armed with its own reader: an edit widens the span the record keeps for it,
/// `sync` takes it, and a text it did not arm (reloaded, replaced) makes it start over.
///
/// - `checkpoints` hold exact states, one every `checkpointSpacing` lines as far as the exact
///   pass has gone, and the states left from before an edit ("suspect") beyond the first mark.
/// - `marks` are lines where the text changed since the checkpoints after them were made, in
///   order; the exact pass starts at the first (line 0 for a new cache). Checkpoints at or
///   before the first mark are exact. Going on from a mark, the pass compares each suspect
///   checkpoint it reaches: equal means the edit's effect ended, and every checkpoint up to the
///   next mark is exact again (the pass goes on from there); different replaces it.
/// - `view` holds the lines last prepared for the screen, by line number, reused while their
///   bytes and start state stay (typing highlights one line, scrolling only the new lines).
public struct SyntaxStateCache: Sendable {
    public let source: SyntaxSource
    public let limits: SyntaxLimits
    /// What this cache arms its text's edit record with.
    private let reader = EditReader()

    var checkpoints = SyntaxCheckpoints()
    /// The states long lines end in, worked out whole in idle steps.
    var longLines = LongLineEnds()
    public internal(set) var marks: [Int] = [0]
    /// The text's line count and length when last synced.
    private var lineCount = 0
    private var byteCount = 0
    private var synced = false
    var view = ViewLines()
    /// The lines `view` was prepared for, and whether they were highlighted from exact states.
    public private(set) var viewLines: Range<Int> = 0..<0
    public private(set) var viewIsExact = true
    /// The lines other panes showing this text were prepared for (`prepare(adding:)`), each with
    /// its own exactness: another pane's view never stands in for the focused one's.
    private var addedViews: [(lines: Range<Int>, isExact: Bool)] = []
    /// The exact state at the view's first line, while no edit above that line made it stale:
    /// where the text ranges of lines near the view are worked out from (`textRanges`).
    var exactViewStart: (line: Int, state: LineState)?

    public init(source: SyntaxSource, limits: SyntaxLimits = SyntaxLimits()) {
        self.source = source
        self.limits = limits
        checkpoints.set(.initial, at: 0)
    }

    /// Whether the exact pass still has lines to do (beyond the view or not).
    public var isComplete: Bool { marks.isEmpty }

    /// Bytes the kept states take, for dent-bench.
    public var memoryBytes: Int { checkpoints.memoryBytes + marks.capacity * 8 }
    public var checkpointCount: Int { checkpoints.count }

    // MARK: Edits

    /// Takes the edits made to `text` since the last look and moves or drops what they touched;
    /// a text this cache did not arm is taken as new.
    mutating func sync(_ text: inout TextBuffer) {
        defer {
            (lineCount, byteCount) = (text.lineCount, text.count)
            text.trackEdits(for: reader)
        }
        let since = synced ? text.edits(since: reader) : .unknown
        guard case .changed(let span) = since else {
            if since == .unknown {
                synced = true
                checkpoints = SyntaxCheckpoints()
                checkpoints.set(.initial, at: 0)
                marks = [0]
                view = ViewLines()
                longLines = LongLineEnds()
                exactViewStart = nil
            }
            return
        }
        let first = text.line(containing: span.lowerBound)
        let lastNew = text.line(containing: span.upperBound)
        let inOneLine = first == lastNew && text.lineCount == lineCount
        if inOneLine {
            let start = text.lineRange(first).lowerBound
            longLines.edited(first, at: (span.lowerBound - start)..<(span.upperBound - start), delta: text.count - byteCount)
        } else {
            longLines.replaced(from: first, oldLast: lastNew - (text.lineCount - lineCount), delta: text.lineCount - lineCount)
        }
        // Typing past the bytes of a line the highlighter is given leaves them, and so all it
        // made, as they were: the line is as long as them before the edit and after it. The
        // state it ends in is worked out again in idle steps (`longLines`).
        if inOneLine && span.lowerBound - text.lineRange(first).lowerBound >= limits.longestLine { return }
        noteEdit(firstLine: first, lastLine: lastNew, lineDelta: text.lineCount - lineCount)
    }

    /// Lines `firstLine...lastLine` (as they are now) replaced the old lines from `firstLine` to
    /// `lastLine - lineDelta`; the lines after them moved by `lineDelta`.
    mutating func noteEdit(firstLine: Int, lastLine: Int, lineDelta: Int) {
        let oldLast = lastLine - lineDelta
        // The state at the first line's start depends only on the lines above it: it stays.
        checkpoints.remove((firstLine + 1)..<(oldLast + 1))
        checkpoints.shift(from: oldLast + 1, by: lineDelta)
        marks = marks.compactMap { $0 <= firstLine ? $0 : $0 <= oldLast ? nil : $0 + lineDelta }
        if let index = marks.firstIndex(where: { $0 >= firstLine }) {
            if marks[index] != firstLine { marks.insert(firstLine, at: index) }
        } else {
            marks.append(firstLine)
        }
        dropRedundantMarks()
        view.replace(from: firstLine, oldLast: oldLast, delta: lineDelta)
        // A line's start state depends only on the lines above it.
        if let start = exactViewStart, firstLine < start.line { exactViewStart = nil }
    }

    /// A mark matters only when a checkpoint lies between it and the mark before (the pass
    /// could converge there and skip to it); the others go, so marks never outnumber checkpoints.
    private mutating func dropRedundantMarks() {
        var kept: [Int] = []
        for mark in marks {
            if let previous = kept.last, !checkpoints.hasEntry(in: (previous + 1)..<(mark + 1)) { continue }
            kept.append(mark)
        }
        marks = kept
    }

    // MARK: Highlighting a line

    /// Highlights line `line` (bytes `range` of `text`) from `state` into `runs`. A long line
    /// ends in the state `longLines` gives once it has one.
    func highlight(_ text: TextBuffer, line: Int, range: Range<Int>, from state: LineState, into runs: inout [StyleRun]) -> LineState {
        let highlighter = source.highlighter
        let cut = withHighlightedBytes(text, range) { highlighter.highlight($0, isFirstLine: line == 0, from: state, into: &runs) }
        return end(ofLine: line, range, from: state, cut: cut)
    }

    /// What the line after line `line` (at `range`, highlighted from `state`, stopping in `cut`)
    /// starts in: for a long line, the state `longLines` has for it once it has one.
    func end(ofLine line: Int, _ range: Range<Int>, from state: LineState, cut: LineState) -> LineState {
        SyntaxStateCache.isLong(range) ? longLines.end(ofLine: line, from: state) ?? cut : cut
    }

    /// Lines the highlighter stops in before their end.
    static func isLong(_ range: Range<Int>) -> Bool { range.count > Highlighter.lineLimit }

    /// `highlighted`, line `line` at `range` of `text`, when long: its end is to be worked out
    /// unless it is known, at once when the line is short enough (`LongLineEnds.atOnce`).
    mutating func noteLongLine(_ text: TextBuffer, _ line: Int, _ range: Range<Int>, _ highlighted: inout HighlightedLine) {
        guard SyntaxStateCache.isLong(range) else { return }
        longLines.note(line, from: highlighted.start, cutEnd: highlighted.end)
        guard range.count <= LongLineEnds.atOnce else { return }
        _ = longLines.step(text, line: line, highlighter: source.highlighter, budget: .max)
        if let end = longLines.end(ofLine: line, from: highlighted.start) { highlighted.end = end }
    }

    /// Runs `body` on the part of a line that is highlighted, its first `longestLine` bytes,
    /// where they lie in the gap buffer: copied only when they straddle the gap.
    func withHighlightedBytes<T>(_ text: TextBuffer, _ range: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
        let cut = range.lowerBound..<Swift.min(range.upperBound, range.lowerBound + limits.longestLine)
        return text.bytes.withPieces(of: cut) { first, second in
            if second.isEmpty || first.isEmpty { return body(second.isEmpty ? first : second) }
            let joined = Array(first) + Array(second)
            return joined.withUnsafeBufferPointer(body)
        }
    }

    /// The line highlighted from `state`: the view's copy when it started there, else anew.
    func line(_ text: TextBuffer, _ line: Int, range: Range<Int>, from state: LineState) -> HighlightedLine {
        if let kept = view[line], kept.start == state { return kept }
        var runs: [StyleRun] = []
        let end = highlight(text, line: line, range: range, from: state, into: &runs)
        return HighlightedLine(start: state, runs: runs, end: end)
    }

    /// Bytes a line costs the budget (its highlighted part and its line ending).
    private func cost(_ range: Range<Int>) -> Int { Swift.min(range.count, limits.longestLine) + 1 }
}

/// Line ranges for a walk down the text that needs few of them (most lines of a frame are kept
/// from the last one): looked up in batches from the first line that needs its range.
struct LineRangeWalk {
    private var first = 0
    private var ranges: [Range<Int>] = []
    private var batch = 4

    /// Lines are looked up in batches (one walk of the line index each) of 4, then twice as
    /// many each time up to this many: a key typed needs one line, a pass down the file many.
    static let largestBatch = 64

    mutating func range(of line: Int, in text: TextBuffer) -> Range<Int> {
        if line < first || line >= first + ranges.count {
            first = line
            ranges = text.lineRanges(line..<Swift.min(line + batch, text.lineCount))
            batch = Swift.min(2 * batch, LineRangeWalk.largestBatch)
        }
        return ranges[line - first]
    }
}

extension SyntaxStateCache {
    /// The exact pass, from the first mark until line `stop` or until `budget` bytes were
    /// highlighted (see the type's comment). Lines in `keep` are added to the view as they
    /// are highlighted, those in `shown` with their text ranges. Returns the lines it
    /// highlighted or confirmed.
    @discardableResult
    mutating func runPass(_ text: TextBuffer, until stop: Int, budget: Int, keep: Range<Int> = 0..<0,
                          shown: Range<Int> = 0..<0) -> Range<Int>? {
        var budget = budget
        var walk = LineRangeWalk()
        var touched: Range<Int>?
        while let mark = marks.first, mark < stop, budget > 0 {
            guard var (line, state) = checkpoints.last(atOrBefore: mark) else { preconditionFailure("no state at line 0") }
            var lastCheckpoint = line
            var nextOld = checkpoints.first(after: mark)
            passing: while line < text.lineCount {
                if line > mark {
                    if let old = nextOld, old.line == line {
                        if old.state == state {
                            marks.removeFirst()
                            touched = touched.map { $0.lowerBound..<line } ?? mark..<line
                            break passing
                        }
                        checkpoints.set(state, at: line)
                        lastCheckpoint = line
                        nextOld = checkpoints.first(after: line)
                    } else if line - lastCheckpoint >= limits.checkpointSpacing {
                        checkpoints.set(state, at: line)
                        lastCheckpoint = line
                    }
                    // Not converged here: a later mark reached is behind the pass now. (Converging
                    // at a mark's own line, above, goes on from that mark.)
                    if marks.count > 1, marks[1] == line { marks.remove(at: 1) }
                }
                if line >= mark && (line >= stop || budget <= 0) {
                    checkpoints.set(state, at: line)
                    marks[0] = line
                    return touched.map { $0.lowerBound..<line } ?? mark..<line
                }
                if let end = view.end(ofLine: line, from: state, needsClasses: shown.contains(line)) {
                    // Kept from the last frame: the line's bytes and start state are the same.
                    state = end
                    budget -= 1
                } else {
                    let range = walk.range(of: line, in: text)
                    var highlighted = shown.contains(line) ? lineWithClasses(text, line, range: range, from: state)
                        : self.line(text, line, range: range, from: state)
                    noteLongLine(text, line, range, &highlighted)
                    if keep.contains(line) { view[line] = highlighted }
                    state = highlighted.end
                    budget -= cost(range)
                }
                line += 1
            }
            if line >= text.lineCount {
                // The end of the text: every mark is behind the pass.
                marks = []
                return touched.map { $0.lowerBound..<line } ?? mark..<line
            }
        }
        return touched
    }

    /// The exact state at the start of `line`, found from the checkpoint before it; nil when
    /// the line is past the exact states (after the first mark).
    public func exactState(_ text: TextBuffer, at line: Int) -> LineState? {
        guard line <= marks.first ?? Int.max, var (from, state) = checkpoints.last(atOrBefore: line) else { return nil }
        for range in text.lineRanges(from..<line) {
            state = self.line(text, from, range: range, from: state).end
            from += 1
        }
        return state
    }
}

extension SyntaxStateCache {
    /// Highlights `lines` (the view) for the screen: exact states when the pass has reached them
    /// or can reach them within the catch-up bounds in this frame, else from an assumed state a
    /// little above (`assumedContext`), which the idle pass corrects once it gets there.
    /// `others` are other panes' views of the same text, prepared alike and kept with it.
    public mutating func prepare(_ lines: Range<Int>, others: [Range<Int>] = [], text: inout TextBuffer) {
        sync(&text)
        let focused = prepareView(lines, text: text)
        let added = others.map { prepareView($0, text: text) }
        // The lines kept are those the views need: so many however far they scroll.
        view.keep(only: ([focused] + added).map { kept($0.lines) })
        (viewLines, viewIsExact) = focused
        addedViews = added
        exactViewStart = viewIsExact ? view.start(ofLine: viewLines.lowerBound).map { (viewLines.lowerBound, $0) } : nil
    }

    /// The lines kept for a view of `lines`: they and the assumed context above them.
    private func kept(_ lines: Range<Int>) -> Range<Int> { Swift.max(0, lines.lowerBound - limits.assumedContext)..<lines.upperBound }

    /// One view's lines, each kept from the last frame (or from a view prepared before it in
    /// this frame: panes on the same lines) while its start state stays, else highlighted.
    private mutating func prepareView(_ lines: Range<Int>, text: TextBuffer) -> (lines: Range<Int>, isExact: Bool) {
        let lines = Swift.min(lines.lowerBound, text.lineCount)..<Swift.min(lines.upperBound, text.lineCount)
        if let mark = marks.first, mark < lines.upperBound, canCatchUp(from: mark, to: lines, in: text) {
            runPass(text, until: lines.upperBound, budget: .max, keep: kept(lines), shown: lines)
        }
        var (line, state, isExact) = startOfView(lines.lowerBound, in: text)
        var walk = LineRangeWalk()
        while line < lines.upperBound {
            let needsClasses = line >= lines.lowerBound
            if let end = view.end(ofLine: line, from: state, needsClasses: needsClasses) {
                state = end
            } else {
                let range = walk.range(of: line, in: text)
                var highlighted = needsClasses ? lineWithClasses(text, line, range: range, from: state)
                    : self.line(text, line, range: range, from: state)
                noteLongLine(text, line, range, &highlighted)
                view[line] = highlighted
                state = highlighted.end
            }
            line += 1
        }
        return (lines, isExact)
    }

    /// Whether the exact pass, at `mark`, may go on to the end of `lines` in this frame.
    private func canCatchUp(from mark: Int, to lines: Range<Int>, in text: TextBuffer) -> Bool {
        if mark >= lines.lowerBound { return true }
        guard lines.upperBound - mark <= limits.catchUpScreens * Swift.max(lines.count, 1) + limits.checkpointSpacing else { return false }
        let bytes = text.lineRange(lines.upperBound - 1).upperBound - text.lineRange(mark).lowerBound
        return bytes <= limits.catchUpBytes
    }

    /// Where the walk through a view from line `first` starts and in what state: the exact
    /// checkpoint before it, or an assumed state (`isExact` says which).
    private func startOfView(_ first: Int, in text: TextBuffer) -> (line: Int, state: LineState, isExact: Bool) {
        let isExact = first <= marks.first ?? Int.max
        let kept = checkpoints.last(atOrBefore: first) ?? (0, .initial)
        if isExact || first - kept.line <= limits.assumedContext { return (kept.line, kept.state, isExact) }
        return (first - limits.assumedContext, .initial, false)
    }

    /// The view's line `line` as last prepared from `text`, when nothing was edited since; nil
    /// for a line no view shows (the lines kept above a view may be from before an edit above them).
    public func highlighted(_ line: Int, of text: TextBuffer) -> HighlightedLine? {
        isShown(line) && isCurrent(for: text) ? view[line] : nil
    }

    /// The state the view's line `line` started in, read in place (without copying its runs),
    /// when nothing was edited since it was prepared from `text`.
    public func highlightedStart(_ line: Int, of text: TextBuffer) -> LineState? {
        isShown(line) && isCurrent(for: text) ? view.start(ofLine: line) : nil
    }

    private func isShown(_ line: Int) -> Bool { viewLines.contains(line) || addedViews.contains { $0.lines.contains(line) } }

    /// Whether idle steps have work: the exact pass has lines left that it may do (all of a
    /// text up to `wholeFilePass`, else only near the view).
    public func hasIdleWork(textCount: Int) -> Bool { longLines.hasWork || hasPassWork(textCount: textCount) }

    private func hasPassWork(textCount: Int) -> Bool {
        guard let mark = marks.first else { return false }
        return textCount <= limits.wholeFilePass || mark < lastViewLine + limits.bigFileLead
    }

    /// The end of the last view prepared, the focused pane's or another's.
    private var lastViewLine: Int { addedViews.reduce(viewLines.upperBound) { Swift.max($0, $1.lines.upperBound) } }

    /// One idle step: `stepBytes` of a long line's end (`longLines`, first while there are
    /// any) or of the exact pass. True when the view should be prepared and drawn again (its
    /// assumed states, or a long line's end, can now be corrected).
    public mutating func idleStep(text: inout TextBuffer) -> Bool {
        sync(&text)
        if longLines.hasWork {
            guard let line = longLines.step(text, highlighter: source.highlighter, budget: limits.stepBytes) else { return false }
            // The lines after it were highlighted from another state: the pass goes over them again.
            noteEdit(firstLine: line, lastLine: line, lineDelta: 0)
            return line < lastViewLine
        }
        guard hasPassWork(textCount: text.count) else { return false }
        let stop = text.count <= limits.wholeFilePass ? text.lineCount : lastViewLine + limits.bigFileLead
        runPass(text, until: stop, budget: limits.stepBytes)
        // An exact view lies before the pass, which works below it; an assumed one is drawn
        // again once the pass has reached it.
        return isCaughtUp(viewLines, isExact: viewIsExact) || addedViews.contains { isCaughtUp($0.lines, isExact: $0.isExact) }
    }

    /// `lines` were drawn from an assumed state and the exact pass has now reached them.
    private func isCaughtUp(_ lines: Range<Int>, isExact: Bool) -> Bool { !isExact && lines.lowerBound <= marks.first ?? Int.max }

    /// Traps unless the marks are in order and every mark is a line of the text.
    public func checkInvariants(lineCount: Int) {
        checkpoints.checkInvariants()
        precondition(zip(marks, marks.dropFirst()).allSatisfy { $0 < $1 }, "marks out of order")
        precondition(marks.allSatisfy { $0 < Swift.max(lineCount, 1) }, "a mark past the text")
        precondition(checkpoints.entries.allSatisfy { $0.line < Swift.max(lineCount, 1) }, "a checkpoint past the text")
        precondition(checkpoints.state(at: 0) == .initial, "no initial state at line 0")
    }
}

extension SyntaxStateCache {
    /// Whether the view prepared last still describes `text`: nothing was edited since.
    public func isCurrent(for text: TextBuffer) -> Bool { synced && text.edits(since: reader) == .unchanged }
}
