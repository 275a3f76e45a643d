import DentConfig
import DentSyntax

/// Names of the styles a highlighter's runs carry: `LanguageSet` gives them for the engine's
/// highlighters, a test double for its own.
public protocol SyntaxStyleNaming: AnyObject {
    func style(_ id: StyleID) -> SyntaxStyle
}

extension LanguageSet: SyntaxStyleNaming {}

/// What a document is highlighted with: the highlighter of its language and the names of the
/// styles it gives. Both are objects of one thread (the engine interns states and keeps its
/// matcher's scratch in them): the editor and everything it holds run on the session's thread,
/// and the host makes a source on that thread too, so the value only travels inside the editor
/// (which is `Sendable` so a command table can be a `static let`, not to cross threads).
public struct SyntaxSource: @unchecked Sendable {
    public let highlighter: LineHighlighting
    public let styles: SyntaxStyleNaming
    /// The language's id ("c", "python3"), as "Set language" and the status line name it.
    public let language: String
    /// The comment prefixes the language's spec declares in its metadata.
    public let comments: LanguageRuleBook.SpecComments
    /// Which of `styles` are text (`TextRanges.isText`).
    private let textStyles: StyleSet
    /// Which bytes of a line spell checking reads.
    let prose: ProseScope

    public init(highlighter: LineHighlighting, styles: SyntaxStyleNaming, language: String,
                comments: LanguageRuleBook.SpecComments = LanguageRuleBook.SpecComments()) {
        self.highlighter = highlighter
        self.styles = styles
        self.language = language
        self.comments = comments
        textStyles = StyleSet(styles, TextRanges.isText)
        prose = ProseScope(highlighter: highlighter, styles: styles, language: language)
    }

    /// The strings and comments of `line` (`TextRanges`), from its runs and context classes
    /// (none when they were not worked out).
    public func textRanges(of line: HighlightedLine) -> [Range<Int>] {
        guard let classes = line.classes else { return [] }
        let textStyles = textStyles
        return TextRanges.ranges(runs: line.runs, classes: classes, textClasses: highlighter.textClasses) { textStyles.contains($0) }
    }

    /// The highlighter's identity: states are valid only with the highlighter that made them.
    public var identity: ObjectIdentifier { ObjectIdentifier(highlighter) }
}

/// The styles of one `SyntaxStyleNaming` that `isMember` says belong (text, prose), each
/// worked out once, as its id keeps its meaning: an array by id, since the text ranges of each
/// line typed on ask it for every run.
final class StyleSet {
    private let styles: SyntaxStyleNaming
    private let isMember: (SyntaxStyle) -> Bool
    /// By style index: 0 not worked out yet, 1 out, 2 in.
    private var known: [UInt8] = []

    init(_ styles: SyntaxStyleNaming, _ isMember: @escaping (SyntaxStyle) -> Bool) {
        self.styles = styles
        self.isMember = isMember
    }

    func contains(_ id: StyleID) -> Bool {
        let index = Int(id.index)
        if index >= known.count { known += repeatElement(0, count: index + 1 - known.count) }
        if known[index] == 0 { known[index] = isMember(styles.style(id)) ? 2 : 1 }
        return known[index] == 2
    }
}

/// The bounds of highlighting's work, documented in docs/CONFIGURATION.md and ARCHITECTURE.md.
public struct SyntaxLimits: Sendable, Equatable {
    /// A state is kept at a line start at least this often (lines): finding a line's state from
    /// the one before it highlights at most this many lines.
    public var checkpointSpacing = 32
    /// Only this many bytes of a line are given to the highlighter (the rest is drawn
    /// unstyled), like vim's `synmaxcol`: a 20 MB line costs no more than a short one. An edit
    /// past them changes nothing highlighted (`SyntaxStateCache.sync`).
    public var longestLine = Highlighter.bytesRead
    /// Files up to this size are highlighted exactly from the top in idle steps; bigger ones only
    /// as far as the view has been, and a jump past that is highlighted from an assumed state.
    public var wholeFilePass = 16 << 20
    /// Bytes one idle step highlights. A key that arrives during a step waits for it to end, so
    /// a step is sized to take about 0.2 ms at the engine's speed on C (dent-bench
    /// `syntax-idle-pass-10mb`, docs/PERFORMANCE.md).
    public var stepBytes = 2 << 10
    /// A view this far (lines) past the exact states is highlighted from an assumed state:
    /// the nearest kept state, or the initial state this many lines above the view.
    public var assumedContext = 100
    /// The exact pass catches up to a view at most this many screens below it in the frame
    /// itself (paging down stays exact), and at most `catchUpBytes` of text.
    public var catchUpScreens = 3
    public var catchUpBytes = 128 << 10
    /// Above `wholeFilePass`, idle steps go on at most this many lines past the view (an edit's
    /// effect on the lines below the screen), never through the whole file.
    public var bigFileLead = 1_000

    public init() {}
}
