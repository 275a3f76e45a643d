import DentTestSupport
import Glibc
import Testing

/// The robustness rules of issue 54 in the real binary, with the fake language server playing
/// the bad server: dent never waits on it, a request that gets no answer fails with a message,
/// a crash is named with its exit status and restarted (not after three in a minute), garbage
/// ends it like a crash, quitting ends a server that ignores shutdown and SIGTERM, and no
/// process is left.
@Suite(.serialized) struct LanguageServerRobustnessTests {
    /// A C file in a project (a `.git` folder) whose server is the fake with `script`;
    /// `global` and `settings` are dent.conf's lines before and in its `[language c]`.
    static func run(_ script: String, contents: String = "int main(void) {\n    return 0;\n}\n", global: String = "",
                    settings: String = "", environment: [String: String] = [:]) throws -> DentRun {
        try DentRun(file: "main.c", contents: contents, columns: 100, rows: 16, environment: environment) { directory in
            try directory.makeDirectory(".git")
            try directory.write("script.jsonl", script)
            try directory.makeDirectory("config/dent")
            let command = [try TestExecutables.fakeLanguageServer(), "--log", directory.file("server.log"), directory.file("script.jsonl")]
            try directory.write("config/dent/dent.conf", global + "[language c]\nlanguage-server = "
                                + command.map(TestExecutables.shellQuote).joined(separator: " ") + "\n" + settings)
        }
    }

    static let hover = #"{"capabilities": {"textDocumentSync": 2, "hoverProvider": true, "definitionProvider": true}}"#

    /// The fake's log once it holds `text`.
    static func waitForLog(_ run: DentRun, _ text: String) throws {
        _ = try run.tmux.waitFor("the server's log to hold \(text)") { _ in
            TextFile.read(run.directory.file("server.log"))?.contains(text) == true
        }
    }

    static func servers(of run: DentRun) throws -> [pid_t] {
        LanguageServerEndToEndTests.children(of: try DefinitionCacheEndToEndTests.dentPID(run))
    }

