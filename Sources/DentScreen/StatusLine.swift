import DentCore
import DentWire

/// The line above the shortcut bar: file name, modified mark and (with several files open) which
/// of them it is on the left, position and indent style on the right; a message or question
/// replaces the left side while there is one.
enum StatusLine {
    /// The line as drawn: the left text clipped at `room`, the right text from `rightStart`,
    /// and the column where the cursor waits for an answer.
    struct StatusRow: Equatable, Sendable {
        var left: String
        var leftStyle: Style
        var room: Int
        var right: String?
        var rightStart: Int
        var cursor: Int?
        /// A pane without the focus: its line is drawn dim, so the focused one stands out.
        var isDimmed = false
    }

    /// What the status line shows for `editor` on a screen `columns` wide (or the focused
    /// pane's line, `columns` being the pane's).
    static func compose(_ editor: Editor, columns: Int) -> StatusRow {
        let (left, cursorColumn) = leftText(editor)
        // A message or a question longer than the space left of the position takes the whole line.
        let isPlainName = editor.message == nil && editor.searchProgress == nil && cursorColumn == nil
        return compose(left, cursor: cursorColumn, isPlainName: isPlainName, isError: editor.message?.isError == true,
                       document: editor.document, columns: columns)
    }

    /// The status line of a pane without the focus: the file it shows, whether it is modified,
    /// and its cursor's position, drawn dim.
    static func compose(unfocused document: Document, columns: Int) -> StatusRow {
        let marks = (document.isModified ? " [+]" : "") + (document.isReadOnly ? " [read-only]" : "") + " "
        var status = compose(LeftText(name: " " + document.displayName, marks: marks), cursor: nil, isPlainName: true, isError: false,
                             document: document, columns: columns)
        status.isDimmed = true
        return status
    }

    private static func compose(_ left: LeftText, cursor cursorColumn: Int?, isPlainName: Bool, isError: Bool,
                                document: Document, columns: Int) -> StatusRow {
        let leftWidth = CellGrid.width(of: left.text)
        let choices = rightTexts(document)
        let fits = { (form: RightText) in form.width + leftWidth <= columns }
        let right = isPlainName
            ? choices.dropLast().first(where: fits)
                ?? choices.suffix(3).first { $0.width + minimumName <= columns } ?? choices.last
            : choices.prefix(2).first(where: fits)
        let rightStart = right.map { Swift.max(columns - $0.width, 0) } ?? columns
        let room = right == nil ? columns : Swift.max(rightStart - 1, 0)
        return StatusRow(left: isPlainName ? shortened(left.name, to: room - left.marks.count) + left.marks : fitted(left.text, to: room),
                         leftStyle: isError ? [.reverse, .bold] : .reverse, room: room,
                         right: right?.text, rightStart: rightStart,
                         cursor: cursorColumn.map { Swift.max(0, Swift.min($0, columns - 1)) })
    }

    static func draw(_ status: StatusRow, row: Int, into grid: inout CellGrid) {
        let dim: Style = status.isDimmed ? .dim : []
        grid.fill(row: row, style: dim.union(.reverse))
        if let right = status.right { grid.write(right, row: row, column: status.rightStart, style: dim.union(.reverse)) }
        grid.write(status.left, row: row, column: 0, style: dim.union(status.leftStyle), upTo: status.room)
    }

    /// Columns the file name keeps, cut in the middle, before the position is shortened.
    static let minimumName = 12

    /// One form of the right side, joined only when it is shown: the status line is composed on
    /// every keystroke, and joining all seven forms each time showed in a typed character's
    /// profile.
    struct RightText {
        var parts: (String, String)
        /// Cells it takes (the parts are ASCII), with the blank after it.
        var width: Int { parts.0.utf8.count + parts.1.utf8.count + 1 }
        var text: String { parts.0 + parts.1 + " " }
    }

    /// The right side from the longest to the shortest: indent style, line ending and position
    /// as people count lines and columns; then without the indent style, then the position
    /// alone, and last `12:5`. The file name is cut before the position is.
    ///
    /// The position is padded to a fixed width (the line count's digits for the line, or those
    /// of the count expected of a file shown from its start; at least three for the column),
    /// so moving along a line changes a digit or two in place: a
    /// right-aligned text that grew by a digit would shift, and the frame diff would have to
    /// write all of it again. Each form without the padding follows the one with it.
    static func rightTexts(_ document: Document) -> [RightText] {
        let position = document.cursorPosition
        let plain = "Ln \(position.line), Col \(position.column)"
        let lines = Swift.max(document.text.lineCount, document.expectedLines?.count ?? 0, position.line)
        let widest = digits(lines) + digits(Swift.max(position.column, 100)) + "Ln , Col ".utf8.count
        let padded = plain + String(repeating: " ", count: Swift.max(widest - plain.utf8.count, 0))
        let cursors = document.caretCount > 1 ? "\(document.caretCount) cursors  " : ""
        let style = "\(cursors)\(document.indentDescription)  \(document.lineEndingLabel)  "
        let ending = "\(cursors)\(document.lineEndingLabel)  "
        let short = "\(position.line):\(position.column)" + (cursors.isEmpty ? "" : " (\(document.caretCount))")
        return [(style, padded), (style, plain), (ending, padded), (ending, plain), (cursors, padded), (cursors, plain),
                (short, "")].map { RightText(parts: $0) }
    }

