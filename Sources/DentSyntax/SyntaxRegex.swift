import CPCRE2
import Synchronization

/// The options a language spec gives a regex (`case-sensitive`, `extended`, `dupnames` on the
/// language's `<default-regex-options>` or on the regex itself: GtkSourceView's
/// "Language Definition v2.0 Reference").
public struct SyntaxRegexOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let caseless = SyntaxRegexOptions(rawValue: 1)
    public static let extended = SyntaxRegexOptions(rawValue: 2)
    public static let duplicateNames = SyntaxRegexOptions(rawValue: 4)
    /// Matches only at the start offset, decided when compiling (GtkSourceView compiles every
    /// context's pattern so, `G_REGEX_ANCHORED`); unlike `SyntaxMatchOptions.anchored` it keeps
    /// the JIT, which does not support anchoring chosen at match time (pcre2jit, "Unsupported
    /// options").
    public static let anchored = SyntaxRegexOptions(rawValue: 8)

    /// PCRE2's compile options for these. Every pattern is UTF-8 with Unicode properties (as
    /// GRegex compiles them), and matching goes on through invalid UTF-8 instead of refusing the
    /// subject (`PCRE2_MATCH_INVALID_UTF`): a file with a bad byte is still highlighted.
    var compileOptions: UInt32 {
        var flags = UInt32(PCRE2_UTF | PCRE2_UCP | PCRE2_MATCH_INVALID_UTF)
        if contains(.caseless) { flags |= UInt32(PCRE2_CASELESS) }
        if contains(.extended) { flags |= UInt32(PCRE2_EXTENDED) }
        if contains(.duplicateNames) { flags |= UInt32(PCRE2_DUPNAMES) }
        if contains(.anchored) { flags |= UInt32(PCRE2_ANCHORED) }
        return flags
    }
}

/// Why PCRE2 refused a pattern: its own message and the byte offset in the pattern.
public struct SyntaxRegexError: Error, Sendable, Equatable, CustomStringConvertible {
    public let message: String
    public let offset: Int
    public var description: String { "\(message) at offset \(offset)" }
}

/// One compiled PCRE2 pattern. Immutable once made as far as its users can tell, so it is shared
/// freely: PCRE2 allows one compiled pattern to be matched by several threads at once (pcre2api,
/// "Multithreading"); what a match writes lives in a `SyntaxMatcher`.
///
/// Matching is tiered: a pattern is interpreted until it has been matched `jitThreshold` times,
/// then a copy of it is JIT-compiled (`pcre2_code_copy` leaves the JIT data behind) and used from
/// then on. A JIT compile costs far more than a match, and most of a spec's patterns are matched
/// a few times on a screen or never; the ones a file's text keeps hitting are soon compiled
/// (docs/PERFORMANCE.md, "Figures behind the code"). The two tiers find the same
/// matches (pcre2jit); only the limits that stop a runaway match are counted differently
/// (`SyntaxMatcher`).
public final class SyntaxRegex: @unchecked Sendable {
    // @unchecked: `interpreted` is never written after init; the JIT copy is made once, by the
    // match that reaches the threshold, and published whole through an atomic; PCRE2 only
    // reads either while matching.
    private let interpreted: OpaquePointer
    /// The JIT-compiled copy's address once made; `noCopy` before, `noJIT` when PCRE2 has no JIT
    /// for it (a platform without one): then the interpreter stays.
    private let jitCopy = Atomic<Int>(SyntaxRegex.noCopy)
    private let uses = Atomic<Int>(0)
    private static let noCopy = 0
    private static let noJIT = 1
    /// Matches interpreted before the pattern is JIT-compiled (`code(remaining:)`).
    static let jitThreshold = 32
    public let pattern: String
    /// Capturing groups, not counting the whole match (group 0).
    public let groupCount: Int
    /// Compiled to match only at the start offset (`SyntaxRegexOptions.anchored`).
    let anchorsAtStart: Bool

    public init(_ pattern: String, options: SyntaxRegexOptions = []) throws(SyntaxRegexError) {
        let compiled = try Self.compile(pattern, options)
        var captures: UInt32 = 0
        pcre2_pattern_info_8(compiled, UInt32(PCRE2_INFO_CAPTURECOUNT), &captures)
        self.interpreted = compiled
        self.pattern = pattern
        self.groupCount = Int(captures)
        self.anchorsAtStart = options.contains(.anchored)
    }

    deinit {
        pcre2_code_free_8(interpreted)
        if let compiled = Self.compiled(jitCopy.load(ordering: .acquiring)) { pcre2_code_free_8(compiled) }
    }

