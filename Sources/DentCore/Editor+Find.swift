import DentText

/// What find remembers between keys: the pattern for Ctrl+N and Ctrl+P after the prompt closed,
/// and, while the prompt is open, where the document stood before it, for Esc.
struct FindState: Sendable {
    /// The last pattern accepted with Enter; nil before the first find.
    var lastPattern: String?
    /// The document's position when the find prompt opened; nil while it is closed.
    var origin: FindOrigin?
}

/// The cursor, selection and scroll of a document, put back when a find is cancelled.
struct FindOrigin: Sendable {
    var cursor: Int
    var anchor: Int?
    var goalColumn: Int?
    var scrollLine: Int
    var scrollColumn: Int

    init(_ document: Document) {
        cursor = document.cursor
        anchor = document.anchor
        goalColumn = document.goalColumn
        scrollLine = document.scrollLine
        scrollColumn = document.scrollColumn
    }

    /// Where an incremental search begins: the start of the selection, or the cursor, so a
    /// match under the cursor is found first.
    var searchStart: Int { Swift.min(anchor ?? cursor, cursor) }

    func restore(into document: inout Document) {
        document.cursor = cursor
        document.anchor = anchor
        document.goalColumn = goalColumn
        document.scrollLine = scrollLine
        document.scrollColumn = scrollColumn
    }
}

/// Find (Ctrl+F): an incremental prompt whose text is searched for as it is typed, smart-case
/// (case-insensitive unless the pattern has a capital). Enter keeps the match selected, Esc puts
/// the cursor, selection and scroll back; Ctrl+N and Ctrl+P go to the next and previous match,
/// in the prompt and, with the last pattern, after it closed.
extension Editor {
    public mutating func startFind() {
        find.origin = FindOrigin(document)
        startPrompt(.find)
    }

    /// The pattern the renderer highlights: the find prompt's, while it is open.
    public var highlightedPattern: SearchPattern? {
        guard let state = promptState, state.kind == .find, !state.text.isEmpty else { return nil }
        return Editor.pattern(state.text)
    }

    static func pattern(_ text: String) -> SearchPattern { SearchPattern(smartCase: Array(text.utf8)) }

    /// After each edit of the find prompt: the first match at or after where the search started
    /// (wrapping), or back to that place when there is none.
    mutating func findAsTyped() {
        guard let origin = find.origin, let text = promptState?.text else { return }
        origin.restore(into: &document)
        guard !text.isEmpty else { return }
        go(to: document.match(of: Editor.pattern(text), from: origin.searchStart, forward: true))
    }

    /// Ctrl+N and Ctrl+P: the next match after the current one (or the cursor), or the previous
    /// one before it. In an empty find prompt they bring back the last pattern; in the editor
    /// with no pattern yet they open the prompt.
    public mutating func findAgain(forward: Bool) {
        if let state = promptState, state.kind == .find, state.text.isEmpty {
            guard let last = find.lastPattern else { return report("Type what to find") }
            return editPrompt { $0.text = last; $0.cursor = last.count }
        }
        let text = promptState.flatMap { $0.kind == .find ? $0.text : nil } ?? find.lastPattern
        guard let text else { return startFind() }
        let selection = document.selection
        let from = forward ? selection?.upperBound ?? document.cursor : selection?.lowerBound ?? document.cursor
        go(to: document.match(of: Editor.pattern(text), from: from, forward: forward))
    }

    /// Enter in the find prompt: closes it where it is (the match stays selected) and keeps the
    /// pattern for Ctrl+N and Ctrl+P.
    public mutating func acceptFind() {
        guard let state = promptState, state.kind == .find else { return }
        dismissModal()
        find.origin = nil
        if !state.text.isEmpty { find.lastPattern = state.text }
    }

    /// Esc in the find prompt: closes it and puts the cursor, selection and scroll back.
    public mutating func cancelFind() {
        guard let state = promptState, state.kind == .find else { return }
        dismissModal()
        find.origin?.restore(into: &document)
        find.origin = nil
    }

    /// Selects `match` and scrolls to it, saying when the search wrapped or found nothing.
    private mutating func go(to match: SearchMatch?) {
        guard let match else { return report("Not found") }
        document.selectMatch(match.range)
        document.scrollToCursor(rows: textRows, columns: textColumns)
        if match.wrapped { report("Search wrapped") }
    }

    /// Feedback: in the find prompt's note while it is open (the prompt covers the status
    /// line), else as the status message.
    private mutating func report(_ text: String) {
        if var state = promptState, state.kind == .find {
            state.note = text
            modals[modals.count - 1] = .prompt(state)
        } else {
            message = Message(text)
        }
    }
}