    /// The decimal digits of `number`, which is positive.
    private static func digits(_ number: Int) -> Int {
        var count = 1
        var rest = number
        while rest >= 10 { (count, rest) = (count + 1, rest / 10) }
        return count
    }

    /// `text` cut to `width` columns in the middle, so both the start of a long file name and
    /// its extension stay readable: ` a-very-lo...name.txt`.
    static func shortened(_ text: String, to width: Int) -> String {
        guard text.count > width else { return text }
        guard width > 5 else { return String(text.prefix(Swift.max(width, 0))) }
        let tail = (width - 3) / 2
        return String(text.prefix(width - 3 - tail)) + "..." + String(text.suffix(tail))
    }

    /// `text` cut to `width` cells with `…` as its last cell when it is wider: a message that
    /// outgrows the line shows it was cut (the help view's top shows the last message whole).
    /// The blanks a text ends with are padding: losing them cuts nothing.
    static func fitted(_ text: String, to width: Int) -> String {
        guard CellGrid.width(of: String(text.reversed().drop { $0 == " " }.reversed())) > width else { return text }
        var kept = ""
        var used = 0
        for character in text {
            let cells = CellGrid.width(of: character)
            guard used + cells <= width - 1 else { break }
            kept.append(character)
            used += cells
        }
        return width > 0 ? kept + "…" : ""
    }

    /// The question or message of the moment, or the file name with its modified mark; and
    /// where the cursor waits for an answer, if it does.
    static func leftText(_ editor: Editor) -> (LeftText, Int?) {
        func asking(_ text: String) -> (LeftText, Int?) { (LeftText(text), CellGrid.width(of: text) - 1) }
        if editor.modals.last == .confirmQuit || editor.modals.last == .confirmClose { return asking(saveQuestion(editor)) }
        if editor.modals.last == .describeKey(nil) { return asking(" Describe key: press the key to describe ") }
        if editor.modals.last == .diskChanged {
            return asking(" \(editor.document.displayName) changed on disk: reload, overwrite, save as? (r/o/s/Esc) ")
        }
        if editor.modals.last == .sudoSave {
            return asking(" You may not write \(editor.document.displayName): save it with sudo, save as, or not? (y/s/n) ")
        }
        if case .largeFile(let path, let megabytes) = editor.modals.last {
            return asking(" \(path) is \(megabytes) MiB, more than max-file-size: open it? (y/n) ")
        }
        if case .recover(let time) = editor.modals.last {
            let whose = editor.files.count > 1 ? " \(editor.document.displayName):" : ""
            return asking("\(whose) Unsaved changes from \(time) can be recovered: recover, compare, discard? (r/c/d/Esc) ")
        }
        if case .backupOffer(let time) = editor.modals.last {
            return asking(" \(editor.document.displayName) has a backup from an interrupted save (\(time)): "
                + "use the backup, keep the file, compare? (u/k/c) ")
        }
        if editor.modals.last == .replaceMatch {
            return asking(editor.searchProgress.map { " Searching… \($0)% (Esc stops) " } ?? " Replace this match? (y/n/a/Esc) ")
        }
        if let question = editor.misspellingQuestion {
            let offers = question.suggestions.enumerated().map { "\($0.offset + 1) \($0.element)" }.joined(separator: "  ")
            return asking(" \(question.word): " + (offers.isEmpty ? "no suggestions" : offers) + " (1-9, a add, n next, Esc) ")
        }
        if let command = editor.runningCommand {
            return asking(command.isStopping ? " Stopping \(command.text)… " : " Running \(command.text)… (Esc stops it) ")
        }
        if case .prompt(let prompt) = editor.modals.last {
            let head = " \(editor.label(of: prompt)) "
            let note = prompt.note ?? editor.searchProgress.map { "Searching… \($0)%" }
            let cursor = CellGrid.width(of: head) + CellGrid.width(of: String(prompt.text.prefix(prompt.cursor)))
            return (LeftText(head + prompt.text + (note.map { "   (\($0))" } ?? "") + " "), cursor)
        }
        if editor.awaitingLiteral { return asking(" Insert literally: press a key ") }
        if let message = editor.message { return (LeftText(" " + message.text + " "), nil) }
        if let progress = editor.searchProgress { return (LeftText(" Searching… \(progress)% (any key stops) "), nil) }
        if let note = editor.lintNote { return (LeftText(" " + note + " "), nil) }
        let (name, marks) = nameAndMarks(editor)
        return (LeftText(name: name, marks: marks), nil)
    }

    /// The left side: a text, or the file name and the marks after it (of which only the name
    /// is ever shortened).
    struct LeftText {
        var name: String
        var marks: String
        var text: String { name + marks }

        init(_ text: String) { (name, marks) = (text, "") }
        init(name: String, marks: String) { (self.name, self.marks) = (name, marks) }
    }

    /// The file name (with a leading blank), and what follows it: the modified mark, which of
    /// several files this is, a trailing blank. Only the name is ever shortened.
    static func nameAndMarks(_ editor: Editor) -> (String, String) {
        let position = editor.filePosition
        let count = position.count > 1 ? "  \(position.number)/\(position.count)" : ""
        // Kept while the document is read-only: the message saying why goes with the next key.
        let readOnly = editor.document.isReadOnly ? " [read-only]" : ""
        // Kept while a macro is recorded, as vim's "recording @q": every key goes into it.
        let recording = editor.isRecordingMacro ? " [recording]" : ""
        return (" " + editor.document.displayName, (editor.document.isModified ? " [+]" : "") + readOnly + recording + count + " ")
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
