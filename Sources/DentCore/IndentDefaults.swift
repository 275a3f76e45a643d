import DentConfig
import DentText

/// What decides a file's indentation apart from its text: what `.editorconfig` and dent.conf
/// say. A document keeps it so "Indent: detect again" can decide again, from the text as it is
/// now, exactly as opening the file would.
public struct IndentDefaults: Sendable, Equatable {
    var editorConfigStyle: EditorConfigProperties.IndentStyle?
    /// EditorConfig's `indent_size` in columns, when it gives one.
    var editorConfigColumns: Int?
    var globalMode = Settings.IndentMode.auto
    var globalWidth = Settings().indentWidth
    /// A `[language ID]` section's `indent-style` and `indent-size` for the document's language.
    var languageMode: Settings.IndentMode?
    var languageWidth: Int?
    var mode: Settings.IndentMode { languageMode ?? globalMode }
    var settingsWidth: Int { languageWidth ?? globalWidth }

    public init() {}

    public init(settings: Settings, editorConfig: EditorConfigProperties, tabWidth: Int) {
        editorConfigStyle = editorConfig.indentStyle
        editorConfigColumns = editorConfig.indentColumns(editorTabWidth: tabWidth)
        globalMode = settings.indentMode
        globalWidth = settings.indentWidth
    }

    /// Spaces a level takes when spaces are used: EditorConfig's size, else the user's.
    var spacesWidth: Int { editorConfigColumns ?? settingsWidth }

    /// The style in force for `text` and where it came from: `.editorconfig`, then detection
    /// from the text, then dent.conf, then dent's default of 4 spaces.
    func indentation(of text: TextBuffer) -> (IndentStyle, IndentSource) {
        switch editorConfigStyle {
        case .tab: return (.tabs, .editorconfig)
        case .space: return (.spaces(spacesWidth), .editorconfig)
        case nil: break
        }
        let fallback = IndentStyle.spaces(spacesWidth)
        switch mode {
        case .tabs: return (.tabs, .settings)
        case .spaces: return (fallback, editorConfigColumns == nil ? .settings : .editorconfig)
        case .auto:
            if let detected = IndentStyle.detected(in: text) { return (detected, .detected) }
            // Nothing to detect from: the fallback is EditorConfig's size, the user's, or dent's default.
            if editorConfigColumns != nil { return (fallback, .editorconfig) }
            return (fallback, settingsWidth == Settings().indentWidth ? .default : .settings)
        }
    }

    /// A level narrower than a tab (GNU style: `indent_style = tab`, `indent_size = 2`,
    /// `tab_width = 8`) when EditorConfig chose tabs; nil otherwise.
    func mixedColumns(with style: IndentStyle, from source: IndentSource, tabWidth: Int) -> Int? {
        guard case .tabs = style, source == .editorconfig, let columns = editorConfigColumns, columns < tabWidth else { return nil }
        return columns
    }
}
