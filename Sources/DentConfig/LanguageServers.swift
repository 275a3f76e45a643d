import DentLSP

/// A language server dent knows how to start: its command, the initialization options dent
/// sends it unless dent.conf says otherwise, and where to get it.
public struct LanguageServerCandidate: Sendable, Equatable {
    public var command: ServerCommand
    /// What dent turns off by default: the things that run a project's own code or index
    /// everything in the background (issue 54). dent.conf's options are laid over these.
    public var options: JSONObject
    /// Where to get it, said when none of a language's servers is installed.
    public var source: String

    public init(_ command: ServerCommand, options: JSONObject = [:], source: String) {
        self.command = command
        self.options = options
        self.source = source
    }
}

/// dent's table of language servers, by GtkSourceView language id: the servers to try in
/// order (the first installed one runs) and the files that mark a project's root. dent.conf's
/// `[language ID]` sections override it (`resolve`, `ProjectRoot`).
public enum LanguageServers {
    /// One row: the languages, their servers in order of preference, and their own root
    /// markers (`.git` counts for every language).
    public struct Entry: Sendable {
        public var ids: [String]
        public var candidates: [LanguageServerCandidate]
        public var rootMarkers: [String]
    }

    /// A file or folder that marks the root of a project in any language.
    public static let commonRootMarkers = [".git"]

    static let clangd = LanguageServerCandidate(ServerCommand("clangd"), source: "Debian: clangd; the Swift toolchain has one too")
    /// sourcekit-lsp's `backgroundIndexing` (its configuration file's key, which the
    /// initialization options set too): it builds the package, plugins and all, as it indexes.
    static let sourceKit = LanguageServerCandidate(ServerCommand("sourcekit-lsp"), options: ["backgroundIndexing": false],
                                                   source: "the Swift toolchain has it")
    /// rust-analyzer's `cargo.buildScripts.enable` and `procMacro.enable`: both compile and run
    /// the project's code (build.rs, procedural macros).
    static let rustAnalyzer = LanguageServerCandidate(
        ServerCommand("rust-analyzer"), options: ["cargo": ["buildScripts": ["enable": false]], "procMacro": ["enable": false]],
        source: "rustup component add rust-analyzer")

    public static let entries: [Entry] = [
        Entry(ids: ["c", "chdr", "cpp", "cpphdr", "objc"], candidates: [clangd],
              rootMarkers: ["compile_commands.json", "compile_flags.txt", ".clangd"]),
        Entry(ids: ["swift"], candidates: [sourceKit], rootMarkers: ["Package.swift", "buildServer.json", "compile_commands.json"]),
        Entry(ids: ["python3"], candidates: [
            LanguageServerCandidate(ServerCommand("pylsp"), source: "Debian: python3-pylsp, with python3-pyflakes for diagnostics"),
            LanguageServerCandidate(ServerCommand("basedpyright-langserver", ["--stdio"]), source: "PyPI: basedpyright"),
            LanguageServerCandidate(ServerCommand("jedi-language-server"), source: "PyPI: jedi-language-server"),
            LanguageServerCandidate(ServerCommand("ruff", ["server"]), source: "PyPI: ruff"),
        ], rootMarkers: ["pyproject.toml", "setup.py", "setup.cfg"]),
        Entry(ids: ["go"], candidates: [LanguageServerCandidate(ServerCommand("gopls"), source: "Debian: gopls")],
              rootMarkers: ["go.mod", "go.work"]),
        Entry(ids: ["rust"], candidates: [rustAnalyzer], rootMarkers: ["Cargo.toml"]),
        Entry(ids: ["toml"], candidates: [LanguageServerCandidate(ServerCommand("taplo", ["lsp", "stdio"]), source: "PyPI: taplo")],
              rootMarkers: [".taplo.toml", "taplo.toml"]),
    ]

    /// The built-in servers of language `id`, in order; empty for a language dent knows none for.
    public static func candidates(for id: String) -> [LanguageServerCandidate] {
        entries.first { $0.ids.contains(id) }?.candidates ?? []
    }

    /// The names that mark the root of a project of language `id`: its own, then `.git`.
    public static func rootMarkers(for id: String) -> [String] {
        (entries.first { $0.ids.contains(id) }?.rootMarkers ?? []) + commonRootMarkers
    }

    /// The built-in options of the server whose program is called `name` (whatever path
    /// dent.conf gives it): a server named in dent.conf keeps what the table turns off.
    static func defaultOptions(forProgram name: String) -> JSONObject {
        entries.lazy.flatMap(\.candidates).first { $0.command.programName == name }?.options ?? [:]
    }
}
