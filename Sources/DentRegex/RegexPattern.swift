import Foundation

/// A regular expression compiled for searching lines of a document, with Foundation's
/// `NSRegularExpression` (ICU syntax). This target is the one place dent imports Foundation:
/// measured against Swift's `Regex` over the same 50 MB, `NSRegularExpression` is 10 to 28
/// times faster (docs/PERFORMANCE.md, `regex-*-50mb`), and a search must keep up with a 100 MB
/// file. Foundation costs about 8 MiB and 4 ms at start, the price of that.
///
/// Matching means line by line (`forEachMatch`): a match never spans a line break, `^` and `$`
/// are a line's start and end, and no search ever builds a String larger than `pieceLimit`.
public struct RegexPattern: @unchecked Sendable {
    // @unchecked: NSRegularExpression is immutable after init and documented thread-safe
    // (Apple's class reference); Foundation on Linux does not mark it Sendable.
    let expression: NSRegularExpression
    public let pattern: String
    public let ignoresCase: Bool

    /// Compiles `pattern`; an invalid one throws with a reason the prompt can show.
    public init(_ pattern: String, ignoresCase: Bool) throws(RegexError) {
        do {
            // Chunks of lines are searched at once, so ^ and $ must be a line's ends
            // (`forEachMatch` keeps every match within one line).
            let options: NSRegularExpression.Options = ignoresCase ? [.caseInsensitive, .anchorsMatchLines] : [.anchorsMatchLines]
            expression = try NSRegularExpression(pattern: pattern, options: options)
        } catch {
            throw RegexError(reason: RegexPattern.reason(pattern))
        }
        self.pattern = pattern
        self.ignoresCase = ignoresCase
    }

    /// The number of capture groups, for `$1`… in a replacement.
    public var groupCount: Int { expression.numberOfCaptureGroups }

    /// Why `pattern` does not compile. Foundation on Linux says only "The value is invalid", so
    /// the reason comes from the standard library's regex parser, whose syntax is close to
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
