import DentConfig
import DentText

extension Document {
    /// A document for `text` at `path` with the indentation the settings ask for: detected from
    /// the text when `indent_style` is auto (falling back to `indent_width` spaces), or forced.
    public init(path: String, text: TextBuffer, settings: Settings) {
        let fallback = IndentStyle.spaces(settings.indentWidth)
        let style: IndentStyle
        switch settings.indentMode {
        case .auto: style = IndentStyle.detect(in: text, fallback: fallback)
        case .tabs: style = .tabs
        case .spaces: style = fallback
        }
        self.init(path: path, text: text, indentStyle: style, tabWidth: settings.tabWidth)
    }
}
