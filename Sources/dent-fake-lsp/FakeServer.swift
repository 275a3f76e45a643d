import DentLSP

/// The fake's decisions, without I/O: which actions a message (or the start, or the end of
/// input) calls for, from the script's rules or the defaults, and the ids of its own requests.
struct FakeServer {
    private var rules: [FakeRule]
    let capabilities: JSONValue
    /// A `shutdown` request has come: `exit` then ends with status 0 (LSP 3.17, "exit").
    private(set) var shutdownReceived = false
    private var nextID = 1

    init(_ script: FakeScript) {
        rules = script.rules
        capabilities = script.capabilities
    }

    /// The actions of the first rule for `trigger` that has uses left (using one up); nil when
    /// no rule applies.
    mutating func rule(for trigger: FakeRule.Trigger) -> [FakeAction]? {
        guard let index = rules.firstIndex(where: { $0.trigger == trigger && $0.remaining != 0 }) else { return nil }
        if let left = rules[index].remaining { rules[index].remaining = left - 1 }
        return rules[index].actions
    }

    /// What `message` calls for.
    mutating func actions(for message: RPCMessage) -> [FakeAction] {
        switch message {
        case .request(let request):
            if request.method == "shutdown" { shutdownReceived = true }
            return rule(for: .method(request.method)) ?? defaultAnswer(to: request)
        case .notification(let notification):
            let exit: [FakeAction] = notification.method == "exit" ? [.exit(shutdownReceived ? 0 : 1)] : []
            return rule(for: .method(notification.method)) ?? exit
        case .response:
            return []
        }
    }

    /// What a request no rule takes gets.
    func defaultAnswer(to request: RPCRequest) -> [FakeAction] {
        switch request.method {
        case "initialize": [.reply(["capabilities": capabilities, "serverInfo": ["name": "dent-fake-lsp"]])]
        case "shutdown": [.reply(.null)]
        default: [.error(RPCError(code: RPCError.Code.methodNotFound, message: "method not found: \(request.method)"))]
        }
    }

    /// The id of a request the fake sends: `given`, or the next of 1, 2, 3…
    mutating func requestID(_ given: RequestID?) -> RequestID {
        if let given { return given }
        defer { nextID += 1 }
        return .int(nextID)
    }
}
