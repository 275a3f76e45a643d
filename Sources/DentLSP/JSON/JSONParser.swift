import DentText

extension JSONValue {
    /// How many arrays and objects may be open at once by default: far more than any LSP
    /// message nests, few enough that code walking the value recursively (the writer) is safe
    /// on a thread's stack.
    public static let defaultDepthLimit = 512

    /// Parses `bytes` as one JSON text (RFC 8259: any value, white space around it), strictly:
    /// no comments, no trailing commas, no leading zeros, no NaN, strings in valid UTF-8.
    public init(parsing bytes: [UInt8], depthLimit: Int = JSONValue.defaultDepthLimit) throws(JSONError) {
        let result = bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(JSONError) in try JSONValue(parsing: buffer, depthLimit: depthLimit) }
        }
        self = try result.get()
    }

    /// Parses the bytes in `buffer` (see `init(parsing:depthLimit:)` for an array).
    public init(parsing buffer: UnsafeBufferPointer<UInt8>, depthLimit: Int = JSONValue.defaultDepthLimit) throws(JSONError) {
        var parser = JSONParser(bytes: buffer, depthLimit: depthLimit)
        self = try parser.document()
    }
}

/// A strict JSON parser over bytes that keeps its own stack instead of recursing, so a deep
/// text fails with `.tooDeep` instead of overflowing the reader thread's stack.
///
/// The members of every open array and object wait in one flat list (`pending`, with the
/// objects' names in `names`); closing a container moves its part of the list into the new
/// value, so each value is moved once, however large the message (a 20 MB reply included).
struct JSONParser {
    /// An open array or object: where its members start in `pending` and `names`.
    private struct Frame {
        let isObject: Bool
        let firstValue: Int
        let firstName: Int
    }

    let bytes: UnsafeBufferPointer<UInt8>
    let depthLimit: Int
    var index = 0
    private var frames: [Frame] = []
    private var pending: [JSONValue] = []
    private var names: [String] = []

    init(bytes: UnsafeBufferPointer<UInt8>, depthLimit: Int) {
        self.bytes = bytes
        self.depthLimit = depthLimit
    }

    /// The one value of the text, with nothing but white space after it.
    mutating func document() throws(JSONError) -> JSONValue {
        while true {
            guard var finished = try valueOrOpening() else { continue }
            while let frame = frames.last {
                pending.append(finished)
                skipWhitespace()
                let separator = try take()
                if separator == UInt8(ascii: ",") {
                    if frame.isObject { try memberName() }
                    break
                }
                guard separator == (frame.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) else {
                    throw JSONError(.unexpectedByte(separator), at: index - 1)
                }
                finished = close(frame)
            }
            if frames.isEmpty {
                skipWhitespace()
                guard index == bytes.count else { throw JSONError(.trailingBytes, at: index) }
                return finished
            }
        }
    }

    /// A whole scalar or empty container, or nil after opening a container whose first
    /// member comes next.
    private mutating func valueOrOpening() throws(JSONError) -> JSONValue? {
        skipWhitespace()
        let start = index
        let byte = try take()
        switch byte {
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            let isObject = byte == UInt8(ascii: "{")
            guard frames.count < depthLimit else { throw JSONError(.tooDeep, at: start) }
            skipWhitespace()
            if index < bytes.count, bytes[index] == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                index += 1
                return isObject ? .object(JSONObject()) : .array([])
            }
            frames.append(Frame(isObject: isObject, firstValue: pending.count, firstName: names.count))
            if isObject { try memberName() }
            return nil
        case UInt8(ascii: "\""): return .string(try stringBody())
        case UInt8(ascii: "t"): try literal("true", from: start); return .bool(true)
        case UInt8(ascii: "f"): try literal("false", from: start); return .bool(false)
        case UInt8(ascii: "n"): try literal("null", from: start); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            index = start
            return try number()
        default: throw JSONError(.unexpectedByte(byte), at: start)
        }
    }

    /// Reads `"name" :` before an object member's value.
    private mutating func memberName() throws(JSONError) {
        skipWhitespace()
        let quote = try take()
        guard quote == UInt8(ascii: "\"") else { throw JSONError(.unexpectedByte(quote), at: index - 1) }
        names.append(try stringBody())
        skipWhitespace()
        let colon = try take()
        guard colon == UInt8(ascii: ":") else { throw JSONError(.unexpectedByte(colon), at: index - 1) }
    }

    /// The container `frame` as a value, its members taken off the pending lists.
    private mutating func close(_ frame: Frame) -> JSONValue {
        frames.removeLast()
        let values = Array(pending[frame.firstValue...])
        pending.removeSubrange(frame.firstValue...)
        guard frame.isObject else { return .array(values) }
        let members = zip(names[frame.firstName...], values).map { JSONObject.Member(key: $0, value: $1) }
        names.removeSubrange(frame.firstName...)
        return .object(JSONObject(members: members))
    }

    private mutating func literal(_ word: StaticString, from start: Int) throws(JSONError) {
        index = start
        for expected in UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount) {
            let byte = try take()
            guard byte == expected else { throw JSONError(.unexpectedByte(byte), at: index - 1) }
        }
    }

    /// RFC 8259 §2: white space is space, tab, line feed and carriage return only.
    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    /// The next byte, consumed; the end of the input is an error.
    mutating func take() throws(JSONError) -> UInt8 {
        guard index < bytes.count else { throw JSONError(.unexpectedEnd, at: bytes.count) }
        defer { index += 1 }
        return bytes[index]
    }
}
