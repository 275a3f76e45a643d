/// Which child's pattern the search of a context's transitions matched with: each child's part of
/// the union ends in `(*MARK:k)`, k being the child's index, and PCRE2 hands back the last mark
/// on the matching path (pcre2pattern, "Recording which path was taken").
///
/// At the position the search finds, PCRE2 tried the alternatives in order and took the first
/// that matched, so every child before the marked one failed there. The analyzer tries the
/// children in the same order (`LineAnalyzer.nextSegment`) and need not try those again: at a
/// keyword of C, a dozen children before it (comments, strings, numbers...) are no longer matched
/// one by one.
///
/// That holds only for a part that matches in the union exactly where its own regex matches
/// alone: such a part is "markable". The mark goes at the part's end, so the start-of-match
/// optimizations that find where a search can start see no difference (they read the start of
/// each alternative).
enum TransitionMarks {
    /// What follows `part` (a child's pattern, with its option prefix) in the union: the mark of
    /// child `child`; nothing when the part is not markable. In extended mode a line break goes
    /// first, ending a `#` comment the part may end in; only where the part's prefix turns
    /// extended mode on and nothing in it turns it off or on again, for a line break in the
    /// other mode would be a character to match. A mark a comment takes in is lost, and a part
    /// whose mark is lost is only tried as before.
    static func suffix(of part: String, child: Int) -> String {
        guard isMarkable(part) else { return "" }
        return (endsExtended(part) ? "\n" : "") + mark(child)
    }

    /// The mark of child `child`: a name of digits.
    static func mark(_ child: Int) -> String { "(*MARK:\(child))" }

    /// Whether `part` behaves in the union as alone. Not so for a part that refers to groups by
    /// number or name (its groups are numbered after the parts before it there), recurses (into
    /// the whole union), uses `\G` (the union's search starts elsewhere) or `\K` (the position
    /// found would not be where the part was tried), has backtracking verbs (which act on the
    /// whole union) or quotes with `\Q` (a quote left open would take in what follows). Option
    /// settings are the part's own: every part starts with its options. Found by bytes, erring
    /// on the side of "not markable": such a part is only tried as before.
    static func isMarkable(_ part: String) -> Bool {
        // The pattern of an empty placeholder context (`SpecParser`), which has no option prefix
        // but nothing an option carried over from an earlier alternative could change either.
        if part == "$^" { return true }
        let bytes = Array(part.utf8)
        guard var index = TransitionUnion.Head.optionPrefixEnd(bytes) else { return false }
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\\"):
                guard index + 1 < bytes.count, !isUnfaithfulEscape(bytes[index + 1]) else { return false }
                index += 2
                continue
            case UInt8(ascii: "("):
                guard opensFaithfulGroup(bytes, at: index) else { return false }
            default:
                break
            }
            index += 1
        }
        return true
    }

    /// After a backslash: back-references (`\1`, `\g`, `\k`), `\G`, `\Q`, and `\K`, which moves
    /// the match's reported start (the search's position) past where it was tried.
    private static func isUnfaithfulEscape(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "1")...UInt8(ascii: "9"), UInt8(ascii: "g"), UInt8(ascii: "k"), UInt8(ascii: "G"), UInt8(ascii: "Q"),
             UInt8(ascii: "K"): true
        default: false
        }
    }

    /// The `(` at `index` opens a group that means the same in the union: not a verb (`(*`), a
    /// recursion or subroutine call (`(?R)`, `(?1)`, `(?-1)`, `(?+1)`, `(?&name)`, `(?P>name)`), a
    /// conditional (`(?(`) or a named back-reference (`(?P=name)`). `(?-i)` sets an option.
    private static func opensFaithfulGroup(_ bytes: [UInt8], at index: Int) -> Bool {
        func byte(_ offset: Int) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }
        switch (byte(1), byte(2)) {
        case (UInt8(ascii: "*"), _): return false
        case (UInt8(ascii: "?"), let kind?):
            switch kind {
            case UInt8(ascii: "R"), UInt8(ascii: "&"), UInt8(ascii: "("), UInt8(ascii: "+"), UInt8(ascii: "0")...UInt8(ascii: "9"): return false
            case UInt8(ascii: "-"): return byte(3).map(TransitionUnion.Head.isLetter) ?? false
            case UInt8(ascii: "P"): return byte(3) != UInt8(ascii: "=") && byte(3) != UInt8(ascii: ">")
            default: return true
            }
        case (UInt8(ascii: "?"), nil): return false
        default: return true
        }
    }

    /// Whether the part surely ends in extended mode: its option prefix turns it on, and no
    /// option setting after it names `x`.
    static func endsExtended(_ part: String) -> Bool {
        let bytes = Array(part.utf8)
        guard let end = TransitionUnion.Head.optionPrefixEnd(bytes),
              TransitionUnion.Head.prefixTurnsOnExtendedMode(bytes, end: end) else { return false }
        return !bytes.indices.dropFirst(end).contains { bytes[$0] == UInt8(ascii: "(") && TransitionUnion.Head.setsExtendedMode(bytes[...], at: $0) }
    }

    /// The child whose mark a match passed last, from PCRE2's mark name; nil for a name that is
    /// not one of these marks (none: an unmarked part matched).
    static func child(named name: UnsafeBufferPointer<UInt8>) -> Int? {
        guard !name.isEmpty, name.count <= 9 else { return nil }
        var value = 0
        for byte in name {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }
}
