import Testing
@testable import DentSyntax

@Suite struct TransitionMarksTests {
    @Test func aPartThatMatchesInTheUnionAsAloneIsMarkable() {
        let markable = [#"(?-ix)/\*"#, #"(?-ix)\b(if|for)\b"#, #"(?i)a(?-i:b)c"#, #"(?-ix)(?<name>x)y"#, #"(?-ix)\\1"#,
                        #"(?-ix)(?:a|b)+"#, #"(?-ix)a|b"#, #"(?-ix)(?=x)(?<!y)"#, #"(?-i)a(?x) b"#, #"(?-ix)a(?x:b)"#,
                        "$^"]
        for part in markable { #expect(TransitionMarks.isMarkable(part), "\(part)") }
    }

    @Test func referencesRecursionVerbsAndQuotesAreNot() {
        let unmarkable = [#"(?-ix)(a)\1"#, #"(?-ix)(a)\g1"#, #"(?-ix)(?<n>a)\k<n>"#, #"(?-ix)(?P<n>a)(?P=n)"#, #"(?-ix)(?P>n)"#,
                          #"(?-ix)(a)(?1)"#, #"(?-ix)(a)(?-1)"#, #"(?-ix)(?+1)(a)"#, #"(?-ix)(?R)"#, #"(?-ix)(?&n)"#,
                          #"(?-ix)(?(1)a|b)"#, #"(?-ix)a(*SKIP)b"#, #"(?-ix)\Gx"#, #"(?-ix)\Qa"#, #"(?-ix)a\Kb"#,
                          "no options", #"(?-ix)a\"#]
        for part in unmarkable { #expect(!TransitionMarks.isMarkable(part), "\(part)") }
    }

    @Test func theMarkFollowsAPartSurelyExtendedOnALineOfItsOwn() {
        #expect(TransitionMarks.suffix(of: "(?x-i) a # comment", child: 3) == "\n(*MARK:3)")
        #expect(TransitionMarks.suffix(of: "(?-ix)a", child: 12) == "(*MARK:12)")
        #expect(TransitionMarks.suffix(of: #"(?-ix)(a)\1"#, child: 1) == "")
        // Where extended mode may be off at the end, a line break would be a character to match.
        #expect(TransitionMarks.suffix(of: "(?x-i) a (?-x:b) c", child: 2) == "(*MARK:2)")
        #expect(TransitionMarks.suffix(of: "(?-ix)a(?x) b", child: 2) == "(*MARK:2)")
    }

    @Test func aMarkNameReadsBackAsItsChild() {
        func child(_ name: String) -> Int? { Array(name.utf8).withUnsafeBufferPointer { TransitionMarks.child(named: $0) } }
        #expect(child("0") == 0)
        #expect(child("417") == 417)
        #expect(child("") == nil)
        #expect(child("a1") == nil)
        #expect(child("1234567890") == nil)
    }

    @Test func theUnionCarriesEachChildsMarkInAMergedRunToo() {
        let parts = [#"(?-ix)\*/"#, #"(?-ix)\b(if)\b"#, #"(?-ix)\b(int)\b"#, #"(?-ix)(a)\1"#]
        let marks = [""] + parts.dropFirst().enumerated().map { TransitionMarks.suffix(of: $0.element, child: $0.offset) }
        let union = TransitionUnion.pattern(parts, marks: marks)
        #expect(union == #"((?-ix)\*/|(?-ix)\b(?:(?-ix)(if)\b(*MARK:0)|(?-ix)(int)\b(*MARK:1))|(?-ix)(a)\1)"#)
    }
}
