import DentSyntax
import Testing

/// Loading: specs asked lazily and once, styles and classes, and every kind of bad spec
/// becoming a problem with file and line while the rest keeps working.
@Suite struct LanguageSetTests {
    static let keyword = #"<context id="kw" style-ref="keyword"><keyword>if</keyword></context>"#

    static func t(_ inside: String, outside: String = "", styles: [String] = ["keyword"]) -> String {
        EngineFixture.spec("t", styles: styles, """
            \(outside)
            <context id="t"><include>
            \(inside)
            </include></context>
            """)
    }

    static let u = EngineFixture.spec("u", styles: ["num"], #"""
        <context id="u"><include><context id="n" style-ref="num"><match>[0-9]+</match></context></include></context>
        """#)

    final class Calls: @unchecked Sendable {
        var ids: [String] = []
    }

    @Test func specsAreAskedOnceEachWhenFirstNeeded() {
        let calls = Calls()
        let texts = ["t": Self.t(Self.keyword + #"<context ref="u:u"/>"#), "u": Self.u, "v": Self.u]
        let set = LanguageSet { id in
            calls.ids.append(id)
            return SpecFixtures.source(Array((texts[id] ?? "").utf8), path: id + ".lang")
        }
        #expect(calls.ids.isEmpty)
        #expect(set.canHighlight("t"))
        #expect(calls.ids == ["t", "u"])
        #expect(Highlighter(language: "t", in: set) != nil)
        #expect(set.canHighlight("u"))
        #expect(calls.ids == ["t", "u"])
    }

    @Test func aMalformedSpecIsAProblemAndTheOthersWork() throws {
        let set = SpecFixtures.set(["t": Self.t(Self.keyword), "bad": "<language id=\"bad\" version=\"2.0\">\n<definitions>\n</language>"])
        #expect(!set.canHighlight("bad"))
        let problem = try #require(set.problems.first)
        #expect(problem.path == "bad.lang")
        #expect(problem.line == 3)
        #expect(Highlighted(set, "t")?.runs("if") == ["if=t:keyword"])
    }

    @Test func aMissingLanguageIsNotHighlighted() {
        let set = SpecFixtures.set([:])
        #expect(!set.canHighlight("nothing"))
        #expect(Highlighter(language: "nothing", in: set) == nil)
    }

    @Test func anUnknownReferenceIsLeftOut() throws {
        let set = SpecFixtures.set(["t": Self.t("<context ref=\"nosuch\"/>\n" + Self.keyword)])
        #expect(Highlighted(set, "t")?.runs("if") == ["if=t:keyword"])
        #expect(set.problems == [SpecProblem(path: "t.lang", line: 10, message: "invalid context reference “t:nosuch”")])
    }

    @Test func aReferenceToAMissingLanguageIsAProblem() {
        let set = SpecFixtures.set(["t": Self.t("<context ref=\"zz:thing\"/>\n" + Self.keyword)])
        #expect(Highlighted(set, "t")?.runs("if") == ["if=t:keyword"])
        #expect(set.problems.map(\.message) == ["unable to resolve language 'zz'", "invalid context reference “zz:thing”"])
    }

    @Test func aRegexPCRE2RejectsIsAProblemWhenFirstCompiled() {
        let set = SpecFixtures.set(["t": Self.t("<context id=\"broken\" style-ref=\"keyword\"><match>a(b</match></context>\n"
                                                  + Self.keyword)])
        #expect(Highlighted(set, "t")?.runs("if a(b") == ["if=t:keyword"])
        #expect(set.problems.count == 1)
        #expect(set.problems.first?.line == 10)
        #expect(set.problems.first?.message.contains("missing closing parenthesis") == true)
    }

    @Test func checkCompilesEverythingAtOnce() {
        let set = SpecFixtures.set(["t": Self.t("<context id=\"broken\" style-ref=\"keyword\"><match>a(b</match></context>\n"
                                                  + Self.keyword)])
        let problems = set.check("t")
        #expect(problems.count == 1)
        #expect(problems == set.problems)
    }

    @Test func anUnknownDefineRegexIsAProblemAndTheContextIsLeftOut() {
        let set = SpecFixtures.set(["t": Self.t("<context id=\"x\" style-ref=\"keyword\"><match>\\%{nope}</match></context>\n"
                                                  + Self.keyword)])
        #expect(Highlighted(set, "t")?.runs("if") == ["if=t:keyword"])
        #expect(set.problems.map(\.line) == [10])
        #expect(set.problems.first?.message.hasPrefix("Unknown id “t:nope”") == true)
    }

    @Test func aSpecIncludingItselfInALoopIsCutThere() {
        let set = SpecFixtures.set(["t": Self.t(#"<context ref="x"/>"# + Self.keyword, outside: """
            <context id="x"><include><context ref="y"/></include></context>
            <context id="y"><include><context ref="x"/></include></context>
            """)])
        #expect(Highlighted(set, "t")?.runs("if") == ["if=t:keyword"])
        #expect(set.problems.contains { $0.message.contains("includes itself") })
    }

    @Test func mapToChainsCrossLanguages() throws {
        let set = SpecFixtures.set([
            "t": Self.t(#"<context id="a" style-ref="a"><match>a</match></context>"#, styles: ["a>t:b", "b>u:c"]),
            "u": EngineFixture.spec("u", styles: ["c>u:d", "d"], "<context id=\"u\"/>"),
        ])
        #expect(set.canHighlight("t"))
        let a = try #require(set.styleID(named: "t:a"))
        #expect(set.style(a) == SyntaxStyle(name: "t:a", mapsTo: ["t:b", "u:c", "u:d"]))
        #expect(set.styleCount >= 4)
    }

    @Test func contextClassesAreASecondListOfRuns() throws {
        let set = SpecFixtures.set(["t": EngineFixture.spec("t", styles: ["comment"], #"""
            <context id="t" class="no-spell-check"><include>
              <context id="c" style-ref="comment" end-at-line-end="true" class="comment" class-disabled="no-spell-check">
                <start>#</start>
              </context>
            </include></context>
            """#)])
        let highlighter = try #require(Highlighter(language: "t", in: set))
        var runs: [StyleRun] = []
        var classes: [ClassRun] = []
        let bytes = Array("a # b".utf8)
        _ = bytes.withUnsafeBufferPointer {
            highlighter.highlight($0, isFirstLine: true, from: .initial, into: &runs, classes: &classes)
        }
        let comment = set.contextClass(named: "comment")
        let noSpell = set.contextClass(named: "no-spell-check")
        #expect(!comment.isEmpty && !noSpell.isEmpty && comment != noSpell)
        #expect(classes == [ClassRun(0..<2, noSpell), ClassRun(2..<5, comment)])
        #expect(runs.map(\.range) == [2..<5])
        #expect(set.contextClass(named: "nothing").isEmpty)
        #expect(set.contextClassNames(in: comment.union(noSpell)).sorted() == ["comment", "no-spell-check"])
    }
}
