import DentSyntax
import DentText

extension SyntaxStateCache {
    /// How far (lines) the text ranges of a line are worked out from an exact state above it
    /// before giving up (the line is then taken as all code): after a jump into a file bigger
    /// than `wholeFilePass`, the exact states may end far above.
    static let textRangeWalk = 2_000

    /// The text ranges (`TextRanges`: strings and comments) of each of `lines`, highlighted
    /// from the exact state above them; nil when no exact state is near enough. The view's
    /// lines keep theirs (`HighlightedLine.textRanges`), so asking again before the next frame,
    /// or in it while the lines stay, highlights nothing.
    public mutating func textRanges(_ text: TextBuffer, lines: Range<Int>) -> [[Range<Int>]]? {
        guard var (line, state) = exactStart(before: lines.lowerBound) else { return nil }
        for range in text.lineRanges(line..<lines.lowerBound) {
            state = self.line(text, line, range: range, from: state).end
            line += 1
        }
        let styles = source.styles
        let textClasses = source.highlighter.textClasses
        var memo: [StyleID: Bool] = [:]
        return text.lineRanges(lines).map { range in
            defer { line += 1 }
            if let kept = view[line], kept.start == state, let ranges = kept.textRanges {
                state = kept.end
                return ranges
            }
            var runs: [StyleRun] = []
            var classes: [ClassRun] = []
            let start = state
            state = highlightWithClasses(text, line: line, range: range, from: start, into: &runs, classes: &classes)
            let ranges = TextRanges.ranges(runs: runs, classes: classes, textClasses: textClasses) { id in
                if let known = memo[id] { return known }
                let isText = TextRanges.isText(styles.style(id))
                memo[id] = isText
                return isText
            }
            if view[line]?.start == start { view[line]?.textRanges = ranges }
            return ranges
        }
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
        let cut = range.lowerBound..<Swift.min(range.upperBound, range.lowerBound + limits.longestLine)
        let bytes = text.bytes.bytes(in: cut)
        let highlighter = source.highlighter
        return bytes.withUnsafeBufferPointer {
            highlighter.highlight($0, isFirstLine: line == 0, from: state, into: &runs, classes: &classes)
        }
    }
}
