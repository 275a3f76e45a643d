import DentConfig
import DentText

extension Document {
    /// A document for `text` at `path` with the indentation the settings ask for: detected from
    /// the text when `indent-style` is auto (falling back to `indent-size` spaces), or forced.
    public init(path: String, text: TextBuffer, settings: Settings) {
        let fallback = IndentStyle.spaces(settings.indentWidth)
        var style: IndentStyle
        var source: IndentSource
        switch settings.indentMode {
        case .auto:
            style = IndentStyle.detect(in: text, fallback: fallback)
            source = .detected
            // Nothing to detect from: the fallback is the user's setting or dent's default.
            if style == fallback && IndentStyle.detect(in: text, fallback: .spaces(3)) == .spaces(3) {
                source = settings.indentWidth == Settings().indentWidth ? .default : .settings
            }
        case .tabs:
            style = .tabs
            source = .settings
        case .spaces:
            style = fallback
            source = .settings
        }
        self.init(path: path, text: text, indentStyle: style, tabWidth: settings.tabWidth)
        indentSource = source
        tabMode = settings.tabMode
    }
}
