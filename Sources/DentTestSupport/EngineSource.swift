import DentCore
import DentSyntax

extension SyntaxSource {
    /// `language` highlighted by the engine, with a language set of its own over `specs` (so
    /// its regexes are compiled again, as a start of dent compiles them); nil when `specs` cannot
    /// highlight it. The fuzzers and dent-bench make their highlighters this way.
    public static func engine(_ language: String, specs: @escaping (String) -> Result<SpecSource, SpecProblem>?) -> SyntaxSource? {
        let set = LanguageSet(specs: specs)
        guard let highlighter = Highlighter(language: language, in: set) else { return nil }
        return SyntaxSource(highlighter: highlighter, styles: set, language: language)
    }
}
