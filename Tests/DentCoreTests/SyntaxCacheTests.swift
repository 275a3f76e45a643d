@testable import DentCore
import DentSyntax
import DentTestSupport
import DentText
import DentKeys
import Testing

/// The document's highlighting states (`SyntaxStateCache`) with a test double for the engine:
/// what is highlighted again after an edit, how far, and that the result is always what
/// highlighting from the top gives.
@Suite struct SyntaxCacheTests {
    static func document(_ text: String, wholeFile: Int = 1 << 30) -> (Document, BlockCommentHighlighter) {
        let highlighter = BlockCommentHighlighter()
        var document = Document(path: "t.c", text: TextBuffer(text))
        document.highlight(with: highlighter.source, limits: .small(wholeFile: wholeFile))
        return (document, highlighter)
    }

    static func code(_ lines: Int) -> String { (0..<lines).map { "int x\($0) = \($0); return" }.joined(separator: "\n") + "\n" }

    static func lines(of text: TextBuffer) -> [[UInt8]] { (0..<text.lineCount).map { text.lineBytes($0) } }

    /// Runs idle steps until there is no more work (bounded, so a bug cannot hang the test).
    static func finish(_ document: inout Document) {
        var steps = 0
        while document.hasHighlightingWork && steps < 100_000 {
            _ = document.continueHighlighting()
            steps += 1
        }
    }

    /// Every line of the view as prepared equals the line highlighted from the top; a document
    /// without a highlighter fails.
    static func expectViewExact(_ document: Document, _ reference: BlockCommentHighlighter, sourceLocation: SourceLocation = #_sourceLocation) {
        let scratch = reference.fromScratch(lines(of: document.text))
        guard let syntax = document.syntax else {
            Issue.record("the document has no highlighter", sourceLocation: sourceLocation)
            return
        }
        for line in syntax.viewLines {
            #expect(document.highlightedLine(line) == scratch[line], "line \(line)", sourceLocation: sourceLocation)
        }
    }

    /// The helpers above fail on a document that has no highlighter, instead of passing.
    @Test func theHelpersFailWithoutAHighlighter() {
        let document = Document(path: "t.c", text: TextBuffer("int a;\n"))
        withKnownIssue { SyntaxCacheTests.expectViewExact(document, BlockCommentHighlighter()) }
        withKnownIssue { SyntaxCacheTests.expectAllExact(document) }
        #expect(!SyntaxCacheTests.allExact(document))
    }

    @Test func typingOnALineHighlightsThatLineAlone() {
        var (document, highlighter) = SyntaxCacheTests.document(SyntaxCacheTests.code(200))
        document.prepareHighlighting(0..<20)
        SyntaxCacheTests.finish(&document)
        let before = highlighter.lines
        let offset = document.text.lineRange(5).lowerBound + 3
        document.text.replace(offset..<offset, with: Array("y".utf8))
        document.prepareHighlighting(0..<20)
        #expect(highlighter.lines - before == 1)
        #expect(!document.hasHighlightingWork)
        SyntaxCacheTests.expectViewExact(document, BlockCommentHighlighter())
    }

    /// The start of a big file, shown while the rest is read, gets no idle steps: the view is
    /// highlighted for its frames, the rest waits for the whole text.
    @Test func theStartOfABigFileIsHighlightedOnlyAsFarAsItIsShown() {
        var (document, _) = SyntaxCacheTests.document(SyntaxCacheTests.code(300))
        document.expectedLines = ExpectedLines(count: 100_000, isExact: false)
        document.prepareHighlighting(0..<20)
        #expect(!document.hasHighlightingWork)
        SyntaxCacheTests.expectViewExact(document, BlockCommentHighlighter())
        document.expectedLines = nil
        #expect(document.hasHighlightingWork)
    }

