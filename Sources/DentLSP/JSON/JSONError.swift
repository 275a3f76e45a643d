/// Why bytes are not a JSON text (RFC 8259), and the offset of the byte where that was found.
///
/// A language server that writes such a body is treated as crashed, so the message says
/// enough to find the fault in a log: what was wrong and where.
public struct JSONError: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Reason: Equatable, Sendable {
        /// The text stops inside a value (or is empty).
        case unexpectedEnd
        /// A byte that cannot stand here: no value starts with it, or no separator is it.
        case unexpectedByte(UInt8)
        /// A number against §6's grammar: a leading zero, a sign or point without digits.
        case invalidNumber
        /// A backslash not followed by one of §7's escapes (`\u` takes four hex digits).
        case invalidEscape
        /// A byte below 0x20 inside a string, which §7 says must be escaped.
        case controlCharacter
        /// Bytes in a string that are not well-formed UTF-8 (§8.1).
        case invalidUTF8
        /// More arrays and objects open at once than the parser's depth limit.
        case tooDeep
        /// Something other than white space after the value.
        case trailingBytes
    }

    public let reason: Reason
    /// The offset of the offending byte in the input (its length for `unexpectedEnd`).
    public let offset: Int

    public init(_ reason: Reason, at offset: Int) {
        self.reason = reason
        self.offset = offset
    }

    public var description: String {
        let what: String
        switch reason {
        case .unexpectedEnd: what = "the text ends inside a value"
        case .unexpectedByte(let byte): what = "unexpected byte 0x" + String(byte, radix: 16, uppercase: true)
        case .invalidNumber: what = "invalid number"
        case .invalidEscape: what = "invalid escape"
        case .controlCharacter: what = "unescaped control character in a string"
        case .invalidUTF8: what = "invalid UTF-8 in a string"
        case .tooDeep: what = "arrays and objects nested too deep"
        case .trailingBytes: what = "bytes after the value"
        }
        return "invalid JSON: \(what) at byte \(offset)"
    }
}
