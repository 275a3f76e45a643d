import DentText

/// The place remembered when a file is left and restored when it is opened again.
extension Document {
    /// The cursor's line and display column, the first line shown, the indentation style when
    /// a command chose it (a style that came from the file itself is found again anyway), and
    /// the language when the user chose it.
    public var place: FilePlace {
        let position = cursorPosition
        return FilePlace(line: position.line, column: position.column, scrollLine: scrollLine,
                         indentStyle: indentSource == .command ? indentStyle : nil, language: languageChoice)
    }

    /// Puts the cursor back at `place`, on the nearest line and column when the file has since
    /// become shorter, with the same first line shown when the cursor is still on screen.
    public mutating func restore(_ place: FilePlace) {
        let line = Swift.min(Swift.max(place.line, 1), text.lineCount) - 1
        let column = Swift.max(place.column - 1, 0)
        cursor = offset(ofLine: line, column: column)
        scrollLine = Swift.min(Swift.max(place.scrollLine, 0), line)
        if let style = place.indentStyle { setIndentStyle(style) }
        languageChoice = place.language
    }
}
