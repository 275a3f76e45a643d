/// How a search treats the case of letters.
public enum CaseMode: String, Sendable, CaseIterable {
    /// Case-insensitive unless the pattern has an upper-case letter, as vim's `smartcase` and
    /// ripgrep's `--smart-case`: a capital shows that the user cares.
    case smart
    case sensitive
    case insensitive

    /// The mode after this one when the user cycles through them: smart, sensitive, insensitive.
    public var next: CaseMode {
        switch self {
        case .smart: .sensitive
        case .sensitive: .insensitive
        case .insensitive: .smart
        }
    }
}

/// The options of a search, toggled from inside the find prompt and kept for the session (and
/// with each entry of the search history, so recalling a regular expression recalls the mode).
public struct FindOptions: Sendable, Hashable {
    public var caseMode: CaseMode
    /// Only matches whose ends do not cut a word (`TextBuffer.isWordEdge`).
    public var wholeWord: Bool
    /// The pattern is a regular expression (ICU syntax, as NSRegularExpression reads it).
    public var regex: Bool

    public init(caseMode: CaseMode = .smart, wholeWord: Bool = false, regex: Bool = false) {
        self.caseMode = caseMode
        self.wholeWord = wholeWord
        self.regex = regex
    }

    /// Whether searching for `pattern` ignores case. In smart mode a capital decides; in a
    /// regular expression a capital after a backslash (`\S`, `\W`, `\p{Lu}`) is syntax, not a
    /// letter to find, so it does not count.
    public func ignoresCase(_ pattern: String) -> Bool {
        switch caseMode {
        case .sensitive: return false
        case .insensitive: return true
        case .smart:
            guard regex else { return !pattern.utf8.contains { $0 &- 0x41 < 26 } }
            return !FindOptions.regexHasCapital(Array(pattern.utf8))
        }
    }

    /// True when `pattern` has an ASCII capital outside escapes and `\p{…}`/`\P{…}` names.
    static func regexHasCapital(_ pattern: [UInt8]) -> Bool {
        var index = 0
        while index < pattern.count {
            let byte = pattern[index]
            if byte == UInt8(ascii: "\\") {
                let escaped = index + 1 < pattern.count ? pattern[index + 1] : 0
                index += 2
                // \p{Lu}, \P{Lu}, \N{NAME}: skip the braced name too.
                if [UInt8(ascii: "p"), UInt8(ascii: "P"), UInt8(ascii: "N")].contains(escaped),
                   index < pattern.count, pattern[index] == UInt8(ascii: "{") {
                    while index < pattern.count && pattern[index] != UInt8(ascii: "}") { index += 1 }
                    index += 1
                }
                continue
            }
            if byte &- 0x41 < 26 { return true }
            index += 1
        }
        return false
    }
}
