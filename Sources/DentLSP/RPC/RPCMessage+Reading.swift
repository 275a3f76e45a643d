/// Why a parsed JSON value is no JSON-RPC 2.0 message. A server that sends one is broken;
/// the caller logs the reason and treats the server as crashed.
public enum RPCShapeError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Not an object (a batch array included: LSP sends none).
    case notAnObject
    /// `jsonrpc` missing or other than the string "2.0".
    case wrongVersion
    /// An id that is not an integer or a string (a response's may also be null).
    case invalidID
    /// A `method` that is not a string.
    case invalidMethod
    /// `params` that are not an object or an array.
    case invalidParams
    /// A response with neither `result` nor `error`, or with both.
    case invalidOutcome
    /// An `error` without an integer `code` and a string `message`.
    case invalidError

    public var description: String {
        switch self {
        case .notAnObject: "a message is not a JSON object"
        case .wrongVersion: "a message's jsonrpc is not \"2.0\""
        case .invalidID: "a message's id is not an integer or a string"
        case .invalidMethod: "a message's method is not a string"
        case .invalidParams: "a message's params are not an object or an array"
        case .invalidOutcome: "a response has not exactly one of result and error"
        case .invalidError: "a response's error has no integer code and string message"
        }
    }
}

extension RPCMessage {
    /// Classifies a parsed message (JSON-RPC 2.0 §4, §5): with a `method`, a request when it
    /// has an `id` and a notification when not; without one, a response.
    ///
    /// `params: null` counts as no params: JSON-RPC does not allow it, but some servers write it
    /// and it means nothing else.
    public init(_ json: JSONValue) throws(RPCShapeError) {
        guard case .object(let object) = json else { throw .notAnObject }
        guard object["jsonrpc"] == "2.0" else { throw .wrongVersion }
        guard let method = object["method"] else {
            self = .response(try Self.response(object))
            return
        }
        guard case .string(let name) = method else { throw .invalidMethod }
        let params = try Self.params(object["params"])
        guard let id = object["id"] else {
            self = .notification(RPCNotification(method: name, params: params))
            return
        }
        guard let requestID = RequestID(id) else { throw .invalidID }
        self = .request(RPCRequest(id: requestID, method: name, params: params))
    }

    private static func params(_ value: JSONValue?) throws(RPCShapeError) -> JSONValue? {
        switch value {
        case nil, .null?: nil
        case .array?, .object?: value
        default: throw .invalidParams
        }
    }

    private static func response(_ object: JSONObject) throws(RPCShapeError) -> RPCResponse {
        let id: RequestID?
        switch object["id"] {
        case .null?: id = nil
        case let value?: guard let read = RequestID(value) else { throw .invalidID }; id = read
        case nil: throw .invalidID
        }
        switch (object["result"], object["error"]) {
        case (let result?, nil):
            return RPCResponse(id: id, outcome: .success(result))
        case (nil, let error?):
            guard let read = RPCError(error) else { throw .invalidError }
            return RPCResponse(id: id, outcome: .failure(read))
        default:
            throw .invalidOutcome
        }
    }
}
