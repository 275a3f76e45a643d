import DentTestSupport
import Testing
@testable import DentSyntax

@Suite struct TransitionSearchTests {
    @Test func partsPCRE2AnchorsAreTriedApartFromTheSearchedOnes() throws {
        let parts = [#"(?-ix)/\*"#, #"(?-ix)(?:(?-ix)^\s*#\s*)if\b"#, #"(?-ix)\Afirst"#, #"(?-ix)\Gnext"#,
                     #"(?-ix)\b(int|char)\b"#]
        let search = try #require(TransitionSearch(parts))
        #expect(search.anchored?.pattern == TransitionUnion.pattern([parts[1], parts[2], parts[3]]))
        #expect(search.floating?.pattern == TransitionUnion.pattern([parts[0], parts[4]]))
    }

    /// A leading `.*` under DOTALL is searched too: `.` stops at a byte of invalid UTF-8, after
    /// which it can match where it did not at the search's start.
    @Test func aPartAnchoredOnOneBranchOnlyOrMultilineOrByADotStarIsSearched() throws {
        let parts = [#"(?-ix)^a|b"#, #"(?m-ix)^c"#, #"(?-ix).*d"#, #"(?s-ix).*e"#]
        let search = try #require(TransitionSearch(parts))
        #expect(search.anchored == nil)
        #expect(search.floating?.pattern == TransitionUnion.pattern(parts))
    }

    @Test func aUnionPCRE2RefusesMakesNoSearch() {
        #expect(TransitionSearch([#"(?-ix)/\*"#, #"(?-ix)(unclosed"#]) == nil)
        #expect(TransitionSearch([#"(?-ix)^x"#, #"(?-ix)^(unclosed"#]) == nil)
    }

    @Test func noPartsFindNothing() throws {
        let search = try #require(TransitionSearch([]))
        let matcher = SyntaxMatcher()
        let found = Array("text".utf8).withUnsafeBufferPointer { search.next(in: $0, from: 0, using: matcher) }
        #expect(found == nil)
    }

    /// The two unions together find the leftmost position the parts find joined in one union, from
    /// every position of random lines.
    @Test func theSplitSearchFindsTheSameLeftmostPositionAsOneUnion() throws {
        let parts = [#"(?-ix)/\*"#, #"(?x-i) (?:(?-x)^\s*\#\s*) (define|if)\b"#, #"(?-ix)\Aab"#, #"(?-ix)\Gx"#,
                     #"(?s-ix).*=\s*$"#, #"(?-ix)^$"#, #"(?-ix)"|'"#, #"(?-ix)^a|b"#,
                     "(?x-i)\n (?<![\\w\\.]) (0|[1-9][0-9]*) (?![\\w\\.])\n", #"(?-ix)\b(if|for|int)\b"#]
        let search = try #require(TransitionSearch(parts))
        #expect(search.anchored != nil && search.floating != nil)
        let reference = try UnionReference(parts)
        let pieces = ["if", "int", "for", "12", "0", "x", "a", "ab", "b", " ", "\t", "#", "/*", "\"", "=", ".", "é", "\u{FF}"]
        let matcher = SyntaxMatcher()
        reference.check(lines: 400, of: pieces, seed: 29) { buffer, start in search.next(in: buffer, from: start, using: matcher) }
    }
}
