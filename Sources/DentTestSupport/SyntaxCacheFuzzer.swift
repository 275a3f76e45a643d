import DentCore
import DentSyntax
import DentText

/// Typing into a document highlighted with a real language (a `SyntaxSource` made from the
/// installed specs), checked against highlighting from the top after every frame: the
/// model-based test of the document's highlighting cache (`SyntaxStateCache`: checkpoints,
/// marks, the view's kept lines). The cache's own property tests drive it with a test double;
/// this one drives it with the real engine, on the multi-line constructs (comments, strings,
/// here-documents, embedded languages) whose ends decide every later line. A line the view
/// keeps its strings and comments for (`TextRanges`, which brackets, auto-pairs and
/// indentation read) is checked for those too.
///
/// The reference is the same highlighter asked for each line in turn from the first, so the
/// states it gives are interned in the same table as the cache's and compare by id.
public struct SyntaxCacheFuzzer {
    /// A language to type in: its source and the pieces text is made of.
    public struct Language {
        public var source: SyntaxSource
        public var pieces: [String]

        public init(source: SyntaxSource, pieces: [String]) {
            self.source = source
            self.pieces = pieces
        }
    }

    public private(set) var document: Document
    public private(set) var steps = 0
    /// What the last step did, for a failure's message.
    public private(set) var last = ""
    private let language: Language
    private var random: SplitMix64
    private var cursor = 0
    private var pending: [UInt8] = []

    /// The pieces that open and close what spans lines in each language `pieces` knows, and
    /// ordinary code around them.
    public static let pieces: [String: [String]] = [
        "c": ["/*", "*/", "\"", "'", "\\", "int ", "x", " ", "\n", "// c", "#if 0\n", "#endif\n", "return", "{", "}", "(", ")",
              "0x1F", "\"s\"", "/* c */", "#define A \\\n", "é", "\t"],
        "python3": ["\"\"\"", "'''", "\"", "'", "# c", "def ", "f", "(", ")", ":", "\n", "    ", "x", "\\", "r\"", "f\"{x}\"",
                    "class ", "é", "b'", "0o17"],
        "sh": ["<<EOF\n", "EOF\n", "<<-'X'\n", "X\n", "\"", "'", "$(", ")", "${x}", "# c", "if ", "then\n", "fi\n", "echo ",
               "\\", "\n", "`", "case ", "esac", "x"],
        "html": ["<!--", "-->", "<script>", "</script>", "<style>", "</style>", "<a href=\"", "\">", "x", "\n", "var s = '", "'",
                 "/*", "*/", "&amp;", "<", ">", "p { color: red }", "<p class='a'>"],
        "markdown": ["```", "```c\n", "\n", "# ", "*", "_", "`", "<!--", "-->", "x", " ", "    ", "[a](b)", "<b>", "</b>", "> q",
                     "- i"],
        "js": ["`", "${", "}", "/*", "*/", "// c", "\"", "'", "/re/g", "function ", "(", ")", "{", "\n", "x", " ", "=>", "/**",
               "@param"],
        "rust": ["r#\"", "\"#", "/*", "*/", "// c", "\"", "'a", "fn ", "x", "\n", "{", "}", "b'", "\\", "'", "r\"", "#[derive(X)]"],
        "perl": ["<<EOF;\n", "EOF\n", "=pod\n", "=cut\n", "\"", "'", "q{", "}", "m/", "/", "s/a/b/g", "# c", "\n", "$x", "@a", "x", " "],
        "ruby": ["<<~EOS\n", "EOS\n", "=begin\n", "=end\n", "\"", "'", "#{", "}", "%w(", ")", "# c", "\n", "def ", "end", "x", "/re/"],
        "php": ["<?php ", "?>", "<!--", "-->", "/*", "*/", "\"", "'", "$x", "<<<EOT\n", "EOT;\n", "// c", "\n", "<b>", "x", "# c"],
        "css": ["/*", "*/", "{", "}", "a", ":", ";", "\"", "'", "url(", ")", "\n", " ", "@media ", "#id", "!important"],
        "xml": ["<!--", "-->", "<![CDATA[", "]]>", "<a", ">", "</a>", "=\"", "\"", "&amp;", "\n", "x", "<?xml version=\"1.0\"?>", " "],
    ]

    /// Typing into `text`, or into 40 to 200 of the pieces when there is none.
    public init(language: Language, seed: UInt64, text start: [UInt8]? = nil) {
        self.language = language
        random = SplitMix64(state: seed)
        var text: [UInt8] = start ?? []
        if start == nil {
            for _ in 0..<(40 + Int(random.next() % 160)) { text += Self.piece(language.pieces, &random) }
        }
        document = Document(path: "fuzz", text: TextBuffer(GapBuffer(text)))
        let wholeFile = random.next() % 3 == 0 ? 400 + Int(random.next() % 2_000) : 1 << 30
        document.highlight(with: language.source, limits: .small(wholeFile: wholeFile))
        cursor = Int(random.next() % UInt64(text.count + 1))
        cursor = boundary(cursor)
    }