    /// The code a match over `remaining` bytes (from its start to the subject's end) runs: the
    /// JIT-compiled copy once there is one, made by this call when it is the match that reaches
    /// the threshold. An interpreted search may scan the rest of the subject, and first checks
    /// that it is valid UTF-8 (PCRE2_MATCH_INVALID_UTF, pcre2unicode): a match counts once more
    /// for every `bytesPerUse` bytes after its start.
    func code(remaining: Int) -> OpaquePointer {
        let copy = jitCopy.load(ordering: .acquiring)
        if let compiled = Self.compiled(copy) { return compiled }
        if copy == Self.noJIT { return interpreted }
        let weight = 1 + Swift.max(remaining, 0) / Self.bytesPerUse
        // Each match gets its own total, so exactly one crosses the threshold and compiles.
        let total = uses.wrappingAdd(weight, ordering: .relaxed).newValue
        guard total >= Self.jitThreshold && total - weight < Self.jitThreshold else { return interpreted }
        return compileJIT()
    }

    /// Bytes of subject an interpreted search may scan for about the cost of one match's set-up.
    static let bytesPerUse = 16

    /// Whether matches now run JIT-compiled code.
    var isJITCompiled: Bool { Self.compiled(jitCopy.load(ordering: .acquiring)) != nil }

    /// The JIT-compiled copy a value of `jitCopy` holds; nil for `noCopy` and `noJIT`.
    private static func compiled(_ copy: Int) -> OpaquePointer? {
        copy == noCopy || copy == noJIT ? nil : OpaquePointer(bitPattern: copy)
    }

    private func compileJIT() -> OpaquePointer {
        guard let copy = pcre2_code_copy_8(interpreted) else { return interpreted }
        guard pcre2_jit_compile_8(copy, UInt32(PCRE2_JIT_COMPLETE)) == 0 else {
            pcre2_code_free_8(copy)
            jitCopy.store(Self.noJIT, ordering: .releasing)
            return interpreted
        }
        jitCopy.store(Int(bitPattern: UnsafeRawPointer(copy)), ordering: .releasing)
        return copy
    }

    private static func compile(_ pattern: String, _ options: SyntaxRegexOptions,
                                extra: UInt32 = 0) throws(SyntaxRegexError) -> OpaquePointer {
        var errorCode: Int32 = 0
        var errorOffset = 0
        let bytes = Array(pattern.utf8)
        let compiled = bytes.withUnsafeBufferPointer {
            pcre2_compile_8($0.baseAddress, $0.count, options.compileOptions | extra, &errorCode, &errorOffset, nil)
        }
        guard let compiled else { throw SyntaxRegexError(message: Self.message(errorCode), offset: errorOffset) }
        return compiled
    }

    /// Whether `pattern` can match only where a search starts, as PCRE2 anchors it by itself:
    /// every top-level branch begins with `^` (not multiline), `\A` or `\G` (pcre2api,
    /// PCRE2_INFO_ALLOPTIONS). A leading `.*` under DOTALL does not count
    /// (`PCRE2_NO_DOTSTAR_ANCHOR`): PCRE2 anchors it as an optimisation, but `.` does not match
    /// a byte of invalid UTF-8, so such a pattern can match later in a line where it did not
    /// match at the start. Compiled without JIT, for the answer only; false when PCRE2 refuses it.
    static func isAnchored(_ pattern: String) -> Bool {
        // Each of those anchors is written out; most patterns have none and need no compiling.
        let bytes = Array(pattern.utf8)
        let backslash = UInt8(ascii: "\\")
        guard bytes.contains(UInt8(ascii: "^")) || zip(bytes, bytes.dropFirst()).contains(where: {
            $0 == backslash && ($1 == UInt8(ascii: "A") || $1 == UInt8(ascii: "G"))
        }) else { return false }
        guard let compiled = try? compile(pattern, [], extra: UInt32(PCRE2_NO_DOTSTAR_ANCHOR)) else { return false }
        defer { pcre2_code_free_8(compiled) }
        var options: UInt32 = 0
        pcre2_pattern_info_8(compiled, UInt32(PCRE2_INFO_ALLOPTIONS), &options)
        return options & UInt32(PCRE2_ANCHORED) != 0
    }

    /// The numbers of the groups called `name` (several with duplicate names), in order.
    public func groupNumbers(named name: String) -> [Int] {
        var first: UnsafePointer<UInt8>?
        var last: UnsafePointer<UInt8>?
        let found = pcre2_substring_nametable_scan_8(interpreted, Array(name.utf8) + [0], &first, &last)
        guard found > 0, let first, let last else { return [] }
        // Each name-table entry starts with its group number in two bytes, big-endian.
        var entrySize: UInt32 = 0
        pcre2_pattern_info_8(interpreted, UInt32(PCRE2_INFO_NAMEENTRYSIZE), &entrySize)
        var numbers: [Int] = []
        var entry = first
        while entry <= last {
            numbers.append(Int(entry[0]) << 8 | Int(entry[1]))
            entry += Int(entrySize)
        }
        return numbers
    }

    static func message(_ code: Int32) -> String {
        var buffer = [UInt8](repeating: 0, count: 256)
        let length = pcre2_get_error_message_8(code, &buffer, buffer.count)
        guard length > 0 else { return "PCRE2 error \(code)" }
        return String(decoding: buffer[..<Int(length)], as: UTF8.self)
    }
}
