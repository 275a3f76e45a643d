import DentCore
import DentSyntax

/// A highlighter for tests and dent-bench that needs no spec: C-like block comments (`/*` to
/// `*/`, across lines: state 1 is "inside a comment") and the keywords `int` and `return`
/// outside them. It counts what it was given, so tests can see how much was highlighted.
public final class BlockCommentHighlighter: LineHighlighting, SyntaxStyleNaming {
    public static let comment = StyleID(index: 0)
    public static let keyword = StyleID(index: 1)
    public static let inComment = LineState(id: 1)

    public private(set) var lines = 0
    public private(set) var bytes = 0
    /// Every line given, when `recording`: to check that no line ending reaches the highlighter.
    public var recording = false
    public private(set) var given: [[UInt8]] = []

    public init() {}

    /// Style names asked for.
    public private(set) var namesAsked = 0

    public func style(_ id: StyleID) -> SyntaxStyle {
        namesAsked += 1
        return id == BlockCommentHighlighter.comment ? SyntaxStyle(name: "test:comment", mapsTo: ["def:comment"])
            : SyntaxStyle(name: "test:keyword", mapsTo: ["def:keyword", "def:statement"])
    }

    public func highlight(_ line: UnsafeBufferPointer<UInt8>, isFirstLine: Bool, from state: LineState,
                          into runs: inout [StyleRun]) -> LineState {
        lines += 1
        bytes += line.count
        if recording { given.append(Array(line)) }
        var inComment = state == BlockCommentHighlighter.inComment
        var index = 0
        var commentStart = 0
        func at(_ i: Int, _ a: UInt8, _ b: UInt8) -> Bool { i + 1 < line.count && line[i] == a && line[i + 1] == b }
        while index < line.count {
            if inComment {
                var close = index
                while close < line.count && !at(close, UInt8(ascii: "*"), UInt8(ascii: "/")) { close += 1 }
                let end = Swift.min(close + 2, line.count)
                runs.append(StyleRun(commentStart..<end, BlockCommentHighlighter.comment))
                inComment = close >= line.count
                index = end
            } else if at(index, UInt8(ascii: "/"), UInt8(ascii: "*")) {
                inComment = true
                commentStart = index
                index += 2
            } else if let word = keyword(in: line, at: index) {
                runs.append(StyleRun(index..<(index + word), BlockCommentHighlighter.keyword))
                index += word
            } else {
                index += 1
            }
        }
        return inComment ? BlockCommentHighlighter.inComment : .initial
    }

    private static let keywords: [[UInt8]] = [Array("int".utf8), Array("return".utf8)]

    /// The length of a keyword standing alone at `index`.
    private func keyword(in line: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        func isWord(_ i: Int) -> Bool { i >= 0 && i < line.count && (line[i] == 95 || (line[i] | 0x20) >= 97 && (line[i] | 0x20) <= 122) }
        guard !isWord(index - 1) else { return nil }
        return BlockCommentHighlighter.keywords.first { word in
            index + word.count <= line.count && word.indices.allSatisfy { line[index + $0] == word[$0] } && !isWord(index + word.count)
        }?.count
    }

    /// A source for a document, in a language named "test".
    public var source: SyntaxSource { SyntaxSource(highlighter: self, styles: self, language: "test") }

    /// Every line of `text` highlighted from the top, as a reference for the cache's results.
    public func fromScratch(_ lines: [[UInt8]]) -> [HighlightedLine] {
        var state = LineState.initial
        return lines.enumerated().map { index, line in
            var runs: [StyleRun] = []
            let start = state
            state = line.withUnsafeBufferPointer { highlight($0, isFirstLine: index == 0, from: start, into: &runs) }
            return HighlightedLine(start: start, runs: runs, end: state)
        }
    }
}
