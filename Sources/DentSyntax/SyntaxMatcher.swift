import CPCRE2

/// How one match is run (PCRE2's match options).
public struct SyntaxMatchOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The match must start exactly at the start offset.
    public static let anchored = SyntaxMatchOptions(rawValue: 1)
    /// An empty match at the start offset does not count.
    public static let notEmptyAtStart = SyntaxMatchOptions(rawValue: 2)
    /// The subject's start is not a line's start (`^` does not match there).
    public static let notBeginningOfLine = SyntaxMatchOptions(rawValue: 4)
    /// The subject's end is not a line's end (`$` does not match there).
    public static let notEndOfLine = SyntaxMatchOptions(rawValue: 8)

    var pcre2: UInt32 {
        var flags: UInt32 = 0
        if contains(.anchored) { flags |= UInt32(PCRE2_ANCHORED) }
        if contains(.notEmptyAtStart) { flags |= UInt32(PCRE2_NOTEMPTY_ATSTART) }
        if contains(.notBeginningOfLine) { flags |= UInt32(PCRE2_NOTBOL) }
        if contains(.notEndOfLine) { flags |= UInt32(PCRE2_NOTEOL) }
        return flags
    }
}

/// What matching writes: PCRE2's match data (the groups' offsets of the last match) and a match
/// context whose limits bound any one match, so a pattern that backtracks catastrophically on
/// some line gives up (as no match) instead of hanging the editor. One matcher serves one
/// thread; the patterns it runs are shared.
public final class SyntaxMatcher {
    /// PCRE2's count of "match" calls, its measure of backtracking: a lexer-style pattern on a
    /// line of code needs a few hundred; ten million is PCRE2's own default.
    public static let defaultMatchLimit: UInt32 = 200_000
    /// Heap for backtracking (PCRE2 counts KiB), for the interpreter: a pattern's first matches
    /// (`SyntaxRegex` JIT-compiles it once used often) or every match where JIT is unavailable.
    static let heapLimitKiB: UInt32 = 8 * 1024

    private let context: OpaquePointer
    private var data: OpaquePointer
    private var pairs: Int
    private var matchedGroups = 0
    /// Matches that gave up at a limit, since the matcher was made (shown by `--check-syntax`).
    public private(set) var limitHits = 0

    public init(matchLimit: UInt32 = SyntaxMatcher.defaultMatchLimit) {
        context = pcre2_match_context_create_8(nil)
        pcre2_set_match_limit_8(context, matchLimit)
        pcre2_set_depth_limit_8(context, matchLimit)
        pcre2_set_heap_limit_8(context, Self.heapLimitKiB)
        pairs = 32
        data = pcre2_match_data_create_8(UInt32(pairs), nil)
    }

    deinit {
        pcre2_match_data_free_8(data)
        pcre2_match_context_free_8(context)
    }

    /// Searches `subject` from byte `start` on (the bytes before it are still seen by
    /// lookbehind); true when `regex` matched, its groups then read by `range(of:)`.
    public func match(_ regex: SyntaxRegex, in subject: UnsafeBufferPointer<UInt8>, from start: Int,
                      options: SyntaxMatchOptions = []) -> Bool {
        if regex.groupCount + 1 > pairs { grow(to: regex.groupCount + 1) }
        let result = pcre2_match_8(regex.code(remaining: subject.count - start), Self.base(subject), subject.count, start,
                                   options.pcre2, data, context)
        if result == PCRE2_ERROR_MATCHLIMIT || result == PCRE2_ERROR_DEPTHLIMIT
            || result == PCRE2_ERROR_HEAPLIMIT || result == PCRE2_ERROR_JIT_STACKLIMIT {
            limitHits += 1
        }
        // Past invalid UTF-8, PCRE2 starts again at each valid stretch after it, and an anchored
        // pattern may match at the start of a later one (pcre2unicode, "Matching in invalid UTF
        // mode"): that is no match at `start`. The start, not group 0, which `\K` moves.
        let anchored = regex.anchorsAtStart || options.contains(.anchored)
        guard result > 0, !anchored || pcre2_get_startchar_8(data) == start else {
            matchedGroups = 0
            return false
        }
        matchedGroups = regex.groupCount + 1
        return true
    }

    /// Group `group`'s byte range in the subject of the last successful match; nil when the
    /// group did not take part (or there was no match).
    public func range(of group: Int) -> Range<Int>? {
        guard group >= 0, group < matchedGroups else { return nil }
        let vector = pcre2_get_ovector_pointer_8(data)!
        let start = vector[2 * group]
        let end = vector[2 * group + 1]
        guard start != Self.unset, end != Self.unset, start <= end else { return nil }
        return start..<end
    }

    /// The name of the last `(*MARK:name)` on the path of the last successful match; nil when it
    /// passed none. Valid until the next match.
    public var mark: UnsafeBufferPointer<UInt8>? {
        guard matchedGroups > 0, let name = pcre2_get_mark_8(data) else { return nil }
        // PCRE2 puts the name's length in the code unit before it (pcre2api, "Other information
        // about a match").
        return UnsafeBufferPointer(start: name, count: Int(name[-1]))
    }

    /// An empty buffer may have no base address; PCRE2 wants one even for zero bytes.
    private static func base(_ subject: UnsafeBufferPointer<UInt8>) -> UnsafePointer<UInt8> {
        subject.baseAddress ?? UnsafePointer(bitPattern: 1)!
    }

    /// PCRE2_UNSET, `~(PCRE2_SIZE)0` (Swift does not import the macro; size_t is Int here).
    private static let unset = -1

    private func grow(to count: Int) {
        pcre2_match_data_free_8(data)
        pairs = count
        data = pcre2_match_data_create_8(UInt32(pairs), nil)
    }
}
