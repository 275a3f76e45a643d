import DentLSP
import Testing

/// The client's side of the protocol without a process (issue 54): the handshake, requests
/// and their replies, what the server asks, timeouts and the server's end.
@Suite struct ClientSessionTests {
    static let options: JSONValue = ["pylsp": ["plugins": ["ruff": ["enabled": true]]]]

    /// A session through its handshake, the server having chosen `encoding`.
    static func ready(encoding: String = "utf-16", options: JSONValue? = ClientSessionTests.options) -> ClientSession {
        var session = ClientSession(options: options, timeout: 10_000)
        guard case .request(let initialize) = session.start(processID: 7, rootURI: "file:///p", version: "1", now: 0) else {
            Issue.record("the first message is not a request")
            return session
        }
        _ = session.receive(.response(initialize.reply(["capabilities": ["positionEncoding": .string(encoding)]])))
        return session
    }

    static func request(_ message: RPCMessage?) -> RPCRequest? {
        if case .request(let request)? = message { return request }
        return nil
    }

    @Test func theHandshakeOffersEveryEncodingAndTakesTheServersChoice() throws {
        var session = ClientSession(options: Self.options, timeout: 10_000)
        let initialize = try #require(Self.request(session.start(processID: 7, rootURI: "file:///p", version: "1", now: 0)))
        #expect(initialize.method == "initialize")
        #expect(initialize.params?["capabilities"]?["general"]?["positionEncodings"] == ["utf-8", "utf-32", "utf-16"])
        #expect(initialize.params?["initializationOptions"] == Self.options)
        #expect(initialize.params?["workspaceFolders"]?[0]?["name"] == "p")
        #expect(session.request("textDocument/hover", params: nil, tag: 1, now: 0) == nil, "nothing before the server is ready")
        let outcomes = session.receive(.response(initialize.reply(["capabilities": ["positionEncoding": "utf-8"]])))
        #expect(outcomes == [.send(.notification(RPCNotification(method: "initialized", params: [:]))),
                             .send(.notification(RPCNotification(method: "workspace/didChangeConfiguration", params: ["settings": Self.options]))),
                             .ready])
        #expect(session.phase == .ready && session.encoding == .utf8)
    }

    @Test func aReplyGoesToItsRequestAndALateOneIsDropped() throws {
        var session = Self.ready()
        let hover = try #require(Self.request(session.request("textDocument/hover", params: [:], tag: 42, now: 100)))
        let other = try #require(Self.request(session.request("textDocument/definition", params: [:], tag: 43, now: 100)))
        #expect(hover.id != other.id)
        let outcomes = session.receive(.response(hover.reply(["contents": "int x"])))
        guard case .reply(let request, let result)? = outcomes.first, outcomes.count == 1 else {
            Issue.record("no reply: \(outcomes)")
            return
        }
        #expect(request.id == hover.id && request.method == "textDocument/hover" && request.tag == 42 && request.deadline == 10_100)
        #expect(result == .success(["contents": "int x"]))
        #expect(session.receive(.response(hover.reply(.null))).isEmpty, "answered already")
        #expect(session.cancel(other.id) == .notification(.cancelRequest(other.id)))
        #expect(session.receive(.response(other.reply(.null))).isEmpty, "cancelled: its reply is nobody's")
    }

    @Test func everyRequestOfTheServersIsAnswered() {
        var session = Self.ready()
        let configuration = RPCRequest(id: .string("c"), method: "workspace/configuration",
                                       params: ["items": [["section": "pylsp.plugins"], ["section": "none"], [:]]])
        #expect(session.receive(.request(configuration)) == [.send(.response(configuration.reply([["ruff": ["enabled": true]], nil, Self.options])))])
        for method in ["window/workDoneProgress/create", "client/registerCapability"] {
            let request = RPCRequest(id: .int(9), method: method, params: [:])
            #expect(session.receive(.request(request)) == [.send(.response(request.reply(.null)))])
        }
        let edit = RPCRequest(id: .int(10), method: "workspace/applyEdit", params: [:])
        guard case .send(.response(let refused))? = session.receive(.request(edit)).first else {
            Issue.record("applyEdit not answered")
            return
        }
        #expect(refused.outcome == .success(["applied": false, "failureReason": "dent applies a server's edits only for a command the user gave"]))
        let unknown = RPCRequest(id: .int(11), method: "x/unknown")
        #expect(session.receive(.request(unknown)) == [.send(.response(unknown.methodNotFound()))])
        let question = RPCRequest(id: .int(12), method: "window/showMessageRequest", params: ["type": 2, "message": "Index?", "actions": []])
        #expect(session.receive(.request(question)) == [.send(.response(question.reply(.null))), .show(type: 2, text: "Index?")])
    }

    @Test func aQuestionWithChoicesWaitsForTheUsersAnswer() {
        let session = Self.ready()
        var receiving = session
        let question = RPCRequest(id: .int(13), method: "window/showMessageRequest",
                                  params: ["type": 3, "message": "Build the index?", "actions": [["title": "Yes"], ["title": "No"], ["x": 1]]])
        #expect(receiving.receive(.request(question)) == [.question(id: .int(13), type: 3, text: "Build the index?", actions: ["Yes", "No"])])
        #expect(session.answer(.int(13), choosing: "No") == .response(question.reply(["title": "No"])))
        #expect(session.answer(.int(13), choosing: nil) == .response(question.reply(.null)))
    }

    @Test func messagesAndLogsAreToldApartAndOtherNotificationsGoToTheEditor() {
        var session = Self.ready()
        #expect(session.receive(.notification(RPCNotification(method: "window/showMessage", params: ["type": 1, "message": "boom"]))) == [.show(type: 1, text: "boom")])
        #expect(session.receive(.notification(RPCNotification(method: "window/logMessage", params: ["type": 4, "message": "x"]))) == [.log("x")])
        let diagnostics = RPCNotification(method: "textDocument/publishDiagnostics", params: ["uri": "file:///p/a.c", "diagnostics": []])
        #expect(session.receive(.notification(diagnostics)) == [.notification(diagnostics)])
    }

    @Test func aRequestWithoutAReplyInTimeFailsAndIsCancelled() throws {
        var session = Self.ready()
        let slow = try #require(Self.request(session.request("textDocument/references", params: [:], tag: 5, now: 1_000)))
        #expect(session.expire(now: 10_999).isEmpty)
        let outcomes = session.expire(now: 11_000)
        #expect(outcomes.count == 2)
        #expect(outcomes.last == .send(.notification(.cancelRequest(slow.id))))
        guard case .reply(let request, .failure(let error)) = outcomes.first else {
            Issue.record("no failure")
            return
        }
        #expect(request.tag == 5 && error.message == "no answer in 10 s")
        #expect(session.receive(.response(slow.reply(.null))).isEmpty, "a reply after the timeout is dropped")
    }

    @Test func aServerThatNeverAnswersInitializeEndsAndTheEndFailsWhatWaits() throws {
        var silent = ClientSession(options: nil, timeout: 10_000)
        _ = silent.start(processID: 7, rootURI: nil, version: "1", now: 0)
        _ = silent.expire(now: 10_000)
        #expect(silent.phase == .ended("did not answer initialize in 10 s"))

        var session = Self.ready()
        _ = session.request("textDocument/hover", params: [:], tag: 1, now: 0)
        let outcomes = session.end("exited with status 1")
        #expect(outcomes.count == 1 && session.pending.isEmpty)
        if case .reply(_, .failure(let error)) = outcomes.first { #expect(error.message == "the server exited with status 1") }
        #expect(session.request("textDocument/hover", params: [:], tag: 1, now: 0) == nil)
    }

    @Test func quittingSendsShutdownAndExitAtOnce() {
        var session = Self.ready()
        let messages = session.shutdown(now: 0)
        #expect(messages.count == 2)
        #expect(Self.request(messages.first)?.method == "shutdown")
        #expect(messages.last == .notification(RPCNotification(method: "exit")))
        #expect(session.phase == .shuttingDown)
    }
}
