/// Where language specs (`*.lang`) and style schemes (`*.xml`) are looked for, first to last
/// (the first definition of a language id wins): `$XDG_DATA_HOME/dent/language-specs`, then
/// `$XDG_DATA_HOME/gtksourceview-4/language-specs`, then for each of `$XDG_DATA_DIRS` its
/// `gtksourceview-4/language-specs` and `gtksourceview-5/language-specs`; schemes from the
/// `styles` folder beside each. XDG Base Directory Specification 0.8: `XDG_DATA_HOME` defaults
/// to `~/.local/share`, `XDG_DATA_DIRS` to `/usr/local/share:/usr/share`, and a value that is
/// not an absolute path is ignored. The environment is passed in, so tests choose it.
public struct SpecDirectories: Sendable, Equatable {
    /// The folders of `.lang` files, in order.
    public var languageSpecs: [String]
    /// The folders of scheme files, in the same order.
    public var styles: [String]
    /// Where the catalog keeps its metadata cache (`$XDG_CACHE_HOME/dent`, default
    /// `~/.cache/dent`); nil without a home.
    public var cache: String?
    /// The shared MIME-info database's files the language guess reads (`mime/globs2`,
    /// `mime/subclasses` and `mime/aliases` under `$XDG_DATA_HOME`, then under each of
    /// `$XDG_DATA_DIRS`), first folder first.
    public var mimeFiles: [String]

    public init(languageSpecs: [String], styles: [String], cache: String?, mimeFiles: [String] = []) {
        self.languageSpecs = languageSpecs
        self.styles = styles
        self.cache = cache
        self.mimeFiles = mimeFiles
    }

    public init(environment: [String: String]) {
        func absolute(_ name: String) -> String? {
            environment[name].flatMap { $0.hasPrefix("/") ? $0 : nil }
        }
        let home = absolute("HOME")
        let dataHome = absolute("XDG_DATA_HOME") ?? home.map { PathNames.join($0, ".local/share") }
        var dataDirectories = (environment["XDG_DATA_DIRS"] ?? "").split(separator: ":").map(String.init).filter { $0.hasPrefix("/") }
        if dataDirectories.isEmpty { dataDirectories = ["/usr/local/share", "/usr/share"] }
        var bases: [String] = []
        if let dataHome { bases += [PathNames.join(dataHome, "dent"), PathNames.join(dataHome, "gtksourceview-4")] }
        for directory in dataDirectories {
            bases += [PathNames.join(directory, "gtksourceview-4"), PathNames.join(directory, "gtksourceview-5")]
        }
        var seen: Set<String> = []
        bases = bases.filter { seen.insert($0).inserted }
        let mimeFolders = (dataHome.map { [$0] } ?? []) + dataDirectories
        var seenMime: Set<String> = []
        self.init(languageSpecs: bases.map { PathNames.join($0, "language-specs") },
                  styles: bases.map { PathNames.join($0, "styles") },
                  cache: (absolute("XDG_CACHE_HOME") ?? home.map { PathNames.join($0, ".cache") }).map { PathNames.join($0, "dent") },
                  mimeFiles: mimeFolders.filter { seenMime.insert($0).inserted }
                    .flatMap { folder in ["globs2", "subclasses", "aliases"].map { PathNames.join(folder, "mime/" + $0) } })
    }
}
