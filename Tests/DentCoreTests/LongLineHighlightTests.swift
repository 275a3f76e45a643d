@testable import DentCore
import DentSyntax
import DentTestSupport
import DentText
import Testing

/// Issue 53 part 2: only a line's first 4 KiB is coloured, but the line after a long one starts
/// in the state the whole line ends in, worked out in idle steps (`LongLineEnds`), as
/// GtkSourceView's does; until then it keeps the state it had.
@Suite(.enabled(if: RealSpecs.installed, "needs the installed GtkSourceView specs (libgtksourceview-4-common)"))
struct LongLineHighlightTests {
    /// A `<style>` element on one line of `rules` rules (about 37 bytes each), closed past the
    /// part highlighted.
    static func html(rules: Int = 300) -> String {
        "<html><head>\n<style>" + (0..<rules).map { ".c\($0) { color: red; margin: 0 \($0)px; }" }.joined()
            + "</style>\n<body><p class=\"x\">hello</p>\n"
    }

    static let htmlStyles = ["html:tag", "html:attrib-name", "html:attrib-value", "html:tag", "html:tag"]

    func document(_ text: String) throws -> Document {
        var document = Document(path: "t.html", text: TextBuffer(text))
        document.highlight(with: RealSpecs.source("html"))
        return document
    }

    /// A frame, as the editor draws after an edit, then the idle steps until none is left (a
    /// bounded number: a step that never ends fails).
    /// Returns the number of idle steps taken.
    @discardableResult
    func settle(_ document: inout Document) -> Int {
        document.prepareHighlighting(0..<document.text.lineCount)
        var steps = 0
        while document.hasHighlightingWork && steps < 100_000 {
            _ = document.continueHighlighting()
            steps += 1
        }
        #expect(!document.hasHighlightingWork, "the idle work ends")
        return steps
    }

    /// The style names of `line` as the view shows it.
    func styles(_ document: inout Document, line: Int) -> [String] {
        document.prepareHighlighting(0..<document.text.lineCount)
        guard let source = document.syntax?.source, let runs = document.highlightedLine(line)?.runs else { return [] }
        return runs.map { source.styles.style($0.style).name }
    }

    @Test func theLineAfterALongLineStartsWhereTheWholeLineEnds() throws {
        var document = try document(Self.html())
        #expect(document.text.lineRange(1).count > LongLineEnds.atOnce)
        #expect(styles(&document, line: 2).contains { $0.hasPrefix("css:") }, "before the idle steps: the state where highlighting stopped")
        settle(&document)
        #expect(styles(&document, line: 2) == Self.htmlStyles)
    }

    /// A line of a few KiB (Node.js's one-page API documentation has a `<style>` line of 5.6 KB)
    /// is worked out as it is highlighted: the first screen is right.
    @Test func aLineOfAFewKiBIsWorkedOutAtOnce() throws {
        var document = try document(Self.html(rules: 150))
        #expect((Highlighter.lineLimit...LongLineEnds.atOnce).contains(document.text.lineRange(1).count))
        #expect(styles(&document, line: 2) == Self.htmlStyles)
    }

    @Test func anEditPastThePartHighlightedIsWorkedOutAgainAndTheLinesAfterKeepTheirStateMeanwhile() throws {
        var document = try document(Self.html())
        settle(&document)
        let html = styles(&document, line: 2)
        let close = document.text.lineRange(1).upperBound - "</style>".utf8.count
        _ = document.text.replace(close..<document.text.lineRange(1).upperBound, with: [])
        #expect(styles(&document, line: 2) == html, "until the line's end is worked out again")
        settle(&document)
        #expect(styles(&document, line: 2).allSatisfy { $0.hasPrefix("css:") }, "inside the style element: \(styles(&document, line: 2))")
        _ = document.text.replace(close..<close, with: Array("</style>".utf8))
        settle(&document)
        #expect(styles(&document, line: 2) == html)
    }

    /// After random edits of a line of 300 KB (past several checkpoints of its analysis), the
    /// state the next line starts in is the one the whole line, analysed from its start, ends in.
    @Test(arguments: [1, 2, 3] as [UInt64])
    func theEndAfterEditsIsTheEndOfTheWholeLineFromItsStart(seed: UInt64) throws {
        var random = SplitMix64(state: seed)
        let pieces = ["<style>", "</style>", "<!--", "-->", " .a { color: red } ", "<b class=\"", "\">", "x", "'", "\""]
        var line = ""
        while line.utf8.count < 300_000 { line += random.pick(pieces) }
        var document = try document("<p>\n" + line + "\nafter\n")
        let highlighter = try #require(document.syntax?.source.highlighter as? Highlighter)
        for round in 0..<6 {
            let range = document.text.lineRange(1)
            let offset = range.lowerBound + random.below(range.count)
            _ = document.text.replace(offset..<Swift.min(offset + random.below(8), range.upperBound), with: Array(random.pick(pieces).utf8))
            settle(&document)
            let start = try #require(document.syntax?.exactState(document.text, at: 1))
            var runs: [StyleRun] = []
            let whole = document.text.lineBytes(1).withUnsafeBufferPointer { highlighter.highlightWhole($0, isFirstLine: false, from: start, into: &runs) }
            #expect(document.syntax?.exactState(document.text, at: 2) == whole, "seed \(seed), round \(round)")
        }
    }

    /// Typing near the start of a long line whose end is known works out the line only until
    /// the new analysis meets the old one past the edit (at the next checkpoint), not to its end.
    @Test func anEditNearTheStartOfALongLineIsWorkedOutOnlyUntilTheAnalysesMeet() throws {
        let line = "<b>" + String(repeating: "<i class=\"a\">text</i> ", count: 20_000)
        var document = try document("<p>\n" + line + "\nafter\n")
        settle(&document)
        let end = try #require(document.syntax?.exactState(document.text, at: 2))
        let at = document.text.lineRange(1).lowerBound + 10
        _ = document.text.replace(at..<at, with: Array("x".utf8))
        let steps = settle(&document)
        let bytes = document.text.lineRange(1).count
        #expect(steps * SyntaxLimits().stepBytes < bytes / 2, "\(steps) steps for a line of \(bytes) bytes")
        #expect(document.syntax?.exactState(document.text, at: 2) == end)
    }

    /// A key typed at the end of a long line whose end is known works out the line from the
    /// last checkpoint before the edit: a checkpoint's spacing and the bytes an analysis may
    /// look past its position, not tens of KiB (bench.py's 20 MB line cost 3 ms a key).
    @Test func aKeyAtTheEndOfALongLineIsWorkedOutFromTheCheckpointBeforeIt() throws {
        let line = "<b>" + String(repeating: "<i class=\"a\">text</i> ", count: 20_000)
        var document = try document("<p>\n" + line + "\nafter\n")
        settle(&document)
        let end = try #require(document.syntax?.exactState(document.text, at: 2))
        let at = document.text.lineRange(1).upperBound - 1
        _ = document.text.replace(at..<at, with: Array("x".utf8))
        let steps = settle(&document)
        let spacing = LongLineEnds.checkpointSpacing(forLineOf: document.text.lineRange(1).count)
        let stepBytes = SyntaxLimits().stepBytes
        #expect(steps * stepBytes <= spacing + LongLineEnds.lookahead + 2 * stepBytes, "\(steps) steps")
        #expect(spacing <= 16 << 10)
        #expect(document.syntax?.exactState(document.text, at: 2) == end)
    }
}
