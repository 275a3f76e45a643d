import DentText

/// Complete word (nano's ^], vim's ^N): the word before the cursor is completed from the words
/// of the open files, nearest first; pressing again cycles through them and then back to the
/// word as typed; Esc puts the typed word back. Any other key keeps the word shown.
struct WordCompletion: Sendable, Equatable {
    var document: DocumentID
    /// Where the typed word starts.
    var start: Int
    /// The word as typed.
    var typed: [UInt8]
    /// The completions found, best first.
    var candidates: [[UInt8]]
    /// The candidate shown; `candidates.count` is the word as typed.
    var shown: Int
    /// The event (`CutRun.eventNumber`) of the last completion step: only the next one cycles.
    var event: UInt64

    /// The text the completion put in the document.
    var current: [UInt8] { shown < candidates.count ? candidates[shown] : typed }

    /// How far from the cursor the current file is searched each way, and how much of each
    /// other file: a keystroke stays fast in a file of any size.
    static let reach = 256 << 10
    /// The most candidates kept.
    static let limit = 200

    /// The completions of `typed` (at `start`, before `cursor` in `document`): the words that
    /// start with it and are longer, nearest the cursor first (either way, by the bytes
    /// between), then those of the other files in the order they were opened, each once.
    /// Matches in the case typed come before others; a word typed all in lower case also takes
    /// other cases (ASCII letters folded, as find's smart case does), completed in their own
    /// spelling.
    static func candidates(for typed: [UInt8], at start: Int, cursor: Int, in document: Document, others: [Document]) -> [[UInt8]] {
        let folds = !typed.contains { (0x41...0x5A).contains($0) }
        let near = matches(of: typed, folding: folds, in: document.text, around: cursor).filter { !$0.range.overlaps(start..<cursor) }
        func distance(_ word: Range<Int>) -> Int { word.lowerBound >= cursor ? word.lowerBound - cursor : cursor - word.upperBound }
        var words = near.enumerated().sorted { (distance($0.element.range), $0.offset) < (distance($1.element.range), $1.offset) }
            .map(\.element)
        for other in others { words += matches(of: typed, folding: folds, in: other.text, around: 0) }
        var seen = Set<[UInt8]>()
        var exact: [[UInt8]] = []
        var folded: [[UInt8]] = []
        for word in words where seen.insert(word.bytes).inserted {
            if word.bytes.starts(with: typed) { exact.append(word.bytes) } else { folded.append(word.bytes) }
            if exact.count + folded.count >= limit { break }
        }
        return exact + folded
    }

    /// The words within `reach` of `offset` in `text` that complete `typed`, in order.
    private static func matches(of typed: [UInt8], folding: Bool, in text: TextBuffer, around offset: Int) -> [(range: Range<Int>, bytes: [UInt8])] {
        let from = text.lineRange(text.line(containing: Swift.max(offset - reach, 0))).lowerBound
        let to = text.lineRange(text.line(containing: Swift.min(offset + reach, text.count))).upperBound
        let window = text.bytes.bytes(in: from..<to)
        let wanted = folding ? typed.map(lowered) : typed
        return text.words(in: from..<to).compactMap { range in
            guard range.count > typed.count else { return nil }
            let word = window[(range.lowerBound - from)..<(range.upperBound - from)]
            guard folding ? word.prefix(typed.count).map(lowered) == wanted : word.starts(with: typed) else { return nil }
            return (range, Array(word))
        }
    }

    private static func lowered(_ byte: UInt8) -> UInt8 { (0x41...0x5A).contains(byte) ? byte | 0x20 : byte }
}
