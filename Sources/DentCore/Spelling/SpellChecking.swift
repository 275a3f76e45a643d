import DentSyntax

/// A dictionary, as spell checking asks it: the host gives one (hunspell's) once F12 turns
/// checking on. An object of the session's thread, like a highlighter.
public protocol SpellChecking: AnyObject {
    func isCorrect(_ word: String) -> Bool
    func suggestions(for word: String) -> [String]
    /// Accepts `word` from now on (the host keeps the personal list).
    func add(_ word: String)
}

/// Spell checking's state: on or off, the dictionary, and the misspellings of the lines on
/// screen, worked out before each frame (`Editor.prepareSpelling`) from a cache by line.
public struct SpellingState: @unchecked Sendable {
    // @unchecked: the dictionary is an object of the session's thread,
    // which the editor never leaves (as `SyntaxSource`).
    public internal(set) var isOn = false
    var dictionary: SpellChecking?
    /// Waiting for the host to load the dictionary (`.loadDictionary`).
    var isLoading = false
    /// Next misspelling was asked before the dictionary came: it runs once it does.
    var nextWhenLoaded = false
    /// Misspelled ranges by line content and the highlighting state it starts in.
    var cache: [SpellLineKey: (ranges: [Range<Int>], end: LineState)] = [:]
    /// The misspellings of the lines on screen (line-relative byte ranges, in order), by line.
    public internal(set) var visible: [Int: [Range<Int>]] = [:]
    /// Next misspelling, when it looks through the file in steps.
    var scan: SpellScan?
    /// The look, while its question about a word waits for an answer.
    var paused: SpellScan?

    /// Lines cached before the cache starts over: many screens' worth.
    static let cacheLimit = 20_000
    /// Only this many bytes of a line are checked, as only they are highlighted
    /// (`Highlighter.lineLimit`).
    static let longestLine = Highlighter.lineLimit
}

/// A line's identity for the cache: its bytes and the state highlighting starts it in.
struct SpellLineKey: Hashable {
    var bytes: [UInt8]
    var state: LineState
    var highlighter: ObjectIdentifier?
}
