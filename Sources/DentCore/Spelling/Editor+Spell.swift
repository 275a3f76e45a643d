import DentSyntax
import DentText

/// Check spelling (F12): the host loads a dictionary on first use (`.loadDictionary`, answered
/// by `dictionaryLoaded`); before each frame `prepareSpelling` finds the misspellings of the
/// lines on screen, from a cache by line, so a keystroke costs the words of the lines it
/// changed; the renderer underlines them.
extension Editor {
    public mutating func toggleSpelling() {
        if spelling.isOn {
            spelling.isOn = false
            spelling.visible = [:]
            message = Message("Spell checking off")
        } else {
            turnSpellingOn()
        }
    }

    /// Turns checking on, asking the host for the dictionary the first time.
    mutating func turnSpellingOn() {
        spelling.isOn = true
        guard spelling.dictionary == nil else { return message = Message("Spell checking on") }
        if !spelling.isLoading {
            spelling.isLoading = true
            effects.append(.loadDictionary)
        }
    }

    /// The host's answer to `.loadDictionary`: the dictionary of `language`, or why there is
    /// none (checking stays off).
    public mutating func dictionaryLoaded(_ result: Result<SpellChecking, SpellingProblem>, language: String) {
        spelling.isLoading = false
        switch result {
        case .failure(let problem):
            spelling.isOn = false
            spelling.nextWhenLoaded = false
            message = Message(problem.message, isError: true)
        case .success(let dictionary):
            spelling.dictionary = dictionary
            spelling.cache = [:]
            message = Message("Spell checking on (\(language))")
            if spelling.nextWhenLoaded {
                spelling.nextWhenLoaded = false
                nextMisspelling()
            }
        }
    }

    /// The misspellings of the lines on screen, for the renderer (after `prepareHighlighting`,
    /// whose states they start from). Lines highlighting has not prepared are left for a
    /// later frame.
    public mutating func prepareSpelling() {
        guard spelling.isOn, spelling.dictionary != nil else {
            if !spelling.visible.isEmpty { spelling.visible = [:] }
            return
        }
        let first = document.scrollLine
        var visible: [Int: [Range<Int>]] = [:]
        for line in first..<Swift.min(first + textRows, document.text.lineCount) {
            let state: LineState
            if document.syntax == nil {
                state = .initial
            } else if let highlighted = document.highlightedLine(line) {
                state = highlighted.start
            } else {
                continue
            }
            let found = misspellings(onLine: line, from: state).ranges
            if !found.isEmpty { visible[line] = found }
        }
        spelling.visible = visible
    }

    /// The misspelled words of `line` of the file shown, starting in highlighting `state`,
    /// and the state the next line starts in; from the cache when the line was seen before.
    mutating func misspellings(onLine line: Int, from state: LineState) -> (ranges: [Range<Int>], end: LineState) {
        let range = document.text.lineRange(line)
        // A long line is checked as far as highlighting goes: a 20 MB line costs a short one's.
        let bytes = document.text.bytes.bytes(in: range.lowerBound..<Swift.min(range.upperBound, range.lowerBound + SpellingState.longestLine))
        let identity = document.syntax?.source.identity
        let key = SpellLineKey(bytes: bytes, state: state, highlighter: identity)
        if let known = spelling.cache[key] { return known }
        guard let dictionary = spelling.dictionary else { return ([], state) }
        let (prose, end) = prose(ofLine: line, length: bytes.count, from: state)
        let found = bytes.withUnsafeBufferPointer { buffer in
            (SpellWords.words(in: buffer, ranges: prose).filter { !dictionary.isCorrect($0.word) }.map(\.range), end)
        }
        if spelling.cache.count >= SpellingState.cacheLimit { spelling.cache = [:] }
        spelling.cache[key] = found
        return found
    }

    /// The prose of `line` (its first `length` bytes), read from the highlighting as the
    /// screen has it (`ProseScope`), and the state the next line starts in; a file without
    /// highlighting is prose throughout.
    private func prose(ofLine line: Int, length: Int, from state: LineState) -> (ranges: [Range<Int>], end: LineState) {
        guard let syntax = document.syntax else { return (length == 0 ? [] : [0..<length], state) }
        let highlighted = syntax.lineWithClasses(document.text, line, from: state)
        return (syntax.source.prose.ranges(in: highlighted, length: length), highlighted.end)
    }
}

/// Why there is no dictionary, in words for the status line.
public struct SpellingProblem: Error, Sendable, Equatable {
    public let message: String
    public init(_ message: String) { self.message = message }
}
