import DentSyntax
import DentText

extension SyntaxStateCache {
    /// How far (lines) the text ranges of a line are worked out from an exact state above it
    /// before giving up (the line is then taken as all code): after a jump into a file bigger
    /// than `wholeFilePass`, the exact states may end far above.
    static let textRangeWalk = 2_000

    /// The text ranges (`TextRanges`: strings and comments) of each of `lines`, highlighted
    /// from the exact state above them; nil when no exact state is near enough.
    public func textRanges(_ text: TextBuffer, lines: Range<Int>) -> [[Range<Int>]]? {
        let first = Swift.min(lines.lowerBound, marks.first ?? Int.max)
        guard var (line, state) = checkpoints.last(atOrBefore: first), lines.lowerBound - line <= SyntaxStateCache.textRangeWalk else {
            return nil
        }
        for range in text.lineRanges(line..<lines.lowerBound) {
            state = self.line(text, line, range: range, from: state).end
            line += 1
        }
        let styles = source.styles
        let textClasses = source.highlighter.textClasses
        var memo: [StyleID: Bool] = [:]
        return text.lineRanges(lines).map { range in
            var runs: [StyleRun] = []
            var classes: [ClassRun] = []
            state = highlightWithClasses(text, line: line, range: range, from: state, into: &runs, classes: &classes)
            line += 1
            return TextRanges.ranges(runs: runs, classes: classes, textClasses: textClasses) { id in
                if let known = memo[id] { return known }
                let isText = TextRanges.isText(styles.style(id))
                memo[id] = isText
                return isText
            }
        }
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
