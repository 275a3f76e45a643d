import DentSyntax
import DentTestSupport
import Glibc
import Testing
@testable import DentFiles

/// The definitions cache: a spec's parsed tree is taken from it while the spec is unchanged,
/// never past a change, never from a damaged or foreign entry, and a cache that cannot be
/// written only costs time. A test tells the cache was used by planting an entry whose stamp
/// matches the spec's but whose tree differs from what the file says.
@Suite struct DefinitionCacheTests {
    typealias Tree = SpecCatalogTests.Tree
    /// Long after every stamp the tests make: nothing is too recent to cache.
    static let later = FileTime(seconds: Int64(Int32.max) * 2, nanoseconds: 0)

    static func cache(_ tree: Tree) -> DefinitionCache { DefinitionCache(cache: tree.root.file("cache/dent")) }

    /// A tree with a spec `a.lang`, read once and its entry written.
    static func cached() throws -> (tree: Tree, catalog: SpecCatalog, entry: CachedSpecTree) {
        let tree = try Tree()
        try tree.write(tree.systemSpecs, "a.lang", SpecCatalogTests.lang("a", name: "A", globs: "*.a", body: "<definitions><context id=\"a\"/></definitions>"))
        let catalog = tree.catalog()
        let parsed = try #require(catalog.read("a").parsed, "the first read parses")
        catalog.saveDefinitions([parsed], now: later)
        return (tree, catalog, parsed)
    }

    /// Replaces the entry of `entry.path` with `entry` as given.
    static func plant(_ entry: CachedSpecTree, in cache: DefinitionCache) throws {
        let bytes = try #require(DefinitionCache.file(entry))
        let fd = open(cache.entryPath(for: entry.path), O_WRONLY | O_TRUNC | O_CREAT, 0o600)
        defer { close(fd) }
        #expect(write(fd, bytes, bytes.count) == bytes.count)
    }

    static func renamed(_ entry: CachedSpecTree, _ name: String) -> CachedSpecTree {
        var planted = entry
        planted.root.attributes = planted.root.attributes.map { $0.name == "name" ? XMLAttribute("name", name) : $0 }
        return planted
    }

    static func name(_ read: SpecCatalog.SpecRead) -> String? { (try? read.result?.get())?.root.attribute("name") }

    @Test func anUnchangedSpecIsTakenFromTheCache() throws {
        let (tree, catalog, entry) = try Self.cached()
        let again = catalog.read("a")
        #expect(again.parsed == nil, "nothing to write: the tree came from the cache")
        #expect((try again.result?.get())?.root == entry.root)
        try Self.plant(Self.renamed(entry, "Planted"), in: Self.cache(tree))
        #expect(Self.name(tree.catalog().read("a")) == "Planted", "the next start reads the entry, not the spec")
    }

    @Test func aChangedSpecIsParsedAgainAndItsEntryRewritten() throws {
        let (tree, _, entry) = try Self.cached()
        try Self.plant(Self.renamed(entry, "Planted"), in: Self.cache(tree))
        // Rewritten in place with the same size: only the change time tells.
        try tree.write(tree.systemSpecs, "a.lang", SpecCatalogTests.lang("a", name: "Z", globs: "*.a", body: "<definitions><context id=\"z\"/></definitions>"))
        let catalog = tree.catalog()
        let read = catalog.read("a")
        #expect(Self.name(read) == "Z")
        let parsed = try #require(read.parsed)
        catalog.saveDefinitions([parsed], now: Self.later)
        #expect(catalog.read("a").parsed == nil)
        #expect(Self.name(catalog.read("a")) == "Z", "the new entry holds the new tree")
    }

