import DentConfig
import DentText

/// Where the indentation style in force came from, shown beside it in the status line.
public enum IndentSource: Sendable, Equatable {
    case editorconfig, detected, settings, `default`, command
    /// The convention of the language (its GtkSourceView id), from `LanguageIndentation`.
    case language(String)

    /// The status line's word for it: `detected`, `makefile`.
    public var name: String {
        switch self {
        case .editorconfig: "editorconfig"
        case .detected: "detected"
        case .settings: "settings"
        case .default: "default"
        case .command: "command"
        case .language(let id): id
        }
    }
}

extension Document {
    /// The status line's name for the style in force: `Spaces:4 (detected)`, `Tabs (editorconfig)`,
    /// `Tabs (makefile)`.
    public var indentDescription: String {
        let style: String
        switch indentStyle {
        case .tabs: style = "Tabs"
        case .spaces(let width): style = "Spaces:\(width)"
        }
        return "\(style) (\(indentSource.name))"
    }

    /// Switches the style for this file (a command; remembered with the file's place). Spaces
    /// end a GNU-style mix of tabs and narrower levels.
    public mutating func setIndentStyle(_ style: IndentStyle) {
        indentStyle = style
        indentSource = .command
        if case .spaces = style { mixedIndentColumns = nil }
    }

    /// Decides the style as opening the file does, from the text as it is now: a command's
    /// choice is forgotten, and with it the style the file's place remembers (`place` keeps
    /// only a command's).
    public mutating func detectIndentation() {
        let (style, source) = indentDefaults.indentation(of: text)
        indentStyle = style
        indentSource = source
        mixedIndentColumns = indentDefaults.mixedColumns(with: style, from: source, tabWidth: tabWidth)
        if case .tabs = style { spacesWidth = indentDefaults.spacesWidth }
    }

    /// After the whole text was replaced (Format file, a filter of the whole file, a reload):
    /// the style is decided again from the new text, unless a command chose it.
    mutating func detectIndentationAgain() {
        guard indentSource != .command else { return }
        detectIndentation()
    }

    /// Rewrites the leading whitespace of every line in the style in force, as one undo step:
    /// each line keeps its indentation column (tabs count to the tab width). Returns how many
    /// lines it rewrote.
    @discardableResult
    public mutating func convertIndentation() -> Int {
        let before = cursorState
        let cursorPlace = place(of: cursor)
        let width = tabWidth
        let style = indentStyle
        var replacement: [UInt8] = []
        replacement.reserveCapacity(text.count)
        var deltas: [Int] = []
        var rewritten = 0
        for line in 0..<text.lineCount {
            let bytes = text.lineBytes(line)
            let leading = bytes.prefix { isBlank($0) }
            let column = leading.reduce(0) { $1 == 0x09 ? ($0 / width + 1) * width : $0 + 1 }
            let rebuilt = Document.whitespace(toColumn: column, style: style, tabWidth: width)
            deltas.append(rebuilt.count - leading.count)
            if !rebuilt.elementsEqual(leading) { rewritten += 1 }
            replacement += rebuilt + bytes.dropFirst(leading.count)
            replacement += text.bytes.bytes(in: text.lineRange(line).upperBound..<text.lineRangeWithTerminator(line).upperBound)
        }
        guard rewritten > 0 else { return 0 }
        let change = text.replace(0..<text.count, with: replacement)
        let delta = deltas[cursorPlace.line]
        cursor = text.lineRange(cursorPlace.line).lowerBound + Swift.max(cursorPlace.column + delta, 0)
        anchor = nil
        recordChange(change, kind: .indent, before: before)
        return rewritten
    }

    /// Leading whitespace that reaches `column`: tabs then spaces with `.tabs`, spaces otherwise.
    static func whitespace(toColumn column: Int, style: IndentStyle, tabWidth: Int) -> [UInt8] {
        guard case .tabs = style else { return [UInt8](repeating: 0x20, count: column) }
        return [UInt8](repeating: 0x09, count: column / tabWidth) + [UInt8](repeating: 0x20, count: column % tabWidth)
    }
}
