import DentCore
import DentText
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
        /// A prompt's text, laid out as the text area lays out a line (`PromptText`), drawn over
        /// the blanks `left` keeps for it.
        var prompt: PromptText?
        /// Drawn dim where an empty prompt's text would be: where its path is read from.
        var hint: String?
    }

    /// What the status line shows for `editor` on a screen `columns` wide (or the focused
    /// pane's line, `columns` being the pane's).
    static func compose(_ editor: Editor, columns: Int) -> StatusRow {
        let (left, cursorColumn) = leftText(editor)
        // A message or a question longer than the space left of the position takes the whole line.
        let isPlainName = editor.message == nil && editor.searchProgress == nil && editor.saving?.isShown != true && editor.reading == nil
            && cursorColumn == nil
        let document = editor.document
        var row = compose(left, cursor: cursorColumn, isPlainName: isPlainName, isError: editor.message?.isError == true || left.isWarning,
                          right: RightForms(document, language: editor.languageName(of: document)), columns: columns)
        row.prompt = left.prompt
        row.hint = left.hint
        return row
    }

    /// The status line of a pane without the focus: the file it shows, whether it is modified,
    /// and its cursor's position, drawn dim.
    static func compose(unfocused document: Document, of editor: Editor, columns: Int) -> StatusRow {
        let marks = (document.isModified ? " [+]" : "") + (document.isReadOnly ? " [read-only]" : "") + " "
        var status = compose(LeftText(name: " " + editor.statusName(of: document), marks: marks), cursor: nil, isPlainName: true,
                             isError: false, right: RightForms(document, language: editor.languageName(of: document)), columns: columns)
        status.isDimmed = true
        return status
    }

    private static func compose(_ left: LeftText, cursor cursorColumn: Int?, isPlainName: Bool, isError: Bool,
                                right forms: RightForms, columns: Int) -> StatusRow {
        let leftWidth = CellGrid.width(of: left.text)
        // The left text, a blank, the right side: `room` keeps that blank.
        let fits = { (form: RightForms.Form) in forms.width(form) + leftWidth + 1 <= columns }
        let all = RightForms.Form.allCases
        let right = isPlainName
            ? all.dropLast().first(where: fits)
                ?? all.suffix(3).first { forms.width($0) + minimumName <= columns } ?? all.last
            // Beside a message, the longest form that fits; beside a prompt or a question only
            // the whole right side, so the answer's field stays wide.
            : (cursorColumn == nil ? all.dropLast() : all.prefix(4)).first(where: fits)
        let rightStart = right.map { Swift.max(columns - forms.width($0), 0) } ?? columns
        let room = right == nil ? columns : Swift.max(rightStart - 1, 0)
        return StatusRow(left: isPlainName ? nameWithFields(left, room: room) : fitted(left.text, to: room),
                         leftStyle: isError ? [.reverse, .bold] : .reverse, room: room,
                         right: right.map(forms.text), rightStart: rightStart,
                         cursor: cursorColumn.map { Swift.max(0, Swift.min($0, columns - 1)) })
    }

    static func draw(_ status: StatusRow, row: Int, into grid: inout CellGrid) {
        let dim: Style = status.isDimmed ? .dim : []
        grid.fill(row: row, style: dim.union(.reverse))
        if let right = status.right { grid.write(right, row: row, column: status.rightStart, style: dim.union(.reverse)) }
        grid.write(status.left, row: row, column: 0, style: dim.union(status.leftStyle), upTo: status.room)
        if let prompt = status.prompt {
            // A cut line ends in `…`, which the text does not cover.
            let end = CellGrid.width(of: status.left) > status.room ? status.room - 1 : status.room
            prompt.draw(row: row, upTo: end, style: dim.union(status.leftStyle), into: &grid)
            if let hint = status.hint {
                grid.write(hint, row: row, column: prompt.column + 1, style: status.leftStyle.union(.dim), upTo: end)
            }
        }
    }

    /// Columns the file name keeps, cut in the middle, before the position is shortened.
    static let minimumName = 12

    /// The right side's forms, from the longest to the shortest: language, indent style, line
    /// ending and position as people count lines and columns; then without the language, then
    /// without the indent style, then the position alone, and last `12:5`. The file name is cut
    /// before the position is.
    ///
    /// The position is padded to a fixed width (the line count's digits for the line, or those
    /// of the count expected of a file shown from its start; at least three for the column),
    /// so moving along a line changes a digit or two in place: a right-aligned text that grew
    /// by a digit would shift, and the frame diff would have to write all of it again. Each
    /// form without the padding follows the one with it.
    ///
    /// Each form is composed when it is tried and measured as it is drawn; the longest that
    /// fits is taken.
    struct RightForms {
        enum Form: CaseIterable {
            case languagePadded, language, stylePadded, style, endingPadded, ending, cursorsPadded, cursors, short
        }

        /// `Ln 12, Col 5`, and the same padded to the widest it gets in this file (as many
        /// digits as the line count, at least three for the column).
        let position: String
        let paddedPosition: String
        /// `12:5`, with the number of cursors when there are several.
        let short: String
        /// `3 cursors  ` when there are several, else nothing.
        let cursors: String
        let indent: String
        let lineEnding: String
        let language: String

        init(_ document: Document, language: String) {
            let (line, column) = document.cursorPosition
            let lines = Swift.max(document.text.lineCount, document.expectedLines?.count ?? 0, line)
            position = "Ln \(line), Col \(column)"
            let widest = "Ln \(lines), Col \(Swift.max(column, 100))"
            paddedPosition = position + String(repeating: " ", count: Swift.max(widest.utf8.count - position.utf8.count, 0))
            let carets = document.caretCount
            short = "\(line):\(column)" + (carets > 1 ? " (\(carets))" : "")
            cursors = carets > 1 ? "\(carets) cursors  " : ""
            indent = document.indentDescription
            lineEnding = document.lineEndingLabel
            self.language = language
        }

        /// Cells the form takes, with the blank after it.
        func width(_ form: Form) -> Int { CellGrid.width(of: text(form)) }

        /// The form as shown, with the blank after it.
        func text(_ form: Form) -> String {
            let text = switch form {
            case .languagePadded: "\(cursors)\(language)  \(indent)  \(lineEnding)  \(paddedPosition)"
            case .language: "\(cursors)\(language)  \(indent)  \(lineEnding)  \(position)"
            case .stylePadded: "\(cursors)\(indent)  \(lineEnding)  \(paddedPosition)"
            case .style: "\(cursors)\(indent)  \(lineEnding)  \(position)"
            case .endingPadded: "\(cursors)\(lineEnding)  \(paddedPosition)"
            case .ending: "\(cursors)\(lineEnding)  \(position)"
            case .cursorsPadded: cursors + paddedPosition
            case .cursors: cursors + position
            case .short: short
            }
            return text + " "
        }
    }

    /// The name, its marks and its notice in `room` cells: the name is shortened first, down to
    /// `minimumName`, then the notice is cut.
    static func nameWithFields(_ left: LeftText, room: Int) -> String {
        let marks = CellGrid.width(of: left.marks)
        guard !left.notice.isEmpty else { return shortened(left.name, to: room - marks) + left.marks }
        let notice = CellGrid.width(of: left.notice) + 1
        let nameRoom = Swift.max(room - marks - notice, Swift.min(left.name.count, minimumName))
        let name = shortened(left.name, to: nameRoom) + left.marks
        return name + " " + fitted(left.notice, to: Swift.max(room - CellGrid.width(of: name) - 1, 0))
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
        if let modal = editor.modals.last, let question = question(of: modal, editor) { return question }
        if let question = editor.misspellingQuestion {
            let offers = question.suggestions.enumerated().map { "\($0.offset + 1) \($0.element)" }.joined(separator: "  ")
            return asking(" \(question.word): " + (offers.isEmpty ? "no suggestions" : offers) + " (1-9, a add, n next, Esc) ")
        }
        if let command = editor.runningCommand {
            let progress = command.progress.map { " " + $0.text } ?? ""
            return asking(command.isStopping ? " Stopping \(command.text)… " : " Running \(command.text)…\(progress) (Esc stops it) ")
        }
        if case .prompt(let prompt) = editor.modals.last {
            let head = " \(editor.label(of: prompt)) "
            let note = (prompt.note ?? editor.searchProgress.map { "Searching… \($0)%" }).map(PathBytes.shown)
            let text = PromptText(prompt.text, column: CellGrid.width(of: head))
            // The text's cells (and an empty field's hint, after a blank) are blanks here: `draw`
            // puts its glyphs over them.
            let hint = prompt.text.isEmpty && note == nil ? prompt.hint : nil
            let hintCells = hint.map { 1 + CellGrid.width(of: $0) } ?? 0
            var left = LeftText(head + String(repeating: " ", count: text.layout.width + hintCells) + (note.map { "   (\($0))" } ?? "") + " ")
            left.prompt = text
            left.hint = hint
            return (left, text.column + text.column(atCharacter: prompt.cursor))
        }
        if editor.awaitingLiteral { return asking(" Insert literally: press a key ") }
        if let saving = editor.saving, saving.isShown { return (LeftText(" \(saving.text) "), nil) }
        if let message = editor.message { return (LeftText(" " + message.text + " "), nil) }
        // After a message: one shown with the file's start (read-only, say) is not hidden for
        // the seconds a big file takes to read; its time up, the progress shows.
        if let reading = editor.reading {
            return (LeftText(" " + reading.text(name: editor.document(reading.id).map(editor.statusName) ?? "") + " "), nil)
        }
        if let progress = editor.searchProgress { return (LeftText(" Searching… \(progress)% (any key stops) "), nil) }
        let (name, marks) = nameAndMarks(editor)
        var left = LeftText(name: name, marks: marks)
        // Standing notices are fields after the name, not messages: the name stays in view.
        if let notice = editor.diskNotice {
            (left.notice, left.isWarning) = (notice + " ", true)
        } else if let question = editor.serverQuestionNotice {
            (left.notice, left.isWarning) = (question + " ", true)
        } else if case let fields = [editor.document.serverStatus?.field, editor.lineNote].compactMap({ $0 }), !fields.isEmpty {
            // The server's state, then what it (or Lint) said of the cursor's line.
            left.notice = fields.joined(separator: " · ") + " "
            left.isWarning = editor.document.serverStatus.map { if case .failed = $0 { true } else { false } } ?? false
        }
        return (left, nil)
    }

    /// The question a modal asks on the status line, which comes before anything else there
    /// (a prompt's comes after a misspelling's question and a running command's).
    private static func question(of modal: Modal, _ editor: Editor) -> (LeftText, Int?)? {
        switch modal {
        case .confirmQuit, .confirmClose:
            return asking(saveQuestion(editor))
        case .describeKey(nil):
            return asking(" Describe key: press the key to describe ")
        case .diskChanged:
            return asking(" \(editor.document.displayName) changed on disk: reload, overwrite, save as? (r/o/s/Esc) ")
        case .confirmRevert:
            return asking(" Revert \(editor.document.displayName) to the file on disk, dropping your changes? (y/n) ")
        case .sudoSave where editor.hasSudo:
            return asking(" You may not write \(editor.document.displayName): save it with sudo, save as, or not? (y/s/n) ")
        case .sudoSave:
            return asking(" You may not write \(editor.document.displayName): save it under another name? (s/n) ")
        case .largeFile(let path, let megabytes):
            return asking(" \(path) is \(megabytes) MiB, more than max-file-size: open it? (y/n) ")
        case .recover(let time):
            let whose = editor.files.count > 1 ? " \(editor.document.displayName):" : ""
            return asking("\(whose) Unsaved changes from \(time) can be recovered: recover, compare, discard? (r/c/d/Esc) ")
        case .backupOffer(let time):
            return asking(" \(editor.document.displayName) has a backup from an interrupted save (\(time)): "
                + "use the backup, keep the file, compare? (u/k/c) ")
        case .incompleteBackups(let count):
            let backups = count == 1 ? "an incomplete backup" : "\(count) incomplete backups"
            return asking(" \(editor.document.displayName) has \(backups) (cut short by an interrupted save that never touched "
                + "the file): remove? (y/n) ")
        case .replaceMatch:
            return asking(editor.searchProgress.map { " Searching… \($0)% (Esc stops) " } ?? " Replace this match? (y/n/a/Esc) ")
        default:
            return nil
        }
    }

    /// `text` asked on the status line, the cursor at its end waiting for the answer.
    private static func asking(_ text: String) -> (LeftText, Int?) { (LeftText(text), CellGrid.width(of: text) - 1) }

    /// The left side: a text, or the file name, the marks after it and a standing notice (of
    /// which the name is shortened first, down to `minimumName`, and then the notice cut).
    struct LeftText {
        var name: String
        var marks: String
        /// A standing notice after the marks: what the linter said about the cursor's line, or
        /// that the file changed on disk.
        var notice = ""
        /// The notice is a warning (the file changed on disk): drawn as an error is, until it
        /// is dealt with.
        var isWarning = false
        /// The prompt's text, drawn over the blanks kept for it in `name`.
        var prompt: PromptText?
        /// An empty prompt's hint, drawn dim over the blanks kept for it after the text.
        var hint: String?
        var text: String { name + marks + (notice.isEmpty ? "" : " " + notice) }

        init(_ text: String, isWarning: Bool = false) { (name, marks, self.isWarning) = (text, "", isWarning) }
        init(name: String, marks: String) { (self.name, self.marks) = (name, marks) }
    }

    /// The file name (with a leading blank), and what follows it: the modified mark, which of
    /// several files this is, a trailing blank. Only the name is ever shortened.
    static func nameAndMarks(_ editor: Editor) -> (String, String) {
        let position = editor.filePosition
        let count = position.count > 1 ? "  \(position.number)/\(position.count)" : ""
        // Kept while a macro is recorded, as vim's "recording @q": every key goes into it.
        let recording = editor.isRecordingMacro ? " [recording]" : ""
        // One copy of the document for its three fields: the `document` getter copies it each time.
        let document = editor.document
        // Kept while the document is read-only: the message saying why goes with the next key.
        let readOnly = document.isReadOnly ? " [read-only]" : ""
        return (" " + editor.statusName(of: document), (document.isModified ? " [+]" : "") + readOnly + recording + count + " ")
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
