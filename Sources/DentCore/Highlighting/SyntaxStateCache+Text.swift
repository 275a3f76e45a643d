import DentSyntax
import DentText

extension SyntaxStateCache {
    /// How far (lines) the text ranges of a line are worked out from an exact state above it
    /// before giving up (the line is then taken as all code): after a jump into a file bigger
    /// than `wholeFilePass`, the exact states may end far above.
    static let textRangeWalk = 2_000

    /// The text ranges (`TextRanges`: strings and comments) of each of `lines`, highlighted
    /// from the exact state above them; nil when no exact state is near enough. The view's
    /// lines have their classes already (`prepare`): the matching bracket, looked for before
    /// every frame, highlights nothing on the screen's lines.
    public func textRanges(_ text: TextBuffer, lines: Range<Int>) -> [[Range<Int>]]? {
        guard var (line, state) = exactStart(before: lines.lowerBound) else { return nil }
        for range in text.lineRanges(line..<lines.lowerBound) {
            state = self.line(text, line, range: range, from: state).end
            line += 1
        }
        return text.lineRanges(lines).map { range in
            defer { line += 1 }
            let highlighted = lineWithClasses(text, line, range: range, from: state)
            state = highlighted.end
            return source.textRanges(of: highlighted)
        }
    }

    /// Line `line` highlighted from `state` with its context classes: the view's copy when it
    /// started there and has them, else anew (the lines Next misspelling reads past the view).
    public func lineWithClasses(_ text: TextBuffer, _ line: Int, from state: LineState) -> HighlightedLine {
        lineWithClasses(text, line, range: text.lineRange(line), from: state)
    }

    func lineWithClasses(_ text: TextBuffer, _ line: Int, range: Range<Int>, from state: LineState) -> HighlightedLine {
        if let kept = view[line], kept.start == state, kept.classes != nil { return kept }
        var runs: [StyleRun] = []
        var classes: [ClassRun] = []
        let end = highlightWithClasses(text, line: line, range: range, from: state, into: &runs, classes: &classes)
        return HighlightedLine(start: state, runs: runs, end: end, classes: classes)
    }

    /// The nearest exact state at or above `line` to walk down from: the view's first line's,
    /// or the checkpoint above the first edit not yet passed; nil when that is more than
    /// `textRangeWalk` lines up.
    private func exactStart(before line: Int) -> (line: Int, state: LineState)? {
        let checkpoint = checkpoints.last(atOrBefore: Swift.min(line, marks.first ?? Int.max))
        let view = exactViewStart.flatMap { $0.line <= line ? $0 : nil }
        let nearest = [checkpoint, view].compactMap { $0 }.max { $0.line < $1.line }
        return nearest.flatMap { line - $0.line <= SyntaxStateCache.textRangeWalk ? $0 : nil }
    }

    /// `highlight` with the line's context classes too.
    private func highlightWithClasses(_ text: TextBuffer, line: Int, range: Range<Int>, from state: LineState,
                                      into runs: inout [StyleRun], classes: inout [ClassRun]) -> LineState {
        let highlighter = source.highlighter
        let cut = withHighlightedBytes(text, range) {
            highlighter.highlight($0, isFirstLine: line == 0, from: state, into: &runs, classes: &classes)
        }
        return end(ofLine: line, range, from: state, cut: cut)
    }
}
