/// The highlighting layer's interface: what the rest of dent (the document's state cache, the
/// renderer, `dent --highlight`) sees of the engine. The engine works a line at a time, as
/// GtkSourceView's context engine does: a line's styles depend only on its bytes and the state
/// at its start, and give the state at the next line's start.

/// A style of a `LanguageSet`: an index into its style table (`LanguageSet.style(_:)`).
public struct StyleID: Hashable, Sendable, Comparable {
    public var index: UInt16
    public init(index: UInt16) { self.index = index }
    public static func < (a: StyleID, b: StyleID) -> Bool { a.index < b.index }
}

/// One style a language spec defines (`<style id="comment" map-to="def:comment"/>`).
public struct SyntaxStyle: Sendable, Equatable {
    /// Qualified id, as GtkSourceView names it: "c:comment", "def:string".
    public var name: String
    /// The map-to chain after this style, in order, ending in a `def:` style or empty:
    /// for "c:string", ["def:string", "def:constant"]... as far as the specs say.
    public var mapsTo: [String]
    public init(name: String, mapsTo: [String]) {
        self.name = name
        self.mapsTo = mapsTo
    }
}

/// A run of bytes of one line with one innermost style. Runs are sorted, do not overlap, are
/// never empty, and leave unstyled bytes out.
public struct StyleRun: Sendable, Equatable {
    public var range: Range<Int>
    public var style: StyleID
    public init(_ range: Range<Int>, _ style: StyleID) {
        self.range = range
        self.style = style
    }
}

/// The engine's state at a line's start (the stack of open contexts, with what their end
/// patterns captured from their start), interned by a `Highlighter`: two lines start in the
/// same state exactly when their `LineState`s are equal. Valid only with the highlighter that
/// made it.
public struct LineState: Hashable, Sendable {
    public var id: UInt32
    public init(id: UInt32) { self.id = id }
    /// The state at the start of a file, in the language's main context.
    public static let initial = LineState(id: 0)
}

/// What the document's state cache and the renderer need of a highlighter; `Highlighter` is
/// the engine's, and tests may give the cache a simpler one.
public protocol LineHighlighting: AnyObject {
    /// Appends the style runs of `line` (its bytes without the line ending; byte offsets into
    /// it) to `runs`, starting in `state`, and returns the state at the next line's start.
    /// `isFirstLine` is whether this is the file's first line (`first-line-only` contexts).
    func highlight(_ line: UnsafeBufferPointer<UInt8>, isFirstLine: Bool, from state: LineState,
                   into runs: inout [StyleRun]) -> LineState
    /// The same, also appending the runs of context classes (`ContextClasses.swift`).
    func highlight(_ line: UnsafeBufferPointer<UInt8>, isFirstLine: Bool, from state: LineState,
                   into runs: inout [StyleRun], classes: inout [ClassRun]) -> LineState
    /// The classes whose text is a comment or a string (`TextRanges`).
    var textClasses: SyntaxClasses { get }
    /// Goes on with the state a long line ends in, a step at a time (`Highlighter.continueLine`):
    /// `line` is the whole line; nil until the line's end is reached.
    func continueLine(_ work: inout LineWork, _ line: UnsafeBufferPointer<UInt8>, isFirstLine: Bool,
                      until stop: Int) -> LineState?
}

extension LineHighlighting {
    /// A highlighter without context classes gives only the style runs.
    public func highlight(_ line: UnsafeBufferPointer<UInt8>, isFirstLine: Bool, from state: LineState,
                          into runs: inout [StyleRun], classes: inout [ClassRun]) -> LineState {
        highlight(line, isFirstLine: isFirstLine, from: state, into: &runs)
    }

    /// The context classes that make a place text rather than code; none without classes.
    public var textClasses: SyntaxClasses { [] }

    /// A highlighter that highlights a line whole gives its end state in one step.
    public func continueLine(_ work: inout LineWork, _ line: UnsafeBufferPointer<UInt8>, isFirstLine: Bool,
                             until stop: Int) -> LineState? {
        var runs: [StyleRun] = []
        return highlight(line, isFirstLine: isFirstLine, from: work.start, into: &runs)
    }
}
