import DentCore

/// The line above the shortcut bar: file name and modified mark on the left, position and indent
/// style on the right; a message or question replaces the left side while there is one.
enum StatusLine {
    static func draw(_ editor: Editor, row: Int, into grid: inout CellGrid) {
        grid.fill(row: row, style: .reverse)
        let (left, cursorAfterLeft) = leftText(editor)
        let right = rightText(editor.document)
        // A message longer than the space left of the position takes the whole line.
        let showsRight = editor.message == nil || left.count + right.count <= grid.columns
        let rightStart = showsRight ? Swift.max(grid.columns - right.count, 0) : grid.columns
        if showsRight { grid.write(right, row: row, column: rightStart, style: .reverse) }
        let style: Style = editor.message?.isError == true ? [.reverse, .bold] : .reverse
        let room = showsRight ? Swift.max(rightStart - 1, 0) : grid.columns
        let end = grid.write(String(left.prefix(room)), row: row, column: 0, style: style)
        if cursorAfterLeft { grid.cursor = (row, Swift.min(end, grid.columns - 1)) }
    }

    /// Indent style and position, as people count lines and columns.
    static func rightText(_ document: Document) -> String {
        let position = document.cursorPosition
        return "\(document.indentStyle)  Ln \(position.line), Col \(position.column) "
    }

    /// The question or message of the moment, or the file name with its modified mark; and
    /// whether the cursor waits after it (for an answer).
    static func leftText(_ editor: Editor) -> (String, Bool) {
        if editor.modals.last == .confirmQuit { return (" Save changes? (y/n/Esc) ", true) }
        if editor.modals.last == .describeKey(nil) { return (" Describe key: press the key to describe ", true) }
        if editor.awaitingLiteral { return (" Insert literally: press a key ", true) }
        if let message = editor.message { return (" " + message.text + " ", false) }
        let document = editor.document
        return (" " + document.displayName + (document.isModified ? " [+]" : "") + " ", false)
    }
}

/// The bottom line: the shortcuts that work right now, most useful first, as `^G Help`.
enum ShortcutBar {
    static func draw(_ shortcuts: [Shortcut], row: Int, into grid: inout CellGrid) {
        var column = 0
        for shortcut in shortcuts {
            let chord = shortcut.chord.shortDescription
            let width = chord.count + 1 + shortcut.title.count
            guard column + width <= grid.columns else { break }
            column = grid.write(chord, row: row, column: column, style: .reverse)
            column = grid.write(" " + shortcut.title, row: row, column: column)
            column += 2
        }
    }
}
