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

    @Test func aRejectedPatternSaysWhy() {
        #expect(throws: SyntaxRegexError.self) { try SyntaxRegex("a(b") }
        do {
            _ = try SyntaxRegex("a(b")
        } catch {
            #expect(error.message.contains("missing closing parenthesis"))
            #expect(error.offset == 3)
        }
    }

    @Test func catastrophicBacktrackingGivesUpAtTheLimit() throws {
        let regex = try SyntaxRegex("(a+)+$")
        let matcher = SyntaxMatcher(matchLimit: 10_000)
        let bytes = Array(String(repeating: "a", count: 40).utf8) + [0x21]
        let matched = bytes.withUnsafeBufferPointer { matcher.match(regex, in: $0, from: 0) }
        #expect(!matched)
        #expect(matcher.limitHits == 1)
    }

    @Test func moreGroupsThanTheMatchDataHeld() throws {
        let pattern = String(repeating: "(a)", count: 40)
        let found = try matches(pattern, String(repeating: "a", count: 40))
        #expect(found?.count == 41)
        #expect(found?.last == 39..<40)
    }
}
