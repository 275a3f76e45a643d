import Testing
@testable import DentSyntax

/// "Code or text": a style whose map-to chain reaches a comment or string style, or a context
/// class `comment`/`string`, makes a place text.
@Suite struct TextRangesTests {
    @Test func theMapToChainDecides() {
        #expect(TextRanges.isText(SyntaxStyle(name: "go:comment", mapsTo: ["def:comment"])))
        #expect(TextRanges.isText(SyntaxStyle(name: "c:string", mapsTo: ["def:string", "def:constant"])))
        #expect(TextRanges.isText(SyntaxStyle(name: "c:escaped-character", mapsTo: ["def:special-char"])))
        #expect(TextRanges.isText(SyntaxStyle(name: "def:doc-comment", mapsTo: ["def:comment"])))
        #expect(TextRanges.isText(SyntaxStyle(name: "def:character", mapsTo: ["def:constant"])))
        #expect(!TextRanges.isText(SyntaxStyle(name: "c:keyword", mapsTo: ["def:keyword", "def:statement"])))
        #expect(!TextRanges.isText(SyntaxStyle(name: "c:number", mapsTo: ["def:decimal", "def:number", "def:constant"])))
    }

    @Test func runsAndClassesAreJoined() {
        let comment = StyleID(index: 1)
        let keyword = StyleID(index: 2)
        let stringClass = SyntaxClasses(rawValue: 4)
        let other = SyntaxClasses(rawValue: 8)
        let ranges = TextRanges.ranges(
            runs: [StyleRun(0..<2, keyword), StyleRun(5..<8, comment), StyleRun(8..<9, keyword)],
            classes: [ClassRun(3..<6, stringClass), ClassRun(10..<12, other), ClassRun(12..<14, stringClass.union(other))],
            textClasses: stringClass) { $0 == comment }
        #expect(ranges == [3..<8, 12..<14])
    }
}
