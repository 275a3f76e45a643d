import DentConfig
import DentCore
import DentScreen
import DentSyntax

/// The session's highlighting: one `LanguageSet` for every file (each spec parsed once, when a
/// file first needs its language), one highlighter per language, and the theme. Lives on the
/// session's thread, as the highlighters it hands to documents do.
final class SyntaxSetup {
    let isEnabled: Bool
    let theme: Theme
    /// Why `theme = NAME` could not be used, for the first message.
    let themeProblem: String?
    private var languages: LanguageSet?
    private var sources: [String: SyntaxSource] = [:]

    init(settings: Settings) {
        isEnabled = settings.syntax
        if let name = settings.theme {
            let scheme = SyntaxProviderStub.scheme(name)
            theme = scheme.map { Theme(name: name, scheme: $0) } ?? .standard
            themeProblem = scheme == nil ? "No colour scheme \"\(name)\" (theme in dent.conf): the default colours are used" : nil
        } else {
            theme = .standard
            themeProblem = nil
        }
    }

    /// The source for language `id`, made on first use; nil when it cannot be highlighted.
    func source(language id: String) -> SyntaxSource? {
        guard isEnabled else { return nil }
        if let made = sources[id] { return made }
        let set = languages ?? LanguageSet(specs: SyntaxProviderStub.spec)
        languages = set
        let made: SyntaxSource
        if let highlighter = Highlighter(language: id, in: set) {
            made = SyntaxSource(highlighter: highlighter, styles: set, language: id)
        } else if id == "c" {
            // TEMPORARY (SyntaxProviderStub): until the engine highlights.
            let stub = SyntaxProviderStub.CommentsOnly()
            made = SyntaxSource(highlighter: stub, styles: stub, language: id)
        } else {
            return nil
        }
        sources[id] = made
        return made
    }

    /// Highlights `document` in the language its name and first line say (a language chosen
    /// before, `chosen`, wins); a binary file is left plain.
    func attach(_ document: inout Document, isBinary: Bool, chosen: String? = nil) {
        guard isEnabled, !isBinary, !document.path.isEmpty || chosen != nil else { return }
        let first = document.text.lineRange(0)
        let firstLine = document.text.bytes.bytes(in: first.lowerBound..<Swift.min(first.upperBound, first.lowerBound + 256))
        guard let id = chosen ?? SyntaxProviderStub.guessLanguage(path: document.path, firstLine: firstLine) else { return }
        document.highlight(with: source(language: id))
    }

    /// The language ids "Set language" lists.
    func languageIDs() -> [String] { SyntaxProviderStub.languages() }
}
