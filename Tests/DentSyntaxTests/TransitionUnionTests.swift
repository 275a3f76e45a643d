import DentTestSupport
import Testing
@testable import DentSyntax

@Suite struct TransitionUnionTests {
    @Test func adjacentPartsWithOneAssertionShareIt() {
        let union = TransitionUnion.pattern([#"(?-ix)/\*"#, #"(?-ix)\b(if|for)\b"#, #"(?-ix)\b(int|char)\b"#])
        #expect(union == #"((?-ix)/\*|(?-ix)\b(?:(?-ix)(if|for)\b|(?-ix)(int|char)\b))"#)
    }

    @Test func lookbehindsShareAndExtendedRestsEndTheirComments() {
        let union = TransitionUnion.pattern(["(?x-i)\n  (?<![\\w\\.])0x # hex\n", "(?x-i) (?<![\\w\\.])[0-9]+ # decimal"])
        #expect(union == "((?x-i)(?<![\\w\\.])(?:(?x-i)0x # hex\n\n|(?x-i)[0-9]+ # decimal\n))")
    }

    @Test func partsMergeOnlyWithTheirNeighboursOfTheSameOptionsAndAssertion() {
        let parts = [#"(?-ix)\bif\b"#, #"(?i-x)\bthen\b"#, #"(?-ix)//"#, #"(?-ix)\belse\b"#, #"(?-ix)\Bx"#]
        #expect(TransitionUnion.pattern(parts) == "(" + parts.joined(separator: "|") + ")")
    }

    @Test func assertionsThatCaptureOrAreRepeatedStayInTheirParts() {
        let parts = [#"(?-ix)(?<=(a))b"#, #"(?-ix)(?<=(a))c"#, #"(?-ix)(?=a)*b"#, #"(?-ix)(?=a)*c"#,
                     #"(?-ix)(?<=(?<n>a))b"#, #"(?-ix)(?<=(?<n>a))c"#]
        #expect(TransitionUnion.pattern(parts) == "(" + parts.joined(separator: "|") + ")")
    }

    @Test func classesAndEscapesDoNotEndALookaround() {
        let union = TransitionUnion.pattern([#"(?-ix)(?<![)\]\(])x"#, #"(?-ix)(?<![)\]\(])y"#])
        #expect(union == #"((?-ix)(?<![)\]\(])(?:(?-ix)x|(?-ix)y))"#)
    }

    @Test func anAssertionBeforeBranchesStaysInItsPart() {
        let parts = [#"(?-ix)\bfoo|bar"#, #"(?-ix)\bbaz"#, #"(?-ix)(?<!\S)#|(?<=\[)#"#, #"(?-ix)(?<!\S)x"#]
        #expect(TransitionUnion.pattern(parts) == "(" + parts.joined(separator: "|") + ")")
    }

    @Test func branchesInsideGroupsClassesQuotesAndCommentsAreNotTheRests() {
        let parts = [#"(?-ix)\b(?:a|b)"#, #"(?-ix)\b[|]x"#, #"(?-ix)\b[^]|]y"#, #"(?-ix)\b[[:alpha:]|]z"#,
                     #"(?-ix)\b\Q|\E"#, #"(?-ix)\b(?#|)w"#]
        let rests = parts.map { "(?-ix)" + $0.dropFirst(8) }
        #expect(TransitionUnion.pattern(parts) == #"((?-ix)\b(?:"# + rests.joined(separator: "|") + "))")
        let extended = ["(?x-i)\\b a # x|y\n", "(?x-i)\\b b"]
        #expect(TransitionUnion.pattern(extended) == "((?x-i)\\b(?:(?x-i) a # x|y\n\n|(?x-i) b\n))")
    }

    @Test func aRestThatSwitchesExtendedModeOrIsQuantifiedAcrossSpaceStaysInItsPart() {
        let parts = ["(?x-i)\\b (?-x)a # |\n", "(?x-i)\\b b", "(?x-i)\\b *c", "(?x-i)\\b d"]
        #expect(TransitionUnion.pattern(parts) == "(" + parts.joined(separator: "|") + ")")
    }

    /// C-like transitions: the merged union finds the same leftmost match as every part joined
    /// as written, from every position of random lines.
    @Test func theMergedUnionFindsTheSameLeftmostMatch() throws {
        let parts = [#"(?-ix)/\*"#, #"(?-ix)//"#, #"(?x-i) (?:^\s*\#\s*) (define|if)\b"#, #"(?-ix)"|'"#,
                     "(?x-i)\n (?<![\\w\\.]) ((\\.[0-9]+ | [0-9]+\\.[0-9]*) ([Ee][+-]?[0-9]+)?) (?![\\w\\.])\n",
                     "(?x-i)\n (?<![\\w\\.]) 0[xX][a-fA-F0-9]+ (?![\\w\\.]) # hex\n",
                     "(?x-i)\n (?<![\\w\\.]) (0|[1-9][0-9]*)[uUlL]* (?![\\w\\.])\n",
                     #"(?-ix)\b(if|for|while)\b"#, #"(?-ix)\bfo|ar"#, #"(?-ix)\bnu(?i)ll\b"#, #"(?-ix)\b(int|char|é)\b"#, #"(?i-x)\b(null)\b"#, #"(?-ix)\b(true)\b"#]
        let merged = try SyntaxRegex(TransitionUnion.pattern(parts))
        let reference = try UnionReference(parts)
        #expect(merged.pattern != reference.union.pattern)
        let pieces = ["if", "IF", "fo", "ar", "nuLL", "INT", "Char", "for", "int", "é", "NULL", "true", "0x1F", "12", ".5e3", "1.", "x", "_", " ", "#", "/*", "//",
                      "\"", ".", "a1", "\u{00A0}", "\u{FF}", "ü"]
        let matcher = SyntaxMatcher()
        reference.check(lines: 400, of: pieces, seed: 23) { buffer, start in
            matcher.match(merged, in: buffer, from: start) ? matcher.range(of: 0)?.lowerBound : nil
        }
    }
}
