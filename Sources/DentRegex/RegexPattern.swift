/// A regular expression compiled for searching lines of a document, with ICU's regex engine
/// (`CompiledRegex`; ICU syntax, the engine under Foundation's `NSRegularExpression`).
/// ICU was chosen over Swift's `Regex` for speed (docs/PERFORMANCE.md, `regex-*-50mb`): a
/// search must keep up with a 100 MB file.
///
/// Matching means line by line (`forEachMatch`): a match never spans a line break, `^` and `$`
/// are a line's start and end, and no search converts more than `pieceLimit` bytes at once.
public struct RegexPattern: Sendable {
    let expression: CompiledRegex
    public let pattern: String
    public let ignoresCase: Bool

    /// Compiles `pattern`; an invalid one throws with a reason the prompt can show.
    public init(_ pattern: String, ignoresCase: Bool) throws(RegexError) {
        guard let compiled = CompiledRegex(pattern, ignoresCase: ignoresCase) else {
            throw RegexError(reason: RegexPattern.reason(pattern))
        }
        expression = compiled
        self.pattern = pattern
        self.ignoresCase = ignoresCase
    }

    /// The number of capture groups, for `$1`… in a replacement.
    public var groupCount: Int { expression.groupCount }

    /// Why `pattern` does not compile. ICU gives only an error code, so the reason comes from the standard library's regex parser, whose syntax is close to
    /// ICU's and whose messages name the problem ("expected ')'"); when it accepts what ICU
    /// rejects, the reason stays general.
    static func reason(_ pattern: String) -> String {
        do {
            _ = try Regex(pattern)
            return "not a valid regular expression"
        } catch {
            return String(describing: error)
        }
    }
}

/// A pattern that does not compile.
public struct RegexError: Error, Sendable, Equatable, CustomStringConvertible {
    public var reason: String

    public init(reason: String) { self.reason = reason }

    public var description: String { "Invalid regular expression: \(reason)" }
}

/// A match in a line: byte offsets from the line's start.
public struct RegexMatch: Sendable, Equatable {
    public var range: Range<Int>
    /// Capture groups 1…n, nil for a group that took no part; empty unless asked for.
    public var groups: [Range<Int>?]

    public init(_ range: Range<Int>, groups: [Range<Int>?] = []) {
        self.range = range
        self.groups = groups
    }
}
