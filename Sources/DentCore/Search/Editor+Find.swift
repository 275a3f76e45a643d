import DentRegex
import DentText

/// What find remembers between keys: the options and history for the session, the last search
/// for Ctrl+N and Ctrl+P after the prompt closed, and, while a prompt is open, where the
/// document stood before it (for Esc) and the query compiled from its text.
struct FindState: Sendable {
    var options = FindOptions()
    /// The last search accepted with Enter; nil before the first.
    var last: SearchHistory.Entry?
    /// The document's position when the find (or replace) prompt opened; nil while closed.
    var origin: FindOrigin?
    /// The find prompt's text compiled with the options, for highlighting; nil when empty or
    /// invalid.
    var query: FindQuery?
    /// The text and options the prompt last searched for: a key that changes neither does not
    /// search again.
    var searched: FindSignature?
    /// The search running in steps, if any, and the one a key just interrupted (see `handle`).
    var pending: PendingSearch?
    var interrupted: PendingSearch?
    var history = SearchHistory()
    /// Up/Down in a prompt: where in the history the prompt shows, and the text typed before.
    var browsing: HistoryBrowsing?
    var replace: ReplaceState?
    /// Bytes a search step looks at; nil for the defaults (`FindQuery.defaultStepBytes`).
    var stepBytes: Int?
}

/// What an incremental search was for.
struct FindSignature: Sendable, Equatable {
    var text: String
    var options: FindOptions
}

/// The cursor, selection and scroll of a document, put back when a find is cancelled.
struct FindOrigin: Sendable {
    var cursor: Int
    var anchor: Int?
    var goalColumn: Int?
    var scrollLine: Int
    var scrollRow: Int
    var scrollColumn: Int

    init(_ document: Document) {
        cursor = document.cursor
        anchor = document.anchor
        goalColumn = document.goalColumn
        scrollLine = document.scrollLine
        scrollRow = document.scrollRow
        scrollColumn = document.scrollColumn
    }

    /// Where an incremental search begins: the start of the selection, or the cursor, so a
    /// match under the cursor is found first; never past the end of `document`, which a
    /// reload may have shortened while the prompt was open.
    func searchStart(in document: Document) -> Int { Swift.min(anchor ?? cursor, cursor, document.text.count) }

    /// Puts the place back, kept inside the text and on glyph boundaries: the file may have
    /// been reloaded since the place was taken. The place had one caret (`selectMatch`).
    func restore(into document: inout Document) {
        document.dropExtraCarets()
        document.cursor = document.glyphBoundary(atOrAfter: cursor)
        document.anchor = anchor.map(document.glyphBoundary(atOrAfter:))
        document.goalColumn = goalColumn
        document.scrollLine = scrollLine
        document.scrollRow = scrollRow
        document.scrollColumn = scrollColumn
        document.clampScroll(width: document.wrapWidth)
    }
}

/// Find (Ctrl+F): an incremental prompt whose text is searched for as it is typed, with options
/// toggled inside it (case: smart, sensitive, insensitive; whole word; regular expression) and
/// shown in its label. Enter keeps the match selected, Esc puts the cursor, selection and scroll
/// back; Ctrl+N and Ctrl+P go to the next and previous match, in the prompt and, with the last
/// search, after it closed; Up and Down browse the history. Searches run in steps
/// (`Editor+Search`).
extension Editor {
    /// Opens the find prompt (or, `.replace`, the search of a replace) from where the cursor is.
    public mutating func startFind(_ kind: PromptState.Kind = .find) {
        find.origin = FindOrigin(document)
        find.query = nil
        find.searched = nil
        find.browsing = nil
        startPrompt(kind)
    }

    /// The find options in force (kept for the session).
    public var findOptions: FindOptions { find.options }

    /// The query the renderer underlines: the find or replace prompt's, while one is open (and
    /// while the replacement is typed), and the one being replaced while the question is asked.
    public var highlightedQuery: FindQuery? {
        if modals.last == .replaceMatch { return find.replace?.query }
        guard let state = promptState, state.kind.searches || state.kind == .replaceWith else { return nil }
        return find.query
    }