    /// The pieces of a file in any language, for typing in it: its words, runs of blanks and
    /// every other character, in the order they come (so a frequent one is often picked).
    /// At most `limit`, from its start.
    public static func pieces(of text: [UInt8], limit: Int = 5_000) -> [String] {
        var pieces: [String] = []
        var index = 0
        while index < text.count && pieces.count < limit {
            var end = index + 1
            if isWordByte(text[index]) {
                while end < text.count && isWordByte(text[end]) { end += 1 }
            } else if text[index] == UInt8(ascii: " ") || text[index] == UInt8(ascii: "\t") {
                while end < text.count && text[end] == text[index] { end += 1 }
            } else {
                while end < text.count && text[end] & 0xC0 == 0x80 { end += 1 }
            }
            pieces.append(String(decoding: text[index..<end], as: UTF8.self))
            index = end
        }
        return pieces
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"):
            true
        default:
            false
        }
    }

    private static func piece(_ pieces: [String], _ random: inout SplitMix64) -> [UInt8] {
        Array(pieces[Int(random.next() % UInt64(pieces.count))].utf8)
    }

    /// One frame: an edit as a person makes one (most often a character typed), the view
    /// prepared around the cursor, now and then idle steps; the problems found, empty when the
    /// view (and, every 40 steps, every line after the idle work is done) equals the reference.
    public mutating func step() -> [String] {
        steps += 1
        edit()
        let lines = document.text.lineCount
        let cursorLine = document.text.line(containing: cursor)
        let top = random.next() % 8 == 0 ? Int(random.next() % UInt64(lines)) : Swift.max(0, cursorLine - Int(random.next() % 16))
        let view = top..<(top + 10 + Int(random.next() % 30))
        // Now and then another pane shows the text too, elsewhere (split panes prepare every
        // view in one pass).
        let otherTop = Int(random.next() % UInt64(lines))
        let others = random.next() % 4 == 0 ? [otherTop..<(otherTop + 10 + Int(random.next() % 20))] : []
        document.prepareHighlighting(view, others: others)
        var problems = viewProblems(others)
        for _ in 0..<(random.next() % 3 == 0 ? Int(random.next() % 4) : 0) where document.hasHighlightingWork {
            if document.continueHighlighting() {
                document.prepareHighlighting(view, others: others)
                problems += viewProblems(others)
            }
        }
        if steps % 40 == 0 {
            var idle = 0
            while document.hasHighlightingWork && idle < 100_000 {
                _ = document.continueHighlighting()
                idle += 1
            }
            problems += stateProblems()
        }
        return problems
    }

    private mutating func edit() {
        let count = document.text.count
        switch random.next() % 40 {
        case 0..<3:
            cursor = boundary(Int(random.next() % UInt64(count + 1)))
            last = "moved to \(cursor)"
        case 3..<6 where cursor > 0:
            var start = cursor - 1
            while start > 0, document.text.bytes[start] & 0xC0 == 0x80 { start -= 1 }
            replace(start..<cursor, with: [], "backspace")
        case 6..<8:
            let end = boundary(Swift.min(count, cursor + Int(random.next() % 40)))
            replace(cursor..<end, with: [], "deleted")
        case 8..<10:
            var pasted: [UInt8] = []
            for _ in 0..<(1 + Int(random.next() % 10)) { pasted += Self.piece(language.pieces, &random) }
            replace(cursor..<cursor, with: pasted, "pasted")
        case 10..<12:
            replace(cursor..<cursor, with: [UInt8(ascii: "\n")], "newline")
        case 12:
            // Several edits before the frame (a replace-all, a multi-cursor edit).
            for _ in 0..<3 {
                let at = boundary(Int(random.next() % UInt64(document.text.count + 1)))
                cursor = at
                replace(at..<boundary(Swift.min(document.text.count, at + 2)), with: Self.piece(language.pieces, &random), "edit of several")
            }
        default:
            if pending.isEmpty { pending = Self.piece(language.pieces, &random) }
            var length = 1
            while length < pending.count && pending[length] & 0xC0 == 0x80 { length += 1 }
            let typed = Array(pending[..<length])
            pending.removeFirst(length)
            replace(cursor..<cursor, with: typed, "typed")
        }
    }

    private mutating func replace(_ range: Range<Int>, with bytes: [UInt8], _ what: String) {
        _ = document.text.replace(range, with: bytes)
        cursor = range.lowerBound + bytes.count
        last = "\(what) \(String(decoding: bytes, as: UTF8.self).debugDescription) at \(range)"
    }

    /// `offset` moved back to a character's first byte.
    private func boundary(_ offset: Int) -> Int {
        var offset = offset
        while offset > 0, offset < document.text.count, document.text.bytes[offset] & 0xC0 == 0x80 { offset -= 1 }
        return offset
    }

    /// Lines `0..<end` highlighted from the top by the source's highlighter.
    private func reference(upTo end: Int) -> [HighlightedLine] {
        let highlighter = language.source.highlighter
        var state = LineState.initial
        var lines: [HighlightedLine] = []
        for line in 0..<Swift.min(end, document.text.lineCount) {
            var runs: [StyleRun] = []
            let start = state
            let bytes = Array(document.text.lineBytes(line).prefix(Highlighter.bytesRead))
            state = bytes.withUnsafeBufferPointer { highlighter.highlight($0, isFirstLine: line == 0, from: start, into: &runs) }
            lines.append(HighlightedLine(start: start, runs: runs, end: state))
        }
        return lines
    }

    /// The strings and comments of `line` (`TextRanges`) when highlighted from `state`.
    private func textRanges(_ line: Int, from state: LineState) -> [Range<Int>] {
        let highlighter = language.source.highlighter
        var runs: [StyleRun] = []
        var classes: [ClassRun] = []
        let bytes = Array(document.text.lineBytes(line).prefix(Highlighter.bytesRead))
        _ = bytes.withUnsafeBufferPointer { highlighter.highlight($0, isFirstLine: line == 0, from: state, into: &runs, classes: &classes) }
        let styles = language.source.styles
        return TextRanges.ranges(runs: runs, classes: classes, textClasses: highlighter.textClasses) {
            TextRanges.isText(styles.style($0))
        }
    }

    /// The lines of the view and of `others` (other panes' views): an exact view's lines must
    /// equal the reference's; any line highlighted from the state the reference starts it in
    /// (an assumed state can be that one) must end and be styled as the reference's.
    private func viewProblems(_ others: [Range<Int>]) -> [String] {
        guard let syntax = document.syntax else { return [] }
        let exact = syntax.viewIsExact ? syntax.viewLines : 0..<0
        let lines = ([syntax.viewLines] + others).flatMap { $0 }
        let expected = reference(upTo: (lines.max() ?? 0) + 1)
        return Set(lines).sorted().compactMap { line in
            guard line < expected.count, let got = document.highlightedLine(line) else { return nil }
            guard exact.contains(line) || got.start == expected[line].start else { return nil }
            let shown = "step \(steps) (\(last)): line \(line + 1) \(String(decoding: document.text.lineBytes(line), as: UTF8.self).debugDescription)"
            if got != expected[line] {
                return shown + " shows \(got.runs) from \(got.start) to \(got.end), "
                    + "expected \(expected[line].runs) from \(expected[line].start) to \(expected[line].end)"
            }
            if got.classes != nil, case let ranges = syntax.source.textRanges(of: got), case let wanted = textRanges(line, from: expected[line].start),
               ranges != wanted {
                return shown + " has strings and comments at \(ranges), expected \(wanted)"
            }
            return nil
        }
    }

    private func stateProblems() -> [String] {
        guard let syntax = document.syntax else { return [] }
        let expected = reference(upTo: document.text.lineCount)
        return expected.indices.compactMap { line in
            guard let state = syntax.exactState(document.text, at: line), state != expected[line].start else { return nil }
            return "step \(steps), idle work done: line \(line + 1) starts in \(state), expected \(expected[line].start)"
        }
    }
}

