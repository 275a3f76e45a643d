/// The header section of one message (LSP 3.17, "Header Part"): `Name: value` fields, each
/// ending in CR LF, names compared without case as in HTTP.
///
/// `Content-Length` is required; `Content-Type` is accepted with any value (the base protocol
/// defines only UTF-8, and the body's JSON is read as UTF-8 whatever it says); other fields
/// are ignored. A line that is no field is an error, so a server that writes a log line to
/// standard output is found out at once instead of its bytes being read as a message.
enum MessageHeader {
    /// The body length the header section's `fields` (each ending in CR LF; the empty line
    /// that ends the section left out) give.
    static func contentLength(_ fields: ArraySlice<UInt8>) throws(FramingError) -> Int {
        var length: Int?
        for line in lines(fields) {
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > line.startIndex,
                  line[..<colon].allSatisfy(isNameByte), line[(colon + 1)...].allSatisfy(isValueByte)
            else { throw .malformedHeader(Array(line.prefix(80))) }
            guard ASCIIBytes.lowercased(line[..<colon]) == Array("content-length".utf8) else { continue }
            let value = trimmed(line[(colon + 1)...])
            let number = try decimal(value)
            if let length, length != number { throw .invalidContentLength(Array(value)) }
            length = number
        }
        guard let length else { throw .missingContentLength }
        return length
    }

    /// The lines of `bytes`, each ending in CR LF (the CR LF left out).
    private static func lines(_ bytes: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
        var found: [ArraySlice<UInt8>] = []
        var start = bytes.startIndex
        var index = start
        while index + 1 < bytes.endIndex {
            if bytes[index] == 0x0D, bytes[index + 1] == 0x0A {
                found.append(bytes[start..<index])
                index += 2
                start = index
            } else {
                index += 1
            }
        }
        return found
    }

    /// A decimal number of at most 18 digits (so it cannot overflow), nothing else.
    private static func decimal(_ value: ArraySlice<UInt8>) throws(FramingError) -> Int {
        guard !value.isEmpty, value.count <= 18, value.allSatisfy({ (0x30...0x39).contains($0) }) else {
            throw .invalidContentLength(Array(value.prefix(80)))
        }
        return value.reduce(0) { $0 * 10 + Int($1 - 0x30) }
    }

    /// RFC 9110 §5.6.2's token characters, which a field name is made of.
    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: true
        default: Array("!#$%&'*+-.^_`|~".utf8).contains(byte)
        }
    }

    /// A field value's bytes: visible ASCII, space and tab.
    private static func isValueByte(_ byte: UInt8) -> Bool { byte == 0x09 || (0x20..<0x7F).contains(byte) }

    private static func trimmed(_ value: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        let isBlank = { (byte: UInt8) in byte == 0x20 || byte == 0x09 }
        let start = value.firstIndex { !isBlank($0) } ?? value.endIndex
        let end = value.lastIndex { !isBlank($0) }.map { $0 + 1 } ?? start
        return value[start..<end]
    }
}
