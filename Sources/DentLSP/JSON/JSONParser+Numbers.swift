extension JSONParser {
    /// A number by RFC 8259 §6's grammar, `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`:
    /// an integer that fits in an `Int` exactly as `.int`, anything else as `.double` (the
    /// nearest one; past its range, an infinity). `-0` is `.double(-0.0)`, which keeps its sign.
    mutating func number() throws(JSONError) -> JSONValue {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        let firstDigit = index
        try digits()
        if bytes[firstDigit] == UInt8(ascii: "0"), index - firstDigit > 1 {
            throw JSONError(.invalidNumber, at: firstDigit + 1)
        }
        var isInteger = true
        if next(is: UInt8(ascii: ".")) {
            index += 1
            try digits()
            isInteger = false
        }
        if next(is: UInt8(ascii: "e")) || next(is: UInt8(ascii: "E")) {
            index += 1
            if next(is: UInt8(ascii: "+")) || next(is: UInt8(ascii: "-")) { index += 1 }
            try digits()
            isInteger = false
        }
        let text = UnsafeBufferPointer(rebasing: bytes[start..<index])
        if isInteger, let exact = Self.integer(text) { return .int(exact) }
        // The grammar was checked above, so the standard library's reading cannot fail.
        return .double(Double(String(decoding: text, as: UTF8.self)) ?? 0)
    }

    /// One or more decimal digits.
    private mutating func digits() throws(JSONError) {
        let first = index
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
        guard index > first else {
            throw index < bytes.count ? JSONError(.invalidNumber, at: index) : JSONError(.unexpectedEnd, at: index)
        }
    }

    private func next(is byte: UInt8) -> Bool { index < bytes.count && bytes[index] == byte }

    /// The integer `text` spells, when an `Int` holds it and it is not `-0`.
    private static func integer(_ text: UnsafeBufferPointer<UInt8>) -> Int? {
        let negative = text.first == UInt8(ascii: "-")
        var value = 0
        for byte in text.dropFirst(negative ? 1 : 0) {
            let digit = Int(byte - UInt8(ascii: "0"))
            let (shifted, overflowA) = value.multipliedReportingOverflow(by: 10)
            // Build negatively so that Int.min, one further from zero than Int.max, fits.
            let (next, overflowB) = shifted.subtractingReportingOverflow(digit)
            if overflowA || overflowB { return nil }
            value = next
        }
        if negative { return value == 0 ? nil : value }
        return value == Int.min ? nil : -value
    }
}
