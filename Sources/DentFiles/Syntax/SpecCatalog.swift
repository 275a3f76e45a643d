import DentSyntax
import Glibc

/// The installed languages and schemes: where each language's spec is, what its metadata says
/// (to guess a file's language), and each spec and scheme read when asked for.
///
/// Start-up cost. Guessing needs every spec's `<metadata>`; parsing all ~170 files (and
/// loading libxml2 first) at each start would delay the first frame, and even their heads cost
/// several times what the cache does (docs/PERFORMANCE.md, "Figures behind the code"). So the catalog
/// keeps what their heads say in a cache file
/// (`$XDG_CACHE_HOME/dent/language-specs.cache`, `SpecListing`), trusted only as far as the
/// stamps (size and ctime) of each folder and each file match the cache's: a start reads that
/// one file and stats the folders and files, and only a file that is new or changed is parsed
/// again (its head only: `XMLTreeReader.readHead`). A changed listing rewrites the cache
/// atomically, when the session is idle (`saveListing`): the write syncs to disk, which the
/// first frame does not wait for. A spec read whole goes through a second cache, of parsed trees
/// (`DefinitionCache`), so a start that finds both current never loads libxml2.
///
/// Thread safety: a value (Sendable) that holds no open files and no shared state. Making one
/// does its I/O then (reads the cache, stats, maybe writes the cache), so the session can make
/// it on a worker thread while it reads the file and sets up the terminal. The look-ups
/// (`guessLanguage`, `index`) are pure and cheap; `spec`, `read` and `scheme` read their files on
/// each call (the engine asks once per language).
public struct SpecCatalog: Sendable {
    public let directories: SpecDirectories
    public let listing: SpecListing
    public let index: LanguageIndex
    /// The listing as the cache file is to hold it, when the file is not current (its folders
    /// or files changed, or there was none); encoded and written by `saveListing`, after the
    /// first frame (encoding it was a quarter of a first start's catalog work).
    public let unsavedListing: SpecListing?

    /// The folders and cache for `environment`'s variables (`SpecDirectories`).
    public init(environment: [String: String]) {
        self.init(directories: SpecDirectories(environment: environment))
    }

    /// The catalog of `directories`; with `directories.cache`, through the metadata cache.
    /// `now` decides which stamps are too recent to trust (`SpecListing.cacheable`); tests
    /// move it.
    public init(directories: SpecDirectories, now: FileTime = .now()) {
        self.directories = directories
        let cacheFile = directories.cache.map { PathNames.join($0, Self.cacheName) }
        let cached = cacheFile.flatMap { try? SpecFiles.bytes($0).get() }.flatMap(SpecListing.decode)
        let (listing, reused, lasting) = SpecListing.current(directories.languageSpecs, mimeFiles: directories.mimeFiles, cached: cached)
        let isCurrent = reused || !lasting || directories.cache == nil
        unsavedListing = isCurrent ? nil : listing.cacheable(now: now.seconds * 1_000_000_000 + now.nanoseconds)
        self.listing = listing
        index = LanguageIndex(listing.languages, mimeGlobs: { listing.mimeGlobs })
    }

    /// Writes the cache file of the listing when it is not current (`unsavedListing`). A cache
    /// that cannot be written costs the next start time, never correctness.
    public func saveListing() {
        guard let unsavedListing, let cache = directories.cache else { return }
        CacheFile.replace(Self.cacheName, in: "", of: cache, with: unsavedListing.encoded())
    }

    static let cacheName = "language-specs.cache"

    /// The language of the file at `path` whose first bytes are `start` (`FileStart.length`
    /// are looked at): `LanguageIndex.guess`; nil for none.
    public func guessLanguage<C: Collection<UInt8>>(path: String, start: C) -> String? {
        index.guess(path: path, start: FileStart(start))
    }

    /// The parsed spec of language `id`, read now: nil when no spec defines it, a problem
    /// (file:line and why) when it cannot be read or is not well-formed. Through the
    /// definitions cache (`read`), whose entry is written at once when the spec was parsed.
    public func spec(_ id: String) -> Result<SpecSource, SpecProblem>? {
        let read = read(id)
        if let parsed = read.parsed { saveDefinitions([parsed]) }
        return read.result
    }