    /// After each edit of the find prompt (or a change of option): the first match at or after
    /// where the search started (wrapping), or back to that place when there is none.
    mutating func findAsTyped() {
        guard let origin = find.origin, let state = promptState, state.kind.searches else { return }
        origin.restore(into: &document)
        find.query = nil
        find.searched = FindSignature(text: state.text, options: find.options)
        guard !state.text.isEmpty else { return }
        do throws(RegexError) {
            let query = try FindQuery(state.text, options: find.options)
            find.query = query
            startSearch(SearchRun(query, from: origin.searchStart(in: document), forward: true, count: document.text.count), .incremental)
        } catch {
            report(error.description)
        }
    }

    /// Ctrl+N and Ctrl+P: the next match after the current one (or the cursor), or the previous
    /// one before it. In an empty find prompt they bring back the last search; in the editor
    /// with no search yet they open the prompt.
    public mutating func findAgain(forward: Bool) {
        if let state = promptState, state.kind.searches, state.text.isEmpty {
            guard let last = find.last else { return report("Type what to find") }
            find.options = last.options
            return editPrompt { $0.text = last.text; $0.cursor = last.text.count }
        }
        let query: FindQuery
        if let state = promptState, state.kind.searches {
            guard let compiled = find.query else { return findAsTyped() }
            query = compiled
        } else {
            guard let last = find.last else { return startFind() }
            guard let compiled = try? FindQuery(last.text, options: last.options) else { return }
            query = compiled
        }
        let selection = document.selection
        let from = forward ? selection?.upperBound ?? document.cursor : selection?.lowerBound ?? document.cursor
        let skip = selection == nil ? document.cursor : nil
        startSearch(SearchRun(query, from: from, forward: forward, count: document.text.count, skipEmptyAt: skip), .select)
    }

    /// Enter in the find prompt: closes it where it is (the match stays selected) and keeps the
    /// search for Ctrl+N, Ctrl+P and the history. A search still running goes on after the
    /// prompt closed. In the replace prompt, asks for the replacement instead.
    public mutating func acceptFind() {
        guard let state = promptState, state.kind.searches else { return }
        if let error = invalidPattern(state.text) { return report(error) }
        if !state.text.isEmpty { rememberSearch(state.text) }
        if state.kind == .replace { return askReplacement(for: state.text) }
        dismissModal()
        if let origin = find.origin { noteJump(from: document.place(id: currentID, at: origin.cursor)) }
        find.origin = nil
        find.query = nil
        if var running = find.interrupted {
            running.purpose = .select
            find.pending = running
        }
    }

    /// Esc in the find prompt: closes it and puts the cursor, selection and scroll back.
    public mutating func cancelFind() {
        guard let state = promptState, state.kind.searches || state.kind == .replaceWith else { return }
        dismissModal()
        find.origin?.restore(into: &document)
        find.origin = nil
        find.query = nil
    }

    /// Alt+C, Alt+W, Alt+R in the find prompt: change an option and search again with it.
    public mutating func changeFindOption(_ change: (inout FindOptions) -> Void) {
        change(&find.options)
        editPrompt { _ in }
    }

    /// The error of `text` as a pattern with the options in force, if it is one.
    func invalidPattern(_ text: String) -> String? {
        guard find.options.regex, !text.isEmpty else { return nil }
        do throws(RegexError) {
            _ = try FindQuery(text, options: find.options)
            return nil
        } catch {
            return error.description
        }
    }

    /// Records an accepted search as the last one and in the history (and asks the host to keep
    /// it across sessions).
    mutating func rememberSearch(_ text: String) {
        let entry = SearchHistory.Entry(text, options: find.options)
        find.last = entry
        find.history.record(entry, as: .find)
        effects.append(.rememberSearch(.find, entry))
    }

    /// Selects `match` and scrolls to it, saying when the search wrapped.
    mutating func go(to match: SearchMatch) {
        document.selectMatch(match.range)
        document.scrollToCursor(rows: textRows, columns: textColumns, follow: .jump)
        report(match.wrapped ? "Search wrapped" : nil)
    }

    /// Feedback: in the find prompt's note while it is open (the prompt covers the status
    /// line), else as the status message.
    mutating func report(_ text: String?) {
        if var state = promptState {
            state.note = text
            modals[modals.count - 1] = .prompt(state)
        } else if let text {
            message = Message(text)
        }
    }
}
