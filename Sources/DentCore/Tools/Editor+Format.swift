import DentText

/// Format file: the whole file goes through its language's `formatter` (dent.conf's
/// `[language ID]` sections) by the same path as Filter through command, and the output takes
/// its place as one undo step, the cursor staying on its line and column.
extension Editor {
    public mutating func formatFile() {
        guard let formatter = document.rules.formatter else {
            message = missingTool("formatter", for: document)
            return
        }
        startCommand(formatter, use: .format(currentID))
    }

    /// What to say when the file's language has no `tool` (`formatter`, `linter`) set: which
    /// setting to add, and where.
    func missingTool(_ tool: String, for document: Document) -> Message {
        guard let language = document.rulesLanguage else {
            return Message("No \(tool): \(document.displayName) has no language (Set language), and `\(tool)` is set per language in dent.conf",
                           isError: true)
        }
        return Message("No \(tool) for \(language): set `\(tool)` in [language \(language)] in dent.conf", isError: true)
    }

    /// The formatter's `output` (it succeeded) replaces file `index`'s text. An empty output
    /// for a file that is not empty is refused: a formatter that rewrites the file in place
    /// (`-i`) or prints nothing would otherwise empty it.
    mutating func formatFinished(_ output: [UInt8], of command: String, at index: Int, note: String, said: String) {
        // No copy of the document is kept past here: the replacement must not copy the text.
        let count = files[index].document.text.count
        let same = files[index].document.text.bytes.holds(output, at: 0..<count)
        if output.isEmpty && count > 0 {
            message = Message("\(command) printed nothing, nothing changed (a formatter reads the file on stdin and writes it on stdout)",
                              isError: true, detail: said.isEmpty ? nil : said)
            return
        }
        if same {
            message = Message("Already formatted: \(command) changed nothing\(note)", detail: said.isEmpty ? nil : said)
            return
        }
        files[index].document.replaceKeepingPlace(with: output)
        settleView(ofChanged: files[index].id)
        message = Message("Formatted with \(command)\(note)", detail: said.isEmpty ? nil : said)
    }
}

extension Document {
    /// Replaces the whole text with `bytes` byte for byte as one undo step; the cursor keeps
    /// its line and display column (clamped to the new text), and the view its first line.
    /// The indentation is detected again in the new text (a command's choice stays).
    mutating func replaceKeepingPlace(with bytes: [UInt8]) {
        let (line, column, scroll) = (cursorLine, cursorColumn, scrollLine)
        history.breakGroup()
        replace(0..<text.count, with: bytes, cursorAfter: 0, kind: .other)
        history.breakGroup()
        let last = Swift.max(text.lineCount - 1, 0)
        cursor = offset(ofLine: Swift.min(line, last), column: column)
        history.amendLast(after: cursorState)
        scrollLine = Swift.min(scroll, last)
        detectIndentationAgain()
    }
}
