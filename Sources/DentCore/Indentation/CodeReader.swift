import DentConfig
import DentText

/// A document's text as smart indentation, auto pairs and bracket matching read it: the bytes
/// of its lines and which of them are code. Without a highlighter every byte is code. Lines'
/// text ranges are worked out in blocks (`block` lines, or the view's lines, which the
/// highlighter keeps theirs for) the first time one of them is asked, so a search through many
/// lines highlights each once.
struct CodeReader {
    let text: TextBuffer
    let syntax: SyntaxStateCache?
    let rules: LanguageRules
    private var known: [Int: [Range<Int>]] = [:]

    static let block = 64

    init(text: TextBuffer, syntax: SyntaxStateCache?, rules: LanguageRules) {
        self.text = text
        self.syntax = syntax
        self.rules = rules
    }

    /// The text ranges (strings, comments) of `line`, offsets within it.
    mutating func textRanges(_ line: Int) -> [Range<Int>] {
        guard let syntax else { return [] }
        if let ranges = known[line] { return ranges }
        let lines = block(containing: line)
        let found = syntax.textRanges(text, lines: lines) ?? Array(repeating: [], count: lines.count)
        for (index, ranges) in found.enumerated() { known[lines.lowerBound + index] = ranges }
        return known[line] ?? []
    }

    /// The view's lines for a line on screen (the highlighter has their ranges), else
    /// the aligned block of `block` lines around it.
    private func block(containing line: Int) -> Range<Int> {
        // The view is the last frame's: an edit since may have left it past the text's end.
        if let view = syntax?.viewLines.clamped(to: 0..<text.lineCount), view.contains(line) { return view }
        let start = line / CodeReader.block * CodeReader.block
        return start..<Swift.min(start + CodeReader.block, text.lineCount)
    }

    /// Whether byte `column` of `line` is code (not in a string or a comment).
    mutating func isCode(_ line: Int, _ column: Int) -> Bool {
        !textRanges(line).contains { $0.contains(column) }
    }

    /// Line `line`'s bytes (without its line ending), no further than its first `reach` bytes:
    /// no rule reads past them, so a line of 100 MB costs a search no more than 128 KiB.
    func bytes(_ line: Int) -> [UInt8] {
        let range = text.lineRange(line)
        return text.bytes.bytes(in: range.lowerBound..<Swift.min(range.upperBound, range.lowerBound + CodeReader.reach))
    }

    /// The columns of `line` that are code, in order, and the bytes (its first `reach` bytes).
    mutating func code(_ line: Int) -> (bytes: [UInt8], isCode: [Bool]) {
        code(line, columns: 0..<Swift.min(text.lineRange(line).count, CodeReader.reach))
    }

    /// The lines a search upwards from `line` may read, nearest first: at most `lineReach`
    /// lines and `reach` bytes (lines counted whole, with their line breaks).
    /// `reachesStart`: the walk ends at the file's first line, not at a limit.
    func linesAbove(_ line: Int) -> (lines: ReversedCollection<Range<Int>>, reachesStart: Bool) {
        var lowest = line
        var travelled = 0
        while lowest > 0 && line - lowest < CodeReader.lineReach {
            travelled += text.lineRange(lowest - 1).count + 1
            guard travelled <= CodeReader.reach else { break }
            lowest -= 1
        }
        return ((lowest..<line).reversed(), lowest == 0)
    }

    /// The same for `columns` of the line only (a bounded search in a long line copies no more).
    mutating func code(_ line: Int, columns: Range<Int>) -> (bytes: [UInt8], isCode: [Bool]) {
        let range = text.lineRange(line)
        let columns = columns.clamped(to: 0..<range.count)
        let bytes = text.bytes.bytes(in: (range.lowerBound + columns.lowerBound)..<(range.lowerBound + columns.upperBound))
        var isCode = [Bool](repeating: true, count: bytes.count)
        for text in textRanges(line) {
            for column in text.clamped(to: columns) { isCode[column - columns.lowerBound] = false }
        }
        return (bytes, isCode)
    }
}
