import DentFiles
import DentSyntax
import DentText
import Glibc

/// `dent --highlight [--spans] [--language ID] FILE` and `dent --check-syntax`: the highlighter
/// and the spec catalog without a terminal, for scripts, tests and people writing a `.lang`.
enum SyntaxCommands {
    /// Writes FILE highlighted (with `spans`, one `line TAB start TAB end TAB style` line per run
    /// of one innermost style, as `gsv-reference.py --no-header` prints GtkSourceView's first four
    /// columns). A file in no known language, or a binary one, is written as it is (no spans).
    /// Exit status 0; 1 when the file cannot be read or its language cannot be loaded; 2 when
    /// `--language` names no installed language.
    static func highlight(path: String, spans: Bool, language forced: String?) -> Int32 {
        let catalog = SpecCatalog(environment: SpecDirectories.processEnvironment())
        catalog.saveListing()
        let file: LoadedFile
        do throws(FileError) {
            file = try FileLoader.load(path: path)
        } catch {
            printError("dent: \(error)")
            return 1
        }
        guard file.exists else {
            printError("dent: \(PathBytes.shown(path)): no such file")
            return 1
        }
        let bytes = file.buffer.allBytes
        let language: String?
        switch chosenLanguage(forced, catalog: catalog, path: path, bytes: bytes) {
        case .failure(let unknown):
            printError("dent: \(unknown.message)")
            return 2
        case .success(let chosen):
            language = file.isBinary && forced == nil ? nil : chosen
        }
        // On a terminal the file's control bytes are written out, as `ls` does; a pipe gets them exact.
        let escaping = isatty(STDOUT_FILENO) == 1
        guard let language else { return write(spans ? [] : escaping ? TerminalText.escaped(bytes) : bytes) ? 0 : 1 }
        let set = LanguageSet(specs: catalog.specs)
        guard let highlighter = Highlighter(language: language, in: set) else {
            let reasons = set.problems.map(\.description)
            printError("dent: cannot highlight \(language)" + (reasons.isEmpty ? "" : ":\n" + reasons.joined(separator: "\n")))
            return 1
        }
        if spans {
            let listing = bytes.withUnsafeBufferPointer { SpanListing.listing(of: $0, highlighter: highlighter, in: set) }
            return write(Array(listing.utf8)) ? 0 : 1
        }
        let theme = HighlightPrinter.theme(catalog: catalog)
        return write(HighlightPrinter.colored(bytes, highlighter: highlighter, styles: set, theme: theme, escaping: escaping)) ? 0 : 1
    }

    /// The language `--language` forces (any installed id, hidden helpers too), or the guess;
    /// a message naming near ids when the forced one is not installed.
    static func chosenLanguage(_ forced: String?, catalog: SpecCatalog, path: String, bytes: [UInt8]) -> Result<String?, UnknownLanguage> {
        guard let forced else { return .success(catalog.guessLanguage(path: path, start: bytes.prefix(FileStart.length))) }
        if let info = catalog.index.language(forced) { return .success(info.id) }
        let near = catalog.index.near(forced)
        let hint = near.isEmpty ? "dent --check-syntax lists the folders searched" : "near: " + near.joined(separator: ", ")
        return .failure(UnknownLanguage(message: "no language \(forced) (\(hint))"))
    }

    /// `--language` named no installed language.
    struct UnknownLanguage: Error, Equatable {
        var message: String
    }

    /// Writes `bytes` to standard output whole (short writes and EINTR retried); false when it
    /// cannot (a closed pipe ends the output quietly).
    static func write(_ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes { Glibc.write(STDOUT_FILENO, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            offset += count
        }
        return true
    }
}
