import Testing
@testable import DentSyntax

/// `PatternText.trimmed`, which reads the ids of `\%{id}` references, and the rewriting of
/// `\%` forms.
@Suite struct PatternTextTests {
    @Test(arguments: [
        (" \t id \n", "id"), ("id", "id"), ("", ""), (" \r\n\t ", ""), ("a b", "a b"),
        ("  é", "é"), ("ü\n", "ü"), (" 言語 ", "言語"), ("\u{00A0}x\u{00A0}", "\u{00A0}x\u{00A0}"),
    ])
    func blanksGoFromBothEndsOnly(_ text: String, _ expected: String) {
        #expect(PatternText.trimmed(text) == expected)
    }

    /// `\%[` and `\%]` after an odd run of backslashes become the boundaries; anything else,
    /// patterns without a `%` included, stays byte for byte: random patterns against a
    /// byte-at-a-time reference.
    @Test func boundariesAreReplacedWhereAnOddRunOfBackslashesPrecedesThem() {
        #expect(PatternText.expandBoundaries(#"\%[if\%]"#, opening: "<", closing: ">") == "<if>")
        #expect(PatternText.expandBoundaries(#"\\%[a"#, opening: "<", closing: ">") == #"\\%[a"#)
        #expect(PatternText.expandBoundaries(#"\\\%]"#, opening: "<", closing: ">") == #"\\>"#)
        #expect(PatternText.expandBoundaries("é\\d+ 言", opening: "<", closing: ">") == "é\\d+ 言")
        var generator = SystemRandomNumberGenerator()
        let pieces = ["\\", "%", "[", "]", "a", "é", "{", "}", " "]
        for _ in 0..<2_000 {
            let length = Int.random(in: 0...12, using: &generator)
            let pattern = (0..<length).map { _ in pieces.randomElement(using: &generator)! }.joined()
            #expect(PatternText.expandBoundaries(pattern, opening: "<", closing: ">") == Self.boundaries(pattern), "\(pattern)")
        }
    }

    /// The reference: one byte at a time.
    static func boundaries(_ pattern: String) -> String {
        let bytes = Array(pattern.utf8)
        var out: [UInt8] = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "\\") else {
                out.append(bytes[index])
                index += 1
                continue
            }
            var run = 0
            while index + run < bytes.count, bytes[index + run] == UInt8(ascii: "\\") { run += 1 }
            let percent = index + run
            if run % 2 == 1, percent + 1 < bytes.count, bytes[percent] == UInt8(ascii: "%"),
               bytes[percent + 1] == UInt8(ascii: "[") || bytes[percent + 1] == UInt8(ascii: "]") {
                out += repeatElement(UInt8(ascii: "\\"), count: run - 1)
                out += (bytes[percent + 1] == UInt8(ascii: "[") ? "<" : ">").utf8
                index = percent + 2
            } else {
                out += bytes[index..<percent]
                index = percent
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    @Test func aReferenceWithBlanksInItsBracesFindsItsRegex() throws {
        var asked: [String] = []
        _ = PatternText.expandReferences("a\\%{ x }b", lookup: { id in asked.append(id); return "y" })
        #expect(asked == ["x"])
    }
}
