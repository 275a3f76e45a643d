/// How the text is shown: whitespace marks and the line-number gutter, which takes columns
/// from the text area (scrolling, the cursor and mouse clicks all count from after it).
extension Editor {
    /// Columns the line-number gutter takes: the digits of the last line number and a space;
    /// 0 without line numbers. It never takes the whole screen: one column is left for text.
    public var gutterWidth: Int {
        guard showsLineNumbers else { return 0 }
        return Swift.min(String(document.text.lineCount).count + 1, Swift.max(screenSize.columns - 1, 0))
    }

    /// Columns available for text: the screen minus the gutter.
    public var textColumns: Int { Swift.max(screenSize.columns - gutterWidth, 1) }

    /// Shows or hides tabs, trailing spaces and mixed indentation.
    public mutating func toggleWhitespace() {
        showsWhitespace.toggle()
        message = Message("Whitespace: \(showsWhitespace ? "shown" : "hidden")")
    }

    /// Shows or hides line numbers; the view scrolls so the cursor stays in the narrower text area.
    public mutating func toggleLineNumbers() {
        showsLineNumbers.toggle()
        document.scrollToCursor(rows: textRows, columns: textColumns)
        message = Message("Line numbers: \(showsLineNumbers ? "on" : "off")")
    }
}
