/// What dent knows of a language's structure, as data: the brackets and block words smart
/// indentation, electric closers and matching bracket follow, the pairs typing closes, the
/// comment prefixes toggle comment and comment continuation use, and the per-language settings
/// of dent.conf (`[language ID]` sections). Keyed by GtkSourceView's language ids
/// (`LanguageRuleBook`); a language with no entry gets `LanguageRules.bracketsOnly`.
public struct LanguageRules: Sendable, Equatable {
    /// A pair of single bytes: a bracket (`(`/`)`) or a quote (`"`/`"`).
    public struct Pair: Sendable, Equatable {
        public var open: UInt8
        public var close: UInt8
        public init(_ open: Character, _ close: Character) {
            self.open = open.asciiValue ?? 0
            self.close = close.asciiValue ?? 0
        }
    }

    /// A block comment's delimiters (`/*` and `*/`).
    public struct BlockComment: Sendable, Equatable {
        public var start: String
        public var end: String
        public init(_ start: String, _ end: String) {
            self.start = start
            self.end = end
        }
    }

    /// Brackets: Enter after an opener indents, a closer typed first on a line goes back to its
    /// opener's line, matching bracket pairs them, typing an opener pairs it.
    public var brackets: [Pair] = LanguageRules.standardBrackets
    /// Quote characters typing pairs (never inside a word, a string or a comment).
    public var quotes: [UInt8] = []
    /// Tokens that, ending a line's code, open a block: Python's `:`, shell's `then`.
    public var lineEndOpeners: [String] = []
    /// Words that, as the first word of a line, open a block (Ruby's `def`, `if`: as a first
    /// word only, since `x if y` is a modifier).
    public var firstWordOpeners: [String] = []
    /// Words that open a block wherever they stand in a line (Ruby's `do`, Lua's `function`).
    public var anywhereOpeners: [String] = []
    /// Words that close a block (`end`, `fi`, `done`, `esac`): typed first on a line, the line
    /// goes to its block's opener's indentation; anywhere in a line, they close what it opened.
    public var closers: [String] = []
    /// Words that, first on a line, go back to their block's opener's indentation and open the
    /// block again (`else`, `elif`, `except`).
    public var middles: [String] = []
    /// Blocks are made by indentation (Python, YAML): a middle word goes to the nearest line
    /// above that is indented less than its own line.
    public var indentationBlocks = false
    /// `<tag>|</tag>` splits as a pair, and a line ending with an opening tag opens a block
    /// (HTML, XML).
    public var tags = false
    /// A rule line (`target: prerequisites`) is followed by a recipe indented by a tab, and Tab
    /// on a recipe line indents with a tab whatever the style in force (Makefile).
    public var recipeTab = false
    /// Words that, first on a line, end the block they are in (Python's `return`, `pass`): the
    /// line after them is one level shallower.
    public var dedentAfter: [String] = []
    /// Inside an open bracket the next line aligns after it, or goes one level deeper when the
    /// bracket ends its line (PEP 8's continuation lines); a line that closes brackets opened
    /// on lines above counts from the line that opened them (Python).
    public var alignsInBrackets = false
    /// Typing an opening bracket in a string or a comment pairs it too (off for Python, where
    /// a `(` there is prose; on elsewhere, for shell's `"$(` and JavaScript's `` `${ ``).
    public var pairsInText = true
    /// Words that, first on a line, label a case of a block (Go's `case`, `default`): with the
    /// line's `:` typed, it goes to the level of the line that opened the block, as gofmt puts
    /// it, and the lines after it are one level deeper.
    public var caseLabels: [String] = []
    /// First words of a line whose block holds case labels (Go's `switch`, `select`): the
    /// lines inside it start at the line's own level, where its first `case` goes.
    public var labelBlockWords: [String] = []
    /// What starts an item of a list (YAML's `-`): the line after an item that is a mapping's
    /// `key: value` aligns with the key, as the item's further keys must.
    public var itemMarker: String?
    /// What starts a line comment (`//`, `#`, `--`).
    public var lineComment: String?
    public var blockComment: BlockComment?

    /// dent.conf's per-language settings: nil leaves the global setting in force.
    public var smartIndent: Bool?
    public var autoPairs: Bool?
    public var indentMode: Settings.IndentMode?
    public var indentSize: Int?
    /// Shell commands: the formatter Format file pipes the file through, the linter Lint runs
    /// on the saved file.
    public var formatter: String?
    public var linter: String?

    public init() {}

    /// `(`/`)`, `[`/`]`, `{`/`}`.
    public static let standardBrackets = [Pair("(", ")"), Pair("[", "]"), Pair("{", "}")]

    /// What a language without an entry gets: brackets, no quotes, no block words, no comments.
    public static let bracketsOnly = LanguageRules()

    /// The closer of opening bracket `byte`, if it is one.
    public func closer(of byte: UInt8) -> UInt8? { brackets.first { $0.open == byte }?.close }
    /// The opener of closing bracket `byte`, if it is one.
    public func opener(of byte: UInt8) -> UInt8? { brackets.first { $0.close == byte }?.open }
}
