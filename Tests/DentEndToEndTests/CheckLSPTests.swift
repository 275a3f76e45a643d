import DentLSP
import DentTestSupport
import Glibc
import Testing
@testable import dent

/// `dent --check-lsp [FILE]` (issue 54, "Status and checks"), run as a program with its
/// dent.conf, PATH and language specs in a scratch home: the list of every language's server,
/// and FILE's server taken through initialize and shutdown (the fake server, and clangd when
/// it is installed), leaving no process behind.
@Suite struct CheckLSPTests {
    /// A scratch home: dent.conf in its config folder, a `cobol` language spec of its own (so
    /// a file's language is known without the installed specs), its own cache, a `bin` folder.
    final class Home {
        let root: ScratchDirectory
        init() throws {
            root = try ScratchDirectory(prefix: "dent-check-lsp")
            for folder in ["config", "config/dent", "data", "data/dent", "data/dent/language-specs", "cache", "bin", "empty"] {
                try root.makeDirectory(folder)
            }
            try root.write("data/dent/language-specs/cobol.lang", SyntaxCLITests.lang("cobol", globs: "*.cob"))
        }

        func conf(_ text: String) throws { try root.write("config/dent/dent.conf", text) }

        /// `--check-lsp` and `arguments`; `systemSpecs` adds the installed language specs, `path`
        /// replaces PATH.
        func dent(_ arguments: [String], systemSpecs: Bool = false, path: String? = nil) throws -> ProcessResult {
            var environment: [String: String?] = [
                "HOME": root.path, "XDG_CONFIG_HOME": root.file("config"), "XDG_DATA_HOME": root.file("data"),
                "XDG_CACHE_HOME": root.file("cache"), "XDG_DATA_DIRS": systemSpecs ? "/usr/local/share:/usr/share" : root.file("empty"),
            ]
            if let path { environment["PATH"] = path }
            return try ProcessRunner.run(try TestExecutables.dent(), ["--check-lsp"] + arguments, environment: environment, timeout: .seconds(60))
        }

        /// A fake server script in the home, and the dent.conf line that runs it for cobol.
        func fakeServer(_ script: String, timeout: Int? = nil) throws {
            try root.write("script.jsonl", script)
            let command = [try TestExecutables.fakeLanguageServer(), "--log", root.file("server.log"), root.file("script.jsonl")]
            try conf("[language cobol]\nlanguage-server = \(command.map(TestExecutables.shellQuote).joined(separator: " "))\n"
                     + (timeout.map { "language-server-timeout = \($0)\n" } ?? ""))
        }
    }

