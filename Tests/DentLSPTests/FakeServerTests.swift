import DentLSP
import DentTestSupport
import Glibc
import Testing

/// The fake language server (`dent-fake-lsp`), run as built, through pipes: it plays its
/// script, answers the handshake by default, and logs what it received. Each test waits on
/// what the fake sends or has logged, never on time.
@Suite struct FakeServerTests {
    @Test func theHandshakeAndShutdownWorkWithoutAScriptRule() throws {
        let fake = try FakeLanguageServer([#"{"capabilities": {"positionEncoding": "utf-32", "hoverProvider": true}}"#])
        let result = try fake.initialize()
        #expect(result["capabilities"] == ["positionEncoding": "utf-32", "hoverProvider": true])
        #expect(PositionEncoding(serverCapabilities: result["capabilities"]) == .utf32)
        #expect(result["serverInfo"]?["name"] == "dent-fake-lsp")
        try fake.request(2, "textDocument/hover")
        let unknown = try fake.response()
        #expect(unknown == RPCRequest(id: .int(2), method: "textDocument/hover").methodNotFound())
        try fake.request(3, "shutdown")
        #expect(try fake.response() == RPCResponse(id: .int(3), outcome: .success(.null)))
        try fake.notify("exit")
        #expect(try fake.process.wait() == .exited(0))
        #expect(try fake.loggedMethods() == ["initialize", "initialized", "textDocument/hover", "shutdown", "exit"])
    }

    /// LSP 3.17, "exit": status 1 when no shutdown came first.
    @Test func exitWithoutShutdownIsStatusOne() throws {
        let fake = try FakeLanguageServer([])
        try fake.initialize()
        try fake.notify("exit")
        #expect(try fake.process.wait() == .exited(1))
    }

    @Test func rulesAnswerInOrderAndTheirTimesRunOut() throws {
        let fake = try FakeLanguageServer([
            "# a comment, then a blank line",
            "",
            #"{"on": "textDocument/hover", "times": 2, "do": [{"reply": {"contents": "first two"}}]}"#,
            #"{"on": "textDocument/hover", "do": [{"error": {"code": -32801, "message": "content modified"}}]}"#,
            #"{"on": "initialize", "do": [{"reply": {"capabilities": {"positionEncoding": "utf-8"}}}]}"#,
        ])
        #expect(try fake.initialize()["capabilities"]?["positionEncoding"] == "utf-8")
        for id in 2...4 { try fake.request(id, "textDocument/hover", ["position": LSPPosition(line: 0, character: id).json]) }
        #expect(try fake.response() == RPCResponse(id: .int(2), outcome: .success(["contents": "first two"])))
        #expect(try fake.response() == RPCResponse(id: .int(3), outcome: .success(["contents": "first two"])))
        #expect(try fake.response() == RPCResponse(id: .int(4), outcome: .failure(RPCError(code: RPCError.Code.contentModified, message: "content modified"))))
        // The log has each message as it was sent, params included.
        let hovers = try fake.log().filter { $0["method"] == "textDocument/hover" }
        #expect(hovers.map { $0["params"]?["position"]?["character"] } == [2, 3, 4])
    }

    /// A request a rule does not answer is never answered; a slow reply comes after its wait.
    @Test func silenceAndDelay() throws {
        let fake = try FakeLanguageServer([
            #"{"on": "textDocument/definition", "do": []}"#,
            #"{"on": "shutdown", "do": [{"mark": "shutdown ignored"}]}"#,
            #"{"on": "textDocument/hover", "do": [{"wait": 200}, {"reply": "late"}]}"#,
        ])
        try fake.initialize()
        try fake.request(2, "textDocument/definition")
        try fake.request(3, "shutdown")
        let start = ContinuousClock.now
        try fake.request(4, "textDocument/hover")
        #expect(try fake.response() == RPCResponse(id: .int(4), outcome: .success("late")), "2 and 3 are never answered")
        #expect(ContinuousClock.now - start >= .milliseconds(200))
        #expect(try fake.loggedMethods().suffix(4) == ["textDocument/definition", "shutdown", "mark: shutdown ignored", "textDocument/hover"])
    }

    /// Notifications and requests of the server's own: diagnostics at UTF-16 positions, and
    /// the client's replies to its requests in the log.
    @Test func theServerNotifiesAndAsksTheClient() throws {
        let diagnostics: JSONValue = ["uri": "file:///p/a.txt", "diagnostics": [[
            "range": ["start": LSPPosition(line: 0, character: 2).json, "end": LSPPosition(line: 0, character: 4).json],
            "message": "an emoji is two UTF-16 units",
        ]]]
        let fake = try FakeLanguageServer([
            #"{"on": "initialized", "do": [{"notify": "textDocument/publishDiagnostics", "params": \#(diagnostics.text)}, "#
                + #"{"request": "workspace/configuration", "params": {"items": [{"section": "pylsp"}]}}, "#
                + #"{"request": "window/workDoneProgress/create", "params": {"token": "t"}, "id": "progress"}, "#
                + #"{"request": "window/showMessageRequest", "params": {"type": 3, "message": "Go?", "actions": [{"title": "Yes"}]}}]}"#,
        ])
        try fake.initialize()
        #expect(try fake.next() == .notification(RPCNotification(method: "textDocument/publishDiagnostics", params: diagnostics)))
        var asked: [RPCRequest] = []
        for _ in 0..<3 {
            guard case .request(let request) = try fake.next() else { Issue.record("expected a request"); return }
            asked.append(request)
        }
        #expect(asked.map(\.method) == ["workspace/configuration", "window/workDoneProgress/create", "window/showMessageRequest"])
        #expect(asked.map(\.id) == [.int(1), .string("progress"), .int(2)])
        let answers: [JSONValue] = [[["plugins": [:]]], nil, ["title": "Yes"]]
        for (request, answer) in zip(asked, answers) { try fake.send(.response(request.reply(answer))) }
        // The shutdown's reply comes after the fake has read, and so logged, the replies.
        try fake.request(9, "shutdown")
        #expect(try fake.response().id == .int(9))
        let replies = try fake.log().filter { $0["method"] == nil }
        #expect(replies.map { $0["id"] } == asked.map { $0.id.json })
        #expect(replies.map { $0["result"] } == answers)
    }

    /// Garbage, a frame over the client's size limit, and a body that is no JSON reach the
    /// client as written, so its reader can be tested on them.
    @Test func itWritesWhatBreaksAClient() throws {
        let garbage = try FakeLanguageServer([#"{"on": "initialized", "do": [{"raw": "Listening on stdio...\r\n\r\n"}]}"#])
        try garbage.initialize()
        #expect(throws: FramingError.self) { try garbage.nextBody() }

        let oversized = try FakeLanguageServer([#"{"on": "initialized", "do": [{"oversized": 4097}]}"#], bodyLimit: 4096)
        try oversized.initialize()
        #expect(throws: FramingError.bodyTooLarge(length: 4097, limit: 4096)) { try oversized.nextBody() }

        let notJSON = try FakeLanguageServer([#"{"on": "initialized", "do": [{"frame": "{\"jsonrpc\": "}, {"stderr": "oops\n"}]}"#])
        try notJSON.initialize()
        let body = try #require(try notJSON.nextBody())
        #expect(body == Array(#"{"jsonrpc": "#.utf8))
        #expect(throws: JSONError.self) { try JSONValue(parsing: body) }
        notJSON.process.closeInput()
        #expect(try notJSON.process.wait() == .exited(0), "the end of input ends it")
        #expect(String(decoding: notJSON.process.standardError, as: UTF8.self) == "oops\n")
    }

    /// What the client sends that is not JSON is logged as such and skipped; a broken frame
    /// ends the fake, logged.
    @Test func itLogsWhatTheClientGetsWrong() throws {
        let fake = try FakeLanguageServer([], throughEnvironment: true)
        try fake.process.write(MessageFrame.encode(Array("{not json".utf8)))
        try fake.request(1, "shutdown")
        #expect(try fake.response().id == .int(1))
        try fake.process.write(Array("Content-Length: x\r\n\r\n".utf8))
        #expect(try fake.process.wait() == .exited(1))
        let log = try fake.log()
        #expect(log.count == 3)
        #expect(log.first == ["unparsable": "{not json"])
        #expect(log.last?["framing-error"]?.string != nil)
    }

    @Test func itCrashesExitsAndIgnoresSIGTERMWhenTold() throws {
        let crash = try FakeLanguageServer([#"{"on": "textDocument/didOpen", "do": [{"crash": true}]}"#])
        try crash.initialize()
        try crash.notify("textDocument/didOpen")
        #expect(try crash.process.wait() == .signaled(SIGABRT))

        let exits = try FakeLanguageServer([#"{"on": "textDocument/didSave", "do": [{"exit": 3}]}"#])
        try exits.initialize()
        try exits.notify("textDocument/didSave")
        #expect(try exits.process.wait() == .exited(3))

        // SIGTERM is pending before the next request is written, so a fake that did not ignore
        // it would be gone before it could read the request.
        let stubborn = try FakeLanguageServer([#"{"at": "start", "do": [{"ignore-sigterm": true}]}"#])
        try stubborn.initialize()
        stubborn.process.signal(SIGTERM)
        try stubborn.request(2, "shutdown")
        #expect(try stubborn.response().id == .int(2))
        stubborn.process.signal(SIGKILL)
        #expect(try stubborn.process.wait() == .signaled(SIGKILL))

        let plain = try FakeLanguageServer([])
        try plain.initialize()
        plain.process.signal(SIGTERM)
        #expect(try plain.process.wait() == .signaled(SIGTERM))
    }

    /// The end of input runs its rule before the fake exits.
    @Test func theEndOfInputHasItsRule() throws {
        let fake = try FakeLanguageServer([#"{"at": "end-of-input", "do": [{"mark": "input ended"}, {"exit": 7}]}"#])
        fake.process.closeInput()
        #expect(try fake.process.wait() == .exited(7))
        #expect(try fake.log() == [["mark": "input ended"]])
    }

    /// A script the fake cannot use is said with its line, and it does not start.
    @Test func aBadScriptIsRefusedWithItsLine() throws {
        let scratch = try ScratchDirectory(prefix: "dent-fake-lsp")
        let bad: [(line: String, reason: String)] = [
            (#"{"on": "x", "do": [{"reply": 1, "wait": 2}]}"#, "unknown key \"wait\" in a reply action"),
            (#"{"on": "x", "do": [{"sing": 1}]}"#, "an action is one of"),
            (#"{"on": "x", "do": [{"wait": -1}]}"#, "bad value for wait"),
            (#"{"on": "x", "times": 0, "do": []}"#, "\"times\" is a positive integer"),
            (#"{"at": "noon", "do": []}"#, "a rule has \"on\""),
            (#"{"on": "x"}"#, "a rule has \"do\""),
            ("[1]", "a line is a JSON object"),
            ("{oops}", "invalid JSON"),
        ]
        for (line, reason) in bad {
            try scratch.write("script", "# first\n\(line)\n")
            let result = try ProcessRunner.run(try TestExecutables.fakeLanguageServer(), [scratch.file("script")])
            #expect(result.exitStatus == 2, "\(result)")
            #expect(result.stderr.hasPrefix("dent-fake-lsp: \(scratch.file("script")): line 2: "), "\(result)")
            #expect(result.stderr.contains(reason), "\(result)")
        }
    }
}

extension JSONValue {
    /// The value's JSON text, to write into a script.
    var text: String { String(decoding: serialized(), as: UTF8.self) }
}
