import DentTestSupport
import Testing
@testable import DentSyntax

@Suite struct TransitionSearchTests {
    @Test func partsPCRE2AnchorsAreTriedApartFromTheSearchedOnes() throws {
        let parts = [#"(?-ix)/\*"#, #"(?-ix)(?:(?-ix)^\s*#\s*)if\b"#, #"(?-ix)\Afirst"#, #"(?-ix)\Gnext"#,
                     #"(?-ix)\b(int|char)\b"#]
        let search = try #require(TransitionSearch(parts, firstChild: parts.count))
        #expect(search.anchored?.pattern == TransitionUnion.pattern([parts[1], parts[2], parts[3]]))
        #expect(search.floating?.pattern == TransitionUnion.pattern([parts[0], parts[4]]))
    }

    /// A leading `.*` under DOTALL is searched too: `.` stops at a byte of invalid UTF-8, after
    /// which it can match where it did not at the search's start.
    @Test func aPartAnchoredOnOneBranchOnlyOrMultilineOrByADotStarIsSearched() throws {
        let parts = [#"(?-ix)^a|b"#, #"(?m-ix)^c"#, #"(?-ix).*d"#, #"(?s-ix).*e"#]
        let search = try #require(TransitionSearch(parts, firstChild: parts.count))
        #expect(search.anchored == nil)
        #expect(search.floating?.pattern == TransitionUnion.pattern(parts))
    }

    @Test func aUnionPCRE2RefusesMakesNoSearch() {
        #expect(TransitionSearch([#"(?-ix)/\*"#, #"(?-ix)(unclosed"#], firstChild: 0) == nil)
        #expect(TransitionSearch([#"(?-ix)^x"#, #"(?-ix)^(unclosed"#], firstChild: 0) == nil)
    }

    @Test func noPartsFindNothing() throws {
        let search = try #require(TransitionSearch([], firstChild: 0))
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
        let search = try #require(TransitionSearch(parts, firstChild: parts.count))
        #expect(search.anchored != nil && search.floating != nil)
        let reference = try UnionReference(parts)
        let pieces = ["if", "int", "for", "12", "0", "x", "a", "ab", "b", " ", "\t", "#", "/*", "\"", "=", ".", "é", "\u{FF}"]
        let matcher = SyntaxMatcher()
        reference.check(lines: 400, of: pieces, seed: 29) { buffer, start in search.next(in: buffer, from: start, using: matcher)?.position }
    }

    /// Where the search stops, the child its mark names matches alone and every marked child
    /// before it does not, from every position of random lines: marks in a merged run of parts,
    /// after an extended part's comment, on a part with branches; none on a back-reference or a
    /// `\K` (which moves the position found).
    @Test func theChildTheSearchNamesIsTheFirstMarkedOneThatMatchesWhereItStops() throws {
        let end = #"(?-ix)\*/"#
        let children = [#"(?-ix)/\*"#, #"(?-ix)\b(if|for)\b"#, #"(?-ix)\b(int|in)\b"#, "(?x-i) (?<![\\w\\.]) [0-9]+ # decimal",
                        #"(?-ix)(a)\1"#, #"(?i)IF|x"#, #"(?-ix)\Gx"#, #"(?-ix)f"#, #"(?-ix)q\Kz"#]
        let search = try #require(TransitionSearch([end] + children, firstChild: 1))
        #expect(search.markedChildren == [true, true, true, true, false, true, false, true, false])
        let alone = try children.map { try SyntaxRegex($0, options: .anchored) }
        let pieces = ["if", "int", "in", "for", "12", "x", "aa", "a", " ", "*/", "/*", "IF", "qz", "é", "\u{FF}"]
        let probe = SyntaxMatcher()
        var named = 0
        Self.forEachFound(by: search, lines: 400, of: pieces, seed: 41) { buffer, found, text in
            for child in 0..<found.failedBefore where search.markedChildren[child] {
                #expect(!probe.match(alone[child], in: buffer, from: found.position), "child \(child): \(text)")
            }
            guard found.failedBefore > 0 else { return }
            named += 1
            #expect(probe.match(alone[found.failedBefore], in: buffer, from: found.position), "\(text)")
        }
        #expect(named > 100, "the search names children often")
    }

    /// When every searched part is markable the ends go after the children, and the search
    /// still stops where GtkSourceView's union (ends first) does; where an end is what it
    /// matched, its mark names a child past the last, and every child fails alone there.
    @Test func anEndNamedWhereTheSearchStopsMeansEveryChildFailedThere() throws {
        let ends = [#"(?-ix)\)"#, #"(?-ix)\Gz"#, #"(?-ix);|$"#]
        let children = [#"(?-ix)\("#, #"(?-ix)\b(if|for)\b"#, "(?x-i) [0-9]+ # digits\n", "$^", #"(?-ix)^#"#, #"(?-ix)"|(?<=x)y"#]
        let parts = ends + children
        let search = try #require(TransitionSearch(parts, firstChild: ends.count))
        #expect(search.markedChildren == [true, true, true, true, false, true], "the anchored child is tried apart")
        #expect(search.anchored?.pattern == TransitionUnion.pattern([ends[1], children[4]]), "the anchored parts keep their order")
        let pieces = ["if", "for", "(", ")", ";", "12", "x", "y", "z", "#", "\"", " ", "é", "\u{FF}"]
        try UnionReference(parts).check(lines: 300, of: pieces, seed: 43) { buffer, start in
            search.next(in: buffer, from: start, using: SyntaxMatcher())?.position
        }
        let (aloneChildren, aloneEnds) = try (children.map { try SyntaxRegex($0, options: .anchored) }, ends.map { try SyntaxRegex($0, options: .anchored) })
        let probe = SyntaxMatcher()
        var endsNamed = 0
        Self.forEachFound(by: search, lines: 300, of: pieces, seed: 47) { buffer, found, text in
            guard found.failedBefore == children.count else { return }
            endsNamed += 1
            #expect(!aloneChildren.contains { probe.match($0, in: buffer, from: found.position) }, "\(text)")
            #expect(aloneEnds.contains { probe.match($0, in: buffer, from: found.position) }, "\(text)")
        }
        #expect(endsNamed > 100, "the search names an end often")
    }

    /// A part that does not match in the union as alone (here a back-reference, numbered after
    /// the parts before it) keeps GtkSourceView's order: ends first, unmarked.
    @Test func anUnmarkablePartKeepsTheEndsFirst() throws {
        let parts = [#"(?-ix)\)"#, #"(?-ix)\("#, #"(?-ix)(a)\1"#]
        let search = try #require(TransitionSearch(parts, firstChild: 1))
        #expect(search.markedChildren == [true, false])
        #expect(search.floating?.pattern == TransitionUnion.pattern(parts, marks: ["", TransitionMarks.mark(0), ""]))
    }

    /// What `search` finds from every position of `count` random lines made of `pieces`, with the
    /// line and start as text for messages.
    private static func forEachFound(by search: TransitionSearch, lines count: Int, of pieces: [String], seed: UInt64,
                                     _ body: (UnsafeBufferPointer<UInt8>, TransitionSearch.Found, String) -> Void) {
        let matcher = SyntaxMatcher()
        var random = SplitMix64(state: seed)
        for _ in 0..<count {
            let line = Array((0..<Int.random(in: 0...10, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined().utf8)
            line.withUnsafeBufferPointer { buffer in
                for start in 0...buffer.count {
                    guard let found = search.next(in: buffer, from: start, using: matcher) else { continue }
                    body(buffer, found, "\(String(decoding: line, as: UTF8.self)) from \(start)")
                }
            }
        }
    }
}
