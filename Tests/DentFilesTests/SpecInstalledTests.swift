import DentSyntax
import DentTestSupport
import Glibc
import Testing
@testable import DentFiles

/// The specs and schemes libgtksourceview-4-common installs (CI installs the package:
/// scripts/setup-debian.sh), read by the catalog, and compared with GtkSourceView itself
/// (python3-gi, gir1.2-gtksource-4) where it can be run.
@Suite struct SpecInstalledTests {
    static let system = "/usr/share/gtksourceview-4"
    static var installed: Bool { access(system + "/language-specs/c.lang", R_OK) == 0 }
    /// Debian's python3 with GtkSourceView 4's bindings: the reference.
    static let reference: Bool = {
        let check = try? ProcessRunner.run("/usr/bin/python3", ["-c", "import gi; gi.require_version('GtkSource', '4'); from gi.repository import GtkSource"])
        return check?.exitStatus == 0
    }()

    /// The installed folders only: no user folder, no cache.
    static func catalog() -> SpecCatalog {
        SpecCatalog(directories: SpecDirectories(languageSpecs: [system + "/language-specs"], styles: [system + "/styles"], cache: nil))
    }

    static func languageFiles() -> [String] {
        SpecFiles.names(in: system + "/language-specs", suffix: ".lang").map { system + "/language-specs/" + $0 }
    }

    /// Every installed `.lang` is well-formed XML as a whole, and its head gives a language
    /// whose id is the file's (151 languages and 18 hidden helpers in 4.8.4).
    @Test(.enabled(if: installed, "libgtksourceview-4-common is not installed"))
    func everyInstalledSpecParsesAndItsMetadataReads() throws {
        let files = Self.languageFiles()
        #expect(files.count >= 169, "\(files.count)")
        for path in files {
            let root = try SpecFiles.xml(path).get()
            let info = try LanguageInfo.read(root, path: path).get()
            let head = try SpecFiles.language(at: path).get()
            #expect(head == info, "\(path): the head alone says what the whole file says")
            #expect(root.element(named: "definitions") != nil, "\(path)")
        }
        let catalog = Self.catalog()
        #expect(catalog.problems.isEmpty, "\(catalog.problems)")
        #expect(catalog.index.languages.count >= 151)
        #expect(catalog.index.language("def")?.isHidden == true)
        for id in ["c", "cpp", "swift", "python3", "js", "typescript", "rust", "go", "sh", "json", "yaml", "toml", "markdown",
                   "html", "css", "makefile", "diff"] {
            #expect(catalog.index.language(id) != nil, "\(id)")
        }
    }

    /// Every installed language loads with everything it refers to, and every regex of it
    /// compiles (`LanguageSet.check`, what `dent --check-syntax` runs). Needs the engine.
    @Test(.enabled(if: installed, "libgtksourceview-4-common is not installed"))
    func everyInstalledSpecLoadsAndAllItsRegexesCompile() {
        let catalog = Self.catalog()
        let set = LanguageSet(specs: catalog.specs)
        // Hidden specs are libraries checked through the languages that include them (SyntaxCheck).
        let ids = catalog.listing.languages.filter { !$0.isHidden }.map(\.id)
        #expect(ids.count >= 151)
        let problems = ids.flatMap { set.check($0) }
        #expect(problems.isEmpty, "\(problems)")
        let unusable = ids.filter { !set.canHighlight($0) }
        #expect(unusable.isEmpty, "\(unusable.count) languages cannot be highlighted: \(unusable.prefix(10)); \(set.problems.prefix(10))")
    }

    /// The start of every script that asks GtkSourceView: its language manager on the installed
    /// specs (`lm`), and `sample(glob)`, a file name the glob matches.
    static let python = """
        import re, sys, gi
        gi.require_version('GtkSource', '4')
        from gi.repository import GtkSource, Gio
        lm = GtkSource.LanguageManager.get_default()
        lm.set_search_path(['\(system)/language-specs'])
        def sample(glob):
            return re.sub(r'\\[!?([^\\]])[^\\]]*\\]', r'\\1', glob).replace('*', 'sample').replace('?', 'x')

        """

    /// The guess from a name alone agrees with `gtk_source_language_manager_guess_language`
    /// for a name made from every installed glob, except where docs/SYNTAX-LANGUAGES.md says
    /// dent decides otherwise, for the reason given there.
    @Test(.enabled(if: installed && reference, "GtkSourceView 4's Python bindings are not installed"))
    func theGuessByNameIsGtkSourceViewsButForTheDocumentedTieBreaks() throws {
        let script = Self.python + """
            seen = set()
            for lid in lm.get_language_ids():
                lang = lm.get_language(lid)
                if lang.get_hidden():
                    continue
                for glob in lang.get_globs() or []:
                    name = sample(glob)
                    if not name or name in seen:
                        continue
                    seen.add(name)
                    got = lm.guess_language(name, None)
                    print(name + '\\t' + (got.get_id() if got else '-'))
            """
        let result = try ProcessRunner.run("/usr/bin/python3", ["-c", script])
        try #require(result.exitStatus == 0, "\(result)")
        let catalog = Self.catalog()
        /// name: (GtkSourceView's, dent's): the reasons are in docs/SYNTAX-LANGUAGES.md.
        let decided: [String: (String, String)] = [
            "sample.py": ("python", "python3"), "sample.h": ("chdr", "c"), "sample.m": ("octave", "matlab"),
            "sample.fs": ("forth", "fsharp"), "sample.sml": ("xml", "sml"), "Makefile": ("-", "makefile"),
        ]
        var compared = 0
        for line in result.stdout.split(separator: "\n") {
            let fields = line.split(separator: "\t").map(String.init)
            guard fields.count == 2 else { continue }
            let dent = catalog.guessLanguage(path: fields[0], start: []) ?? "-"
            if let (theirs, ours) = decided[fields[0]] {
                #expect(fields[1] == theirs && dent == ours, "\(fields[0]): GtkSourceView \(fields[1]), dent \(dent)")
            } else {
                #expect(dent == fields[1], "\(fields[0]): GtkSourceView \(fields[1]), dent \(dent)")
            }
            compared += 1
        }
        #expect(compared >= 250, "\(compared) names compared")
    }

