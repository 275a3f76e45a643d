import DentTestSupport
import Glibc
import Testing
@testable import dent

/// `dent --highlight [--spans] [--language ID] FILE` and `dent --check-syntax`, run as a
/// program on spec folders the tests make (the XDG variables point at them) or on the
/// installed ones.
@Suite struct SyntaxCLITests {
    /// A scratch home whose user spec and style folders the test fills, no system folders,
    /// and its own cache.
    final class Home {
        let root: ScratchDirectory
        init(system: Bool = false) throws {
            root = try ScratchDirectory(prefix: "dent-syntax-cli")
            self.system = system
            for folder in ["data", "data/dent", "data/dent/language-specs", "data/dent/styles", "cache", "empty"] {
                try root.makeDirectory(folder)
            }
        }
        let system: Bool
        var environment: [String: String?] {
            ["HOME": root.path, "XDG_DATA_HOME": root.file("data"), "XDG_CACHE_HOME": root.file("cache"),
             "XDG_DATA_DIRS": system ? "/usr/share" : root.file("empty")]
        }
        func spec(_ name: String, _ text: String) throws { try root.write("data/dent/language-specs/" + name, text) }
        func scheme(_ name: String, _ text: String) throws { try root.write("data/dent/styles/" + name, text) }
        func dent(_ arguments: [String]) throws -> ProcessResult {
            try ProcessRunner.run(try TestExecutables.dent(), arguments, environment: environment, timeout: .seconds(120))
        }
    }

