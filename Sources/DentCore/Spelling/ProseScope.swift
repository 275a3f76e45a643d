import DentSyntax

/// Which bytes of a highlighted line are prose (comments, strings) rather than code: spell
/// checking reads only these. It reads the line as the highlighting cache has it, its style
/// runs and context classes (`HighlightedLine`), as `TextRanges` does for brackets and
/// indentation; the two rules differ because GtkSourceView's spell checking has its own.
/// GtkSourceView's rule: in a language whose spec marks its code with the `no-spell-check`
/// context class, everything outside that class; in a language whose spec never uses the
/// class, the text styled as comments or strings (a style whose `map-to` chain reaches
/// `def:comment`, `def:string` or `def:doc-comment`). A file without highlighting is prose
/// throughout (`Editor.misspellings`).
struct ProseScope {
    private enum Rule {
        case outsideClass(SyntaxClasses)
        case styled(StyleSet)
    }

    private let rule: Rule

    /// The styles whose text is prose where `no-spell-check` is not used.
    static let proseStyleNames: Set<String> = ["def:comment", "def:string", "def:doc-comment"]
    static let noSpellCheck = "no-spell-check"

    init(highlighter: LineHighlighting, styles: SyntaxStyleNaming, language: String) {
        if highlighter is Highlighter, let set = styles as? LanguageSet,
           set.specUses(contextClass: ProseScope.noSpellCheck, language: language) {
            rule = .outsideClass(set.contextClass(named: ProseScope.noSpellCheck))
        } else {
            rule = .styled(StyleSet(styles) { style in ([style.name] + style.mapsTo).contains { ProseScope.proseStyleNames.contains($0) } })
        }
    }

    /// The prose of `line`, `length` bytes long without its line ending, in order, as
    /// line-relative ranges. Bytes past the highlighter's limit have no classes or styles: they
    /// are not known to be prose.
    func ranges(in line: HighlightedLine, length: Int) -> [Range<Int>] {
        switch rule {
        case .outsideClass(let code):
            let highlighted = Swift.min(length, Highlighter.lineLimit)
            var ranges: [Range<Int>] = []
            var start = 0
            for run in line.classes ?? [] where !run.classes.isDisjoint(with: code) {
                if run.range.lowerBound > start { ranges.append(start..<Swift.min(run.range.lowerBound, highlighted)) }
                start = Swift.max(start, run.range.upperBound)
            }
            if start < highlighted { ranges.append(start..<highlighted) }
            return ranges.filter { !$0.isEmpty }
        case .styled(let prose):
            var ranges: [Range<Int>] = []
            for run in line.runs where prose.contains(run.style) {
                // Neighbouring prose runs (a comment's styled note) read as one.
                if let last = ranges.last, last.upperBound == run.range.lowerBound {
                    ranges[ranges.count - 1] = last.lowerBound..<run.range.upperBound
                } else {
                    ranges.append(run.range)
                }
            }
            return ranges
        }
    }
}
