import DentRegex
import DentText

/// What a find or replace looks for: the prompt's text with the options in force, ready to
/// match. A literal text becomes a byte pattern (`SearchPattern`, searched in the gap buffer in
/// place); with the regex option it is compiled once here, so an invalid pattern is an error
/// the prompt shows before any search starts.
public struct FindQuery: Sendable {
    public let text: String
    public let options: FindOptions

    enum Matcher: Sendable {
        case literal(SearchPattern)
        case regex(RegexPattern)
    }

    let matcher: Matcher

    public init(_ text: String, options: FindOptions) throws(RegexError) {
        self.text = text
        self.options = options
        let ignoresCase = options.ignoresCase(text)
        matcher = options.regex
            ? .regex(try RegexPattern(text, ignoresCase: ignoresCase))
            : .literal(SearchPattern(Array(text.utf8), ignoresCase: ignoresCase))
    }

    /// Bytes a search step looks at: a literal scan runs at gigabytes a second, a regular
    /// expression at a few hundred megabytes (docs/PERFORMANCE.md), so both steps take a few
    /// milliseconds and a key pressed meanwhile waits no longer than that.
    static func defaultStepBytes(regex: Bool) -> Int { regex ? 1 << 20 : 32 << 20 }

    /// The capture groups of a regular expression (0 for a literal text).
    var groupCount: Int {
        if case .regex(let regex) = matcher { return regex.groupCount }
        return 0
    }
}

/// A match a search found, with what replaces it when a replace-all collected it (nil: the
/// replacement text as typed, for a literal search).
struct FoundMatch: Sendable, Equatable {
    var range: Range<Int>
    var replacement: [UInt8]?
}

extension Document {
    /// True when `range` may be a match: it starts and ends between glyphs (the cursor never sits
    /// inside one: searching `e` does not stop inside a decomposed `é`), and with whole word
    /// its ends do not cut a word (`TextBuffer.isWordEdge`, the word of word movement).
    func accepts(_ range: Range<Int>, wholeWord: Bool) -> Bool {
        guard isGlyphBoundary(range.lowerBound), isGlyphBoundary(range.upperBound) else { return false }
        return !wholeWord || (text.isWordEdge(at: range.lowerBound) && text.isWordEdge(at: range.upperBound))
    }

    /// The matches of `query` starting in `starts`, in order, for underlining the lines on screen.
    public func matchRanges(of query: FindQuery, startingIn starts: Range<Int>) -> [Range<Int>] {
        matches(of: query, startingIn: starts, first: false).map(\.range)
    }

    /// The matches of `query` that start in `starts` and are accepted, in order and not
    /// overlapping; `first` stops at the first (forward) or returns only the last (backward).
    /// With `template`, each regex match carries its expanded replacement. Work is bounded by
    /// `starts`: the lines it touches (a regex reads whole lines, or pieces of long ones).
    func matches(of query: FindQuery, startingIn starts: Range<Int>, first: Bool, forward: Bool = true,
                 skippingEmptyAt skip: Int? = nil, template: ReplacementTemplate? = nil) -> [FoundMatch] {
        var found: [FoundMatch] = []
        let wholeWord = query.options.wholeWord
        func keep(_ range: Range<Int>) -> Bool {
            !(range.isEmpty && range.lowerBound == skip) && accepts(range, wholeWord: wholeWord)
        }
        switch query.matcher {
        case .literal(let pattern):
            var remaining = starts
            while !remaining.isEmpty, let start = text.bytes.scan(pattern, starts: remaining, forward: forward || !first) {
                let range = start..<(start + pattern.bytes.count)
                if keep(range) {
                    found.append(FoundMatch(range: range))
                    if first { break }
                    remaining = Swift.min(range.upperBound, remaining.upperBound)..<remaining.upperBound
                } else {
                    remaining = forward || !first ? (start + 1)..<remaining.upperBound : remaining.lowerBound..<start
                }
            }
        case .regex(let regex):
            regex.forEachMatch(in: text, startingIn: starts, groups: template != nil) { range, expand in
                guard keep(range) else { return true }
                found.append(FoundMatch(range: range, replacement: template.map(expand)))
                return !(first && forward)
            }
            if first && !forward, let last = found.last { found = [last] }
        }
        return found
    }
}