    /// For a file whose name says nothing, the guess from its first line agrees with what
    /// gedit gets from GIO's content type (`g_content_type_guess`, shared-mime-info's magic) and
    /// `guess_language(name, type)`, wherever GIO knows the file; where it does not (`text/plain`
    /// for `#!/usr/bin/env node`), dent's own answer is CatalogGuessTests'.
    @Test(.enabled(if: installed && reference, "GtkSourceView 4's Python bindings are not installed"))
    func theGuessByFirstLineIsGtkSourceViewsWhereGIOKnowsTheFile() throws {
        let starts = ["#!/bin/bash", "#!/bin/sh", "#!/usr/bin/env bash", "#!/bin/zsh", "#!/usr/bin/env python3", "#!/usr/bin/python",
                      "#!/usr/bin/python2", "#!/usr/bin/perl -w", "#!/usr/bin/env ruby", "#!/usr/bin/make -f", "#!/usr/bin/env lua",
                      "#!/usr/bin/awk -f", "<?xml version=\"1.0\"?>\n<a/>", "<!DOCTYPE html>\n<html>", "diff --git a/x b/x",
                      "--- a/x\n+++ b/x"]
        let script = Self.python + """
            for start in sys.stdin.read().split('\\0'):
                data = (start + '\\n').encode()
                content_type, _ = Gio.content_type_guess('script', data)
                language = lm.guess_language('script', content_type)
                print(language.get_id() if language else '-')
            """
        let result = try ProcessRunner.run("/usr/bin/python3", ["-c", script], stdin: Array(starts.joined(separator: "\0").utf8))
        try #require(result.exitStatus == 0, "\(result)")
        let theirs = result.stdout.split(separator: "\n").map(String.init)
        try #require(theirs.count == starts.count, "\(result)")
        let catalog = Self.catalog()
        /// GIO calls python2 scripts text/x-python, which the first language by name claims.
        let decided = ["#!/usr/bin/python2": ("python3", "python")]
        for (start, gtk) in zip(starts, theirs) where gtk != "-" {
            let dent = catalog.guessLanguage(path: "script", start: Array((start + "\n").utf8)) ?? "-"
            if let (expectedTheirs, ours) = decided[start] {
                #expect(gtk == expectedTheirs && dent == ours, "\(start): GtkSourceView \(gtk), dent \(dent)")
            } else {
                #expect(dent == gtk, "\(start): GtkSourceView \(gtk), dent \(dent)")
            }
        }
        #expect(theirs.filter { $0 != "-" }.count >= 14)
    }

    static let mimeGlobs = "/usr/share/mime/globs2"
    static var mimeInstalled: Bool { access(mimeGlobs, R_OK) == 0 }
    static let mimeFiles = ["globs2", "subclasses", "aliases"].map { "/usr/share/mime/" + $0 }

    /// A name that no spec's glob claims is guessed as gedit guesses it, by the content type
    /// GIO gives the name from shared-mime-info's globs (`g_content_type_guess` without data)
    /// and `guess_language(name, type)`: for a name made from every glob of the installed
    /// globs2 whose type some language lists, itself or through a type it is a subclass of.
    @Test(.enabled(if: installed && reference && mimeInstalled, "GtkSourceView 4's Python bindings or shared-mime-info are not installed"))
    func aNameNoSpecClaimsIsGuessedByGIOsContentTypeAsGeditDoes() throws {
        let script = Self.python + """
            seen = set()
            for line in open('\(Self.mimeGlobs)'):
                fields = line.rstrip('\\n').split(':')
                if line.startswith('#') or len(fields) < 3:
                    continue
                name = sample(fields[2])
                if not name or name in seen or '/' in name or lm.guess_language(name, None):
                    continue
                seen.add(name)
                content_type, _ = Gio.content_type_guess(name, None)
                language = lm.guess_language(name, content_type)
                if language:
                    print(name + '\\t' + language.get_id())
            """
        let result = try ProcessRunner.run("/usr/bin/python3", ["-c", script])
        try #require(result.exitStatus == 0, "\(result)")
        let catalog = SpecCatalog(directories: SpecDirectories(languageSpecs: [Self.system + "/language-specs"], styles: [],
                                                               cache: nil, mimeFiles: Self.mimeFiles))
        var compared = 0
        for line in result.stdout.split(separator: "\n") {
            let fields = line.split(separator: "\t").map(String.init)
            guard fields.count == 2 else { continue }
            let dent = catalog.guessLanguage(path: fields[0], start: []) ?? "-"
            #expect(dent == fields[1], "\(fields[0]): gedit \(fields[1]), dent \(dent)")
            compared += 1
        }
        #expect(compared >= 20, "\(compared) names compared")
        #expect(catalog.guessLanguage(path: "dbus.service", start: []) == "ini")
        #expect(catalog.guessLanguage(path: "Makefile.shlib", start: []) == "makefile")
    }
}
