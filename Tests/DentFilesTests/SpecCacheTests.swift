import DentSyntax
import DentTestSupport
import Glibc
import Testing
@testable import DentFiles

/// The metadata cache: used when nothing changed, and never trusted past a change. A test can
/// tell the cache was used by planting an entry whose stamp matches the file's but whose
/// metadata differs from what the file says.
@Suite struct SpecCacheTests {
    typealias Tree = SpecCatalogTests.Tree
    let lang = SpecCatalogTests.lang

    /// The cache file of `tree` with every file entry's name replaced by `name`.
    func plant(_ tree: Tree, name: String) throws {
        let bytes = try #require(Fixture.read(tree.cacheFile))
        var planted = try #require(SpecListing.decode(bytes))
        for folder in planted.folders.indices {
            for file in planted.folders[folder].files.indices {
                if case .success(var info) = planted.folders[folder].files[file].language {
                    info.name = name
                    planted.folders[folder].files[file].language = .success(info)
                }
            }
        }
        let fd = open(tree.cacheFile, O_WRONLY | O_TRUNC)
        defer { close(fd) }
        let encoded = planted.encoded()
        #expect(write(fd, encoded, encoded.count) == encoded.count)
    }

    @Test func anUnchangedFolderIsTakenFromTheCache() throws {
        let tree = try Tree()
        try tree.write(tree.systemSpecs, "a.lang", lang("a", "A", "*.a", false, "<definitions/>"))
        #expect(tree.catalog().index.language("a")?.name == "A")
        #expect(Fixture.read(tree.cacheFile) != nil, "the first start writes the cache")
        try plant(tree, name: "Planted")
        #expect(tree.catalog().index.language("a")?.name == "Planted", "the next start reads the cache, not the spec")
    }

    @Test func aChangedFileIsReadAgain() throws {
        let tree = try Tree()
        try tree.write(tree.systemSpecs, "a.lang", lang("a", "A", "*.a", false, "<definitions/>"))
        try tree.write(tree.systemSpecs, "b.lang", lang("b", "B", "*.b", false, "<definitions/>"))
        _ = tree.catalog()
        try plant(tree, name: "Planted")
        // Rewritten in place with the same size: only the change time tells.
        try tree.write(tree.systemSpecs, "a.lang", lang("a", "Z", "*.z", false, "<definitions/>"))
        let catalog = tree.catalog()
        #expect(catalog.index.language("a")?.name == "Z")
        #expect(catalog.guessLanguage(path: "x.z", start: []) == "a")
        #expect(catalog.index.language("b")?.name == "Planted", "the unchanged file still comes from the cache")
    }

    /// The MIME globs (`MimeGlobs`) come from the cache while their file is unchanged, and
    /// from the file again once it changed.
    @Test func theMimeGlobsAreCachedUntilTheirFileChanges() throws {
        let tree = try Tree()
        try tree.write(tree.systemSpecs, "t.lang", """
            <?xml version="1.0" encoding="UTF-8"?>
            <language id="t" name="T" version="2.0" _section="Test">
              <metadata><property name="mimetypes">text/x-t</property></metadata>
              <definitions/>
            </language>
            """)
        try tree.root.makeDirectory("system/mime")
        try tree.root.write("system/mime/globs2", "50:text/x-t:*.tee\n")
        #expect(tree.catalog().guessLanguage(path: "a.tee", start: []) == "t")
        let bytes = try #require(Fixture.read(tree.cacheFile))
        var planted = try #require(SpecListing.decode(bytes))
        let globs = try #require(planted.mimeFiles.firstIndex { $0.path.hasSuffix("/system/mime/globs2") })
        planted.mimeFiles[globs].bytes = Array("50:text/x-t:*.planted\n".utf8)
        let fd = open(tree.cacheFile, O_WRONLY | O_TRUNC)
        let encoded = planted.encoded()
        #expect(write(fd, encoded, encoded.count) == encoded.count)
        close(fd)
        let cached = tree.catalog()
        #expect(cached.guessLanguage(path: "a.planted", start: []) == "t", "the next start reads the cache, not globs2")
        #expect(cached.guessLanguage(path: "a.tee", start: []) == nil)
        try tree.root.write("system/mime/globs2", "50:text/x-t:*.tea\n")
        #expect(tree.catalog().guessLanguage(path: "a.tea", start: []) == "t", "a changed globs2 is read again")
    }

    @Test func addedAndRemovedFilesAreSeen() throws {
        let tree = try Tree()
        try tree.write(tree.systemSpecs, "a.lang", lang("a", "A", "*.a", false, "<definitions/>"))
        _ = tree.catalog()
        try tree.write(tree.userSpecs, "n.lang", lang("n", "N", "*.n", false, "<definitions/>"))
        #expect(tree.catalog().index.language("n") != nil)
        unlink(tree.systemSpecs + "/a.lang")
        #expect(tree.catalog().index.language("a") == nil)
        rename(tree.userSpecs + "/n.lang", tree.userSpecs + "/m.lang")
        #expect(tree.catalog().index.language("n")?.path == tree.userSpecs + "/m.lang")
    }

    @Test func aFolderThatAppearsIsListed() throws {
        let tree = try Tree()
        _ = tree.catalog()
        try tree.root.makeDirectory("home/.local/share/gtksourceview-4")
        try tree.root.makeDirectory("home/.local/share/gtksourceview-4/language-specs")
        try tree.write(tree.root.file("home/.local/share/gtksourceview-4/language-specs"), "q.lang", lang("q", "Q", "", false, "<definitions/>"))
        #expect(tree.catalog().index.language("q") != nil)
    }

    @Test func aRecentChangeIsNotTrustedNextTime() throws {
        let tree = try Tree()
        try tree.write(tree.systemSpecs, "a.lang", lang("a", "A", "*.a", false, "<definitions/>"))
        _ = tree.catalog(settled: false)
        try plant(tree, name: "Planted")
        #expect(tree.catalog().index.language("a")?.name == "A",
                "a stamp from within the racy window was kept unmatched: the file is read again")
    }

    @Test func aBrokenCacheIsReplaced() throws {
        let tree = try Tree()
        try tree.write(tree.systemSpecs, "a.lang", lang("a", "A", "*.a", false, "<definitions/>"))
        _ = tree.catalog()
        let fd = open(tree.cacheFile, O_WRONLY | O_TRUNC)
        _ = write(fd, "dent language-specs cache 2\nfolder\tx", 36)
        close(fd)
        #expect(tree.catalog().index.language("a")?.name == "A")
        #expect(Fixture.read(tree.cacheFile).flatMap(SpecListing.decode) != nil)
    }

    @Test func anUnwritableCacheFolderOnlyCostsTime() throws {
        let tree = try Tree()
        try tree.write(tree.systemSpecs, "a.lang", lang("a", "A", "*.a", false, "<definitions/>"))
        try tree.root.write("cache", "a file where the folder should be")
        #expect(tree.catalog().index.language("a")?.name == "A")
    }
}
