import DentSyntax

/// Which bytes of a line are prose (comments, strings, the text of a plain file) rather than
/// code, from the highlighting layer's runs. Spell checking reads only these. The rule is
/// GtkSourceView's: in a language whose spec marks its code with the `no-spell-check` context
/// class, everything outside that class; in a language whose spec never uses the class, the
/// text styled as comments or strings (a style whose `map-to` chain reaches `def:comment`,
/// `def:string` or `def:doc-comment`); without highlighting, the whole line.
///
/// Kept small and apart on purpose: a "code or text" query of the same kind serves
/// indentation, and the two can become one.
final class ProseScope {
    private enum Rule {
        case wholeLine
        case outsideClass(Highlighter, SyntaxClasses)
        case styled(LineHighlighting, SyntaxStyleNaming)
    }

    private let rule: Rule
    /// Whether each style seen so far is a prose style (the `styled` rule).
    private var proseStyles: [StyleID: Bool] = [:]
    /// The highlighter's runs, reused from line to line.
    private var runs: [StyleRun] = []
    private var classRuns: [ClassRun] = []

    /// The styles whose text is prose where `no-spell-check` is not used.
    static let proseStyleNames: Set<String> = ["def:comment", "def:string", "def:doc-comment"]
    static let noSpellCheck = "no-spell-check"

    init(_ source: SyntaxSource?) {
        guard let source else {
            rule = .wholeLine
            return
        }
        if let highlighter = source.highlighter as? Highlighter, let set = source.styles as? LanguageSet,
           set.specUses(contextClass: ProseScope.noSpellCheck, language: source.language) {
            rule = .outsideClass(highlighter, set.contextClass(named: ProseScope.noSpellCheck))
        } else {
            rule = .styled(source.highlighter, source.styles)
        }
    }

    /// The prose of `line` (its bytes without the line ending), in order, as line-relative
    /// ranges, and the highlighting state at the next line's start (`state` when the file is
    /// not highlighted).
    func prose(in line: UnsafeBufferPointer<UInt8>, isFirstLine: Bool, from state: LineState) -> (ranges: [Range<Int>], end: LineState) {
        switch rule {
        case .wholeLine:
            return (line.isEmpty ? [] : [0..<line.count], state)
        case .outsideClass(let highlighter, let code):
            runs.removeAll(keepingCapacity: true)
            classRuns.removeAll(keepingCapacity: true)
            let end = highlighter.highlight(line, isFirstLine: isFirstLine, from: state, into: &runs, classes: &classRuns)
            // Bytes past the highlighter's limit have no classes: they are not known to be prose.
            let highlighted = Swift.min(line.count, Highlighter.lineLimit)
            var ranges: [Range<Int>] = []
            var start = 0
            for run in classRuns where !run.classes.isDisjoint(with: code) {
                if run.range.lowerBound > start { ranges.append(start..<Swift.min(run.range.lowerBound, highlighted)) }
                start = Swift.max(start, run.range.upperBound)
            }
            if start < highlighted { ranges.append(start..<highlighted) }
            return (ranges.filter { !$0.isEmpty }, end)
        case .styled(let highlighter, let styles):
            runs.removeAll(keepingCapacity: true)
            let end = highlighter.highlight(line, isFirstLine: isFirstLine, from: state, into: &runs)
            var ranges: [Range<Int>] = []
            for run in runs where isProse(run.style, styles) {
                // Neighbouring prose runs (a comment's styled note) read as one.
                if let last = ranges.last, last.upperBound == run.range.lowerBound {
                    ranges[ranges.count - 1] = last.lowerBound..<run.range.upperBound
                } else {
                    ranges.append(run.range)
                }
            }
            return (ranges, end)
        }
    }

    private func isProse(_ style: StyleID, _ styles: SyntaxStyleNaming) -> Bool {
        if let known = proseStyles[style] { return known }
        let named = styles.style(style)
        let prose = ([named.name] + named.mapsTo).contains { ProseScope.proseStyleNames.contains($0) }
        proseStyles[style] = prose
        return prose
    }
}
