/// One server's side of the protocol as dent's client keeps it (issue 54), without I/O: the
/// `initialize` handshake, the requests awaiting replies and their deadlines, the answers to
/// what the server asks, and the end. The caller sends what it returns and hands it what the
/// server sent; every outcome is a value, so the rules are tested without a process.
///
/// Rules it keeps: every request from the server is answered (a server may wait for it);
/// a reply nobody waits for any more (timed out, cancelled) is dropped; a request that times
/// out fails with a message and is cancelled (`$/cancelRequest`); when the server ends, every
/// pending request fails at once.
public struct ClientSession: Sendable {
    public enum Phase: Sendable, Equatable {
        case initializing, ready, shuttingDown
        case ended(String)
    }

    /// A request dent sent and waits for. `tag` is the caller's, to know what the reply is for.
    public struct Pending: Sendable, Equatable {
        public let id: RequestID
        public let method: String
        public let tag: Int
        /// When it fails for want of a reply (milliseconds, the caller's clock).
        public let deadline: UInt64
    }

    public enum Outcome: Sendable, Equatable {
        /// Send this to the server.
        case send(RPCMessage)
        /// The handshake is done: requests may go.
        case ready
        /// The reply to a request, or why there is none (a timeout, the server's end).
        case reply(Pending, Result<JSONValue, RPCError>)
        /// A notification for the editor (diagnostics, progress).
        case notification(RPCNotification)
        /// `window/showMessage`, and a `showMessageRequest`'s text: `type` 1 error … 4 log.
        case show(type: Int, text: String)
        /// `window/logMessage`: for the log, never the screen.
        case log(String)
        /// A `showMessageRequest` with choices: the user answers it (`answer`) when they will;
        /// until then the server waits for that reply, and for nothing else.
        case question(id: RequestID, type: Int, text: String, actions: [String])
    }

    public private(set) var phase = Phase.initializing
    /// The server's capabilities, from its `initialize` reply.
    public private(set) var capabilities: JSONValue = .null
    public private(set) var encoding = PositionEncoding.utf16
    public private(set) var pending: [RequestID: Pending] = [:]
    /// `language-server-options`: initialization options and the configuration answered.
    public let options: JSONValue?
    /// Milliseconds a request waits for its reply.
    public let timeout: UInt64
    private var nextID = 1

    public init(options: JSONValue?, timeout: UInt64) {
        self.options = options
        self.timeout = timeout
    }

    /// The `initialize` request, sent at `now`: the first message.
    public mutating func start(processID: Int, rootURI: String?, version: String, now: UInt64) -> RPCMessage {
        let params = ClientCapabilities.initializeParams(processID: processID, rootURI: rootURI, options: options, version: version)
        return ask("initialize", params: params, tag: 0, now: now)
    }

    /// A request for the editor, once the server is ready; nil before (and after its end).
    public mutating func request(_ method: String, params: JSONValue?, tag: Int, now: UInt64) -> RPCMessage? {
        guard phase == .ready else { return nil }
        return ask(method, params: params, tag: tag, now: now)
    }

    /// A notification for the server (`didOpen`, `didChange`…), once it is ready.
    public func notify(_ method: String, params: JSONValue?) -> RPCMessage? {
        phase == .ready ? .notification(RPCNotification(method: method, params: params)) : nil
    }

    /// The user moved past request `id`: it is forgotten and the server told.
    public mutating func cancel(_ id: RequestID) -> RPCMessage? {
        guard pending.removeValue(forKey: id) != nil else { return nil }
        return .notification(.cancelRequest(id))
    }

    private mutating func ask(_ method: String, params: JSONValue?, tag: Int, now: UInt64) -> RPCMessage {
        let id = RequestID.int(nextID)
        nextID += 1
        pending[id] = Pending(id: id, method: method, tag: tag, deadline: now + timeout)
        return .request(RPCRequest(id: id, method: method, params: params))
    }

    /// What came of `message` from the server.
    public mutating func receive(_ message: RPCMessage) -> [Outcome] {
        switch message {
        case .response(let response): return replied(response)
        case .request(let request):
            if let question = question(request) { return [question] }
            return [.send(.response(answer(request)))] + shown(request)
        case .notification(let notification): return [heard(notification)]
        }
    }

