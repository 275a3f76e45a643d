import DentCore

/// The line above the shortcut bar: file name, modified mark and (with several files open) which
/// of them it is on the left, position and indent style on the right; a message or question
/// replaces the left side while there is one.
enum StatusLine {
    static func draw(_ editor: Editor, row: Int, into grid: inout CellGrid) {
        grid.fill(row: row, style: .reverse)
        let (left, cursorColumn) = leftText(editor)
        let right = rightText(editor.document)
        // A message or a question longer than the space left of the position takes the whole line.
        let isPlainName = editor.message == nil && editor.searchProgress == nil && cursorColumn == nil
        let showsRight = isPlainName || left.count + right.count <= grid.columns
        let rightStart = showsRight ? Swift.max(grid.columns - right.count, 0) : grid.columns
        if showsRight { grid.write(right, row: row, column: rightStart, style: .reverse) }
        let style: Style = editor.message?.isError == true ? [.reverse, .bold] : .reverse
        let room = showsRight ? Swift.max(rightStart - 1, 0) : grid.columns
        grid.write(String(left.prefix(room)), row: row, column: 0, style: style)
        if let cursorColumn { grid.cursor = (row, Swift.max(0, Swift.min(cursorColumn, grid.columns - 1))) }
    }

    /// Indent style and position, as people count lines and columns.
    static func rightText(_ document: Document) -> String {
        let position = document.cursorPosition
        return "\(document.indentDescription)  \(document.lineEndingLabel)  Ln \(position.line), Col \(position.column) "
    }

    /// The question or message of the moment, or the file name with its modified mark; and
    /// where the cursor waits for an answer, if it does.
    static func leftText(_ editor: Editor) -> (String, Int?) {
        func asking(_ text: String) -> (String, Int?) { (text, text.count - 1) }
        if editor.modals.last == .confirmQuit || editor.modals.last == .confirmClose { return asking(saveQuestion(editor)) }
        if editor.modals.last == .describeKey(nil) { return asking(" Describe key: press the key to describe ") }
        if editor.modals.last == .diskChanged {
            return asking(" \(editor.document.displayName) changed on disk: reload, overwrite, save as? (r/o/s/Esc) ")
        }
        if case .largeFile(let path, let megabytes) = editor.modals.last {
            return asking(" \(path) is \(megabytes) MiB, more than max-file-size: open it? (y/n) ")
        }
        if case .recover(let time) = editor.modals.last {
            let whose = editor.files.count > 1 ? " \(editor.document.displayName):" : ""
            return asking("\(whose) Unsaved changes from \(time) can be recovered: recover, compare, discard? (r/c/d/Esc) ")
        }
        if editor.modals.last == .replaceMatch {
            return asking(editor.searchProgress.map { " Searching… \($0)% (Esc stops) " } ?? " Replace this match? (y/n/a/Esc) ")
        }
        if case .prompt(let prompt) = editor.modals.last {
            let head = " \(editor.label(of: prompt)) "
            let note = prompt.note ?? editor.searchProgress.map { "Searching… \($0)%" }
            return (head + prompt.text + (note.map { "   (\($0))" } ?? "") + " ", head.count + prompt.cursor)
        }
        if editor.awaitingLiteral { return asking(" Insert literally: press a key ") }
        if let message = editor.message { return (" " + message.text + " ", nil) }
        if let progress = editor.searchProgress { return (" Searching… \(progress)% (any key stops) ", nil) }
        let document = editor.document
        let position = editor.filePosition
        let count = position.count > 1 ? "  \(position.number)/\(position.count)" : ""
        return (" " + document.displayName + (document.isModified ? " [+]" : "") + count + " ", nil)
    }

    /// "Save changes?" naming the file when several are open, with "a" (save all) while more than
    /// one unsaved file is left to ask about before quitting.
    static func saveQuestion(_ editor: Editor) -> String {
        let closing = editor.modals.last == .confirmClose
        guard editor.files.count > 1 || closing else { return " Save changes? (y/n/Esc) " }
        let name = editor.document.displayName.isEmpty ? "the unnamed file" : editor.document.displayName
        let keys = !closing && editor.filesLeftToAsk > 1 ? "y/n/a/Esc" : "y/n/Esc"
        return " Save changes to \(name)\(closing ? " before closing it" : "")? (\(keys)) "
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
