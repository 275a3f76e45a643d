import DentText

/// Filter through command and Run command: a prompt for a shell command (with its own history,
/// Up and Down), then the `commandRunning` modal while the host runs it (`.filter`,
/// `.runCommand`; Esc asks for `.stopCommand`) and answers through `commandFinished`. The
/// modal is opaque, so the text the command reads cannot change under it.
extension Editor {
    public mutating func startFilterPrompt() { startPrompt(.filter) }

    public mutating func startRunCommandPrompt() { startPrompt(.runCommand) }

    /// The prompt's answer: run it through the host, over the selection (or the whole file)
    /// for a filter.
    mutating func requestCommand(_ answer: String, filter: Bool) {
        let text = answer.trimmingSpaces
        guard !text.isEmpty else {
            message = Message("No command given: nothing run", isError: true)
            return
        }
        let entry = SearchHistory.Entry(text)
        find.history.record(entry, as: .command)
        effects.append(.rememberSearch(.command, entry))
        let use: ShellCommand.Use = !filter ? .run : document.selection.map { .filter(currentID, $0) } ?? .filterFile(currentID)
        startCommand(text, use: use)
    }

    /// Shows the `commandRunning` modal and asks the host to run `text`: with the bytes it
    /// filters (or the whole file, formatting) as its input, else with none.
    mutating func startCommand(_ text: String, use: ShellCommand.Use) {
        var command = ShellCommand(text: text, use: use)
        command.revision = ShellCommand.revision(of: document)
        modals.append(.commandRunning(command))
        switch use {
        case .filter(let id, let range): effects.append(.filter(id, range, text))
        case .format(let id), .filterFile(let id): effects.append(.filter(id, 0..<document.text.count, text))
        case .run, .lint: effects.append(.runCommand(text))
        }
    }

    /// Esc while a command runs: the host stops it, and `commandFinished` says so.
    public mutating func stopCommand() {
        guard case .commandRunning(var command) = modals.last, !command.isStopping else { return }
        command.isStopping = true
        modals[modals.count - 1] = .commandRunning(command)
        effects.append(.stopCommand)
    }

    /// The host's report of how far the running command has got, for the status line.
    public mutating func commandProgressed(_ progress: CommandProgress) {
        // Found wherever it is: a question (the file changed on disk) may have come over it.
        guard let position = runningCommandPosition, case .commandRunning(var command) = modals[position] else { return }
        command.progress = progress
        modals[position] = .commandRunning(command)
    }

    /// Where the running command's modal is in the stack, if one runs.
    private var runningCommandPosition: Int? {
        modals.lastIndex { if case .commandRunning = $0 { true } else { false } }
    }

    /// The command is running, if one is.
    public var runningCommand: ShellCommand? {
        if case .commandRunning(let command) = modals.last { return command }
        return nil
    }

    /// The host's answer: the output replaces the filtered text, or opens in a new file; a
    /// failure changes nothing and says why, with the command's stderr whole in the help view.
    public mutating func commandFinished(_ outcome: CommandOutcome) {
        // Found wherever it is: a question (the file changed on disk) may have come over it.
        guard let position = runningCommandPosition, case .commandRunning(let command) = modals[position] else { return }
        modals.remove(at: position)
        if case .lint(let id, let path) = command.use { return lintFinished(outcome, of: command.text, id: id, path: path) }
        if let failure = outcome.failure(of: command.text) {
            message = failure
            return
        }
        let said = CommandOutcome.printable(outcome.errors)
        let note = said.isEmpty ? "" : " (it said: \(said.split(separator: "\n").first ?? ""))"
        switch command.use {
        case .filter(let id, let range):
            guard let index = unchangedFile(id, by: command) else { return }
            files[index].document.replaceExactly(range, with: outcome.output)
            settleView(ofChanged: id)
            filtered(outcome.output, through: command.text, note: note, said: said)
        case .filterFile(let id):
            // Nothing was selected, so nothing stays selected: the next key must not replace the
            // whole file (issue 51, item 7). The cursor keeps its line and column.
            guard let index = unchangedFile(id, by: command) else { return }
            files[index].document.replaceKeepingPlace(with: outcome.output)
            settleView(ofChanged: id)
            filtered(outcome.output, through: command.text, note: note, said: said)
        case .format(let id):
            guard let index = unchangedFile(id, by: command) else { return }
            formatFinished(outcome.output, of: command.text, at: index, note: note, said: said)
        case .lint:
            break
        case .run:
            var output = Document(path: "", text: TextBuffer(GapBuffer(outcome.output)), indentStyle: emptyDocument.indentStyle,
                                  tabWidth: emptyDocument.tabWidth)
            output.title = "Output of \(command.text)"
            opened(output)
            message = Message("Output of \(command.text): \(TextCount(outcome.output).lines.counted("line"))\(note)",
                              detail: said.isEmpty ? nil : said)
        }
    }

    private mutating func filtered(_ output: [UInt8], through command: String, note: String, said: String) {
        message = Message("Filtered through \(command): \(TextCount(output).lines.counted("line"))\(note)",
                          detail: said.isEmpty ? nil : said)
    }

    /// The index of file `id` when its text is as it was when `command` started; nil, saying
    /// so, when it changed meanwhile (reloaded from disk) or was closed: nothing is replaced.
    private mutating func unchangedFile(_ id: DocumentID, by command: ShellCommand) -> Int? {
        guard let index = index(of: id) else { return nil }
        guard ShellCommand.revision(of: files[index].document) == command.revision else {
            message = Message("\(files[index].document.displayName) changed while \(command.text) ran: nothing replaced", isError: true)
            return nil
        }
        return index
    }
}

extension Document {
    /// Replaces `range` with `bytes` byte for byte (no line ending or encoding changed), as one
    /// undo step, selecting what came in so the result can be seen, and filtered again. The
    /// whole text replaced, the indentation is detected again (a command's choice stays).
    mutating func replaceExactly(_ range: Range<Int>, with bytes: [UInt8]) {
        let range = range.clamped(to: 0..<text.count)
        let whole = range == 0..<text.count
        history.breakGroup()
        replace(range, with: bytes, cursorAfter: range.lowerBound + bytes.count, anchorAfter: range.lowerBound, kind: .other)
        history.breakGroup()
        if whole { detectIndentationAgain() }
    }
}