    private mutating func replied(_ response: RPCResponse) -> [Outcome] {
        guard let id = response.id, let request = pending.removeValue(forKey: id) else { return [] }
        guard request.method == "initialize" else { return [.reply(request, response.outcome)] }
        switch response.outcome {
        case .failure(let error):
            return end("refused to start: \(error.message)")
        case .success(let result):
            capabilities = result["capabilities"] ?? .null
            encoding = PositionEncoding(serverCapabilities: capabilities)
            phase = .ready
            var outcomes: [Outcome] = [.send(.notification(RPCNotification(method: "initialized", params: [:])))]
            if let options {
                outcomes.append(.send(.notification(RPCNotification(method: "workspace/didChangeConfiguration", params: ["settings": options]))))
            }
            return outcomes + [.ready]
        }
    }

    /// The answer to a request of the server's (LSP 3.17: every request gets a response).
    private func answer(_ request: RPCRequest) -> RPCResponse {
        switch request.method {
        case "workspace/configuration":
            let items = request.params?["items"]?.array ?? []
            return request.reply(.array(items.map { configuration(section: $0["section"]?.string) }))
        case "window/workDoneProgress/create", "client/registerCapability", "client/unregisterCapability", "window/showMessageRequest":
            return request.reply(.null)
        case "workspace/applyEdit":
            return request.reply(["applied": false, "failureReason": "dent applies a server's edits only for a command the user gave"])
        default:
            return request.methodNotFound()
        }
    }

    /// A `showMessageRequest` that offers choices, as a question for the user.
    private func question(_ request: RPCRequest) -> Outcome? {
        guard request.method == "window/showMessageRequest", let params = request.params else { return nil }
        let actions = (params["actions"]?.array ?? []).compactMap { $0["title"]?.string }
        guard !actions.isEmpty else { return nil }
        return .question(id: request.id, type: params["type"]?.int ?? 3, text: params["message"]?.string ?? "", actions: actions)
    }

    /// The user's answer to the question `id` (the title of the action chosen; nil: none).
    public func answer(_ id: RequestID, choosing action: String?) -> RPCMessage {
        .response(RPCRequest(id: id, method: "window/showMessageRequest").reply(action.map { ["title": .string($0)] } ?? .null))
    }

    /// A `showMessageRequest`'s text is shown as a message (one without choices).
    private func shown(_ request: RPCRequest) -> [Outcome] {
        guard request.method == "window/showMessageRequest", let text = request.params?["message"]?.string else { return [] }
        return [.show(type: request.params?["type"]?.int ?? 3, text: text)]
    }

    /// The part of the options a `workspace/configuration` item names: `a.b` is the member
    /// `b` of the member `a`; the whole options without a section; null where there is none.
    private func configuration(section: String?) -> JSONValue {
        guard var value = options else { return .null }
        for name in (section ?? "").split(separator: ".") {
            guard let member = value[String(name)] else { return .null }
            value = member
        }
        return value
    }

    private func heard(_ notification: RPCNotification) -> Outcome {
        switch notification.method {
        case "window/showMessage":
            return .show(type: notification.params?["type"]?.int ?? 3, text: notification.params?["message"]?.string ?? "")
        case "window/logMessage":
            return .log(notification.params?["message"]?.string ?? "")
        default:
            return .notification(notification)
        }
    }

    /// The requests whose deadline passed by `now`: each fails and is cancelled. An
    /// `initialize` that never came back ends the session.
    public mutating func expire(now: UInt64) -> [Outcome] {
        let late = pending.values.filter { $0.deadline <= now }.sorted { $0.deadline < $1.deadline }
        if late.contains(where: { $0.method == "initialize" }) { return end("did not answer initialize in \(timeout / 1_000) s") }
        return late.flatMap { request -> [Outcome] in
            pending[request.id] = nil
            let error = RPCError(code: RPCError.Code.requestCancelled, message: "no answer in \(timeout / 1_000) s")
            return [.reply(request, .failure(error)), .send(.notification(.cancelRequest(request.id)))]
        }
    }

    /// Quitting: `shutdown` and `exit` at once (the process is ended apart if it lingers).
    public mutating func shutdown(now: UInt64) -> [RPCMessage] {
        guard case .ready = phase else { return [] }
        phase = .shuttingDown
        return [ask("shutdown", params: nil, tag: 0, now: now), .notification(RPCNotification(method: "exit"))]
    }

    /// The server ended (`reason`: its exit, a broken stream): every pending request fails.
    public mutating func end(_ reason: String) -> [Outcome] {
        phase = .ended(reason)
        let failed = pending.values.sorted { $0.deadline < $1.deadline }
        pending = [:]
        return failed.filter { $0.method != "initialize" }.map { .reply($0, .failure(RPCError(code: RPCError.Code.internalError, message: "the server \(reason)"))) }
    }
}