    @Test func openingACommentRecoloursTheScreenAndLeavesTheRestToIdleSteps() {
        var (document, highlighter) = SyntaxCacheTests.document(SyntaxCacheTests.code(300))
        document.prepareHighlighting(0..<20)
        SyntaxCacheTests.finish(&document)
        let start = document.text.lineRange(2).lowerBound
        document.text.replace(start..<start, with: Array("/*".utf8))
        let before = highlighter.lines
        document.prepareHighlighting(0..<20)
        // From the edited line to the end of the screen, not further.
        #expect(highlighter.lines - before == 18)
        #expect(document.highlightedLine(10)?.start == BlockCommentHighlighter.inComment)
        #expect(document.syntax?.marks == [20])
        SyntaxCacheTests.expectViewExact(document, BlockCommentHighlighter())
        SyntaxCacheTests.finish(&document)
        #expect(document.syntax?.isComplete == true)
        // Closing it: the rows below are restored, and the pass stops where the old states match.
        let close = document.text.lineRange(4).upperBound
        document.text.replace(close..<close, with: Array("*/".utf8))
        document.prepareHighlighting(0..<20)
        #expect(document.highlightedLine(10)?.start == .initial)
        SyntaxCacheTests.expectViewExact(document, BlockCommentHighlighter())
        SyntaxCacheTests.finish(&document)
        SyntaxCacheTests.expectAllExact(document)
    }

    @Test func lineEndingsNeverReachTheHighlighter() {
        var (document, highlighter) = SyntaxCacheTests.document("int a;\r\n/* b\r\nc */\r\nreturn\n\rx\r\n")
        highlighter.recording = true
        document.prepareHighlighting(0..<10)
        #expect(highlighter.given.map { String(decoding: $0, as: UTF8.self) } == ["int a;", "/* b", "c */", "return", "\rx", ""])
        #expect(document.highlightedLine(2)?.start == BlockCommentHighlighter.inComment)
    }

    @Test func onlyTheFirstPartOfALongLineIsHighlighted() {
        var (document, highlighter) = SyntaxCacheTests.document(String(repeating: "x", count: 100_000) + "\nint\n")
        document.prepareHighlighting(0..<3)
        #expect(highlighter.bytes == document.syntax!.limits.longestLine + 3)
    }

    /// Typing past the bytes of a line the highlighter is given highlights nothing again; typing
    /// before them highlights the line again, and what follows it, from the state the whole line
    /// ends in (`LongLineEnds`: a line this short is worked out at once).
    @Test func typingPastTheHighlightedPartOfALongLineHighlightsNothing() {
        let longest = SyntaxLimits().longestLine
        var (document, highlighter) = SyntaxCacheTests.document("int a;\n" + String(repeating: "x", count: longest + 50) + "\nint b;\n/* c */\n")
        document.prepareHighlighting(0..<10)
        SyntaxCacheTests.finish(&document)
        let before = highlighter.lines
        for offset in [document.text.lineRange(1).upperBound, document.text.lineRange(1).lowerBound + longest + 10,
                       document.text.lineRange(1).lowerBound + longest] {
            document.text.replace(offset..<offset, with: Array("/*".utf8))
            document.prepareHighlighting(0..<10)
            #expect(highlighter.lines == before, "typed at \(offset - document.text.lineRange(1).lowerBound)")
            #expect(document.highlightedLine(2)?.start == .initial)
        }
        let inside = document.text.lineRange(1).lowerBound + longest - 2
        document.text.replace(inside..<inside, with: Array("/*".utf8))
        document.prepareHighlighting(0..<10)
        #expect(highlighter.lines > before)
        #expect(document.highlightedLine(2)?.start == BlockCommentHighlighter.inComment, "a line of a few KiB is worked out at once")
    }

    /// Which styles are text (or prose) is worked out once per style, by its index, and asked
    /// of the names only then.
    @Test func textStylesAreKnownByTheirIndex() {
        let names = BlockCommentHighlighter()
        let styles = StyleSet(names, TextRanges.isText)
        #expect(styles.contains(BlockCommentHighlighter.keyword) == false)
        #expect(styles.contains(BlockCommentHighlighter.comment) == true)
        #expect(styles.contains(BlockCommentHighlighter.comment) == true)
        #expect(styles.contains(StyleID(index: 9)) == false)
        #expect(names.namesAsked == 3)
    }

