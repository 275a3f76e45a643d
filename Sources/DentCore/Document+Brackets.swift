import DentText

extension Document {
    /// The bracket pairs matching bracket knows.
    static let bracketPairs: [(open: UInt8, close: UInt8)] = [
        (UInt8(ascii: "("), UInt8(ascii: ")")), (UInt8(ascii: "["), UInt8(ascii: "]")), (UInt8(ascii: "{"), UInt8(ascii: "}")),
    ]

    /// How far matching bracket looks, so a stray bracket in a huge file answers quickly.
    static let bracketReach = 1 << 20

    /// The offset of the bracket matching the one at the cursor (or just before it), counting
    /// nesting; nil when there is none within reach. Quotes and comments are not parsed.
    public func matchingBracket() -> Int? {
        for offset in [cursor, cursor - 1] where offset >= 0 && offset < text.count {
            let byte = text.bytes[offset]
            if let pair = Document.bracketPairs.first(where: { $0.open == byte }) {
                return scan(from: offset, step: 1, same: pair.open, other: pair.close)
            }
            if let pair = Document.bracketPairs.first(where: { $0.close == byte }) {
                return scan(from: offset, step: -1, same: pair.close, other: pair.open)
            }
        }
        return nil
    }

    private func scan(from start: Int, step: Int, same: UInt8, other: UInt8) -> Int? {
        var depth = 0
        var offset = start
        let limit = step > 0 ? Swift.min(text.count, start + Document.bracketReach) : Swift.max(-1, start - Document.bracketReach)
        while offset != limit {
            let byte = text.bytes[offset]
            if byte == same { depth += 1 } else if byte == other {
                depth -= 1
                if depth == 0 { return offset }
            }
            offset += step
        }
        return nil
    }
}
