import Testing
@testable import DentSyntax

/// `PatternText.trimmed`, which reads the ids of `\%{id}` references.
@Suite struct PatternTextTests {
    @Test(arguments: [
        (" \t id \n", "id"), ("id", "id"), ("", ""), (" \r\n\t ", ""), ("a b", "a b"),
        ("  é", "é"), ("ü\n", "ü"), (" 言語 ", "言語"), ("\u{00A0}x\u{00A0}", "\u{00A0}x\u{00A0}"),
    ])
    func blanksGoFromBothEndsOnly(_ text: String, _ expected: String) {
        #expect(PatternText.trimmed(text) == expected)
    }

    @Test func aReferenceWithBlanksInItsBracesFindsItsRegex() throws {
        var asked: [String] = []
        _ = PatternText.expandReferences("a\\%{ x }b", lookup: { id in asked.append(id); return "y" })
        #expect(asked == ["x"])
    }
}
