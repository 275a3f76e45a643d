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
    /// byte eight bytes at a time (`FirstByteScan`), so most of the text costs a fraction of a
    /// comparison a byte; only a candidate is compared in full.
    public func scan(_ pattern: SearchPattern, starts: Range<Int>, forward: Bool) -> Int? {
        let needle = pattern.bytes
        guard let first = needle.first else { return nil }
        // A match must end within the text.
        let starts = starts.clamped(to: 0..<Swift.max(count - needle.count + 1, 0))
        guard !starts.isEmpty else { return nil }
        let fold = pattern.ignoresCase
        // 0x20 makes a letter's two cases one byte; other bytes must match exactly.
        let mask: UInt8 = fold && first &- 0x61 < 26 ? 0x20 : 0
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
            let halves = [(before, 0), (after, split)]
            for (half, base) in forward ? halves : halves.reversed() {
                let low = Swift.max(starts.lowerBound - base, 0)
                let high = Swift.min(starts.upperBound - base, half.count)
                guard low < high else { continue }
                var range = low..<high
                while !range.isEmpty,
                      let candidate = FirstByteScan.find(first, mask: mask, in: half, range, forward: forward) {
                    if matches(at: base + candidate) { return base + candidate }
                    range = forward ? (candidate + 1)..<range.upperBound : range.lowerBound..<candidate
                }
            }
            return nil
        }
    }
}

/// Finds the candidates of a literal search: bytes equal to the pattern's first byte, eight at
/// a time ("SWAR", as `NewlineScan`; `memchr` cannot fold case). `mask` 0x20 folds the two cases
/// of a letter into one (no other byte ORs to a lower-case letter but its capital).
enum FirstByteScan {
    @inline(__always)
    static func find(_ target: UInt8, mask: UInt8, in half: UnsafeBufferPointer<UInt8>, _ range: Range<Int>,
                     forward: Bool) -> Int? {
        guard let base = half.baseAddress else { return nil }
        let spread: UInt64 = 0x0101_0101_0101_0101
        let wanted = UInt64(target) &* spread
        let folding = UInt64(mask) &* spread
        @inline(__always) func lanes(at offset: Int) -> UInt64 {
            NewlineScan.zeroLanes((UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self) | folding) ^ wanted)
        }
        if forward {
            var index = range.lowerBound
            while index + 8 <= range.upperBound {
                let found = lanes(at: index)
                if found != 0 { return index + found.trailingZeroBitCount >> 3 }
                index += 8
            }
            while index < range.upperBound {
                if base[index] | mask == target { return index }
                index += 1
            }
        } else {
            var index = range.upperBound
            while index - 8 >= range.lowerBound {
                let found = lanes(at: index - 8)
                if found != 0 { return index - 8 + (63 - found.leadingZeroBitCount) >> 3 }
                index -= 8
            }
            while index > range.lowerBound {
                index -= 1
                if base[index] | mask == target { return index }
            }
        }
        return nil
    }
}