    /// A spec as `read` gives it: the result `spec` gives, and the tree to cache when the file
    /// was parsed now (nil when it came from the cache or could not be read).
    public struct SpecRead: Sendable {
        public var result: Result<SpecSource, SpecProblem>?
        public var parsed: CachedSpecTree?
    }

    /// The spec of language `id`, from the definitions cache (`DefinitionCache`) when it holds
    /// the file as it is now, else parsed with libxml2, which is loaded only then. Writing the
    /// new entry is left to the caller (`saveDefinitions`), so the session can do it after its
    /// first frame.
    public func read(_ id: String) -> SpecRead {
        guard let info = index.language(id) else { return SpecRead(result: nil, parsed: nil) }
        // Stamped before the file is read: a change while it is read leaves the entry stale,
        // never a new tree under an old stamp.
        let stamp = SpecFiles.stamp(info.path)
        let cache = directories.cache.map { DefinitionCache(cache: $0) }
        var parsed: CachedSpecTree?
        let tree: Result<XMLElement, SpecProblem>
        if let stamp, let cached = cache?.tree(at: info.path, stamp: stamp) {
            tree = .success(cached)
        } else {
            tree = SpecFiles.xml(info.path)
            if let stamp, cache != nil, case .success(let root) = tree {
                parsed = CachedSpecTree(path: info.path, stamp: stamp, root: root)
            }
        }
        let result = tree.flatMap { root -> Result<SpecSource, SpecProblem> in
            let defined = CatalogID.of(root)
            guard defined == info.id else {
                return .failure(SpecProblem(path: info.path, line: root.line,
                                            message: "defines \(defined ?? "no language") now, not \(info.id)"))
            }
            return .success(SpecSource(root: root, path: info.path))
        }
        return SpecRead(result: result, parsed: parsed)
    }

    /// Writes `trees` to the definitions cache, each unless too recent to trust at `now`;
    /// failures are ignored (`DefinitionCache.store`).
    public func saveDefinitions(_ trees: [CachedSpecTree], now: FileTime = .now()) {
        guard let cache = directories.cache.map({ DefinitionCache(cache: $0) }) else { return }
        for tree in trees { cache.store(tree, now: now) }
    }

    /// The spec file at `path` read whole (`dent --check-syntax` reads every one, hidden
    /// definitions too).
    public func specFile(_ path: String) -> Result<XMLElement, SpecProblem> {
        SpecFiles.xml(path)
    }

    /// `spec` as the function `LanguageSet(specs:)` takes.
    public var specs: @Sendable (String) -> Result<SpecSource, SpecProblem>? {
        let catalog = self
        return { catalog.spec($0) }
    }

    /// The spec files whose heads could not be read: not XML, not a version 2 `<language>`.
    public var problems: [SpecProblem] {
        listing.folders.flatMap(\.files).compactMap { file in
            if case .failure(let problem) = file.language { problem } else { nil }
        }
    }

    /// The spec files not used because an earlier one defines the same id, with that one's path.
    public var shadowed: [(path: String, id: String, usedPath: String)] {
        listing.folders.flatMap(\.files).compactMap { file in
            guard case .success(let info) = file.language, let used = index.language(info.id), used.path != info.path else { return nil }
            return (info.path, info.id, used.path)
        }
    }
}

/// The id a spec's root element gives its language, as `LanguageInfo.read` takes it.
enum CatalogID {
    static func of(_ root: XMLElement) -> String? {
        guard case .success(let info) = LanguageInfo.read(root, path: "") else { return nil }
        return info.id
    }
}

extension SpecDirectories {
    /// The variables `init(environment:)` reads.
    public static let variables = ["HOME", "XDG_DATA_HOME", "XDG_DATA_DIRS", "XDG_CACHE_HOME"]

    /// Those variables of this process.
    public static func processEnvironment() -> [String: String] {
        var environment: [String: String] = [:]
        for name in variables { if let value = getenv(name) { environment[name] = String(cString: value) } }
        return environment
    }
}
