import DentSyntax
import DentTestSupport
import Glibc
import Testing
@testable import DentFiles

/// The catalog on spec folders the tests make: which folders, which definition wins, reading
/// specs on demand, and the metadata cache staying right when files change.
@Suite struct SpecCatalogTests {
    static func lang(_ id: String, name: String? = nil, globs: String = "", hidden: Bool = false, body: String = "<definitions/>") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!-- a comment first, as the installed specs have their licence -->
        <language id="\(id)" name="\(name ?? id.uppercased())" version="2.0" _section="Test"\(hidden ? " hidden=\"true\"" : "")>
          <metadata>
            <property name="globs">\(globs)</property>
          </metadata>
          \(body)
        </language>
        """
    }

    /// A home with user and system spec folders and a cache folder, as environment variables.
    final class Tree {
        let root: ScratchDirectory
        var environment: [String: String] {
            ["HOME": root.file("home"), "XDG_DATA_DIRS": root.file("system"), "XDG_CACHE_HOME": root.file("cache")]
        }
        var userSpecs: String { root.file("home/.local/share/dent/language-specs") }
        var systemSpecs: String { root.file("system/gtksourceview-4/language-specs") }
        var cacheFile: String { root.file("cache/dent/language-specs.cache") }

        init() throws {
            root = try ScratchDirectory(prefix: "dent-specs")
            for folder in ["home", "home/.local", "home/.local/share", "home/.local/share/dent", "home/.local/share/dent/language-specs",
                           "system", "system/gtksourceview-4", "system/gtksourceview-4/language-specs", "system/gtksourceview-4/styles",
                           "home/.local/share/dent/styles"] {
                try root.makeDirectory(folder)
            }
        }

        func write(_ folder: String, _ name: String, _ text: String) throws {
            try root.write(String(folder.dropFirst(root.path.count + 1)) + "/" + name, text)
        }

        /// A catalog as a start after the racy window would see it (every stamp settled), its
        /// listing cached as the session does once idle.
        func catalog(settled: Bool = true) -> SpecCatalog {
            let directories = SpecDirectories(environment: environment)
            let catalog = settled ? SpecCatalog(directories: directories, now: FileTime(seconds: Int64(Int32.max) * 2, nanoseconds: 0))
                : SpecCatalog(directories: directories)
            catalog.saveListing()
            return catalog
        }
    }

    @Test func theFoldersFollowTheXDGVariables() {
        let home = SpecDirectories(environment: ["HOME": "/h"])
        #expect(home.languageSpecs == ["/h/.local/share/dent/language-specs", "/h/.local/share/gtksourceview-4/language-specs",
                                       "/usr/local/share/gtksourceview-4/language-specs", "/usr/local/share/gtksourceview-5/language-specs",
                                       "/usr/share/gtksourceview-4/language-specs", "/usr/share/gtksourceview-5/language-specs"])
        #expect(home.styles.first == "/h/.local/share/dent/styles" && home.styles.count == 6)
        #expect(home.cache == "/h/.cache/dent")
        #expect(home.mimeFiles == ["/h/.local/share", "/usr/local/share", "/usr/share"].flatMap { folder in
            ["globs2", "subclasses", "aliases"].map { folder + "/mime/" + $0 }
        })
        let set = SpecDirectories(environment: ["HOME": "/h", "XDG_DATA_HOME": "/d", "XDG_DATA_DIRS": "/a:relative::/b/", "XDG_CACHE_HOME": "/c"])
        #expect(set.languageSpecs == ["/d/dent/language-specs", "/d/gtksourceview-4/language-specs", "/a/gtksourceview-4/language-specs",
                                      "/a/gtksourceview-5/language-specs", "/b/gtksourceview-4/language-specs", "/b/gtksourceview-5/language-specs"])
        #expect(set.cache == "/c/dent")
        let relative = SpecDirectories(environment: ["XDG_DATA_HOME": "d", "XDG_CACHE_HOME": "c"])
        #expect(relative.languageSpecs.first == "/usr/local/share/gtksourceview-4/language-specs", "no home: no user folders")
        #expect(relative.cache == nil)
    }

    @Test func theFirstDefinitionOfAnIdWinsAndTheOthersAreListed() throws {
        let tree = try Tree()
        try tree.write(tree.systemSpecs, "c.lang", Self.lang("c", name: "C", globs: "*.c"))
        try tree.write(tree.systemSpecs, "other.lang", Self.lang("other", globs: "*.o"))
        try tree.write(tree.userSpecs, "mine.lang", Self.lang("C", name: "My C", globs: "*.c;*.cc"))
        let catalog = tree.catalog()
        #expect(catalog.index.language("c")?.name == "My C", "the user's folder comes first; ids are lower case")
        #expect(catalog.guessLanguage(path: "x.cc", start: []) == "c")
        #expect(catalog.guessLanguage(path: "x.o", start: []) == "other")
        #expect(catalog.shadowed.map(\.path) == [tree.systemSpecs + "/c.lang"])
        #expect(catalog.shadowed.first?.usedPath == tree.userSpecs + "/mine.lang")
        #expect(catalog.problems.isEmpty)
    }

    @Test func specsAreReadWhenAskedFor() throws {
        let tree = try Tree()
        try tree.write(tree.systemSpecs, "a.lang", Self.lang("a", body: "<definitions><context id=\"a\"/></definitions>"))
        // The error lies far past the head (libxml2's reader parses as it is asked for nodes).
        let padding = "<!--" + String(repeating: "padding ", count: 4000) + "-->"
        try tree.write(tree.systemSpecs, "bad.lang", Self.lang("bad", body: "<definitions>\(padding)\n<context id=\"x\">\n</definitions>"))
        let catalog = tree.catalog()
        let spec = try #require(try catalog.spec("a")?.get())
        #expect(spec.path == tree.systemSpecs + "/a.lang")
        #expect(spec.root.element(named: "definitions")?.element(named: "context")?.attribute("id") == "a")
        #expect(catalog.spec("nosuch") == nil)
        #expect(catalog.index.language("bad") != nil, "only the head is read for the listing, and it is fine")
        guard case .failure(let problem)? = catalog.spec("bad") else { Issue.record("bad.lang read"); return }
        #expect(problem.path == tree.systemSpecs + "/bad.lang" && problem.line == 9, "\(problem)")
        #expect(problem.description.hasPrefix(tree.systemSpecs + "/bad.lang:9: "))
        let set = LanguageSet(specs: catalog.specs)
        #expect(!set.canHighlight("nosuch"))
    }

    @Test func aFileThatChangedOrWentSinceTheListingIsAProblem() throws {
        let tree = try Tree()
        try tree.write(tree.systemSpecs, "a.lang", Self.lang("a"))
        let catalog = tree.catalog()
        try tree.write(tree.systemSpecs, "a.lang", Self.lang("b"))
        #expect(catalog.spec("a").flatMap { try? $0.get() } == nil)
        guard case .failure(let changed)? = catalog.spec("a") else { Issue.record("read"); return }
        #expect(changed.message.contains("defines b now"), "\(changed)")
        unlink(tree.systemSpecs + "/a.lang")
        guard case .failure(let gone)? = catalog.spec("a") else { Issue.record("read"); return }
        #expect(gone.message.contains("no such file"), "\(gone)")
    }

    @Test func aBrokenHeadIsAProblemAndTheOthersStillWork() throws {
        let tree = try Tree()
        try tree.write(tree.systemSpecs, "good.lang", Self.lang("good", globs: "*.g"))
        try tree.write(tree.systemSpecs, "broken.lang", "<?xml version=\"1.0\"?>\n<language id=\"x\" name=\"X\" version=\"2.0\">\n<metadata>\n</language>")
        try tree.write(tree.systemSpecs, "old.lang", "<language id=\"old\" name=\"Old\" version=\"1.0\"/>")
        try tree.write(tree.systemSpecs, "notxml.lang", "\u{0}\u{1}binary")
        let catalog = tree.catalog()
        #expect(catalog.guessLanguage(path: "a.g", start: []) == "good")
        let problems = catalog.problems.sorted { $0.path < $1.path }
        #expect(problems.map { PathNames.baseName(of: $0.path) } == ["broken.lang", "notxml.lang", "old.lang"])
        #expect(problems[0].line == 4 && problems[0].message.contains("mismatch"), "\(problems[0])")
        #expect(problems[2].message.contains("version 1.0"))
    }

    /// A spec's head is read from its first bytes (`SpecFiles.headLength`); a head that goes on
    /// past them (a long licence) is read from the whole file, and so is a head broken there.
    @Test func headsAreReadFromTheWholeFileWhenTheyRunPastTheFirstRead() throws {
        let tree = try Tree()
        let licence = "<!-- " + String(repeating: "licence text ", count: 1_000) + "-->\n"
        let long = Self.lang("long", globs: "*.long").split(separator: "\n", maxSplits: 1)
        try tree.write(tree.systemSpecs, "long.lang", long[0] + "\n" + licence + long[1])
        let padding = "<definitions>" + String(repeating: "<!-- padding -->\n", count: 1_000) + "</definitions>"
        try tree.write(tree.systemSpecs, "big.lang", Self.lang("big", globs: "*.big", body: padding))
        try tree.write(tree.systemSpecs, "broken.lang", "<?xml version=\"1.0\"?>\n" + licence + "<language id=\"x\" name=\"X\" version=\"2.0\">\n<metadata>\n</language>")
        let catalog = tree.catalog()
        #expect(catalog.guessLanguage(path: "a.long", start: []) == "long")
        #expect(catalog.guessLanguage(path: "a.big", start: []) == "big")
        #expect(catalog.problems.map { PathNames.baseName(of: $0.path) } == ["broken.lang"])
        #expect(catalog.problems.first?.line == 5 && catalog.problems.first?.message.contains("mismatch") == true, "\(catalog.problems)")
    }

    /// A first start reads many heads on two threads (`WorkerThread.splitMap`): every spec is
    /// listed once, in its folder's order, a broken one as its problem, and a second catalog
    /// from the cache says the same.
    @Test func manySpecsAreListedInOrderWithTheirProblems() throws {
        let tree = try Tree()
        let ids = (0..<24).map { "lang\($0 < 10 ? "0" : "")\($0)" }
        for id in ids { try tree.write(tree.systemSpecs, id + ".lang", id == "lang13" ? "<language id=" : Self.lang(id, globs: "*." + id)) }
        let first = tree.catalog()
        #expect(first.index.languages.map(\.id) == ids.filter { $0 != "lang13" })
        let files = first.listing.folders.flatMap(\.files)
        #expect(files.map(\.name) == ids.map { $0 + ".lang" })
        #expect(files.filter { if case .failure = $0.language { true } else { false } }.map(\.name) == ["lang13.lang"])
        #expect(first.guessLanguage(path: "/x/a.lang07", start: [UInt8]()) == "lang07")
        #expect(tree.catalog().listing == first.listing)
    }

    @Test func noSpecsAtAllIsAnEmptyCatalog() throws {
        let catalog = SpecCatalog(directories: SpecDirectories(languageSpecs: ["/nonexistent/a"], styles: ["/nonexistent/b"], cache: nil))
        #expect(catalog.index.languages.isEmpty)
        #expect(catalog.guessLanguage(path: "a.c", start: Array("#!/bin/sh\n".utf8)) == nil)
        #expect(catalog.problems.isEmpty && catalog.schemeFiles.isEmpty && catalog.scheme("classic") == nil)
    }
}
