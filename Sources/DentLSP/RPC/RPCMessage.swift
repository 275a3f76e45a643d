/// A JSON-RPC 2.0 message as LSP uses it (one object per message; LSP sends no batches).
public enum RPCMessage: Equatable, Sendable {
    case request(RPCRequest)
    case notification(RPCNotification)
    case response(RPCResponse)

    public var json: JSONValue {
        switch self {
        case .request(let request): request.json
        case .notification(let notification): notification.json
        case .response(let response): response.json
        }
    }
}

/// A call that expects a response with the same id.
public struct RPCRequest: Equatable, Sendable {
    public var id: RequestID
    public var method: String
    /// An object or an array, or nil to leave `params` out.
    public var params: JSONValue?

    public init(id: RequestID, method: String, params: JSONValue? = nil) {
        self.id = id
        self.method = method
        self.params = params
    }

    public var json: JSONValue { RPCMessage.envelope(id: id.json, method: method, params: params) }

    /// The success response to this request.
    public func reply(_ result: JSONValue) -> RPCResponse { RPCResponse(id: id, outcome: .success(result)) }

    /// The error response to this request.
    public func reply(_ error: RPCError) -> RPCResponse { RPCResponse(id: id, outcome: .failure(error)) }

    /// The answer to a request dent does not handle (JSON-RPC's -32601): a server must be
    /// answered, or it may wait for the reply forever.
    public func methodNotFound() -> RPCResponse {
        reply(RPCError(code: RPCError.Code.methodNotFound, message: "method not found: \(method)"))
    }
}

/// A message that expects no response.
public struct RPCNotification: Equatable, Sendable {
    public var method: String
    public var params: JSONValue?

    public init(method: String, params: JSONValue? = nil) {
        self.method = method
        self.params = params
    }

    public var json: JSONValue { RPCMessage.envelope(id: nil, method: method, params: params) }

    /// `$/cancelRequest` (LSP 3.17, "Cancellation Support"): the user has moved past the
    /// request `id`; the server should answer it early, with `RequestCancelled` or a partial
    /// result, and dent drops whatever comes.
    public static func cancelRequest(_ id: RequestID) -> RPCNotification {
        RPCNotification(method: "$/cancelRequest", params: ["id": id.json])
    }
}

/// The answer to a request: its id (nil when the server could not read it: JSON-RPC 2.0 §5
/// then writes `"id": null`), and a result or an error.
public struct RPCResponse: Equatable, Sendable {
    public var id: RequestID?
    public var outcome: Result<JSONValue, RPCError>

    public init(id: RequestID?, outcome: Result<JSONValue, RPCError>) {
        self.id = id
        self.outcome = outcome
    }

    public var json: JSONValue {
        var object: JSONObject = ["jsonrpc": "2.0", "id": id?.json ?? .null]
        switch outcome {
        case .success(let result): object["result"] = result
        case .failure(let error): object["error"] = error.json
        }
        return .object(object)
    }
}

extension RPCMessage {
    /// The members of a request (with an id) or a notification (without), in the order
    /// written: `jsonrpc`, `id`, `method`, `params`.
    static func envelope(id: JSONValue?, method: String, params: JSONValue?) -> JSONValue {
        var object: JSONObject = ["jsonrpc": "2.0"]
        if let id { object["id"] = id }
        object["method"] = .string(method)
        if let params { object["params"] = params }
        return .object(object)
    }
}