    /// A spec of language `id`; by default its main context holds one keyword.
    static func lang(_ id: String, globs: String = "", definitions: String? = nil) -> String {
        let definitions = definitions ?? "<context id=\"\(id)\"><include><context id=\"kw\"><keyword>if</keyword></context></include></context>"
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <language id="\(id)" name="\(id.uppercased())" version="2.0" _section="Test">
          <metadata><property name="globs">\(globs)</property></metadata>
          <definitions>\(definitions)</definitions>
        </language>
        """
    }

    // MARK: the command line

    @Test func theOptionsParse() throws {
        #expect(try Invocation.parse(["--highlight", "--spans", "a.c"]) == Invocation(mode: .highlight(path: "a.c", spans: true)))
        #expect(try Invocation.parse(["--language", "c", "--highlight", "a.h"])
                == Invocation(mode: .highlight(path: "a.h", spans: false), language: "c"))
        #expect(try Invocation.parse(["--check-syntax"]) == Invocation(mode: .checkSyntax))
        #expect(try Invocation.parse(["--language", "python3", "notes"])
                == Invocation(mode: .edit(paths: ["notes"], position: nil), language: "python3"), "kept for the editor")
        let mistakes: [([String], String)] = [
            (["--spans", "a.c"], "--spans goes with --highlight"),
            (["--highlight"], "--highlight needs one file"),
            (["--highlight", "a", "b"], "--highlight needs one file"),
            (["--highlight", "--check-syntax", "a"], "--highlight goes with"),
            (["--highlight", "+3", "a"], "--highlight goes with"),
            (["--language"], "--language needs a language id"),
            (["--language", "c", "--list-keys"], "--language goes with"),
            (["--check-syntax", "a"], "no file is needed"),
        ]
        for (arguments, message) in mistakes {
            #expect(throws: Invocation.UsageError.self, "\(arguments)") { try Invocation.parse(arguments) }
            do {
                _ = try Invocation.parse(arguments)
            } catch {
                #expect(error.message.contains(message), "\(arguments): \(error.message)")
            }
        }
    }

    @Test func helpAndTheManPageNameTheOptions() throws {
        let result = try ProcessRunner.run(try TestExecutables.dent(), ["--help"])
        for option in ["--highlight", "--spans", "--language", "--check-syntax"] {
            #expect(result.stdout.contains(option), "--help: \(option)")
            #expect(Invocation.usage.contains(option), "usage: \(option)")
        }
        let man = try ProcessRunner.run(try TestExecutables.dent(), ["--man"]).stdout
        for option in ["\\-\\-highlight", "\\-\\-spans", "\\-\\-language", "\\-\\-check\\-syntax", "language\\-specs"] {
            #expect(man.contains(option), "--man: \(option)")
        }
    }

    // MARK: --check-syntax

    @Test func checkSyntaxListsEachBrokenFileWithItsLineAndExitsOne() throws {
        let home = try Home()
        try home.spec("good.lang", Self.lang("good", globs: "*.good"))
        try home.spec("head.lang", "<language id=\"head\" name=\"Head\" version=\"2.0\">\n<metadata>\n</language>\n")
        try home.spec("body.lang", Self.lang("body", definitions: "<context id=\"a\">\n<context id=\"b\">\n</context>\n"))
        try home.scheme("ok.xml", "<style-scheme id=\"ok\" name=\"OK\" version=\"1.0\"><style name=\"def:comment\" bold=\"true\"/></style-scheme>")
        try home.scheme("bad.xml", "<style-scheme id=\"bad\" name=\"Bad\" version=\"1.0\">\n<style name=\"x\" use-style=\"nosuch\"/>\n</style-scheme>")
        let result = try home.dent(["--check-syntax"])
        #expect(result.exitStatus == 1, "\(result)")
        let folder = home.root.file("data/dent")
        #expect(result.stdout.contains("\(folder)/language-specs/head.lang:3: "), "\(result)")
        #expect(result.stdout.contains("\(folder)/language-specs/body.lang:"), "a body broken past a good head: \(result)")
        #expect(result.stdout.contains("\(folder)/styles/bad.xml:2: style x: unknown style nosuch"), "\(result)")
        #expect(!result.stdout.contains("good.lang"), "\(result)")
        #expect(result.stdout.contains("checked 3 spec files in 1 folder"), "\(result)")
        #expect(result.stdout.contains("1 scheme: 3 problems"), "\(result)")
    }

    @Test func checkSyntaxExitsZeroWhenEverythingLoadsAndNotesHiddenDefinitions() throws {
        let home = try Home()
        try home.spec("good.lang", Self.lang("good"))
        try home.root.makeDirectory("data/gtksourceview-4")
        try home.root.makeDirectory("data/gtksourceview-4/language-specs")
        try home.root.write("data/gtksourceview-4/language-specs/again.lang", Self.lang("good"))
        let result = try home.dent(["--check-syntax"])
        #expect(result.exitStatus == 0, "\(result)")
        #expect(result.stdout.contains("again.lang: not used: good is defined first by \(home.root.file("data/dent/language-specs/good.lang"))"),
                "\(result)")
        #expect(result.stdout.contains("no problems"), "\(result)")
    }

    @Test func checkSyntaxWithNothingInstalledSaysWhereItLookedAndExitsOne() throws {
        let result = try Home().dent(["--check-syntax"])
        #expect(result.exitStatus == 1, "\(result)")
        #expect(result.stdout.contains("no language specs in "), "\(result)")
        #expect(result.stdout.contains("libgtksourceview-4-common"), "\(result)")
    }

    /// Every installed spec and scheme loads, all regexes compiled. Needs the engine: with the
    /// stub engine this passes without compiling anything.
    @Test(.enabled(if: access("/usr/share/gtksourceview-4/language-specs/c.lang", R_OK) == 0, "libgtksourceview-4-common is not installed"))
    func checkSyntaxPassesOnTheInstalledSpecs() throws {
        let result = try Home(system: true).dent(["--check-syntax"])
        #expect(result.exitStatus == 0, "\(result)")
        #expect(result.stdout.contains("languages, 18 hidden) and 7 schemes: no problems"), "\(result)")
    }

    static let canHideLibraries: Bool = {
        guard geteuid() == 0, ProcessRunner.findInPath("unshare") != nil else { return false }
        return (try? ProcessRunner.run("/bin/sh", ["-c", "unshare -m --propagation private true"]))?.exitStatus == 0
    }()

    /// Without libxml2 (hidden in a private mount namespace) nothing can be read: the check
    /// says so and exits 1, and the catalog does not cache every spec as broken, so the next
    /// run, with libxml2 back, reads them all.
    @Test(.enabled(if: canHideLibraries, "needs root and unshare -m (util-linux)"))
    func withoutLibxml2TheCheckSaysSoAndNothingIsCachedAsBroken() throws {
        let home = try Home()
        try home.spec("good.lang", Self.lang("good", globs: "*.good"))
        let dent = TestExecutables.shellQuote(try TestExecutables.dent())
        let script = "set -e; for library in /lib/*/libxml2.so.2 /usr/lib/*/libxml2.so.2; do "
            + "[ -e \"$library\" ] && mount --bind /dev/null \"$library\"; done; exec \(dent) --check-syntax"
        let hidden = try ProcessRunner.run("/usr/bin/unshare", ["-m", "--propagation", "private", "/bin/sh", "-c", script],
                                           environment: home.environment, timeout: .seconds(120))
        #expect(hidden.exitStatus == 1, "\(hidden)")
        #expect(hidden.stdout.contains("libxml2 could not be loaded"), "\(hidden)")
        #expect(access(home.root.file("cache/dent/language-specs.cache"), F_OK) != 0, "nothing cached: \(hidden)")
        let back = try home.dent(["--check-syntax"])
        #expect(back.exitStatus == 0 && back.stdout.contains("no problems"), "\(back)")
    }

    // MARK: --highlight

    /// The listing's cache is written without fsync, as the definitions' entries are: with
    /// every fsync under the cache folder failing, a highlighting run still leaves it there (an
    /// fsync held the session's first keys for as long as a busy disk took).
    @Test func cachesAreWrittenWithoutWaitingForTheDisk() throws {
        let home = try Home()
        try home.spec("t.lang", Self.lang("t", globs: "*.t"))
        try home.root.write("a.t", "if\n")
        let tools = try ScratchDirectory(prefix: "dent-shim")
        let shim = try FaultShim.build(in: tools)
        let fault = FaultShim.environment(shim: shim, op: "fsync", code: EIO, path: home.root.file("cache") + "/")
        let result = try ProcessRunner.run(try TestExecutables.dent(), ["--highlight", home.root.file("a.t")],
                                           environment: home.environment.merging(fault) { $1 }, timeout: .seconds(120))
        #expect(result.exitStatus == 0)
        #expect(access(home.root.file("cache/dent/language-specs.cache"), F_OK) == 0)
    }

    @Test func anUnknownLanguageIsAnErrorNamingNearOnes() throws {
        let home = try Home()
        try home.spec("python3.lang", Self.lang("python3", globs: "*.py"))
        try home.root.write("a.py", "x = 1\n")
        let result = try home.dent(["--highlight", "--spans", "--language", "pyhton3", home.root.file("a.py")])
        #expect(result.exitStatus == 2, "\(result)")
        #expect(result.stderr.contains("dent: no language pyhton3 (near: python3)"), "\(result)")
        #expect(result.stdout.isEmpty, "\(result)")
    }

    @Test func aFileInNoLanguageIsWrittenAsItIs() throws {
        let home = try Home()
        try home.root.write("notes", "plain\ntext\n")
        let plain = try home.dent(["--highlight", home.root.file("notes")])
        #expect(plain.exitStatus == 0 && plain.stdout == "plain\ntext\n", "\(plain)")
        let spans = try home.dent(["--highlight", "--spans", home.root.file("notes")])
        #expect(spans.exitStatus == 0 && spans.stdout.isEmpty, "\(spans)")
    }

    @Test func aFileThatCannotBeReadExitsOne() throws {
        let home = try Home()
        let missing = try home.dent(["--highlight", "--spans", home.root.file("nosuch.c")])
        #expect(missing.exitStatus == 1 && missing.stderr.contains("no such file"), "\(missing)")
        let folder = try home.dent(["--highlight", home.root.file("data")])
        #expect(folder.exitStatus == 1 && folder.stderr.contains("is a directory"), "\(folder)")
    }

    @Test func aLanguageThatCannotLoadExitsOneWithTheReason() throws {
        let home = try Home()
        // Broken past its head, which the catalog reads (so the file is guessed to be in it).
        let padding = "<!--" + String(repeating: "padding ", count: 4000) + "-->"
        try home.spec("broken.lang", Self.lang("broken", globs: "*.brk", definitions: padding + "<context id=\"a\">\n</nope>"))
        try home.root.write("x.brk", "text\n")
        let result = try home.dent(["--highlight", "--spans", home.root.file("x.brk")])
        #expect(result.exitStatus == 1, "\(result)")
        #expect(result.stderr.contains("dent: cannot highlight broken"), "\(result)")
    }

    /// `dent --highlight --spans` prints the first four columns of GtkSourceView's own
    /// highlighting (scripts/gsv-reference.py) on a C file. Needs the engine.
    @Test(.enabled(if: SyntaxCLITests.reference != nil, "GtkSourceView 4's Python bindings (python3-gi, gir1.2-gtksource-4) are not here"))
    func spansAreGtkSourceViews() throws {
        let home = try Home(system: true)
        try home.root.write("a.c", "/* comment */\n#include <stdio.h>\nint main(void) { return printf(\"%d\\n\", 42); }\n")
        let reference = try ProcessRunner.run("/usr/bin/python3", [try #require(Self.reference), home.root.file("a.c"), "--no-header"])
        try #require(reference.exitStatus == 0, "\(reference)")
        let expected = reference.stdout.split(separator: "\n").map { $0.split(separator: "\t").prefix(4).joined(separator: "\t") + "\n" }.joined()
        let result = try home.dent(["--highlight", "--spans", home.root.file("a.c")])
        #expect(result.exitStatus == 0, "\(result)")
        #expect(result.stdout == expected, "\(result)")
    }

    static let reference: String? = {
        let script = TextFile.repositoryPath("scripts/gsv-reference.py")
        let check = try? ProcessRunner.run("/usr/bin/python3", ["-c", "import gi; gi.require_version('GtkSource', '4')"])
        return check?.exitStatus == 0 ? script : nil
    }()

    // MARK: the binary

    /// The check .ci/run makes of the release binary refuses a binary that needs libpcre2: the
    /// debug build links PCRE2 dynamically (Package.swift), so it must fail on it, naming it.
    @Test func theReleaseLinkCheckCatchesADynamicLibrary() throws {
        let dent = try TestExecutables.dent()
        let script = TextFile.repositoryPath("scripts/check-release-links.sh")
        let result = try ProcessRunner.run("/bin/bash", [script, dent])
        #expect(result.exitStatus == 1, "\(result)")
        #expect(result.stderr.contains("error: \(dent) needs libpcre2"), "\(result)")
        #expect(!result.stderr.contains("libxml2"), "\(result)")
    }

    /// libxml2 is opened with dlopen when a spec is first read, never linked (it would map ICU,
    /// lzma and zlib at every start): the binary the tests run must not need it. (The release
    /// build's check, libpcre2 linked statically too, is in .ci/run.)
    @Test func theBinaryDoesNotLinkLibxml2() throws {
        let result = try ProcessRunner.run("/usr/bin/ldd", [try TestExecutables.dent()])
        #expect(result.exitStatus == 0, "\(result)")
        #expect(result.stdout.contains("libc.so"), "ldd lists the libraries: \(result)")
        #expect(!result.stdout.contains("libxml2"), "\(result)")
    }
}
