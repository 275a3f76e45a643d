extension JSONValue {
    /// The value as compact JSON text in UTF-8: no white space, members in their order, so the
    /// same value always writes the same bytes.
    ///
    /// Strings escape what RFC 8259 §7 requires (`"`, `\` and the controls below 0x20, with
    /// the short forms where there is one) and nothing else. A `.double` writes the shortest
    /// text that reads back as the same number (the standard library's `description`, which
    /// keeps `1.0` a double when read again); an infinity or NaN, which JSON cannot spell,
    /// writes `null`, as ECMAScript's `JSON.stringify` does.
    public func serialized() -> [UInt8] {
        var out: [UInt8] = []
        Self.write(self, into: &out)
        return out
    }

    private static func write(_ value: JSONValue, into out: inout [UInt8]) {
        switch value {
        case .null: out += "null".utf8
        case .bool(let flag): out += (flag ? "true" : "false").utf8
        case .int(let number): out += String(number).utf8
        case .double(let number): out += (number.isFinite ? number.description : "null").utf8
        case .string(let text): writeString(text, into: &out)
        case .array(let elements):
            out.append(UInt8(ascii: "["))
            for (position, element) in elements.enumerated() {
                if position > 0 { out.append(UInt8(ascii: ",")) }
                write(element, into: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let object):
            out.append(UInt8(ascii: "{"))
            for (position, member) in object.members.enumerated() {
                if position > 0 { out.append(UInt8(ascii: ",")) }
                writeString(member.key, into: &out)
                out.append(UInt8(ascii: ":"))
                write(member.value, into: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    private static func writeString(_ text: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out += #"\""#.utf8
            case UInt8(ascii: "\\"): out += #"\\"#.utf8
            case 0x08: out += #"\b"#.utf8
            case 0x0C: out += #"\f"#.utf8
            case 0x0A: out += #"\n"#.utf8
            case 0x0D: out += #"\r"#.utf8
            case 0x09: out += #"\t"#.utf8
            case 0x00..<0x20: out += #"\u00"#.utf8 + [ASCIIBytes.hexDigits[Int(byte >> 4)], ASCIIBytes.hexDigits[Int(byte & 0xF)]]
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
