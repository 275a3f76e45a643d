/// A JSON-RPC request's id: LSP 3.17 allows an integer or a string (`integer | string`), and a
/// reply carries the id of its request exactly, so the kind is kept.
public enum RequestID: Hashable, Sendable, CustomStringConvertible {
    case int(Int)
    case string(String)

    /// The id in a message (`.int` only for a number written as an integer: JSON-RPC 2.0 §4
    /// says ids "SHOULD NOT contain fractional parts").
    public init?(_ json: JSONValue) {
        switch json {
        case .int(let number): self = .int(number)
        case .string(let text): self = .string(text)
        default: return nil
        }
    }

    public var json: JSONValue {
        switch self {
        case .int(let number): .int(number)
        case .string(let text): .string(text)
        }
    }

    public var description: String {
        switch self {
        case .int(let number): String(number)
        case .string(let text): "\"\(text)\""
        }
    }
}
