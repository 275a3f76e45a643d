/// Justify from the editor: which lines, and what the status line says.
extension Editor {
    /// The selected lines, or the paragraph at the cursor (the next one from a blank line).
    public mutating func justifyParagraph() {
        guard let lines = document.selection == nil ? document.paragraphAtCursor : document.selectedLines else {
            message = Message("No paragraph to justify below the cursor")
            return
        }
        justify(lines)
    }

    /// Every paragraph of the file.
    public mutating func justifyFile() {
        justify(0...(document.text.lineCount - 1))
    }

    private mutating func justify(_ lines: ClosedRange<Int>) {
        var changed = false
        edit { changed = $0.justify(lines: lines) }
        let width = document.wrapColumn
        message = Message(changed ? "Justified to \(width) columns" : "Already justified to \(width) columns")
    }

    /// Shows or hides the faint column just past the wrap column.
    public mutating func toggleWrapColumn() {
        showsWrapColumn.toggle()
        remember(\.showWrapColumn, showsWrapColumn)
        message = Message("Wrap column \(document.wrapColumn): \(showsWrapColumn ? "shown" : "hidden")")
    }
}
