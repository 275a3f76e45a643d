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

    /// Guesses the style of a text, or `fallback` when it shows none (see `detected(in:)`).
    public static func detect(in text: TextBuffer, sampleLines: Int = 2_000, fallback: IndentStyle = .spaces(4))
        -> IndentStyle
    {
        detected(in: text, sampleLines: sampleLines) ?? fallback
    }

    /// Bytes of each line looked at: deeper indentation than this counts as a blank line.
    static let prefixLength = 1_024

    /// The style the first `sampleLines` lines show, or nil for an empty, unindented or
    /// ambiguous text.
    ///
    /// Tabs win when tab-indented lines outnumber space-indented ones ("clearly tab-indented").
    /// Otherwise the width is the most common step between the indentation of consecutive
    /// non-blank lines (a histogram of changes), among 2, 3, 4 and 8; 8 needs two steps of
    /// evidence, since one deep line is as likely two levels of 4. Continuation lines of block
    /// comments (` * `, ` */`) are skipped: their one-space offset is not an indent level.
    public static func detected(in text: TextBuffer, sampleLines: Int = 2_000) -> IndentStyle? {
        var tabLines = 0
        var spaceLines = 0
        var stepVotes: [Int: Int] = [:]
        var previous = 0
        for line in 0..<Swift.min(text.lineCount, sampleLines) {
            // The indentation and what follows it is all that counts: a copy of a whole
            // 20 MB line took longer than reading the file.
            let range = text.lineRange(line)
            let bytes = text.bytes.bytes(in: range.lowerBound..<Swift.min(range.upperBound, range.lowerBound + prefixLength))
            guard let first = bytes.first, let content = bytes.firstIndex(where: { !isBlank($0) }) else { continue }
            if isCommentContinuation(bytes[content...]) { continue }
            if first == UInt8(ascii: "\t") { tabLines += 1; continue }
            let spaces = content
            if spaces > 0 { spaceLines += 1 }
            let step = abs(spaces - previous)
            if step > 0 { stepVotes[step, default: 0] += 1 }
            previous = spaces
        }
        if tabLines > spaceLines { return .tabs }
        guard spaceLines > 0 else { return nil }
        let width = [2, 3, 4, 8].max { (stepVotes[$0] ?? 0, -$0) < (stepVotes[$1] ?? 0, -$1) } ?? 4
        let votes = stepVotes[width] ?? 0
        if votes == 0 || (width == 8 && votes < 2) { return nil }
        return .spaces(width)
    }

    /// ` * text`, ` *`, ` */`: the inside of a C-style block comment.
    private static func isCommentContinuation(_ content: ArraySlice<UInt8>) -> Bool {
        guard content.first == UInt8(ascii: "*") else { return false }
        let next = content.dropFirst().first
        return next == nil || next == UInt8(ascii: " ") || next == UInt8(ascii: "/") || next == UInt8(ascii: "\t")
    }
}

/// A space or a tab: what indentation and trailing whitespace are made of.
@inline(__always) public func isBlank(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
}