    /// The live processes whose command line or environment holds `marker` (a scratch path
    /// only one test's server has: its HOME is one).
    static func processes(mentioning marker: String) -> [pid_t] {
        guard let folder = opendir("/proc") else { return [] }
        defer { closedir(folder) }
        var found: [pid_t] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard let pid = pid_t(name), let fields = ServerProcessTests.stat(pid), fields.first != "Z",
                  ["cmdline", "environ"].contains(where: { TextFile.read("/proc/\(pid)/\($0)")?.contains(marker) == true }) else { continue }
            found.append(pid)
        }
        return found
    }

    // MARK: The command line

    @Test func theOptionParsesWithAFileOrNone() throws {
        #expect(try Invocation.parse(["--check-lsp"]) == Invocation(mode: .checkLSP(path: nil)))
        #expect(try Invocation.parse(["--check-lsp", "a.c"]) == Invocation(mode: .checkLSP(path: "a.c")))
        #expect(try Invocation.parse(["--language", "c", "--check-lsp", "a.h"]) == Invocation(mode: .checkLSP(path: "a.h"), language: "c"))
        for (arguments, message) in [(["--check-lsp", "a", "b"], "--check-lsp takes one file"),
                                     (["--language", "c", "--check-lsp"], "--language goes with --check-lsp FILE")] {
            #expect(throws: Invocation.UsageError(message: message), "\(arguments)") { try Invocation.parse(arguments) }
        }
    }

    @Test func helpTheManPageAndTheUsageNameIt() throws {
        #expect(Invocation.usage.contains("--check-lsp [FILE]"))
        #expect(HelpText.help.contains("--check-lsp [FILE]"))
        let man = try ProcessRunner.run(try TestExecutables.dent(), ["--man"]).stdout
        #expect(man.contains("\\fB\\-\\-check\\-lsp\\fR \\fI[FILE]\\fR"), "the option in the manual page")
    }

    @Test func capabilitiesAreLaidOutOneMemberALine() {
        let names: [JSONValue] = ["declaration", "definition", "deprecated", "readonly", "static", "abstract", "virtual",
                                  "dependentName", "defaultLibrary", "userDefined"]
        let capabilities: JSONValue = ["hoverProvider": true, "completionProvider": ["triggerCharacters": [".", "->"]], "empty": [:],
                                       "tokenModifiers": .array(names)]
        #expect(PrettyJSON.text(capabilities) == """
            {
              "hoverProvider": true,
              "completionProvider": {
                "triggerCharacters": [".", "->"]
              },
              "empty": {},
              "tokenModifiers": [
                "declaration", "definition", "deprecated", "readonly", "static", "abstract", "virtual",
                "dependentName", "defaultLibrary", "userDefined"
              ]
            }
            """)
    }

    // MARK: Every language

    @Test func everyLanguageIsListedWithItsServerAndWhetherItIsInstalled() throws {
        let home = try Home()
        try home.root.write("bin/clangd", "#!/bin/sh\n", mode: 0o755)
        let fake = try TestExecutables.fakeLanguageServer()
        try home.conf("""
            [language rust]
            language-server = off
            [language cobol]
            language-server = \(fake) --stdio
            [language lua]
            language-server = no-such-lua-server
            [language sh]
            indent-size = 2
            """)
        let result = try home.dent([], path: home.root.file("bin"))
        #expect(result.exitStatus == 0, "\(result)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(Array(lines.prefix(6)) == ["c: clangd — installed", "chdr: clangd — installed", "cpp: clangd — installed",
                                           "cpphdr: clangd — installed", "objc: clangd — installed",
                                           "swift: sourcekit-lsp — not installed (install sourcekit-lsp (the Swift toolchain has it))"],
                "each id of the table, in its order: \(lines)")
        #expect(lines.contains("rust: rust-analyzer — off (dent.conf)"), "\(lines)")
        #expect(lines.contains("go: gopls — not installed (install gopls (Debian: gopls))"), "\(lines)")
        #expect(lines.contains { $0.hasPrefix("python3: pylsp — not installed (install pylsp (Debian: python3-pylsp, with python3-pyflakes for diagnostics), ") && $0.hasSuffix(" or ruff (PyPI: ruff))") },
                "\(lines)")
        #expect(Array(lines.suffix(2)) == ["cobol: \(fake) --stdio — installed (dent.conf)",
                                           "lua: no-such-lua-server — not installed (named in dent.conf)"],
                "dent.conf's own languages last, in its order; sh, which names no server, not at all: \(lines)")
        #expect(result.stderr.isEmpty, "\(result)")
    }

    // MARK: One file

    @Test func aFilesServerIsInitialisedItsCapabilitiesPrintedAndItIsShutDown() throws {
        let home = try Home()
        try home.root.makeDirectory("project")
        try home.root.makeDirectory("project/.git")
        try home.root.write("project/prog.cob", "IDENTIFICATION DIVISION.\n")
        try home.fakeServer(#"{"capabilities": {"positionEncoding": "utf-8", "hoverProvider": true, "definitionProvider": true}}"#)
        let result = try home.dent([home.root.file("project/prog.cob")])
        #expect(result.exitStatus == 0, "\(result)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("language: cobol"), "\(result)")
        #expect(lines.contains { $0.hasPrefix("project root: ") && $0.hasSuffix("/project") }, "\(result)")
        #expect(lines.contains("server name: dent-fake-lsp"), "\(result)")
        #expect(lines.contains("position encoding: utf-8"), "\(result)")
        #expect(result.stdout.contains("capabilities: {\n  \"positionEncoding\": \"utf-8\",\n  \"hoverProvider\": true,\n  \"definitionProvider\": true\n}"),
                "\(result)")
        #expect(lines.last == "shut down: it exited after shutdown and exit", "\(result)")
        let log = home.root.readText("server.log") ?? ""
        for method in ["initialize", "initialized", "shutdown", "exit"] {
            #expect(log.contains("\"method\":\"\(method)\""), "the server got \(method): \(log)")
        }
        #expect(log.contains("\"rootUri\":\"file://"), "\(log)")
        #expect(Self.processes(mentioning: home.root.path).isEmpty, "no server left")
    }

    @Test func aServerThatNeverAnswersInitializeTimesOutAndIsEnded() throws {
        let home = try Home()
        try home.root.write("prog.cob", "")
        try home.fakeServer(#"{"on": "initialize", "do": []}"#, timeout: 1)
        let before = Session.milliseconds()
        let result = try home.dent([home.root.file("prog.cob")])
        let took = Session.milliseconds() - before
        #expect(result.exitStatus == 1, "\(result)")
        #expect(result.stderr.contains("dent-fake-lsp did not answer initialize in 1 s"), "\(result)")
        #expect(result.stdout.contains("no project root: the server would start only from the palette"), "\(result)")
        #expect(!result.stdout.contains("capabilities"), "\(result)")
        #expect(took < 5_000, "\(took) ms for a 1 s timeout")
        #expect(Self.processes(mentioning: home.root.path).isEmpty, "no server left")
    }

    @Test func aServerThatCrashesDuringInitializeIsReportedWithItsStderr() throws {
        let home = try Home()
        try home.root.write("prog.cob", "")
        try home.fakeServer(#"{"on": "initialize", "do": [{"stderr": "cannot read the index\n"}, {"exit": 3}]}"#)
        let result = try home.dent([home.root.file("prog.cob")])
        #expect(result.exitStatus == 1, "\(result)")
        #expect(result.stderr.contains("dent-fake-lsp ended during initialize: closed its output"), "\(result)")
        #expect(result.stderr.contains("cannot read the index"), "the end of its stderr: \(result)")
        #expect(Self.processes(mentioning: home.root.path).isEmpty, "no server left")
    }

    @Test func aFileWithNoLanguageOrNoServerSaysWhy() throws {
        let home = try Home()
        try home.root.write("notes", "just words\n")
        try home.root.write("prog.cob", "")
        let none = try home.dent([home.root.file("notes")])
        #expect(none.exitStatus == 1 && none.stderr.contains("no language"), "\(none)")
        let unknown = try home.dent([home.root.file("prog.cob")])
        #expect(unknown.exitStatus == 1, "\(unknown)")
        #expect(unknown.stderr.contains("dent knows no language server for cobol"), "\(unknown)")
        try home.conf("[language cobol]\nlanguage-server = \(home.root.file("bin/cobol-ls"))\n")
        let missing = try home.dent([home.root.file("prog.cob")])
        #expect(missing.exitStatus == 1 && missing.stderr.contains("is not installed"), "\(missing)")
    }

    static let clangd = ProcessRunner.findInPath("clangd")

    @Test(.enabled(if: clangd != nil, "clangd is not installed"))
    func clangdOnACFileInAProjectPrintsItsCapabilities() throws {
        let home = try Home()
        try home.root.makeDirectory("project")
        let project = home.root.file("project")
        try home.root.write("project/main.c", "int main(void) { return 0; }\n")
        try home.root.write("project/compile_commands.json",
                            #"[{"directory": "\#(project)", "file": "\#(project)/main.c", "arguments": ["cc", "-c", "main.c"]}]"#)
        let result = try home.dent([project + "/main.c"], systemSpecs: true)
        #expect(result.exitStatus == 0, "\(result)")
        #expect(result.stdout.contains("language: c\n"), "\(result)")
        #expect(result.stdout.contains("server: clangd (built in)"), "\(result)")
        #expect(result.stdout.contains("\"definitionProvider\""), "\(result)")
        #expect(Self.processes(mentioning: home.root.path).isEmpty, "no clangd left (its HOME is the scratch home)")
    }
}
