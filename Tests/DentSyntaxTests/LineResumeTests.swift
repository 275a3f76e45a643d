import DentTestSupport
import Testing
@testable import DentSyntax

/// An edited line analysed from a checkpoint of the last analysis (`LineResume`) is highlighted
/// as from its start.
@Suite struct LineResumeTests {
    /// What is typed: each snippet a character at a time, so that keywords, comments, strings
    /// and tags come and go a key at a time.
    static let snippets = ["int x", "if (", "/* c */", "\"s\"", "def f", "<a href=\"x\">", "# h", "`x`", "'\\n'", "é",
                           "return", "0x1F", "// r", "{{", "$x", "${y}", "<!--", "-->", "'''", "  ", "é\u{301}", "\\"]

    struct Edit { var at: Int; var remove: Int; var insert: [UInt8] }

    /// Random edits of `line` as a person makes them: mostly typing at the cursor, now and
    /// then a deletion or a jump elsewhere. Each edit applied, with the line after it.
    static func edits(of line: [UInt8], seed: UInt64, count: Int) -> [[UInt8]] {
        var generator = SplitMix64(state: seed)
        var text = line
        var cursor = Int.random(in: 0...text.count, using: &generator)
        var pending: [UInt8] = []
        var lines: [[UInt8]] = []
        for _ in 0..<count {
            switch Int.random(in: 0..<20, using: &generator) {
            case 0:
                cursor = Int.random(in: 0...text.count, using: &generator)
            case 1 where cursor > 0:
                let removed = Int.random(in: 1...Swift.min(cursor, 3), using: &generator)
                text.removeSubrange(cursor - removed..<cursor)
                cursor -= removed
            default:
                if pending.isEmpty, let snippet = snippets.randomElement(using: &generator) { pending = Array(snippet.utf8) }
                // A character's bytes go in together.
                var length = 1
                while length < pending.count && pending[length] & 0xC0 == 0x80 { length += 1 }
                text.insert(contentsOf: pending[..<length], at: cursor)
                pending.removeFirst(length)
                cursor += length
            }
            lines.append(text)
        }
        return lines
    }

    func highlight(_ line: [UInt8], _ highlighter: Highlighter, from state: LineState, isFirstLine: Bool,
                   edited: Bool) -> ([StyleRun], [ClassRun], LineState) {
        var runs: [StyleRun] = []
        var classes: [ClassRun] = []
        let next = line.withUnsafeBufferPointer {
            highlighter.highlight($0, isFirstLine: isFirstLine, from: state, into: &runs, classes: &classes, edited: edited)
        }
        return (runs, classes, next)
    }

    @Test(.enabled(if: SpecFixtures.installedSpecsExist, "needs the installed GtkSourceView specs"),
          arguments: ConformanceSamples.all)
    func anEditedLineIsHighlightedAsFromItsStart(_ sample: ConformanceSample) throws {
        let set = SpecFixtures.installed()
        let resuming = try #require(Highlighter(language: sample.language, in: set))
        let fromStart = try #require(Highlighter(language: sample.language, in: set))
        let lines = sample.text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.utf8) }
        var state = LineState.initial
        for (index, line) in lines.enumerated() {
            for (step, edited) in Self.edits(of: line, seed: UInt64(index), count: 40).enumerated() {
                let expected = highlight(edited, fromStart, from: state, isFirstLine: index == 0, edited: false)
                let got = highlight(edited, resuming, from: state, isFirstLine: index == 0, edited: true)
                #expect(got.0 == expected.0, "line \(index + 1), edit \(step + 1): \(String(decoding: edited, as: UTF8.self))")
                #expect(got.1 == expected.1, "line \(index + 1), edit \(step + 1)")
                #expect(got.2 == expected.2, "line \(index + 1), edit \(step + 1)")
            }
            // Both intern the next state, so their states keep the same ids.
            _ = highlight(line, resuming, from: state, isFirstLine: index == 0, edited: false)
            state = highlight(line, fromStart, from: state, isFirstLine: index == 0, edited: false).2
        }
        #expect(resuming.resumedLines > lines.count)
        #expect(fromStart.resumedLines == 0)
    }

    /// Typing a long word at a line's start: from the third key on, the line is analysed from
    /// the checkpoint before the word, which is proved again only every `proofStride` bytes
    /// typed.
    @Test func typingAWordResumesFromItsStart() throws {
        let highlighter = try #require(Highlighter(language: "t", in: HighlighterTests.comments))
        let tail = Array(" if /* x */".utf8)
        var word: [UInt8] = []
        for key in 0..<200 {
            word.append(UInt8(ascii: "a") + UInt8(key % 26))
            var runs: [StyleRun] = []
            _ = (word + tail).withUnsafeBufferPointer {
                highlighter.highlight($0, isFirstLine: false, from: .initial, into: &runs, edited: true)
            }
            #expect(runs.map(\.range) == [word.count + 1..<word.count + 3, word.count + 4..<word.count + tail.count])
            #expect(highlighter.resumedLines == Swift.max(key - 1, 0), "key \(key + 1)")
        }
        // The second key proves the first checkpoint, then one proof each `proofStride` bytes typed.
        #expect(highlighter.proofs == 1 + 199 / LineMemo.proofStride)
    }

    /// At a position where an end matches empty, a child that needs the bytes after the cut
    /// comes first: CSS's pseudo-element ends with an empty match right after its "::", but a
    /// comment started there is inside it. Typed a character at a time, "p::/* x */ q" is
    /// highlighted as from its start at every key, its state included (a checkpoint proved on
    /// "p::/" had taken the end and put the comment outside the pseudo-element).
    @Test(.enabled(if: SpecFixtures.installedSpecsExist, "needs the installed GtkSourceView specs"))
    func aMatchAtTheCutIsNoProof() throws {
        // One highlighter, so the states compare by id: a line not given as edited neither
        // reads nor changes what it keeps of the line typed on.
        let highlighter = try #require(Highlighter(language: "css", in: SpecFixtures.installed()))
        let line = Array("p::/* x */ q".utf8)
        for length in 1...line.count {
            let typed = Array(line[..<length])
            let expected = highlight(typed, highlighter, from: .initial, isFirstLine: false, edited: false)
            let got = highlight(typed, highlighter, from: .initial, isFirstLine: false, edited: true)
            #expect(got.0 == expected.0, "\(String(decoding: typed, as: UTF8.self))")
            #expect(got.2 == expected.2, "\(String(decoding: typed, as: UTF8.self))")
        }
        #expect(highlighter.resumedLines > 0)
    }
}
