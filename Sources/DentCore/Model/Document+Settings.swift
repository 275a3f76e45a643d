import DentConfig
import DentText

extension Document {
    /// A document for `text` at `path` with the indentation in force (`IndentDefaults`, in the
    /// order docs/CONFIGURATION.md gives); the wrap column from `.editorconfig`'s
    /// `max_line_length`, else dent.conf's. Line endings and final newlines are never changed
    /// silently: EditorConfig's `end_of_line` applies to new files, and a disagreement with an existing file is only
    /// reported (`editorConfigNotes`).
    public init(path: String, text: TextBuffer, settings: Settings, editorConfig: EditorConfigProperties = EditorConfigProperties(), isNew: Bool = false) {
        let tabWidth = editorConfig.tabWidth ?? settings.tabWidth
        self.init(path: path, text: text, tabWidth: tabWidth)
        indentDefaults = IndentDefaults(settings: settings, editorConfig: editorConfig, tabWidth: tabWidth)
        smartIndentSetting = settings.smartIndent
        autoPairsSetting = settings.autoPairs
        ruleBook = settings.languageRules
        // An initializer's assignments call no observers: the rules, and with them the
        // language's indentation settings and convention, are found here.
        resolveRules(detecting: false)
        detectIndentation()
        tabMode = settings.tabMode
        wrapColumn = editorConfig.maxLineLength ?? settings.wrapColumn
        if let note = Document.charsetNote(editorConfig.charset, text: text) { editorConfigNotes.append(note) }
        addsFinalNewline = editorConfig.insertFinalNewline ?? isNew
        trimsTrailingWhitespace = editorConfig.trimTrailingWhitespace ?? false
        if isNew, let ending = editorConfig.endOfLine.flatMap(LineEnding.init(editorConfig:)) {
            lineEnding = ending
            lineEndingLabel = ending == .crlf ? "CRLF" : "LF"
        } else if let wanted = editorConfig.endOfLine, !isNew, text.lineCount > 1,
            LineEnding(editorConfig: wanted) != lineEnding
        {
            editorConfigNotes.append("EditorConfig asks for \(wanted.rawValue.uppercased()) line endings; this file has \(lineEndingLabel) (convert from the help: Line endings)")
        }
    }
}

extension Document {
    /// dent edits bytes as they are: a charset EditorConfig asks for that the file does not have
    /// is reported, never converted.
    static func charsetNote(_ charset: EditorConfigProperties.Charset?, text: TextBuffer) -> String? {
        guard let charset else { return nil }
        let hasBOM = text.count >= 3 && text.bytes.bytes(in: 0..<3) == [0xEF, 0xBB, 0xBF]
        switch charset {
        case .utf8 where hasBOM: return "EditorConfig asks for UTF-8 without a BOM; this file starts with one (kept)"
        case .utf8BOM where !hasBOM && text.count > 0: return "EditorConfig asks for UTF-8 with a BOM; this file has none (not added)"
        case .latin1, .utf16BE, .utf16LE: return "EditorConfig asks for \(charset.rawValue); dent keeps the file's bytes as they are"
        default: return nil
        }
    }
}

extension LineEnding {
    /// EditorConfig's `end_of_line`; a lone CR is not a line ending dent writes.
    init?(editorConfig: EditorConfigProperties.EndOfLine) {
        switch editorConfig {
        case .lf: self = .lf
        case .crlf: self = .crlf
        case .cr: return nil
        }
    }
}