    @Test func aJumpFarBelowTheExactStatesIsHighlightedFromAnAssumedStateThenCorrected() {
        var (document, _) = SyntaxCacheTests.document("/* open\n" + SyntaxCacheTests.code(2_000))
        document.prepareHighlighting(0..<20)
        document.prepareHighlighting(1_500..<1_520)
        #expect(document.syntax?.viewIsExact == false)
        // Assumed: code, not the comment the first line opened.
        #expect(document.highlightedLine(1_505)?.start == .initial)
        var redraws = 0
        while document.hasHighlightingWork {
            if document.continueHighlighting() {
                redraws += 1
                document.prepareHighlighting(1_500..<1_520)
            }
        }
        #expect(redraws == 1)
        #expect(document.syntax?.viewIsExact == true)
        #expect(document.highlightedLine(1_505)?.start == BlockCommentHighlighter.inComment)
        SyntaxCacheTests.expectViewExact(document, BlockCommentHighlighter())
    }

    /// Two panes on one big file: the focused one at the top (exact), the other far below
    /// (assumed). The other pane's view neither makes the focused one count as assumed nor is
    /// forgotten: the idle pass goes on to it and asks for the redraw that corrects it.
    @Test func anotherPanesAssumedViewIsCorrectedWithoutTouchingTheFocusedOnes() {
        var (document, _) = SyntaxCacheTests.document("/* open\n" + SyntaxCacheTests.code(2_000), wholeFile: 1_000)
        func prepareBoth(_ document: inout Document) { document.prepareHighlighting(0..<20, others: [1_500..<1_520]) }
        prepareBoth(&document)
        #expect(document.syntax?.viewIsExact == true)
        #expect(document.highlightedLine(1_505)?.start == .initial)
        var redraws = 0
        var steps = 0
        while document.hasHighlightingWork && steps < 100_000 {
            steps += 1
            if document.continueHighlighting() {
                redraws += 1
                prepareBoth(&document)
            }
        }
        #expect(redraws == 1)
        #expect(document.syntax?.viewIsExact == true)
        #expect(document.highlightedLine(1_505)?.start == BlockCommentHighlighter.inComment)
        let scratch = BlockCommentHighlighter().fromScratch(SyntaxCacheTests.lines(of: document.text))
        for line in Array(0..<20) + Array(1_500..<1_520) { #expect(document.highlightedLine(line) == scratch[line], "line \(line)") }
    }

    /// Two panes on one text: each frame highlights only what changed, in either pane (the
    /// other pane's lines are kept from frame to frame, not highlighted again), and the same
    /// edited line shown by both is highlighted once.
    @Test func twoPanesKeepBothViewsFromFrameToFrame() {
        var (document, highlighter) = SyntaxCacheTests.document(SyntaxCacheTests.code(300))
        document.prepareHighlighting(0..<20, others: [100..<120])
        SyntaxCacheTests.finish(&document)
        var before = highlighter.lines
        document.prepareHighlighting(0..<20, others: [100..<120])
        #expect(highlighter.lines == before)
        let offset = document.text.lineRange(105).lowerBound + 3
        document.text.replace(offset..<offset, with: Array("y".utf8))
        document.prepareHighlighting(0..<20, others: [100..<120])
        #expect(highlighter.lines - before == 1)
        before = highlighter.lines
        let shared = document.text.lineRange(10).lowerBound + 3
        document.text.replace(shared..<shared, with: Array("y".utf8))
        document.prepareHighlighting(0..<20, others: [5..<25])
        #expect(highlighter.lines - before == 1 + 5, "line 10 once, lines 20..<25 new")
        let scratch = BlockCommentHighlighter().fromScratch(SyntaxCacheTests.lines(of: document.text))
        for line in 0..<25 { #expect(document.highlightedLine(line) == scratch[line], "line \(line)") }
    }

    /// Between frames the cache keeps the lines the views show and the assumed context above
    /// each, not every line seen: paging through a file keeps a screen's worth. A line kept
    /// above a view is not given out as the screen's.
    @Test func pagingKeepsOnlyTheLinesOfTheViews() {
        var (document, _) = SyntaxCacheTests.document(SyntaxCacheTests.code(600))
        let context = document.syntax!.limits.assumedContext
        for page in 0..<25 {
            let view = (page * 20)..<(page * 20 + 20)
            let others = page % 5 == 0 ? [0..<10] : []
            document.prepareHighlighting(view, others: others)
            let allowed = [Swift.max(0, view.lowerBound - context)..<view.upperBound] + others
            let kept = document.syntax!.view.entries.keys
            #expect(kept.allSatisfy { line in allowed.contains { $0.contains(line) } }, "page \(page)")
            #expect(view.allSatisfy { document.highlightedLine($0) != nil })
            if page > 1, others.isEmpty { #expect(document.highlightedLine(view.lowerBound - 1) == nil) }
        }
    }

    @Test func aBigFileIsNeverPassedWholeButPagingDownStaysExact() {
        var (document, highlighter) = SyntaxCacheTests.document(SyntaxCacheTests.code(3_000), wholeFile: 1_000)
        document.prepareHighlighting(0..<20)
        SyntaxCacheTests.finish(&document)
        #expect(document.syntax!.marks.first! <= 20 + document.syntax!.limits.bigFileLead)
        #expect(highlighter.lines < 100)
        for page in 1..<30 {
            document.prepareHighlighting((page * 20)..<(page * 20 + 20))
            #expect(document.syntax?.viewIsExact == true)
            SyntaxCacheTests.expectViewExact(document, BlockCommentHighlighter())
        }
        document.prepareHighlighting(2_500..<2_520)
        #expect(document.syntax?.viewIsExact == false)
    }

    @Test func aTextPutInPlaceOfTheOldIsHighlightedAnew() {
        var (document, _) = SyntaxCacheTests.document(SyntaxCacheTests.code(100))
        document.prepareHighlighting(0..<20)
        SyntaxCacheTests.finish(&document)
        document.text = TextBuffer("/*\n" + SyntaxCacheTests.code(100))
        document.prepareHighlighting(0..<20)
        SyntaxCacheTests.expectViewExact(document, BlockCommentHighlighter())
    }

    @Test func aViewPreparedBeforeAnEditIsNotDrawnAfterIt() {
        var (document, _) = SyntaxCacheTests.document(SyntaxCacheTests.code(10))
        document.prepareHighlighting(0..<10)
        #expect(document.highlightedLine(3) != nil)
        document.text.replace(0..<0, with: Array("\n".utf8))
        #expect(document.highlightedLine(3) == nil)
    }

    @Test func checkpointsAreSparse() {
        var (document, _) = SyntaxCacheTests.document(SyntaxCacheTests.code(4_000))
        document.prepareHighlighting(0..<20)
        SyntaxCacheTests.finish(&document)
        let count = document.syntax!.checkpointCount
        #expect(count <= 4_000 / 4 * 3 / 2)
        #expect(count >= 4_000 / 4)
    }

    /// Whether every checkpoint up to the first mark holds the state the line starts in when
    /// highlighted from the top; false for a document without a highlighter.
    static func allExact(_ document: Document) -> Bool {
        let scratch = BlockCommentHighlighter().fromScratch(lines(of: document.text))
        guard let syntax = document.syntax else { return false }
        let frontier = syntax.marks.first ?? Int.max
        return syntax.checkpoints.entries.allSatisfy { $0.line > frontier || $0.state == scratch[$0.line].start }
    }

    /// After the pass: every checkpoint and every line's exact state equal the reference's; a
    /// document without a highlighter fails.
    static func expectAllExact(_ document: Document, sourceLocation: SourceLocation = #_sourceLocation) {
        let scratch = BlockCommentHighlighter().fromScratch(lines(of: document.text))
        guard let syntax = document.syntax else {
            Issue.record("the document has no highlighter", sourceLocation: sourceLocation)
            return
        }
        syntax.checkInvariants(lineCount: document.text.lineCount)
        let frontier = syntax.marks.first ?? Int.max
        for (line, state) in syntax.checkpoints.entries where line <= frontier {
            #expect(state == scratch[line].start, "checkpoint at \(line)", sourceLocation: sourceLocation)
        }
        for line in 0..<Swift.min(document.text.lineCount, syntax.marks.first.map { $0 + 1 } ?? Int.max) {
            #expect(syntax.exactState(document.text, at: line) == scratch[line].start, "line \(line)", sourceLocation: sourceLocation)
        }
    }
}

/// The property the cache exists for: after any edits, what it shows equals highlighting from
/// the top, on every line.
@Suite struct SyntaxCachePropertyTests {
    static let pieces = ["/*", "*/", "\n", "int ", "x", " ", "\r\n", "return", "/", "*", "\n\n\n", "/* a */", "int\n/*\n"]

    static func randomText(_ random: inout SplitMix64, pieces count: Int) -> String {
        (0..<count).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
    }

    @Test(arguments: [(1 as UInt64, false), (2, false), (3, true), (4, true), (5, false), (6, true)])
    func incrementalHighlightingEqualsHighlightingFromScratch(seed: UInt64, big: Bool) {
        var random = SplitMix64(state: seed)
        var (document, _) = SyntaxCacheTests.document(SyntaxCachePropertyTests.randomText(&random, pieces: 400),
                                                      wholeFile: big ? 600 : 1 << 30)
        for iteration in 0..<400 {
            let count = document.text.count
            let marksBefore = document.syntax!.marks
            let checkpointsBefore = document.syntax!.checkpoints.entries.map(\.line)
            var log: [String] = []
            let start = Int(random.next() % UInt64(count + 1))
            switch random.next() % 6 {
            case 0, 1:
                let inserted = SyntaxCachePropertyTests.randomText(&random, pieces: 1 + Int(random.next() % 3))
                document.text.replace(start..<start, with: Array(inserted.utf8))
            case 2:
                let end = Swift.min(count, start + Int(random.next() % 12))
                document.text.replace(start..<end, with: [])
            case 3:
                // A paste of many lines, or a cut of many.
                if random.next() % 2 == 0 {
                    let pasted = SyntaxCachePropertyTests.randomText(&random, pieces: 40)
                    document.text.replace(start..<start, with: Array(pasted.utf8))
                } else {
                    document.text.replace(start..<Swift.min(count, start + 300), with: [])
                }
            case 4:
                // Indent lines (edits of line starts in one pass).
                let first = Int(random.next() % UInt64(document.text.lineCount))
                let last = Swift.min(document.text.lineCount - 1, first + Int(random.next() % 20))
                _ = document.text.indent(lines: first...last, style: IndentStyle.spaces(2))
            default:
                // Several edits before the cache looks.
                for _ in 0..<3 {
                    let at = Int(random.next() % UInt64(document.text.count + 1))
                    log.append("edit at line \(document.text.line(containing: at))")
                    document.text.replace(at..<Swift.min(document.text.count, at + 2), with: Array("*/\n/*".utf8.prefix(Int(random.next() % 6))))
                }
            }
            let lines = document.text.lineCount
            let top = random.next() % 4 == 0 ? Int(random.next() % UInt64(lines)) : Swift.max(0, document.text.line(containing: start) - 5)
            document.prepareHighlighting(top..<(top + 12))
            if document.syntax!.viewIsExact { SyntaxCacheTests.expectViewExact(document, BlockCommentHighlighter()) }
            for _ in 0..<Int(random.next() % 4) where document.hasHighlightingWork {
                if document.continueHighlighting() { document.prepareHighlighting(top..<(top + 12)) }
            }
            if !SyntaxCacheTests.allExact(document) {
                let scratch = BlockCommentHighlighter().fromScratch(SyntaxCacheTests.lines(of: document.text))
                let wrong = document.syntax!.checkpoints.entries.filter { $0.line <= document.syntax!.marks.first ?? Int.max && $0.state != scratch[$0.line].start }.map(\.line)
                Issue.record("iteration \(iteration) start line \(document.text.line(containing: Swift.min(start, document.text.count))) top \(top) marks before \(marksBefore) after \(document.syntax!.marks) wrong \(wrong) checkpoints \(document.syntax!.checkpoints.entries.map(\.line)) before \(checkpointsBefore) \(log)")
                return
            }
        }
        SyntaxCacheTests.finish(&document)
        if !big {
            #expect(document.syntax?.isComplete == true)
        }
        SyntaxCacheTests.expectAllExact(document)
        let top = document.syntax!.viewLines.lowerBound
        document.prepareHighlighting(top..<(top + 12))
        if !big || document.syntax!.viewIsExact { SyntaxCacheTests.expectViewExact(document, BlockCommentHighlighter()) }
    }
}

/// Set language's answer from the host (the list itself: `LanguageListTests`).
@Suite struct SetLanguageSyntaxTests {
    @Test func theHostsAnswerHighlightsTheFile() {
        var editor = Editor(document: Document(path: "a.txt", text: TextBuffer("/* a\nb")))
        editor.highlight(editor.currentID, with: BlockCommentHighlighter().source)
        editor.prepareHighlighting()
        #expect(editor.document.language == "test")
        #expect(editor.document.highlightedLine(1)?.start == BlockCommentHighlighter.inComment)
        editor.highlight(editor.currentID, with: nil)
        #expect(editor.document.syntax == nil)
    }
}

/// The matching bracket is looked for before every frame, in the view's lines: their text
/// ranges are worked out with them, so the search highlights nothing again.
@Suite struct BracketMatchHighlightingTests {
    static func document(_ lines: [String], cursorAt line: Int, after column: Int) -> (Document, BlockCommentHighlighter) {
        var (document, highlighter) = SyntaxCacheTests.document(lines.joined(separator: "\n") + "\n")
        document.cursor = document.text.lineRange(line).lowerBound + column
        document.prepareHighlighting(0..<20)
        SyntaxCacheTests.finish(&document)
        return (document, highlighter)
    }

    static let code = (0..<40).map { "int f\($0)(int x) { return x; }" }

    @Test func aFrameWithTheSameLinesHighlightsNothingToFindTheBracket() {
        var (document, highlighter) = Self.document(Self.code, cursorAt: 5, after: 7)
        document.prepareHighlighting(0..<20)
        #expect(document.bracketMatch.count == 2)
        let before = highlighter.lines
        document.prepareHighlighting(0..<20)
        document.prepareHighlighting(0..<20)
        #expect(highlighter.lines == before)
        #expect(document.bracketMatch.count == 2)
    }

    @Test func typingOnTheBracketsLineHighlightsThatLineAgainAlone() {
        var (document, highlighter) = Self.document(Self.code, cursorAt: 5, after: 7)
        document.prepareHighlighting(0..<20)
        let before = highlighter.lines
        let start = document.text.lineRange(5).lowerBound
        document.text.replace(start..<start, with: Array("y".utf8))
        document.cursor += 1
        document.prepareHighlighting(0..<20)
        #expect(highlighter.lines - before == 1)
        #expect(document.bracketMatch.count == 2)
    }

    @Test func aCommentOpenedAboveTheViewStillHidesTheBracket() {
        var (document, _) = Self.document(Self.code, cursorAt: 25, after: 7)
        document.prepareHighlighting(20..<40)
        #expect(document.bracketMatch.count == 2)
        let offset = document.text.lineRange(3).lowerBound
        document.text.replace(offset..<offset, with: Array("/* ".utf8))
        document.cursor += 3
        document.prepareHighlighting(20..<40)
        SyntaxCacheTests.finish(&document)
        document.prepareHighlighting(20..<40)
        #expect(document.bracketMatch.isEmpty)
    }
}

extension BracketMatchHighlightingTests {
    @Test func linesDeletedSinceTheLastFrameAreNotAskedFor() {
        var (document, _) = Self.document(Self.code, cursorAt: 2, after: 7)
        document.prepareHighlighting(0..<20)
        let cut = document.text.lineRange(5).lowerBound
        document.text.replace(cut..<document.text.count, with: [])
        #expect(document.matchingBracket() != nil)
    }
}
