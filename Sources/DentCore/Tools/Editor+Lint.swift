import DentText

/// Lint: the language's `linter` runs on the saved file (its path appended, shell-quoted) as a
/// command like Run command; its `file:line:col: message` lines about this file mark those
/// lines (`Document.lint`), and Next and Previous message step through them. Lint checks
/// the file on disk, so a file with unsaved changes is refused rather than saved behind the
/// user's back: the marks would otherwise name lines the user never saw saved.
extension Editor {
    public mutating func lint() {
        guard let linter = document.rules.linter else {
            message = missingTool("linter", for: document)
            return
        }
        guard !document.path.isEmpty, !document.isModified else {
            message = Message("Lint checks the file as saved: save it first (\(chordText(.save)))", isError: true)
            return
        }
        startCommand(linter + " " + ShellCommand.quoted(document.path), use: .lint(currentID, document.path))
    }

    /// The linter ended: its output (stdout and stderr both) marks the lines it names. Linters
    /// exit with 1 when they find something, so the status matters only when nothing about the
    /// file was found: then a non-zero status is a failure, shown with all it wrote.
    mutating func lintFinished(_ outcome: CommandOutcome, of command: String, id: DocumentID, path: String) {
        guard case .exited(let status) = outcome.ending else {
            message = outcome.failure(of: command)
            return
        }
        let output = outcome.output + [0x0A] + outcome.errors
        let items = LintOutput.items(in: output, about: path)
        let said = CommandOutcome.printable(output)
        withDocument(id) { $0.lint = LintMarks(items, in: &$0.text) }
        guard !items.isEmpty else {
            if status == 0 {
                return message = Message("\(command): no messages", detail: said.isEmpty ? nil : said)
            }
            let first = said.split(separator: "\n").first.map { ": " + $0 } ?? ""
            return message = Message("\(command) failed (exit status \(status)) with no message about the file\(first)",
                                     isError: true, detail: said.isEmpty ? nil : said)
        }
        let lines = document(id)?.lint.count ?? 0
        message = Message("\(items.count.counted("message")) on \(lines.counted("line")): \(chordText(.nextLintMessage)) goes to the next",
                          detail: said)
    }

    /// Next (or previous) marked line: the cursor goes to the next line after its own (before
    /// it), round the end of the file, that a server's diagnostic or Lint marked, on the column
    /// named first, and the status line shows what was said.
    mutating func stepMarkedLine(forward: Bool) {
        document.syncLint()
        document.syncDiagnostics()
        let text = document.text
        var stops: [Int: Int] = [:]
        for (line, messages) in document.lint.lines(in: text) {
            stops[line] = document.offset(ofLine: line, character: (messages.lazy.compactMap(\.column).first ?? 1) - 1)
        }
        for mark in document.diagnostics.marks {
            let line = text.line(containing: Swift.min(mark.range.lowerBound, text.count))
            stops[line] = Swift.min(stops[line] ?? Int.max, mark.range.lowerBound)
        }
        guard !stops.isEmpty else {
            message = Message("No messages: \(commands[.lint].title) (in the palette) runs the linter; a language server marks what it finds")
            return
        }
        let marked = stops.keys.sorted()
        let line = document.cursorLine
        let target = forward ? marked.first { $0 > line } ?? marked[0] : marked.last { $0 < line } ?? marked[marked.count - 1]
        let offset = stops[target] ?? 0
        jumping { $0.edit(follow: .jump) { document in document.move { $0.cursor = Swift.min(offset, $0.text.lineRange(target).upperBound) } } }
        message = lineNote.map { Message($0) }
    }

    /// What the linter said about the cursor's line, for the status line; nil when nothing
    /// (after `prepareHighlighting`, which syncs the marks with the edits).
    public var lintNote: String? {
        guard !document.lint.isEmpty else { return nil }
        let line = document.cursorLine
        return document.lint.lines(in: document.text).first { $0.line == line }.map { LintMarks.describe(line: line, $0.messages) }
    }

    /// The marked lines of the file shown, for the renderer (after `prepareHighlighting`).
    public var lintLines: Set<Int> {
        document.lint.isEmpty ? [] : Set(document.lint.lines(in: document.text).map(\.line))
    }
}
