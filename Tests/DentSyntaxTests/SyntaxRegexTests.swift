import DentTestSupport
import Testing
@testable import DentSyntax

@Suite struct SyntaxRegexTests {
    func matches(_ pattern: String, _ subject: String, from start: Int = 0,
                 options: SyntaxRegexOptions = [], matchOptions: SyntaxMatchOptions = []) throws -> [Range<Int>?]? {
        let regex = try SyntaxRegex(pattern, options: options)
        let matcher = SyntaxMatcher()
        let bytes = Array(subject.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            guard matcher.match(regex, in: buffer, from: start, options: matchOptions) else { return nil }
            return (0...regex.groupCount).map { matcher.range(of: $0) }
        }
    }

    @Test func groupsAreByteRanges() throws {
        let found = try matches(#"(é+)(x)?(b)"#, "aééb")
        #expect(found == [1..<6, 1..<5, nil, 5..<6])
    }

    @Test func lookbehindSeesBytesBeforeTheStart() throws {
        #expect(try matches(#"(?<=a)b"#, "ab", from: 1) == [1..<2])
        #expect(try matches(#"^b"#, "ab", from: 1) == nil)
    }

    @Test func anchoredMatchesOnlyAtTheStart() throws {
        #expect(try matches("b", "ab", matchOptions: .anchored) == nil)
        #expect(try matches("b", "ab", from: 1, matchOptions: .anchored) == [1..<2])
    }

    @Test func specOptionsApply() throws {
        #expect(try matches("abc", "ABC", options: .caseless) == [0..<3])
        #expect(try matches("a b # comment", "ab", options: .extended) == [0..<2])
        let regex = try SyntaxRegex("(?<n>a)|(?<n>b)", options: .duplicateNames)
        #expect(regex.groupNumbers(named: "n") == [1, 2])
        #expect(regex.groupNumbers(named: "missing") == [])
    }

    @Test func invalidUTF8DoesNotStopMatching() throws {
        let regex = try SyntaxRegex("b+")
        let matcher = SyntaxMatcher()
        let bytes: [UInt8] = [0x61, 0xFF, 0xC3, 0x62, 0x62]
        let matched = bytes.withUnsafeBufferPointer { matcher.match(regex, in: $0, from: 0) }
        #expect(matched)
        #expect(matcher.range(of: 0) == 3..<5)
    }

    /// PCRE2 starts again after invalid UTF-8, and an anchored pattern could match at the start
    /// of a later valid stretch: that is no match at the offset asked. `\K` still moves the
    /// match's reported start past it.
    @Test(arguments: [SyntaxRegexOptions.anchored, []]) func anAnchoredMatchStartsAtTheOffsetPastInvalidUTF8(_ options: SyntaxRegexOptions) throws {
        let regex = try SyntaxRegex("[.]", options: options)
        let matchOptions: SyntaxMatchOptions = options.isEmpty ? .anchored : []
        let matcher = SyntaxMatcher()
        let bytes: [UInt8] = [0x77, 0xB3, 0x2E]
        bytes.withUnsafeBufferPointer { buffer in
            #expect(!matcher.match(regex, in: buffer, from: 0, options: matchOptions))
            #expect(matcher.match(regex, in: buffer, from: 2, options: matchOptions))
            #expect(matcher.range(of: 0) == 2..<3)
        }
        #expect(try matches(#"a\Kb"#, "xab", from: 1, options: options, matchOptions: matchOptions) == [2..<3])
    }

    @Test func aRejectedPatternSaysWhy() {
        #expect(throws: SyntaxRegexError.self) { try SyntaxRegex("a(b") }
        do {
            _ = try SyntaxRegex("a(b")
        } catch {
            #expect(error.message.contains("missing closing parenthesis"))
            #expect(error.offset == 3)
        }
    }

    @Test(arguments: [false, true]) func catastrophicBacktrackingGivesUpAtTheLimit(jit: Bool) throws {
        let regex = try SyntaxRegex("(a+)+$")
        if jit { Self.compileJIT(regex) }
        let matcher = SyntaxMatcher(matchLimit: 10_000)
        let bytes = Array(String(repeating: "a", count: 40).utf8) + [0x21]
        let matched = bytes.withUnsafeBufferPointer { matcher.match(regex, in: $0, from: 0) }
        #expect(!matched)
        #expect(matcher.limitHits == 1)
    }

    /// Makes `regex` JIT-compiled, as a match over a long enough subject does.
    static func compileJIT(_ regex: SyntaxRegex) {
        _ = regex.code(remaining: SyntaxRegex.jitThreshold * SyntaxRegex.bytesPerUse)
    }

    @Test func aPatternIsInterpretedUntilItHasBeenMatchedOftenEnough() throws {
        let regex = try SyntaxRegex("b+")
        let matcher = SyntaxMatcher()
        let bytes = Array("abbc".utf8)
        for _ in 1..<SyntaxRegex.jitThreshold {
            #expect(bytes.withUnsafeBufferPointer { matcher.match(regex, in: $0, from: 0) })
        }
        #expect(!regex.isJITCompiled)
        #expect(bytes.withUnsafeBufferPointer { matcher.match(regex, in: $0, from: 0) })
        #expect(regex.isJITCompiled)
        #expect(matcher.range(of: 0) == 1..<3)
    }

    @Test func oneMatchOverALongLineCountsAsMany() throws {
        let regex = try SyntaxRegex("b")
        let matcher = SyntaxMatcher()
        let bytes = [UInt8](repeating: 0x61, count: SyntaxRegex.jitThreshold * SyntaxRegex.bytesPerUse) + [0x62]
        #expect(bytes.withUnsafeBufferPointer { matcher.match(regex, in: $0, from: 0) })
        #expect(regex.isJITCompiled)
        #expect(matcher.range(of: 0) == (bytes.count - 1)..<bytes.count)
    }

    /// Both tiers find the same matches and groups: spec-like patterns (lookbehind, word
    /// boundaries, Unicode classes, optional groups, back-references) on random subjects with
    /// invalid UTF-8 in them, from random offsets, with random match options.
    @Test func theInterpreterAndTheJITAgree() throws {
        let patterns = [#"(?<![\w.])\d+(\.\d+)?"#, #"\b(if|else|while)\b"#, #"(["'])(?:\\.|(?!\1).)*\1"#,
                        #"\p{L}+(é)?"#, #"^\s*#\s*(\w+)"#, #"/\*|\*/|//.*$"#, #"(?<=x)y|z(?=w)"#, #"[^\x00-\x7F]+"#]
        let alphabet: [UInt8] = Array("ab xyzw019.#\"'/*é\n\t".utf8) + [0xFF, 0xC3, 0x80, 0xE2]
        var random = SplitMix64(state: 23)
        let options: [SyntaxMatchOptions] = [[], .anchored, .notEmptyAtStart, .notBeginningOfLine, .notEndOfLine]
        var matched = 0
        for pattern in patterns {
            var interpreted = try SyntaxRegex(pattern)
            let compiled = try SyntaxRegex(pattern)
            Self.compileJIT(compiled)
            #expect(compiled.isJITCompiled)
            let left = SyntaxMatcher()
            let right = SyntaxMatcher()
            for _ in 0..<300 {
                if interpreted.isJITCompiled { interpreted = try SyntaxRegex(pattern) }
                let subject = (0..<Int(random.next() % 24)).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
                let start = subject.isEmpty ? 0 : Int(random.next() % UInt64(subject.count + 1))
                let option = options[Int(random.next() % UInt64(options.count))]
                subject.withUnsafeBufferPointer { bytes in
                    let one = left.match(interpreted, in: bytes, from: start, options: option)
                    let other = right.match(compiled, in: bytes, from: start, options: option)
                    #expect(one == other, "\(pattern) on \(subject) from \(start)")
                    if one { matched += 1 }
                    let groups = (0...interpreted.groupCount).map { (left.range(of: $0), right.range(of: $0)) }
                    #expect(groups.allSatisfy { $0.0 == $0.1 }, "\(pattern) on \(subject) from \(start)")
                }
            }
        }
        // Enough of the subjects match for the groups to have been compared.
        #expect(matched > 200)
    }

    @Test func moreGroupsThanTheMatchDataHeld() throws {
        let pattern = String(repeating: "(a)", count: 40)
        let found = try matches(pattern, String(repeating: "a", count: 40))
        #expect(found?.count == 41)
        #expect(found?.last == 39..<40)
    }
}
