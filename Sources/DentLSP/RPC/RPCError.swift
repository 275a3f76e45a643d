/// The error a response carries instead of a result (JSON-RPC 2.0 §5.1): a code, a message
/// for people, and optional data.
public struct RPCError: Error, Equatable, Sendable {
    public var code: Int
    public var message: String
    public var data: JSONValue?

    public init(code: Int, message: String, data: JSONValue? = nil) {
        self.code = code
        self.message = message
        self.data = data
    }

    /// The codes JSON-RPC 2.0 (§5.1) and LSP 3.17 ("ErrorCodes", "LSPErrorCodes") define.
    public enum Code {
        public static let parseError = -32700
        public static let invalidRequest = -32600
        public static let methodNotFound = -32601
        public static let invalidParams = -32602
        public static let internalError = -32603
        public static let serverNotInitialized = -32002
        public static let unknownErrorCode = -32001
        public static let requestFailed = -32803
        public static let serverCancelled = -32802
        public static let contentModified = -32801
        public static let requestCancelled = -32800
    }

    /// The error object's JSON, `data` left out when there is none.
    public var json: JSONValue {
        var object: JSONObject = ["code": .int(code), "message": .string(message)]
        if let data { object["data"] = data }
        return .object(object)
    }

    /// The error an object in a response describes, or nil when it is not one: `code` must be
    /// an integer and `message` a string.
    public init?(_ json: JSONValue) {
        guard case .int(let code) = json["code"], let message = json["message"]?.string else { return nil }
        self.init(code: code, message: message, data: json["data"])
    }
}
