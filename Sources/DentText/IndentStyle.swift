/// One level of indentation: a tab, or a number of spaces.
public enum IndentStyle: Sendable, Equatable, CustomStringConvertible {
    case tabs
    case spaces(Int)

    /// The bytes one level inserts.
    public var unit: [UInt8] {
        switch self {
        case .tabs: [UInt8(ascii: "\t")]
        case .spaces(let width): [UInt8](repeating: UInt8(ascii: " "), count: width)
        }
    }

    public var description: String {
        switch self {
        case .tabs: "tabs"
        case .spaces(let width): "\(width) spaces"
        }
    }

    /// Guesses the style of a text from the leading whitespace of its first `sampleLines` lines.
    ///
    /// Tabs win only when tab-indented lines outnumber space-indented ones ("clearly
    /// tab-indented"); otherwise the width is the most common step between the indentation of
    /// consecutive lines, among 2, 4 and 8 (8 only with two lines of evidence), and `fallback`
    /// when nothing is indented.
    public static func detect(in text: TextBuffer, sampleLines: Int = 2_000, fallback: IndentStyle = .spaces(4))
        -> IndentStyle
    {
        var tabLines = 0
        var spaceLines = 0
        var stepVotes: [Int: Int] = [:]
        var previous = 0
        for line in 0..<Swift.min(text.lineCount, sampleLines) {
            let bytes = text.lineBytes(line)
            guard let first = bytes.first, bytes.contains(where: { !isBlank($0) }) else { continue }
            if first == UInt8(ascii: "\t") { tabLines += 1; continue }
            let spaces = bytes.prefix(while: { $0 == UInt8(ascii: " ") }).count
            if spaces > 0 { spaceLines += 1 }
            let step = abs(spaces - previous)
            if step > 0 { stepVotes[step, default: 0] += 1 }
            previous = spaces
        }
        if tabLines > spaceLines { return .tabs }
        guard spaceLines > 0 else { return fallback }
        let width = [2, 4, 8].max { (stepVotes[$0] ?? 0, -$0) < (stepVotes[$1] ?? 0, -$1) } ?? 4
        let votes = stepVotes[width] ?? 0
        // One deep line is not evidence of 8-space levels: it is as likely two levels of 4.
        if votes == 0 || (width == 8 && votes < 2) { return fallback }
        return .spaces(width)
    }
}

@inline(__always) func isBlank(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
}
