import DentSyntax
import Testing

/// The highlighter's contract beyond the format: states, limits, bad input.
@Suite struct HighlighterTests {
    static var comments: LanguageSet { SpecFixtures.set(["t": EngineFixture.spec("t", styles: ["comment", "keyword"], #"""
        <context id="t"><include>
          <context id="c" style-ref="comment"><start>/\*</start><end>\*/</end></context>
          <context id="kw" style-ref="keyword"><keyword>if</keyword></context>
          <context id="slow" style-ref="keyword"><match>(a+)+$</match></context>
        </include></context>
        """#)]) }

    func highlight(_ line: [UInt8], _ highlighter: Highlighter, from state: LineState = .initial) -> ([StyleRun], LineState) {
        var runs: [StyleRun] = []
        let next = line.withUnsafeBufferPointer { highlighter.highlight($0, isFirstLine: false, from: state, into: &runs) }
        return (runs, next)
    }

    @Test func statesAreInternedAndCarryContextsOverLines() throws {
        let highlighter = try #require(Highlighter(language: "t", in: Self.comments))
        let (_, open) = highlight(Array("a /* b".utf8), highlighter)
        #expect(open != .initial)
        let (again, same) = highlight(Array("c".utf8), highlighter, from: open)
        #expect(same == open)
        #expect(again.map(\.range) == [0..<1])
        let (_, closed) = highlight(Array("*/ if".utf8), highlighter, from: open)
        #expect(closed == .initial)
        #expect(highlighter.stateCount == 2)
    }

    @Test func onlyTheFirstPartOfALongLineIsHighlighted() throws {
        let highlighter = try #require(Highlighter(language: "t", in: Self.comments))
        let limit = Highlighter.lineLimit
        let late = Array(repeating: UInt8(ascii: "x"), count: limit) + Array(" /* if".utf8)
        let (lateRuns, lateState) = highlight(late, highlighter)
        #expect(lateRuns.isEmpty)
        #expect(lateState == .initial)
        let early = Array("/*".utf8) + Array(repeating: UInt8(ascii: "x"), count: 2 * limit)
        let (earlyRuns, earlyState) = highlight(early, highlighter)
        #expect(earlyRuns.map(\.range) == [0..<limit])
        #expect(earlyState != .initial)
        // The cut is before a character, not inside it.
        let wide = Array("/*".utf8) + Array(repeating: UInt8(ascii: "x"), count: limit - 3) + Array("é".utf8)
        #expect(highlight(wide, highlighter).0.map(\.range) == [0..<(limit - 1)])
    }

    @Test func aCatastrophicPatternGivesUp() throws {
        let highlighter = try #require(Highlighter(language: "t", in: Self.comments))
        let line = Array(repeating: UInt8(ascii: "a"), count: 40) + [UInt8(ascii: "!")]
        #expect(highlight(line, highlighter).0.isEmpty)
    }

    /// Two empty containers that open and close at the same place by turns would go on for
    /// ever (each is not the same as the one just before it); the line stops there instead.
    @Test func emptyContextsInACycleStopTheLine() throws {
        let set = SpecFixtures.set(["t": EngineFixture.spec("t", styles: ["keyword"], #"""
            <context id="t"><include>
              <context id="x"><start>(?=a)</start><end>(?=a)</end></context>
              <context id="y"><start>(?=a)</start><end>(?=a)</end></context>
              <context id="kw" style-ref="keyword"><keyword>if</keyword></context>
            </include></context>
            """#)])
        let highlighter = try #require(Highlighter(language: "t", in: set))
        let keyword = try #require(set.styleID(named: "t:keyword"))
        #expect(highlight(Array("if a if".utf8), highlighter).0 == [StyleRun(0..<2, keyword)])
        #expect(highlight(Array("if if".utf8), highlighter).0 == [StyleRun(0..<2, keyword), StyleRun(3..<5, keyword)])
    }

    @Test func invalidUTF8DoesNotStopHighlighting() throws {
        let highlighter = try #require(Highlighter(language: "t", in: Self.comments))
        let line: [UInt8] = [0xFF, 0xC3] + Array(" if /* \u{FFFD}".utf8) + [0xE2, 0x80]
        let (runs, state) = highlight(line, highlighter)
        #expect(runs.map(\.range) == [3..<5, 6..<line.count])
        #expect(state != .initial)
    }

    /// Highlighting from the state the pass from the top had at line k gives that pass's runs
    /// and states from k on: a line's result depends only on its text and its start state.
    @Test(.enabled(if: SpecFixtures.installedSpecsExist, "needs the installed GtkSourceView specs"),
          arguments: ConformanceSamples.all)
    func highlightingFromAnyLineMatchesThePassFromTheTop(_ sample: ConformanceSample) throws {
        let set = SpecFixtures.installed()
        let lines = sample.text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.utf8) }
        func pass(from start: Int, state: LineState, _ highlighter: Highlighter) -> [([StyleRun], LineState)] {
            var state = state
            return lines[start...].enumerated().map { offset, line in
                var runs: [StyleRun] = []
                state = line.withUnsafeBufferPointer {
                    highlighter.highlight($0, isFirstLine: start + offset == 0, from: state, into: &runs)
                }
                return (runs, state)
            }
        }
        let highlighter = try #require(Highlighter(language: sample.language, in: set))
        let scratch = pass(from: 0, state: .initial, highlighter)
        for start in 1..<lines.count {
            let resumed = pass(from: start, state: scratch[start - 1].1, highlighter)
            #expect(resumed.map(\.0) == scratch[start...].map(\.0), "from line \(start + 1)")
            #expect(resumed.map(\.1) == scratch[start...].map(\.1), "from line \(start + 1)")
        }
    }
}