    @Test func aQuestionWithNoAnswerFailsWithAMessageAndTypingGoesOn() throws {
        let run = try Self.run(Self.hover + "\n" + #"{"on": "textDocument/hover", "do": []}"#, settings: "language-server-timeout = 1\n")
        defer { run.tmux.kill() }
        try run.waitForStatus("dent-fake-lsp")
        try Self.waitForLog(run, "textDocument/didOpen")
        try run.tmux.sendKeys("M-h")
        try run.tmux.sendText("x")
        try run.tmux.waitFor(text: "xint main")
        try run.waitForStatus("no answer in 1 s")
    }

    @Test func aCrashIsNamedWithItsExitStatusAndTheServerStartsAgain() throws {
        // It crashes when asked for a hover: the server started again is not asked.
        let script = Self.hover + "\n" + #"{"on": "textDocument/hover", "do": [{"stderr": "fake: out of memory\n"}, {"exit": 3}]}"#
        let run = try Self.run(script)
        defer { run.tmux.kill() }
        try Self.waitForLog(run, "textDocument/didOpen")
        try run.tmux.sendKeys("M-h")
        try run.waitForStatus("dent-fake-lsp closed its output (exit status 3): fake: out of memory")
        try run.tmux.waitFor("the server started again") { _ in
            (TextFile.read(run.directory.file("server.log")) ?? "").split(separator: "\n").filter { $0.contains(#""method":"initialize""#) }.count >= 2
        }
        try run.tmux.sendText("y")
        try run.tmux.waitFor(text: "yint main")
        let log = TextFile.read(run.directory.file(".local/state/dent/language-servers.log")) ?? ""
        #expect(log.contains("dent-fake-lsp: fake: out of memory"), "its stderr is in the log: \(log)")
    }

    @Test func threeCrashesInAMinuteAndItIsNotStartedAgainUntilAsked() throws {
        let run = try Self.run(Self.hover + "\n" + #"{"on": "textDocument/didOpen", "do": [{"exit": 1}]}"#)
        defer { run.tmux.kill() }
        try run.waitForStatus("crashed 3 times in a minute")
        try run.waitForStatus("dent-fake-lsp failed")
        try run.tmux.sendKeys("M-h")
        try run.waitForStatus("Restart language server starts it again")
    }

    @Test func garbageOnItsOutputEndsItLikeACrash() throws {
        let run = try Self.run(Self.hover + "\n" + #"{"on": "textDocument/didOpen", "do": [{"raw": "this is no frame\r\n\r\n"}]}"#)
        defer { run.tmux.kill() }
        try run.waitForStatus("broke the protocol")
    }

    @Test func quittingEndsAServerThatIgnoresShutdownAndSIGTERM() throws {
        let script = Self.hover + "\n" + #"{"at": "start", "do": [{"ignore-sigterm": true}]}"# + "\n"
            + #"{"on": "shutdown", "do": [{"mark": "ignored shutdown"}]}"# + "\n" + #"{"on": "exit", "do": []}"# + "\n"
            + #"{"at": "end-of-input", "do": [{"wait": 60000}]}"#
        let run = try Self.run(script)
        defer { run.tmux.kill() }
        try run.waitForStatus("dent-fake-lsp")
        try Self.waitForLog(run, "textDocument/didOpen")
        let servers = try Self.servers(of: run)
        #expect(servers.count == 1)
        try run.tmux.sendKeys("C-q")
        // A bound on a hang, not a timing: the ending's two waits are 100 ms each by construction.
        _ = try run.tmux.waitForExit(timeout: .seconds(3))
        try Self.waitForLog(run, "ignored shutdown")
        for server in servers { #expect(!LanguageServerEndToEndTests.isLive(server), "server \(server) outlived dent") }
    }

    @Test func aFileOverTheSizeLimitGetsNoServerAndAKeySaysWhy() throws {
        let big = String(repeating: "int x;\n", count: 200_000)
        let run = try Self.run(Self.hover, contents: big, global: "language-server-max-size = 1\n")
        defer { run.tmux.kill() }
        try run.waitUntilReady()
        try run.tmux.sendKeys("M-h")
        try run.waitForStatus("over language-server-max-size")
        #expect(TextFile.read(run.directory.file("server.log")) == nil, "no server started")
    }

    @Test func requestsFromTheServerAreAnsweredAndDiagnosticsOfFilesNotOpenAreListed() throws {
        let folder = "file:///elsewhere/other.c"
        let diagnostics = #"{"uri": "\#(folder)", "diagnostics": [{"range": {"start": {"line": 0, "character": 0}, "end": {"line": 0, "character": 1}}, "message": "far away"}]}"#
        let script = Self.hover + "\n"
            + #"{"on": "initialized", "do": [{"request": "workspace/configuration", "params": {"items": [{"section": "fake"}]}, "id": 77}]}"# + "\n"
            + #"{"on": "textDocument/didOpen", "do": [{"notify": "textDocument/publishDiagnostics", "params": \#(diagnostics)}]}"#
        let run = try Self.run(script)
        defer { run.tmux.kill() }
        try Self.waitForLog(run, #""id":77"#)
        try Self.waitForLog(run, #""result""#)
        try run.tmux.sendKeys("M-X")
        try run.tmux.waitFor(text: "/elsewhere/other.c:1: error: far away")
    }

    /// A server that started a process of its own (a wrapper's child), and their group.
    static func serverWithAChild(environment: [String: String] = [:]) throws -> (DentRun, pid_t) {
        let run = try Self.run(Self.hover + "\n" + #"{"on": "initialized", "do": [{"spawn": ["sleep", "60"]}]}"#, environment: environment)
        try Self.waitForLog(run, "spawned")
        let log = TextFile.read(run.directory.file("server.log")) ?? ""
        let line = try #require(log.split(separator: "\n").first { $0.contains("spawned") })
        let pid = try #require(pid_t(line.filter(\.isNumber)))
        let group = try #require(ServerProcessTests.stat(pid).flatMap { pid_t($0[2]) })
        #expect(ServerProcessTests.members(ofGroup: group).contains(pid))
        return (run, group)
    }

    @Test func aCrashOfDentEndsWhatItsServersStarted() throws {
        let (run, group) = try Self.serverWithAChild(environment: ["DENT_TEST_TRAP": "F12"])
        defer { run.tmux.kill() }
        try run.tmux.sendKeys("F12")
        _ = try run.tmux.waitForExit()
        #expect(ServerProcessTests.survivors(ofGroup: group).isEmpty, "the server's group outlived dent's crash")
    }

    @Test func aSignalThatStopsDentEndsWhatItsServersStarted() throws {
        let (run, group) = try Self.serverWithAChild()
        defer { run.tmux.kill() }
        _ = kill(try DefinitionCacheEndToEndTests.dentPID(run), SIGTERM)
        _ = try run.tmux.waitForExit()
        #expect(ServerProcessTests.survivors(ofGroup: group).isEmpty, "the server's group outlived dent")
    }

    @Test func aServersQuestionStandsUntilTheUserAnswersItFromTheList() throws {
        let ask = #"{"on": "initialized", "do": [{"request": "window/showMessageRequest", "params": {"type": 3, "message": "Build the index?", "actions": [{"title": "Yes"}, {"title": "No"}]}, "id": 90}]}"#
        let run = try Self.run(Self.hover + "\n" + ask)
        defer { run.tmux.kill() }
        try run.waitForStatus("dent-fake-lsp asks: Build the index?")
        try run.tmux.sendText("yes")
        try run.tmux.sendKeys("Enter")
        try run.tmux.waitFor(text: "yes")
        #expect(TextFile.read(run.directory.file("server.log"))?.contains(#""title""#) != true, "typing answered nothing")
        try run.tmux.sendKeys("C-e")
        try run.tmux.sendText("Answer language server")
        try run.tmux.sendKeys("Enter")
        try run.tmux.waitFor(text: "Enter answers, Esc answers later")
        try run.tmux.sendKeys("Down", "Enter")
        try Self.waitForLog(run, #""result":{"title":"No"}"#)
    }

    @Test func editsSavesAndANewNameReachTheServer() throws {
        let run = try Self.run(Self.hover)
        defer { run.tmux.kill() }
        try Self.waitForLog(run, "textDocument/didOpen")
        try run.tmux.sendText("x")
        try Self.waitForLog(run, #""text":"xint main(void) {\n""#)
        try run.tmux.sendKeys("C-s")
        try Self.waitForLog(run, "textDocument/didSave")
        try run.tmux.sendKeys("M-s")
        try run.waitForStatus("Save as")
        try run.tmux.sendKeys("C-u")
        try run.tmux.sendText(run.directory.file("renamed.c"))
        try run.tmux.sendKeys("Enter")
        try Self.waitForLog(run, "textDocument/didClose")
        try Self.waitForLog(run, "renamed.c")
    }
}