/// Two documents typed in by turns with one highlighter, as two files of one language are in a
/// session: both caches hold states of the highlighter's one table, and neither may take the
/// other's lines for its own.
public struct SyntaxCacheFuzzerPair {
    public private(set) var first: SyntaxCacheFuzzer
    public private(set) var second: SyntaxCacheFuzzer
    private var random: SplitMix64

    /// The first document starts from `text` (if any), the second from pieces.
    public init(language: SyntaxCacheFuzzer.Language, seed: UInt64, text: [UInt8]? = nil) {
        first = SyntaxCacheFuzzer(language: language, seed: seed, text: text)
        second = SyntaxCacheFuzzer(language: language, seed: seed ^ 0x5EC0_4D00)
        random = SplitMix64(state: seed ^ 0x7A1F)
    }

    /// A frame of one of the two, the second a time in four.
    public mutating func step() -> [String] {
        random.next() % 4 == 0 ? second.step().map { "second document, " + $0 } : first.step()
    }

    public var steps: Int { first.steps + second.steps }
}

extension SyntaxLimits {
    /// Small bounds, so a text of a few hundred lines goes through every regime of the cache;
    /// `wholeFile` below its size leaves the pass approximate (assumed states) past the view.
    public static func small(wholeFile: Int = 1 << 30) -> SyntaxLimits {
        var limits = SyntaxLimits()
        limits.checkpointSpacing = 4
        limits.stepBytes = 64
        limits.assumedContext = 6
        limits.catchUpScreens = 2
        limits.catchUpBytes = 4096
        limits.bigFileLead = 30
        limits.wholeFilePass = wholeFile
        return limits
    }
}
