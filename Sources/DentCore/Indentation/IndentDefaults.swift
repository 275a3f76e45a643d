import DentConfig
import DentText

/// What decides a file's indentation apart from its text: what `.editorconfig` and dent.conf
/// say, and the convention of its language. A document keeps it so "Indent: detect again"
/// (and a whole-file replacement) can decide again, from the text as it is now, exactly as
/// opening the file would.
public struct IndentDefaults: Sendable, Equatable {
    var editorConfigStyle: EditorConfigProperties.IndentStyle?
    /// EditorConfig's `indent_size` in columns, when it gives one.
    var editorConfigColumns: Int?
    /// dent.conf's global `indent-style` (`auto` when not set) and `indent-size` (nil when not set).
    var globalMode = Settings.IndentMode.auto
    var globalWidth: Int?
    /// A `[language ID]` section's `indent-style` and `indent-size` for the document's language.
    var languageMode: Settings.IndentMode?
    var languageWidth: Int?
    /// The document's language and its convention (`LanguageIndentation`), when it has one.
    var convention: Convention?

    /// A language's id and the indentation its convention gives.
    struct Convention: Sendable, Equatable {
        var language: String
        var indentation: LanguageIndentation
    }

    public init() {}

    public init(settings: Settings, editorConfig: EditorConfigProperties, tabWidth: Int) {
        editorConfigStyle = editorConfig.indentStyle
        editorConfigColumns = editorConfig.indentColumns(editorTabWidth: tabWidth)
        globalMode = settings.indentMode
        globalWidth = settings.indentSize
    }

    /// Spaces a level takes when spaces are used without a size of their own: EditorConfig's
    /// size, the language section's, the global one, the convention's, else 4.
    var spacesWidth: Int {
        editorConfigColumns ?? languageWidth ?? globalWidth ?? conventionWidth ?? Settings.defaultIndentWidth
    }

    private var conventionWidth: Int? {
        if case .spaces(let width) = convention?.indentation { return width }
        return nil
    }

    /// The style in force for `text` and where it came from, in the order docs/CONFIGURATION.md
    /// gives: `.editorconfig`'s `indent_style`; a `[language ID]` section's `indent-style`;
    /// detection from the text; then, with nothing to detect, what sets a size or a style
    /// (`fallback`).
    func indentation(of text: TextBuffer) -> (IndentStyle, IndentSource) {
        if let forced = editorConfigStyle.map({ $0 == .tab ? ForcedStyle.tabs : .spaces }) {
            return (forced.with(spacesWidth), .editorconfig)
        }
        if let forced = IndentDefaults.style(languageMode) { return (forced.with(spacesWidth), .settings) }
        if let detected = IndentStyle.detected(in: text) { return (detected, .detected) }
        return fallback
    }

    /// With nothing to detect: EditorConfig's `indent_size`; the language section's
    /// `indent-size`; the global `indent-style` or `indent-size` when set; the language's
    /// convention; dent's 4 spaces.
    var fallback: (IndentStyle, IndentSource) {
        if let columns = editorConfigColumns { return (.spaces(columns), .editorconfig) }
        if let width = languageWidth { return (.spaces(width), .settings) }
        if let forced = IndentDefaults.style(globalMode) { return (forced.with(spacesWidth), .settings) }
        if let width = globalWidth { return (.spaces(width), .settings) }
        if let convention { return (IndentStyle(convention.indentation), .language(convention.language)) }
        return (.spaces(Settings.defaultIndentWidth), .default)
    }

    /// A style a setting forces (`tabs`, `spaces`), its spaces' size still to come; nil for
    /// `auto` or no setting.
    private static func style(_ mode: Settings.IndentMode?) -> ForcedStyle? {
        switch mode {
        case .tabs?: .tabs
        case .spaces?: .spaces
        case .auto?, nil: nil
        }
    }

    private enum ForcedStyle {
        case tabs, spaces
        func with(_ width: Int) -> IndentStyle { self == .tabs ? .tabs : .spaces(width) }
    }

    /// A level narrower than a tab (GNU style: `indent_style = tab`, `indent_size = 2`,
    /// `tab_width = 8`) when EditorConfig chose tabs; nil otherwise.
    func mixedColumns(with style: IndentStyle, from source: IndentSource, tabWidth: Int) -> Int? {
        guard case .tabs = style, source == .editorconfig, let columns = editorConfigColumns, columns < tabWidth else { return nil }
        return columns
    }
}

extension IndentStyle {
    /// The style a language's convention names.
    init(_ indentation: LanguageIndentation) {
        switch indentation {
        case .tabs: self = .tabs
        case .spaces(let width): self = .spaces(width)
        }
    }
}
