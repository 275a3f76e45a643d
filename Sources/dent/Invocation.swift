/// What the command line asks for.
struct Invocation: Equatable {
    enum Mode: Equatable {
        case help
        case version
        case listKeys(tsv: Bool)
        case keysMarkdown
        /// `--man`: the manual page in roff.
        case manPage
        case decodeKeys
        case checkKeys
        /// `--check-config`: every problem of dent.conf, keys.conf and the theme.
        case checkConfig
        /// `--highlight FILE`: the file in colour on standard output; with `--spans`, its style
        /// runs as text (`SyntaxCommands`).
        case highlight(path: String, spans: Bool)
        /// `--check-syntax`: load every installed spec and scheme, list what cannot be used.
        case checkSyntax
        /// `--check-lsp [FILE]`: each language's server and whether it is installed; with FILE,
        /// its server started, initialised and shut down (`ServerCheck`).
        case checkLSP(path: String?)
        /// The files to open (the first is shown); `position` is for the first.
        case edit(paths: [String], position: StartPosition?)
    }

    var mode: Mode
    /// `--keys FILE`: key bindings from FILE instead of the XDG keys.conf.
    var keysFile: String?
    /// `--language ID`: the language of the file to highlight or edit, instead of the guess.
    var language: String?

    /// A command-line mistake: printed with the usage line, exit status 2.
    struct UsageError: Error, Equatable {
        let message: String
    }

    static let usage = "usage: dent [--keys FILE] [--language ID] [--help | --version | --list-keys [--tsv] | --decode-keys | --check-keys | --check-config | --check-syntax | --check-lsp [FILE] | --man | --highlight [--spans] FILE] [+LINE[:COL]] [FILE|- ...]"

    /// Options that end the command line's meaning on their own.
    static let modes: [String: Mode] = [
        "--help": .help, "-h": .help, "--version": .version, "-V": .version, "--list-keys": .listKeys(tsv: false),
        "--keys-markdown": .keysMarkdown, "--decode-keys": .decodeKeys, "--check-keys": .checkKeys, "--check-config": .checkConfig,
        "--man": .manPage, "--check-syntax": .checkSyntax, "--check-lsp": .checkLSP(path: nil),
    ]

    /// `-` reads standard input until its end: from a terminal that is a blank screen until
    /// Ctrl+D, which no nano or micro user expects, so it is refused as a usage error.
    func checkStandardInput(isTerminal: Bool) throws(UsageError) {
        guard isTerminal, case .edit(let paths, _) = mode, paths.contains("-") else { return }
        throw UsageError(message: "- reads standard input, which is a terminal here: pipe text in (cmd | dent -) or name a file")
    }

    static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        var paths: [String] = []
        var mode: Mode?
        var keysFile: String?
        var tsv = false
        var highlight = false
        var spans = false
        var language: String?
        var position: StartPosition?
        var afterDashes = false
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            if !afterDashes, argument.hasPrefix("+"), argument.count > 1 {
                guard let parsed = StartPosition(argument.dropFirst()) else { throw UsageError(message: "\(argument): expected +LINE or +LINE:COL") }
                position = parsed
                continue
            }
            guard !afterDashes && argument.hasPrefix("-") && argument.count > 1 else {
                paths.append(argument)
                continue
            }
            switch argument {
            case "--": afterDashes = true
            case "--tsv": tsv = true
            case "--keys":
                guard let file = iterator.next() else { throw UsageError(message: "--keys needs a file") }
                keysFile = file
            case "--highlight": highlight = true
            case "--spans": spans = true
            case "--language":
                guard let id = iterator.next(), !id.isEmpty else { throw UsageError(message: "--language needs a language id") }
                language = id
            default:
                guard let named = modes[argument] else { throw UsageError(message: "unknown option \(argument)") }
                if named == .help || named == .version { return Invocation(mode: named, keysFile: keysFile) }
                mode = mode ?? named
            }
        }
        guard highlight || !spans else { throw UsageError(message: "--spans goes with --highlight") }
        if highlight {
            return try highlighting(paths, spans: spans, alone: mode == nil && position == nil && !tsv, language: language, keysFile: keysFile)
        }
        if mode == .checkLSP(path: nil) { return try checkingServers(paths, language: language, keysFile: keysFile) }
        if let mode {
            guard language == nil else { throw UsageError(message: "--language goes with --highlight or with files to edit") }
            guard paths.isEmpty else { throw UsageError(message: "\(paths[0]): no file is needed with this option") }
            if case .listKeys = mode { return Invocation(mode: .listKeys(tsv: tsv), keysFile: keysFile) }
            return Invocation(mode: mode, keysFile: keysFile)
        }
        guard !tsv else { throw UsageError(message: "--tsv goes with --list-keys") }
        // Standard input can be read once.
        guard paths.filter({ $0 == "-" }).count <= 1 else { throw UsageError(message: "- (standard input) can be given once") }
        return Invocation(mode: .edit(paths: paths, position: position), keysFile: keysFile, language: language)
    }

    /// `--check-lsp [FILE]`: at most one file; `--language` goes with it.
    private static func checkingServers(_ paths: [String], language: String?, keysFile: String?) throws(UsageError) -> Invocation {
        guard paths.count <= 1 else { throw UsageError(message: "--check-lsp takes one file") }
        guard paths.first != nil || language == nil else { throw UsageError(message: "--language goes with --check-lsp FILE") }
        return Invocation(mode: .checkLSP(path: paths.first), keysFile: keysFile, language: language)
    }

    /// `--highlight [--spans] FILE`: one file, no other mode, no start position.
    private static func highlighting(_ paths: [String], spans: Bool, alone: Bool, language: String?,
                                     keysFile: String?) throws(UsageError) -> Invocation {
        guard alone else { throw UsageError(message: "--highlight goes with --spans and --language only") }
        guard paths.count == 1, let path = paths.first else { throw UsageError(message: "--highlight needs one file") }
        return Invocation(mode: .highlight(path: path, spans: spans), keysFile: keysFile, language: language)
    }
}
