import DentCore
import DentText

/// The matches of the find prompt's query on the lines on screen, for underlining.
///
/// Only the bytes of the visible lines are searched (the lines the renderer lays out anyway),
/// never the whole file, so a frame costs the same in a 100 MB file. Matches are underlined; the
/// current match is also the selection, so it shows reversed and underlined. They are the
/// matches find would select (glyph boundaries, whole words, a regular expression's lines).
struct SearchHighlight {
    /// Matches in text offsets, in order, not overlapping.
    private let matches: [Range<Int>]
    private let text: TextBuffer
    /// Misspelled words on screen, line-relative, by line (Check spelling), underlined too.
    private let misspelled: [Int: [Range<Int>]]

    init(_ document: Document, rows: Int, query: FindQuery?, misspelled: [Int: [Range<Int>]] = [:]) {
        text = document.text
        self.misspelled = misspelled
        let first = document.scrollLine
        let last = Swift.min(first + rows, document.text.lineCount) - 1
        guard let query, rows > 0, first <= last else {
            matches = []
            return
        }
        let visible = text.lineRange(first).lowerBound..<text.lineRangeWithTerminator(last).upperBound
        matches = document.matchRanges(of: query, startingIn: visible)
    }

    /// The parts of matches on `line`, relative to its start, with its misspellings: in order,
    /// not overlapping.
    func ranges(onLine line: Int) -> [Range<Int>] {
        guard let words = misspelled[line] else { return matchRanges(onLine: line) }
        var merged: [Range<Int>] = []
        for range in (matchRanges(onLine: line) + words).sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = merged.last, last.upperBound >= range.lowerBound {
                merged[merged.count - 1] = last.lowerBound..<Swift.max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        return merged
    }

    private func matchRanges(onLine line: Int) -> [Range<Int>] {
        guard !matches.isEmpty else { return [] }
        let range = text.lineRangeWithTerminator(line)
        // Matches are sorted: find the first that ends after the line starts.
        var low = 0
        var high = matches.count
        while low < high {
            let mid = (low + high) / 2
            if matches[mid].upperBound <= range.lowerBound { low = mid + 1 } else { high = mid }
        }
        var found: [Range<Int>] = []
        for match in matches[low...] {
            guard match.lowerBound < range.upperBound else { break }
            found.append((Swift.max(match.lowerBound, range.lowerBound) - range.lowerBound)..<(Swift.min(match.upperBound, range.upperBound) - range.lowerBound))
        }
        return found
    }
}
