import DentText

extension JSONParser {
    /// A string's contents up to its closing quote (the opening one is read): RFC 8259 §7.
    ///
    /// Most strings have no escape and are decoded straight from the input; the first escape
    /// switches to building the bytes. A `\u` escape of a surrogate that is not half of a
    /// well-formed pair becomes U+FFFD: a Swift `String` cannot hold a lone surrogate, and
    /// §8.2 leaves such strings' meaning open.
    mutating func stringBody() throws(JSONError) -> String {
        let start = index
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                defer { index += 1 }
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            case UInt8(ascii: "\\"):
                var decoded = Array(bytes[start..<index])
                return try escapedStringBody(into: &decoded)
            default:
                try skipCharacter()
            }
        }
        throw JSONError(.unexpectedEnd, at: bytes.count)
    }

    /// The rest of a string from its first backslash, appended to `decoded`.
    private mutating func escapedStringBody(into decoded: inout [UInt8]) throws(JSONError) -> String {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: decoded, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try escape(into: &decoded)
            default:
                let start = index
                try skipCharacter()
                decoded.append(contentsOf: bytes[start..<index])
            }
        }
        throw JSONError(.unexpectedEnd, at: bytes.count)
    }

    /// Steps over one unescaped character: a byte of 0x20 or more, or a whole well-formed
    /// UTF-8 sequence (§8.1; Unicode table 3-7).
    private mutating func skipCharacter() throws(JSONError) {
        let byte = bytes[index]
        if byte < 0x20 { throw JSONError(.controlCharacter, at: index) }
        if byte < 0x80 {
            index += 1
            return
        }
        let length = UTF8Runs.sequenceLength(bytes, at: index)
        guard length > 0 else { throw JSONError(.invalidUTF8, at: index) }
        index += length
    }

    /// One escape, from its backslash, decoded into `decoded` as UTF-8.
    private mutating func escape(into decoded: inout [UInt8]) throws(JSONError) {
        let start = index
        guard index + 1 < bytes.count else { throw JSONError(.unexpectedEnd, at: bytes.count) }
        let letter = bytes[index + 1]
        index += 2
        let simple: UInt8? = switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): letter
        case UInt8(ascii: "b"): 0x08
        case UInt8(ascii: "f"): 0x0C
        case UInt8(ascii: "n"): 0x0A
        case UInt8(ascii: "r"): 0x0D
        case UInt8(ascii: "t"): 0x09
        default: nil
        }
        if let simple { return decoded.append(simple) }
        guard letter == UInt8(ascii: "u") else { throw JSONError(.invalidEscape, at: start) }
        let unit = try hexUnit(at: index, escapeStart: start)
        index += 4
        var scalar = Unicode.Scalar(unit)
        if (0xD800...0xDBFF).contains(unit), let low = lowSurrogate(at: index) {
            index += 6
            scalar = Unicode.Scalar(0x10000 + (UInt32(unit - 0xD800) << 10) + UInt32(low - 0xDC00))
        }
        UTF8.encode(scalar ?? "\u{FFFD}") { decoded.append($0) }
    }

    /// The four hex digits at `offset` as a UTF-16 code unit.
    private func hexUnit(at offset: Int, escapeStart: Int) throws(JSONError) -> UInt16 {
        guard offset + 4 <= bytes.count else { throw JSONError(.unexpectedEnd, at: bytes.count) }
        var unit: UInt16 = 0
        for byte in bytes[offset..<(offset + 4)] {
            guard let digit = ASCIIBytes.hexValue(byte) else { throw JSONError(.invalidEscape, at: escapeStart) }
            unit = unit << 4 | UInt16(digit)
        }
        return unit
    }

    /// The low surrogate a `\uDC00`…`\uDFFF` escape at `offset` spells, if one is there.
    private func lowSurrogate(at offset: Int) -> UInt16? {
        guard offset + 6 <= bytes.count, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u"),
              let unit = try? hexUnit(at: offset + 2, escapeStart: offset), (0xDC00...0xDFFF).contains(unit)
        else { return nil }
        return unit
    }
}
