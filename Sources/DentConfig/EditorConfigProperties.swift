/// The EditorConfig properties for one file, typed (EditorConfig specification, "Supported
/// Pairs"). Every property is nil when no file sets it, when it was set to `unset` ("removes the
/// effect of that pair, even if it has been set before") or when its value is not one the
/// specification allows ("plugins shall ignore ... invalid/unsupported values"); `raw` still
/// shows what was written.
public struct EditorConfigProperties: Sendable, Equatable {
    public enum IndentStyle: String, Sendable, Equatable {
        case tab, space
    }

    /// `indent_size`: a number of columns, or `tab` (one level is one tab, as wide as `tabWidth`
    /// or, when that is nil, the editor's tab width).
    public enum IndentSize: Sendable, Equatable {
        case columns(Int)
        case tab
    }

    public enum EndOfLine: String, Sendable, Equatable {
        case lf, crlf, cr
    }

    public enum Charset: String, Sendable, Equatable {
        case latin1
        case utf8 = "utf-8"
        case utf8BOM = "utf-8-bom"
        case utf16BE = "utf-16be"
        case utf16LE = "utf-16le"
    }

    public var indentStyle: IndentStyle?
    public var indentSize: IndentSize?
    /// `tab_width`, or the `indent_size` columns when only those are given ("This defaults to the
    /// value of `indent_size`").
    public var tabWidth: Int?
    public var endOfLine: EndOfLine?
    public var insertFinalNewline: Bool?
    public var trimTrailingWhitespace: Bool?
    public var charset: Charset?
    /// `max_line_length`, from the EditorConfig wiki's properties beyond the core ones ("the
    /// maximum number of characters in a line"; `off` turns it off: the editor's own width
    /// applies, so it is nil).
    public var maxLineLength: Int?
    /// Every resolved pair that is not `unset`, known keys included, values as the core reports
    /// them (lower case for the case-insensitive keys). Unknown keys such as
    /// `spelling_language` are read from here.
    public var raw: [String: String]

    public init() {
        raw = [:]
    }

    /// Types resolved pairs, such as `EditorConfigResolver.pairs(forFile:sources:)` returns.
    public init(pairs: [EditorConfigPair]) {
        raw = [:]
        for pair in pairs where pair.value.lowercased() != "unset" { raw[pair.key] = pair.value }
        indentStyle = raw["indent_style"].flatMap(IndentStyle.init(rawValue:))
        indentSize = raw["indent_size"].flatMap(Self.indentSize)
        tabWidth = raw["tab_width"].flatMap(Self.positive)
        if tabWidth == nil, case .columns(let columns) = indentSize { tabWidth = columns }
        endOfLine = raw["end_of_line"].flatMap(EndOfLine.init(rawValue:))
        insertFinalNewline = raw["insert_final_newline"].flatMap(Self.boolean)
        trimTrailingWhitespace = raw["trim_trailing_whitespace"].flatMap(Self.boolean)
        charset = raw["charset"].flatMap(Charset.init(rawValue:))
        maxLineLength = raw["max_line_length"].flatMap(Self.positive)
    }

    /// True when no pair applies to the file.
    /// Forgets what rewrites a file's bytes on save (`trim_trailing_whitespace`,
    /// `insert_final_newline`): for a file that is not text, which is saved byte for byte.
    public mutating func dropRewriting() {
        trimTrailingWhitespace = nil
        insertFinalNewline = nil
    }

    public var isEmpty: Bool { raw.isEmpty }

    /// Columns per indentation level: `indent_size`, or for `indent_size = tab` the tab width
    /// (`tabWidth`, else `editorTabWidth`); nil when the files do not say.
    public func indentColumns(editorTabWidth: Int) -> Int? {
        switch indentSize {
        case .columns(let columns): columns
        case .tab: tabWidth ?? editorTabWidth
        case nil: nil
        }
    }

    private static func indentSize(_ value: String) -> IndentSize? {
        value == "tab" ? .tab : positive(value).map(IndentSize.columns)
    }

    /// "a whole number"; zero columns would make no indentation at all, so it is not taken.
    private static func positive(_ value: String) -> Int? {
        guard value.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(value), number > 0 else { return nil }
        return number
    }

    private static func boolean(_ value: String) -> Bool? {
        switch value {
        case "true": true
        case "false": false
        default: nil
        }
    }
}
