/// The languages in use, parsed from their specs on first use, with the references between
/// them resolved (`def:`, `c:string`, `ref="css:*"`) and one table of every style they define.
/// A spec that cannot be used is left out and its problems kept; the others work.
///
/// STUB (interface only): the engine fills this in.
public final class LanguageSet {
    private let specs: (String) -> Result<SpecSource, SpecProblem>?
    public private(set) var problems: [SpecProblem] = []

    /// `specs` gives a language id's spec (nil: no such language; a failure: it could not be
    /// read); it is asked once per id, when a language or a reference first needs it.
    public init(specs: @escaping (String) -> Result<SpecSource, SpecProblem>?) {
        self.specs = specs
    }

    /// Whether `id` can be highlighted: its spec and everything it refers to loaded.
    public func canHighlight(_ id: String) -> Bool { false }

    /// Compiles every regex of `id` and what it refers to (normally compiled on first use), for
    /// `dent --check-syntax`: each problem found, also kept in `problems`.
    public func check(_ id: String) -> [SpecProblem] { [] }

    public func style(_ id: StyleID) -> SyntaxStyle { SyntaxStyle(name: "", mapsTo: []) }
    public func styleID(named name: String) -> StyleID? { nil }
    public var styleCount: Int { 0 }
}

/// Highlights one language a line at a time. Holds the interned states and the matcher's
/// scratch, so one highlighter serves one thread.
///
/// STUB (interface only): the engine fills this in.
public final class Highlighter: LineHighlighting {
    public let language: String
    private let set: LanguageSet

    /// nil when `set` cannot highlight `language`.
    public init?(language: String, in set: LanguageSet) {
        guard set.canHighlight(language) else { return nil }
        self.language = language
        self.set = set
    }

    /// Appends the style runs of `line` (its bytes without the line ending; byte offsets into
    /// it) to `runs`, starting in `state`, and returns the state at the next line's start.
    /// `isFirstLine` is whether this is the file's first line (`first-line-only` contexts).
    public func highlight(_ line: UnsafeBufferPointer<UInt8>, isFirstLine: Bool, from state: LineState,
                          into runs: inout [StyleRun]) -> LineState {
        state
    }

    /// States interned so far (each costs memory until the highlighter goes).
    public var stateCount: Int { 1 }
}
