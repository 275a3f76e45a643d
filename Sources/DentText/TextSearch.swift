/// What to look for: a literal byte string, optionally ignoring the case of ASCII letters.
///
/// Matching is on bytes, not characters: a pattern matches exactly the bytes it holds, so text
/// with invalid UTF-8 searches like any other. Only `A`–`Z` and `a`–`z` fold into each other;
/// every other byte (all of UTF-8's multi-byte sequences included) must match exactly, so an
/// ignoring-case search can never match half of a sequence that a case-sensitive one would not.
public struct SearchPattern: Sendable, Equatable {
    /// The bytes to find, already folded to lower case when `ignoresCase`.
    public let bytes: [UInt8]
    public let ignoresCase: Bool

    public init(_ bytes: [UInt8], ignoresCase: Bool) {
        self.bytes = ignoresCase ? bytes.map(SearchPattern.fold) : bytes
        self.ignoresCase = ignoresCase
    }

    /// Smart case, as in vim's `smartcase` and ripgrep's `--smart-case`: case-insensitive unless
    /// the pattern has an upper-case (ASCII) letter, which shows that the user cares.
    public init(smartCase bytes: [UInt8]) {
        self.init(bytes, ignoresCase: !bytes.contains { (0x41...0x5A).contains($0) })
    }

    public var isEmpty: Bool { bytes.isEmpty }

    /// `byte` with an ASCII upper-case letter lowered.
    @inline(__always)
    static func fold(_ byte: UInt8) -> UInt8 { byte &- 0x41 < 26 ? byte | 0x20 : byte }
}

/// Where a search found its pattern, and whether it went past the end (or the start, searching
/// backward) to find it, which the caller reports ("Search wrapped").
public struct SearchMatch: Sendable, Equatable {
    public var range: Range<Int>
    public var wrapped: Bool

    public init(_ range: Range<Int>, wrapped: Bool = false) {
        self.range = range
        self.wrapped = wrapped
    }
}

extension GapBuffer {
    /// The first match starting at or after `offset`; with `wrapping`, then the first one from the
    /// start of the text (a match that starts before `offset`, reported as wrapped).
    public func firstMatch(of pattern: SearchPattern, from offset: Int, wrapping: Bool) -> SearchMatch? {
        let offset = Swift.max(0, Swift.min(offset, count))
        if let start = scan(pattern, starts: offset..<count, forward: true) {
            return SearchMatch(start..<(start + pattern.bytes.count))
        }
        guard wrapping, let start = scan(pattern, starts: 0..<offset, forward: true) else { return nil }
        return SearchMatch(start..<(start + pattern.bytes.count), wrapped: true)
    }

    /// The last match starting before `offset`; with `wrapping`, then the last one in the text (a
    /// match that starts at or after `offset`, reported as wrapped).
    public func lastMatch(of pattern: SearchPattern, before offset: Int, wrapping: Bool) -> SearchMatch? {
        let offset = Swift.max(0, Swift.min(offset, count))
        if let start = scan(pattern, starts: 0..<offset, forward: false) {
            return SearchMatch(start..<(start + pattern.bytes.count))
        }
        guard wrapping, let start = scan(pattern, starts: offset..<count, forward: false) else { return nil }
        return SearchMatch(start..<(start + pattern.bytes.count), wrapped: true)
    }

    /// The matches that start in `starts`, in order and not overlapping (each search resumes at
    /// the end of the previous match): for highlighting the lines on screen.
    public func matches(of pattern: SearchPattern, startingIn starts: Range<Int>) -> [Range<Int>] {
        var found: [Range<Int>] = []
        var from = Swift.max(starts.lowerBound, 0)
        let end = Swift.min(starts.upperBound, count)
        while from < end, let start = scan(pattern, starts: from..<end, forward: true) {
            found.append(start..<(start + pattern.bytes.count))
            from = start + pattern.bytes.count
        }
        return found
    }

    /// The first (or, backward, last) offset in `starts` where the whole pattern matches.
    ///
    /// Works on the two halves in place (`withHalves`): nothing is copied, and a match that
    /// straddles the gap is checked byte by byte across it. Candidates are found by their first
    /// byte, so most of the text costs one comparison (two, ignoring case).
    func scan(_ pattern: SearchPattern, starts: Range<Int>, forward: Bool) -> Int? {
        let needle = pattern.bytes
        guard let first = needle.first else { return nil }
        // A match must end within the text.
        let starts = starts.clamped(to: 0..<Swift.max(count - needle.count + 1, 0))
        guard !starts.isEmpty else { return nil }
        let fold = pattern.ignoresCase
        // The other case of the first byte, when it is a letter that folds (else the byte itself).
        let firstOther = fold && first &- 0x61 < 26 ? first & ~0x20 : first
        return withHalves { before, after in
            let split = before.count
            @inline(__always) func byte(_ offset: Int) -> UInt8 {
                offset < split ? before[offset] : after[offset - split]
            }
            func matches(at start: Int) -> Bool {
                for index in 1..<needle.count {
                    let value = byte(start + index)
                    if (fold ? SearchPattern.fold(value) : value) != needle[index] { return false }
                }
                return true
            }
            if forward {
                var offset = starts.lowerBound
                while offset < starts.upperBound {
                    let value = byte(offset)
                    if (value == first || value == firstOther) && matches(at: offset) { return offset }
                    offset += 1
                }
            } else {
                var offset = starts.upperBound - 1
                while offset >= starts.lowerBound {
                    let value = byte(offset)
                    if (value == first || value == firstOther) && matches(at: offset) { return offset }
                    offset -= 1
                }
            }
            return nil
        }
    }
}
