import DentCore

/// The line above the shortcut bar: file name, modified mark and (with several files open) which
/// of them it is on the left, position and indent style on the right; a message or question
/// replaces the left side while there is one.
enum StatusLine {
    static func draw(_ editor: Editor, row: Int, into grid: inout CellGrid) {
        grid.fill(row: row, style: .reverse)
        let (left, cursorColumn) = leftText(editor)
        // A message or a question longer than the space left of the position takes the whole line.
        let isPlainName = editor.message == nil && cursorColumn == nil
        let right = isPlainName ? rightText(editor.document, besideName: left.count, columns: grid.columns)
            : rightText(editor.document, besideName: 0, columns: Int.max)
        let showsRight = isPlainName || left.count + right.count <= grid.columns
        let rightStart = showsRight ? Swift.max(grid.columns - right.count, 0) : grid.columns
        if showsRight { grid.write(right, row: row, column: rightStart, style: .reverse) }
        let style: Style = editor.message?.isError == true ? [.reverse, .bold] : .reverse
        let room = showsRight ? Swift.max(rightStart - 1, 0) : grid.columns
        var shown = String(left.prefix(room))
        if isPlainName {
            let (name, marks) = nameAndMarks(editor)
            shown = String((shortened(name, to: room - marks.count) + marks).prefix(room))
        }
        grid.write(shown, row: row, column: 0, style: style)
        if let cursorColumn { grid.cursor = (row, Swift.max(0, Swift.min(cursorColumn, grid.columns - 1))) }
    }

    /// Columns the file name keeps, cut in the middle, before the position is shortened.
    static let minimumName = 12

    /// Indent style, line ending and position, as people count lines and columns. When they do
    /// not fit beside a name `name` columns wide, the indent style goes first, then the line
    /// ending; the position stays, as `12:5` when even a shortened name leaves no room for more.
    static func rightText(_ document: Document, besideName name: Int, columns: Int) -> String {
        let position = document.cursorPosition
        var parts = [document.indentDescription, document.lineEndingLabel, "Ln \(position.line), Col \(position.column)"]
        while parts.count > 1, parts.joined(separator: "  ").count + 1 + name > columns { parts.removeFirst() }
        let text = parts.joined(separator: "  ") + " "
        return text.count + Swift.min(name, minimumName) <= columns ? text : "\(position.line):\(position.column) "
    }

    /// `text` cut to `width` columns in the middle, so both the start of a long file name and
    /// its extension stay readable: ` a-very-lo...name.txt`.
    static func shortened(_ text: String, to width: Int) -> String {
        guard text.count > width else { return text }
        guard width > 5 else { return String(text.prefix(Swift.max(width, 0))) }
        let tail = (width - 3) / 2
        return String(text.prefix(width - 3 - tail)) + "..." + String(text.suffix(tail))
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
        if case .prompt(let prompt) = editor.modals.last {
            let head = " \(prompt.label) "
            return (head + prompt.text + (prompt.note.map { "   (\($0))" } ?? "") + " ", head.count + prompt.cursor)
        }
        if editor.awaitingLiteral { return asking(" Insert literally: press a key ") }
        if let message = editor.message { return (" " + message.text + " ", nil) }
        let (name, marks) = nameAndMarks(editor)
        return (name + marks, nil)
    }

    /// The file name (with a leading blank), and what follows it: the modified mark, which of
    /// several files this is, a trailing blank. Only the name is ever shortened.
    static func nameAndMarks(_ editor: Editor) -> (String, String) {
        let position = editor.filePosition
        let count = position.count > 1 ? "  \(position.number)/\(position.count)" : ""
        return (" " + editor.document.displayName, (editor.document.isModified ? " [+]" : "") + count + " ")
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
        for item in BarItem.layout(shortcuts, width: grid.columns) {
            let column = grid.write(item.chord, row: row, column: item.columns.lowerBound, style: .reverse)
            grid.write(" " + item.shortcut.title, row: row, column: column)
        }
    }
}