    @Test func aSpecChangedWithinTheRacyWindowIsNotCached() throws {
        let tree = try Tree()
        try tree.write(tree.systemSpecs, "a.lang", SpecCatalogTests.lang("a"))
        let catalog = tree.catalog()
        catalog.saveDefinitions([try #require(catalog.read("a").parsed)], now: .now())
        #expect(!tree.root.exists("cache/dent/definitions/" + PathNames.baseName(of: Self.cache(tree).entryPath(for: tree.systemSpecs + "/a.lang"))))
        #expect(catalog.read("a").parsed != nil, "parsed again next time")
    }

    @Test func aDamagedEntryIsIgnoredAndRewritten() throws {
        let (tree, catalog, entry) = try Self.cached()
        let path = Self.cache(tree).entryPath(for: entry.path)
        let bytes = try #require(Fixture.read(path))
        for damaged in [Array(bytes.prefix(bytes.count / 2)), [], Array("not an entry".utf8)] {
            let fd = open(path, O_WRONLY | O_TRUNC)
            _ = write(fd, damaged, damaged.count)
            close(fd)
            let read = catalog.read("a")
            #expect((try read.result?.get())?.root == entry.root)
            catalog.saveDefinitions([try #require(read.parsed, "the damaged entry is not trusted")], now: Self.later)
            #expect(Fixture.read(path) == bytes, "rewritten whole")
        }
    }

    @Test func anEntryOfAnotherPathIsIgnored() throws {
        let (tree, _, entry) = try Self.cached()
        try tree.write(tree.systemSpecs, "b.lang", SpecCatalogTests.lang("b", name: "B"))
        let other = tree.catalog()
        // a's entry, current stamp and all, in b's place.
        var foreign = entry
        foreign.stamp = try #require(SpecFiles.stamp(tree.systemSpecs + "/b.lang"))
        let bytes = try #require(DefinitionCache.file(foreign))
        let fd = open(Self.cache(tree).entryPath(for: tree.systemSpecs + "/b.lang"), O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        _ = write(fd, bytes, bytes.count)
        close(fd)
        #expect(Self.name(other.read("b")) == "B")
        #expect(other.read("b").parsed != nil)
    }

    @Test func anUnwritableCacheFolderOnlyCostsTime() throws {
        let tree = try Tree()
        try tree.write(tree.systemSpecs, "a.lang", SpecCatalogTests.lang("a", name: "A"))
        try tree.root.makeDirectory("cache")
        try tree.root.makeDirectory("cache/dent")
        try tree.root.write("cache/dent/definitions", "a file where the folder should be")
        let catalog = tree.catalog()
        catalog.saveDefinitions([try #require(catalog.read("a").parsed)], now: Self.later)
        #expect(Self.name(catalog.read("a")) == "A")
        #expect(catalog.read("a").parsed != nil)
        #expect(tree.root.readText("cache/dent/definitions") == "a file where the folder should be")
    }

    @Test func noCacheFolderNoEntries() throws {
        let tree = try Tree()
        try tree.write(tree.systemSpecs, "a.lang", SpecCatalogTests.lang("a", name: "A"))
        let directories = SpecDirectories(languageSpecs: [tree.systemSpecs], styles: [], cache: nil)
        let read = SpecCatalog(directories: directories).read("a")
        #expect(Self.name(read) == "A")
        #expect(read.parsed == nil, "nowhere to write it")
    }

    /// The entry file as a whole, checksum included: every strict prefix, and the file with
    /// one to four bytes changed anywhere, is refused or (a change that undoes itself) gives the
    /// entry unchanged; never another tree.
    @Test func aDamagedEntryFileNeverGivesAnotherTree() throws {
        let (_, _, entry) = try Self.cached()
        let bytes = try #require(DefinitionCache.file(entry))
        #expect(DefinitionCache.entry(from: bytes) == entry)
        for length in 0..<bytes.count { #expect(DefinitionCache.entry(from: Array(bytes.prefix(length))) == nil) }
        var random = SplitMix64(state: 0xDEF)
        for _ in 0..<20_000 {
            var changed = bytes
            for _ in 0...random.below(4) { changed[random.below(changed.count)] = UInt8(truncatingIfNeeded: random.next()) }
            let decoded = DefinitionCache.entry(from: changed)
            #expect(decoded == nil || (decoded == entry && changed == bytes))
        }
        for _ in 0..<2_000 {
            let noise = (0..<random.below(300)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            #expect(DefinitionCache.entry(from: noise) == nil)
        }
    }

    /// Every installed spec's tree, through an entry file and back, is libxml2's tree.
    @Test(.enabled(if: SpecInstalledTests.installed, "libgtksourceview-4-common is not installed"))
    func everyInstalledSpecComesBackAsLibxml2ReadIt() throws {
        for path in SpecInstalledTests.languageFiles() {
            let root = try SpecFiles.xml(path).get()
            let entry = CachedSpecTree(path: path, stamp: try #require(SpecFiles.stamp(path)), root: root)
            let bytes = try #require(DefinitionCache.file(entry), "\(path)")
            #expect(DefinitionCache.entry(from: bytes) == entry, "\(path)")
        }
    }

    /// `spec` (the command-line tools' way) writes the entry at once; the next catalog's reads
    /// of the same specs come from it.
    @Test(.enabled(if: SpecInstalledTests.installed, "libgtksourceview-4-common is not installed"))
    func theInstalledCSpecIsCachedAndReadBack() throws {
        let scratch = try ScratchDirectory(prefix: "dent-defcache")
        let system = SpecInstalledTests.system
        let directories = SpecDirectories(languageSpecs: [system + "/language-specs"], styles: [], cache: scratch.path)
        let first = SpecCatalog(directories: directories, now: Self.later)
        let parsed = try #require(try first.spec("c")?.get())
        let second = SpecCatalog(directories: directories, now: Self.later)
        let read = second.read("c")
        #expect(read.parsed == nil, "from the entry `spec` wrote")
        #expect((try read.result?.get())?.root == parsed.root)
    }
}
