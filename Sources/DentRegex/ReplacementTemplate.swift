/// The replacement of a regular-expression replace: text with `$1`…`$9` (or `${12}`) for the
/// capture groups, `$0` for the whole match and `$$` for a dollar sign, as NSRegularExpression's
/// templates and most editors write them. A `$` before anything else is a plain `$`. (A literal
/// replace inserts its text as typed, with no `$` rules.)
public struct ReplacementTemplate: Sendable, Equatable {
    enum Part: Sendable, Equatable {
        case bytes([UInt8])
        case group(Int)
    }

    let parts: [Part]
    /// The highest group named, 0 when none: more than the pattern has is a mistake to report.
    public let highestGroup: Int

    public init(_ text: String) {
        var parts: [Part] = []
        var literal: [UInt8] = []
        let bytes = Array(text.utf8)
        var index = 0
        func digits(from start: Int, maximum: Int) -> (value: Int, end: Int)? {
            var end = start
            var value = 0
            while end < bytes.count, end - start < maximum, bytes[end] &- 0x30 < 10 {
                value = value * 10 + Int(bytes[end] - 0x30)
                end += 1
            }
            return end > start ? (value, end) : nil
        }
        while index < bytes.count {
            let byte = bytes[index]
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            var group: (value: Int, end: Int)?
            if byte == UInt8(ascii: "$") {
                if next == UInt8(ascii: "$") {
                    literal.append(byte)
                    index += 2
                    continue
                }
                if next == UInt8(ascii: "{"), let braced = digits(from: index + 2, maximum: 4),
                   braced.end < bytes.count, bytes[braced.end] == UInt8(ascii: "}") {
                    group = (braced.value, braced.end + 1)
                } else {
                    group = digits(from: index + 1, maximum: 1)
                }
            }
            if let group {
                if !literal.isEmpty { parts.append(.bytes(literal)) }
                literal = []
                parts.append(.group(group.value))
                index = group.end
            } else {
                literal.append(byte)
                index += 1
            }
        }
        if !literal.isEmpty { parts.append(.bytes(literal)) }
        self.parts = parts
        highestGroup = parts.reduce(0) { highest, part in
            if case .group(let number) = part { return Swift.max(highest, number) }
            return highest
        }
    }

    /// The replacement for `match`, whose ranges are offsets in `line`. A group that took no
    /// part in the match, or that the pattern does not have, gives nothing.
    public func expand(_ match: RegexMatch, in line: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var result: [UInt8] = []
        for part in parts {
            switch part {
            case .bytes(let bytes): result += bytes
            case .group(let number):
                let range = number == 0 ? match.range : match.groups.indices.contains(number - 1) ? match.groups[number - 1] : nil
                if let range { result += UnsafeBufferPointer(rebasing: line[range]) }
            }
        }
        return result
    }
}
