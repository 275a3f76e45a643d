import DentCore

/// The line above the shortcut bar: file name and modified mark on the left, position and indent
/// style on the right; a message or question replaces the left side while there is one.
enum StatusLine {
    static func draw(_ editor: Editor, row: Int, into grid: inout CellGrid) {
        grid.fill(row: row, style: .reverse)
        let document = editor.document
        let position = document.cursorPosition
        let right = "\(document.indentStyle)  Ln \(position.line), Col \(position.column) "
        let rightStart = Swift.max(grid.columns - right.count, 0)
        grid.write(right, row: row, column: rightStart, style: .reverse)

        let left: String
        var cursorAfterLeft = false
        if editor.modals.last == .confirmQuit {
            left = " Save changes? (y/n/Esc) "
            cursorAfterLeft = true
        } else if editor.modals.last == .describeKey(nil) {
            left = " Describe key: press the key to describe "
            cursorAfterLeft = true
        } else if editor.awaitingLiteral {
            left = " Insert literally: press a key "
            cursorAfterLeft = true
        } else if let message = editor.message {
            left = " " + message.text + " "
        } else {
            left = " " + document.displayName + (document.isModified ? " [+]" : "") + " "
        }
        let style: Style = editor.message?.isError == true ? [.reverse, .bold] : .reverse
        let end = grid.write(String(left.prefix(Swift.max(rightStart - 1, 0))), row: row, column: 0, style: style)
        if cursorAfterLeft { grid.cursor = (row, Swift.min(end, grid.columns - 1)) }
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
