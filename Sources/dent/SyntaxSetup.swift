import DentConfig
import DentCore
import DentFiles
import DentScreen
import DentSyntax

/// The session's highlighting: one `LanguageSet` for every file (each spec parsed once, when a
/// file first needs its language), one highlighter per language, and the theme. Lives on the
/// session's thread, as the highlighters it hands to documents do.
final class SyntaxSetup {
    let isEnabled: Bool
    let theme: Theme
    /// Why `theme = NAME` could not be used, as a configuration problem of dent.conf.
    let themeProblem: String?
    /// Where the specs and schemes are, and which language a file is.
    let catalog: SpecCatalog
    private var languages: LanguageSet?
    private var sources: [String: SyntaxSource] = [:]
    /// Specs parsed this session whose definitions-cache entries are not written yet: written
    /// when the session is idle (`saveCaches`), not before the first frame; so is the catalog's
    /// listing when its cache file was not current.
    private var unsavedDefinitions: [CachedSpecTree] = []
    private var isListingSaved = false

    init(settings: Settings, catalog: SpecCatalog) {
        self.catalog = catalog
        isEnabled = settings.syntax
        switch settings.theme.map({ ($0, catalog.scheme($0)) }) {
        case nil:
            theme = .standard
            themeProblem = nil
        case (_, .success(let scheme))?:
            theme = Theme(scheme: scheme)
            themeProblem = nil
        case (let name, .failure(let problem))?:
            theme = .standard
            themeProblem = "colour scheme \"\(name)\" (theme) cannot be used: \(problem); the default colours are used"
        case (let name, nil)?:
            theme = .standard
            themeProblem = "no colour scheme \"\(name)\" (theme): the default colours are used"
        }
    }

    /// The source for language `id`, made on first use; nil when it cannot be highlighted.
    func source(language id: String) -> SyntaxSource? {
        guard isEnabled else { return nil }
        if let made = sources[id] { return made }
        let set = languages ?? LanguageSet(specs: { [unowned self] id in
            let read = catalog.read(id)
            if let parsed = read.parsed { unsavedDefinitions.append(parsed) }
            return read.result
        })
        languages = set
        guard let highlighter = Highlighter(language: id, in: set) else { return nil }
        let comments = catalog.index.language(id).map {
            LanguageRuleBook.SpecComments(metadataLine: $0.lineComment, blockStart: $0.blockCommentStart, blockEnd: $0.blockCommentEnd)
        }
        let made = SyntaxSource(highlighter: highlighter, styles: set, language: id, comments: comments ?? LanguageRuleBook.SpecComments())
        sources[id] = made
        return made
    }

    /// Whether the listing or specs parsed have cache files still to be written.
    var hasUnsavedCaches: Bool { !unsavedDefinitions.isEmpty || (!isListingSaved && catalog.unsavedListing != nil) }

    /// Writes the listing's cache file if it was not current, and the definitions-cache entries
    /// of the specs parsed so far (failures are ignored: `SpecCatalog.saveListing`,
    /// `saveDefinitions`).
    func saveCaches() {
        if !isListingSaved {
            catalog.saveListing()
            isListingSaved = true
        }
        catalog.saveDefinitions(unsavedDefinitions)
        unsavedDefinitions.removeAll()
    }

    /// Highlights `document` in the language the user chose for it before (its place's, in
    /// `languageChoice`), else the one its name and first line say; a binary file is left plain.
    /// A chosen language that cannot be highlighted (its definition is gone) gives way to the guess.
    func attach(_ document: inout Document, isBinary: Bool) {
        guard isEnabled, !isBinary else { return }
        switch document.languageChoice {
        case .plain?: return
        case .language(let id)?: if let chosen = source(language: id) { return document.highlight(with: chosen) }
        case nil: break
        }
        guard !document.path.isEmpty else { return }
        let start = document.text.bytes.bytes(in: 0..<Swift.min(document.text.count, FileStart.length))
        guard let id = catalog.guessLanguage(path: document.path, start: start) else { return }
        document.highlight(with: source(language: id))
    }

    /// The languages "Set language" lists: every one but the hidden helpers (`def`...).
    var listedLanguages: [LanguageInfo] { catalog.index.languages.filter { !$0.isHidden } }
}
