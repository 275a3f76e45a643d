/// `dent --highlight --spans`: a whole file's highlighting as `line TAB start TAB end TAB
/// style` lines, the first four columns `gsv-reference.py --no-header` prints for GtkSourceView
/// (1-based lines; 0-based columns in Unicode code points, end exclusive; unstyled text and
/// line endings left out).
///
/// Lines end as a GtkTextBuffer's do: at `\n`, `\r\n`, `\r` and U+2029. Columns count an
/// invalid UTF-8 sequence as one code point per maximal ill-formed subpart, which is where the
/// reference's U+FFFD replacement puts it (its styles there can still differ: it matches the
/// U+FFFD, dent the bytes). GtkSourceView's quirks at line ends, which depend on the line
/// break, are reproduced (`LineAnalyzer.analyze`).
public enum SpanListing {
    /// Each run of the file: its 1-based line, its start and end columns, its style.
    public static func forEachSpan(in text: UnsafeBufferPointer<UInt8>, highlighter: Highlighter,
                                   _ body: (_ line: Int, _ start: Int, _ end: Int, _ style: StyleID) -> Void) {
        var state = LineState.initial
        var runs: [StyleRun] = []
        var number = 1
        var start = 0
        while start < text.count {
            let (end, next) = lineEnd(in: text, from: start)
            let line = UnsafeBufferPointer(rebasing: text[start..<end])
            runs.removeAll(keepingCapacity: true)
            let lineEnd: LineEnd = next == end ? .endOfText : next - end == 2 && text[end] == 0x0D ? .otherBreak
                : .oneCharacterBreak
            state = highlighter.highlightWhole(line, isFirstLine: number == 1, from: state, into: &runs, end: lineEnd)
            columns(of: runs, in: line) { from, to, style in body(number, from, to, style) }
            number += 1
            start = next
        }
    }

    /// The whole listing, one line per run, each ending in `\n`.
    public static func listing(of text: UnsafeBufferPointer<UInt8>, highlighter: Highlighter, in set: LanguageSet) -> String {
        var out = ""
        var names: [StyleID: String] = [:]
        forEachSpan(in: text, highlighter: highlighter) { line, start, end, style in
            let name = names[style] ?? set.style(style).name
            names[style] = name
            out += "\(line)\t\(start)\t\(end)\t\(name)\n"
        }
        return out
    }

    /// Where the line starting at `start` ends and where the next one starts.
    static func lineEnd(in text: UnsafeBufferPointer<UInt8>, from start: Int) -> (Int, Int) {
        var index = start
        while index < text.count {
            switch text[index] {
            case 0x0A: return (index, index + 1)
            case 0x0D: return (index, index + 1 < text.count && text[index + 1] == 0x0A ? index + 2 : index + 1)
            case 0xE2 where index + 2 < text.count && text[index + 1] == 0x80 && text[index + 2] == 0xA9:
                return (index, index + 3)
            default: index += 1
            }
        }
        return (index, index)
    }

    /// The runs in code point columns, runs that come out empty left out.
    private static func columns(of runs: [StyleRun], in line: UnsafeBufferPointer<UInt8>,
                                _ body: (Int, Int, StyleID) -> Void) {
        var byte = 0
        var column = 0
        func advance(to offset: Int) {
            while byte < offset {
                byte += characterLength(line, at: byte)
                column += 1
            }
        }
        for run in runs {
            advance(to: run.range.lowerBound)
            let from = column
            advance(to: run.range.upperBound)
            if column > from { body(from, column, run.style) }
        }
    }

    /// The bytes of the code point at `index`, or of its maximal ill-formed subpart (Unicode
    /// §3.9, "U+FFFD Substitution of Maximal Subparts", as Python decodes with "replace").
    static func characterLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let lead = bytes[index]
        let second: ClosedRange<UInt8>
        let count: Int
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: (second, count) = (0x80...0xBF, 2)
        case 0xE0: (second, count) = (0xA0...0xBF, 3)
        case 0xE1...0xEC, 0xEE, 0xEF: (second, count) = (0x80...0xBF, 3)
        case 0xED: (second, count) = (0x80...0x9F, 3)
        case 0xF0: (second, count) = (0x90...0xBF, 4)
        case 0xF1...0xF3: (second, count) = (0x80...0xBF, 4)
        case 0xF4: (second, count) = (0x80...0x8F, 4)
        default: return 1
        }
        var length = 1
        while length < count, index + length < bytes.count {
            let range: ClosedRange<UInt8> = length == 1 ? second : 0x80...0xBF
            guard range.contains(bytes[index + length]) else { break }
            length += 1
        }
        return length
    }
}
