/// Why a language server's output is not a stream of LSP messages. Every one is final: the
/// decoder cannot find the next message's start again, so the caller treats the server as
/// crashed.
public enum FramingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A header section without `Content-Length`, which the base protocol requires.
    case missingContentLength
    /// A `Content-Length` that is not a decimal number of bytes (or two that disagree); the
    /// value as read.
    case invalidContentLength([UInt8])
    /// A header line that is no `Name: value` field: most often a server's log line on
    /// standard output. The line's first bytes.
    case malformedHeader([UInt8])
    /// No empty line ended the header section within `limit` bytes.
    case headerTooLong(limit: Int)
    /// A body announced longer than the decoder accepts.
    case bodyTooLarge(length: Int, limit: Int)

    public var description: String {
        switch self {
        case .missingContentLength: "a message header has no Content-Length"
        case .invalidContentLength(let value): "invalid Content-Length: \(Self.shown(value))"
        case .malformedHeader(let line): "not a header line: \(Self.shown(line))"
        case .headerTooLong(let limit): "a message header runs past \(limit) bytes"
        case .bodyTooLarge(let length, let limit): "a message of \(length) bytes is over the limit of \(limit)"
        }
    }

    /// Bytes from the server as text for a log, each control byte and non-ASCII byte as `<xx>`.
    private static func shown(_ bytes: [UInt8]) -> String {
        bytes.map { (0x20..<0x7F).contains($0) ? String(UnicodeScalar($0)) : "<" + String($0, radix: 16) + ">" }.joined()
    }
}
