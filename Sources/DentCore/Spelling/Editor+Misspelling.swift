import DentSyntax
import DentText

/// Next misspelling: a look through the whole file from the cursor (wrapping once), in bounded
/// steps as a search runs (`Editor+Search` drives it: the host calls `continueSearch` while no
/// input waits, and any key stops it); the word found is selected and asked about.
struct SpellScan: Sendable {
    let document: DocumentID
    /// The next line to look at, and the state highlighting starts it in.
    var line: Int
    var state: LineState
    /// On the first line, only words from here on count (line-relative); when the look comes
    /// back to that line, only the words before it.
    var from: Int
    var start: Int
    /// The line the look started on.
    let origin: Int
    var linesLeft: Int
    let total: Int

    var percentDone: Int { total == 0 ? 100 : Swift.min((total - linesLeft) * 100 / total, 99) }

    /// Lines one step looks at.
    static let stepLines = 256
}

/// A misspelled word found by Next misspelling, with what the dictionary suggests instead.
public struct MisspellingQuestion: Sendable, Equatable {
    public var word: String
    /// Where it is in the file.
    public var range: Range<Int>
    /// At most `shown` of the dictionary's suggestions, best first.
    public var suggestions: [String]

    /// One for each of the keys 1-9, each a command of its own (`misspelling-pick-1`…).
    public static let shown = 9
}

extension Editor {
    /// Starts looking from the cursor, turning checking on first when it is off.
    public mutating func nextMisspelling() {
        guard spelling.dictionary != nil else {
            spelling.nextWhenLoaded = true
            return turnSpellingOn()
        }
        spelling.isOn = true
        let line = document.cursorLine
        let state = document.syntax == nil ? .initial : document.highlightedLine(line)?.start ?? .initial
        // The cursor's line once more at the end: the words before the cursor.
        let total = document.text.lineCount + 1
        let from = document.cursor - document.text.lineRange(line).lowerBound
        spelling.scan = SpellScan(document: currentID, line: line, state: state, from: from, start: from, origin: line,
                                  linesLeft: total, total: total)
        continueSpellScan()
    }

    /// One bounded step of Next misspelling.
    mutating func continueSpellScan() {
        guard var scan = spelling.scan, scan.document == currentID else {
            spelling.scan = nil
            return
        }
        for _ in 0..<SpellScan.stepLines {
            guard scan.linesLeft > 0 else {
                spelling.scan = nil
                message = Message("No more misspellings in \(document.displayName)")
                return
            }
            let (ranges, end) = misspellings(onLine: scan.line, from: scan.state)
            let before = scan.linesLeft == 1 ? scan.start : Int.max
            if let word = ranges.first(where: { $0.lowerBound >= scan.from && $0.lowerBound < before }) {
                spelling.scan = nil
                // The answer goes on from just after the word, and stops where this look began.
                scan.from = word.upperBound
                spelling.paused = scan
                return ask(about: word, onLine: scan.line)
            }
            scan.linesLeft -= 1
            scan.from = 0
            scan.line += 1
            scan.state = end
            if scan.line == document.text.lineCount {
                scan.line = 0
                scan.state = .initial
            }
        }
        spelling.scan = scan
    }

    /// Selects the word at `range` of `line` and asks what to do with it.
    private mutating func ask(about range: Range<Int>, onLine line: Int) {
        let start = document.text.lineRange(line).lowerBound
        let absolute = (start + range.lowerBound)..<(start + range.upperBound)
        let word = String(decoding: document.text.bytes.bytes(in: absolute), as: UTF8.self)
        let suggestions = Array((spelling.dictionary?.suggestions(for: word) ?? []).prefix(MisspellingQuestion.shown))
        edit { $0.selectMatch(absolute) }
        modals.append(.misspelling(MisspellingQuestion(word: word, range: absolute, suggestions: suggestions)))
    }

    /// The question on top, if Next misspelling is asking.
    public var misspellingQuestion: MisspellingQuestion? {
        if case .misspelling(let question) = modals.last { return question }
        return nil
    }

    /// The answer: the suggestion numbered `number` (from 1) replaces the word, as one undo
    /// step; then on to the next misspelling.
    public mutating func pickSuggestion(_ number: Int) {
        guard let question = misspellingQuestion else { return }
        guard question.suggestions.indices.contains(number - 1) else {
            return message = Message(question.suggestions.isEmpty ? "No suggestions for \(question.word)" : "No suggestion \(number)")
        }
        dismissModal()
        let replacement = Array(question.suggestions[number - 1].utf8)
        edit { $0.replaceExactly(question.range, with: replacement) }
        edit { $0.selectMatch($0.cursor..<$0.cursor) }
        resumeSpellScan(shift: replacement.count - question.range.count, at: question.range.lowerBound)
    }

    /// The answer: the word is right; it goes in the personal list (`.addWord`), and on.
    public mutating func addMisspelledWord() {
        guard let question = misspellingQuestion else { return }
        dismissModal()
        spelling.dictionary?.add(question.word)
        spelling.cache = [:]
        effects.append(.addWord(question.word))
        message = Message("Added \(question.word) to your words")
        resumeSpellScan()
    }

    /// The answer: leave the word, look for the next one.
    public mutating func skipMisspelling() {
        guard misspellingQuestion != nil else { return }
        dismissModal()
        resumeSpellScan()
    }

    /// Goes on with the look an answer paused; a replacement at `offset` (in the file) that
    /// made its line `shift` bytes longer moves the places the look keeps on that line.
    private mutating func resumeSpellScan(shift: Int = 0, at offset: Int = 0) {
        guard var scan = spelling.paused else { return }
        spelling.paused = nil
        scan.from += shift
        let lineStart = document.text.lineRange(scan.line).lowerBound
        if scan.line == scan.origin && offset - lineStart < scan.start { scan.start += shift }
        spelling.scan = scan
        continueSpellScan()
    }

    /// Esc: stop, the word stays selected.
    public mutating func stopSpelling() {
        guard misspellingQuestion != nil else { return }
        spelling.paused = nil
        dismissModal()
    }
}
