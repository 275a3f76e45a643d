import DentCore
import DentFiles
import DentScreen
import DentSyntax
import DentTestSupport
import DentText
import DentWire
import Glibc

/// From nothing to the first C frame highlighted: a child dent-bench (`--first-frame-child`)
/// makes the catalog with a cache folder, reads the installed C specs as the session does,
/// highlights and draws the first screen of 10 KB of C, and exits. The time column is the
/// child's whole life (process start included, the same in every variant), so libxml2's
/// loading counts, which no in-process figure can time twice.
enum FirstFrameFigures {
    /// Which caches the child finds.
    enum Caches: String, CaseIterable {
        /// None: the first start ever (every spec's head parsed, libxml2 loaded, C parsed).
        case cold
        /// The listing cache only: libxml2 loaded to parse `c.lang` and `def.lang` (every start
        /// before the definitions cache).
        case listing
        /// Both: no libxml2.
        case warm
    }

    static var all: [Figure] { Caches.allCases.map(figure) }

    static func figure(_ caches: Caches) -> Figure {
        let summary = switch caches {
        case .cold: "a child process to the first C frame highlighted, no caches"
        case .listing: "the same, the language listing cached, the definitions not"
        case .warm: "the same, the listing and the definitions cached"
        }
        return Figure(name: "first-c-frame-\(caches.rawValue)", summary: summary) {
            let file = try Workload.codeFile(size: 10_000)
            let cache = try ScratchDirectory(prefix: "dent-bench-first-frame")
            if caches != .cold { precondition(runChild([cache.path, file, "save"]), "the set-up child failed") }
            if caches == .listing {
                let definitions = cache.path + "/definitions"
                for name in cache.entries("definitions") ?? [] { unlink(definitions + "/" + name) }
            }
            return { withExtendedLifetime(cache) { precondition(runChild([cache.path, file, "nosave"]), "the child failed") } }
        }
    }

    /// Runs the child with `arguments`; whether it succeeded.
    private static func runChild(_ arguments: [String]) -> Bool {
        let argv = (["dent-bench", "--first-frame-child"] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, "/proc/self/exe", nil, nil, argv, environ) == 0 else { return false }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return false }
        }
        return status == 0
    }

    /// The child's side: the catalog of the installed specs with `cache`, the C file's first
    /// screen highlighted and encoded as a start draws it; with `save`, the parsed specs cached
    /// afterwards, as the session does once idle.
    static func runChild(cache: String, file: String, save: Bool) -> Never {
        let system = CatalogFigures.system
        let catalog = SpecCatalog(directories: SpecDirectories(languageSpecs: system.languageSpecs, styles: [], cache: cache))
        guard let loaded = try? FileLoader.load(path: file) else { exit(2) }
        var parsed: [CachedSpecTree] = []
        let set = LanguageSet(specs: { id in
            let read = catalog.read(id)
            if let tree = read.parsed { parsed.append(tree) }
            return read.result
        })
        let start = loaded.text.bytes.bytes(in: 0..<min(loaded.text.count, FileStart.length))
        guard let language = catalog.guessLanguage(path: file, start: start),
              let highlighter = Highlighter(language: language, in: set) else { exit(3) }
        var document = Document(path: file, text: loaded.text)
        document.highlight(with: SyntaxSource(highlighter: highlighter, styles: set, language: language))
        var editor = Editor(document: document)
        editor.resize(rows: SyntaxFigures.rows, columns: SyntaxFigures.columns)
        editor.prepareHighlighting()
        var screen = Screen(caps: .xterm)
        screen.draw(editor, rows: SyntaxFigures.rows, columns: SyntaxFigures.columns)
        if save {
            catalog.saveListing()
            catalog.saveDefinitions(parsed)
        }
        exit(0)
    }
}
