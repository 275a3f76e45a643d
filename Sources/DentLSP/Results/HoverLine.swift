/// One line of a hover popup: text to show as it is, and whether it is code.
public struct HoverLine: Hashable, Sendable {
    public var text: String
    /// The language of the code block the line belongs to (`cpp`, `python`); "" for a code
    /// block that names no language, nil for prose. Code is never re-flowed or stripped of
    /// Markdown, and "" keeps a fence without a language apart from prose.
    public var code: String?

    public init(_ text: String, code: String? = nil) {
        self.text = text
        self.code = code
    }

    public var isBlank: Bool { text.allSatisfy(\.isWhitespace) }
}
