/// Where the user was in a file when it was last closed, restored when it is opened again.
public struct FilePlace: Sendable, Equatable {
    /// 1-based line and display column of the cursor.
    public var line: Int
    public var column: Int
    /// The first line shown, 0-based.
    public var scrollLine: Int
    /// The indentation style a command chose for the file; nil when the file's own (EditorConfig,
    /// detected, settings) was in force, so a later change of those still applies.
    public var indentStyle: IndentStyle?
    /// The language the user chose for the file (Set language); nil when the guess was in
    /// force, so a better guess later still applies.
    public var language: LanguageChoice?

    public init(line: Int, column: Int, scrollLine: Int, indentStyle: IndentStyle? = nil, language: LanguageChoice? = nil) {
        (self.line, self.column, self.scrollLine, self.indentStyle) = (line, column, scrollLine, indentStyle)
        self.language = language
    }
}

/// A language the user chose for a file, which wins over the guess from its name and first line.
public enum LanguageChoice: Sendable, Equatable {
    /// Not highlighted.
    case plain
    /// Highlighted as the language with this id.
    case language(String)
}
