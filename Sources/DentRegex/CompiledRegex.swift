import Synchronization
import _FoundationICU

/// An ICU regular expression (`uregex`), compiled once and matched over UTF-8 text turned
/// into UTF-16 in a buffer kept from search to search: ICU's matcher takes a fast path only
/// for UTF-16 held whole (over a UTF-8 UText, `regex-icu-chunks-50mb` was slower).
///
/// This is ICU's C API straight from the toolchain's `_FoundationICU`, the library under
/// Foundation's `NSRegularExpression`: the same engine and syntax, without Foundation in the
/// binary (Foundation cost time and page faults at every start: docs/PERFORMANCE.md).
/// The toolchain renames ICU's entry points with a `swift_` prefix, so they do not clash with
/// a system ICU.
final class CompiledRegex: Sendable {
    /// ICU's matcher keeps its state (text, region, last match) in the regex object, so one
    /// search at a time uses it: the lock makes a pattern shared between threads safe, at the
    /// cost of an uncontended lock a search.
    private let state: Mutex<Handle>
    let groupCount: Int

    /// Owns the ICU object, and the text's UTF-16 with each unit's UTF-8 offset (for text that
    /// is not all ASCII); closed with the last reference.
    private struct Handle: ~Copyable, @unchecked Sendable {
        // @unchecked: the pointer is reached only under `state`'s lock.
        let regex: OpaquePointer
        var units = UTF16Text()
        deinit { swift_uregex_close(regex) }
    }

    /// Compiles `pattern`; nil when ICU rejects it.
    init?(_ pattern: String, ignoresCase: Bool) {
        // Chunks of lines are searched at once, so ^ and $ must be a line's ends.
        var flags = UREGEX_MULTILINE.rawValue
        if ignoresCase { flags |= UREGEX_CASE_INSENSITIVE.rawValue }
        let units = Array(pattern.utf16)
        var status = U_ZERO_ERROR
        var parseError = UParseError()
        let opened = swift_uregex_open(units, Int32(units.count), flags, &parseError, &status)
        guard let opened else { return nil }
        let handle = Handle(regex: opened)
        guard status.rawValue <= U_ZERO_ERROR.rawValue else { return nil }
        groupCount = Int(swift_uregex_groupCount(handle.regex, &status))
        state = Mutex(handle)
    }

    /// Appends the matches in `text` (valid UTF-8) that start at byte `from` or later, shifted
    /// by `shift`; with `groups`, each capture group's range too. The bounds are transparent
    /// and not anchoring: lookbehind and `^` see the text before `from`, and `^` does not
    /// match at `from` itself unless a line starts there.
    func search(_ text: UnsafeBufferPointer<UInt8>, from: Int, shift: Int, groups: Bool, into found: inout [RegexMatch]) {
        state.withLock { handle in
            handle.units.load(text)
            let regex = handle.regex
            let count = groups ? groupCount : 0
            handle.units.withUnits { units, byteOffset in
                var status = U_ZERO_ERROR
                swift_uregex_setText(regex, units.baseAddress, Int32(units.count), &status)
                swift_uregex_setRegion64(regex, Int64(byteOffset.unit(from)), Int64(units.count), &status)
                swift_uregex_useTransparentBounds(regex, 1, &status)
                swift_uregex_useAnchoringBounds(regex, 0, &status)
                func range(_ group: Int32) -> Range<Int>? {
                    let start = swift_uregex_start64(regex, group, &status)
                    guard start >= 0 else { return nil }
                    let end = swift_uregex_end64(regex, group, &status)
                    return (byteOffset.byte(Int(start)) + shift)..<(byteOffset.byte(Int(end)) + shift)
                }
                while status.rawValue <= U_ZERO_ERROR.rawValue, swift_uregex_findNext(regex, &status) != 0 {
                    guard let whole = range(0) else { continue }
                    found.append(RegexMatch(whole, groups: count == 0 ? [] : (1...count).map { range(Int32($0)) }))
                }
                // The regex keeps a pointer to the units, which the next load may move.
                status = U_ZERO_ERROR
                swift_uregex_setText(regex, units.baseAddress, 0, &status)
            }
        }
    }
}
