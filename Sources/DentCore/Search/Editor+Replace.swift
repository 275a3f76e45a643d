import DentRegex
import DentText

/// A replace in progress: what replaces what, how far it has come and where it stops.
struct ReplaceState: Sendable {
    let query: FindQuery
    /// The replacement as typed (a literal replace inserts exactly this).
    let replacement: [UInt8]
    /// For a regular expression: the replacement with `$1`… expanded per match.
    let template: ReplacementTemplate?
    /// Where the replace began. It goes to the end of the text, wraps to the start and stops
    /// here; a replacement before this point moves it.
    var stop: Int
    /// True once the search went past the end of the text.
    var wrapped = false
    /// The match the question is about; nil while it is looked for.
    var current: SearchMatch?
    /// Where the search for it began, to start it again if another key (Help) stopped it.
    var searchFrom = 0
    var searchesAll = false
    var skipEmptyAt: Int?
    var replaced = 0
    /// Matches asked about or replaced by "All".
    var seen = 0
}

/// Replace (Ctrl+R or Ctrl+\): the find prompt, labelled Replace, then a prompt for the
/// replacement, then a question for each match from the cursor to the end and, wrapping, back
/// to the cursor: y replaces it, n skips it, a replaces it and every one left (in one edit, one
/// undo step), Esc stops. Each y is an undo step of its own, as in nano.
extension Editor {
    public mutating func startReplace() { startFind(.replace) }

    /// Enter in the replace prompt: the search is kept, the replacement is asked for.
    mutating func askReplacement(for text: String) {
        dismissModal()
        find.browsing = nil
        startPrompt(.replaceWith)
    }

    /// Enter in the replacement prompt: starts asking about each match.
    public mutating func submitReplacement() {
        guard let state = promptState, state.kind == .replaceWith, let query = find.query else { return }
        let template = query.options.regex ? ReplacementTemplate(state.text) : nil
        if let template, template.highestGroup > query.groupCount {
            return editPrompt { $0.note = "No group $\(template.highestGroup): the pattern has \(query.groupCount.counted("group"))" }
        }
        let entry = SearchHistory.Entry(state.text)
        find.history.record(entry, as: .replacement)
        effects.append(.rememberSearch(.replacement, entry))
        let start = find.origin?.searchStart(in: document) ?? document.cursor
        dismissModal()
        find.origin = nil
        find.replace = ReplaceState(query: query, replacement: Array(state.text.utf8), template: template, stop: start)
        modals.append(.replaceMatch)
        searchToReplace(from: start, all: false)
    }

    /// The search for the next match to ask about (or, `all`, every match left) from `offset`
    /// to where the replace stops.
    private mutating func searchToReplace(from offset: Int, all: Bool, skipEmptyAt skip: Int? = nil) {
        guard var state = find.replace else { return }
        (state.searchFrom, state.searchesAll, state.skipEmptyAt) = (offset, all, skip)
        find.replace = state
        let count = document.text.count
        let segments: [SearchRun.Segment] = state.wrapped
            ? [SearchRun.Segment(starts: Swift.min(offset, state.stop)..<state.stop, wrapped: true)]
            : [SearchRun.Segment(starts: offset..<count, wrapped: false), SearchRun.Segment(starts: 0..<state.stop, wrapped: true)]
        let run = SearchRun(state.query, segments: segments, goal: all ? .all : .first(forward: true), skipEmptyAt: skip,
                            template: all ? state.template : nil)
        startSearch(run, all ? .replaceAll : .replaceNext)
    }

    /// The next match was found: select it and wait for the answer.
    mutating func askAboutMatch(_ match: SearchMatch) {
        find.replace?.current = match
        if match.wrapped { find.replace?.wrapped = true }
        document.selectMatch(match.range)
        document.scrollToCursor(rows: textRows, columns: textColumns)
    }

    /// The answers to "Replace this match?".
    public enum ReplaceAnswer: Sendable { case yes, no, all, stop }

    public mutating func answerReplace(_ answer: ReplaceAnswer) {
        guard modals.last == .replaceMatch, var state = find.replace else { return }
        // While the next match is still being looked for, only Esc means something; if a key
        // that is no answer (Help) stopped the search, an answer starts it again.
        if answer != .stop && resumeSearch() { return }
        // Esc while "All" still collects its matches: nothing was replaced by it (the edit comes
        // only once every match is found), and the message must not say "Not found".
        guard answer != .stop else { return finishReplace(stoppedAll: state.searchesAll) }
        guard let range = state.current?.range else {
            return searchToReplace(from: state.searchFrom, all: state.searchesAll, skipEmptyAt: state.skipEmptyAt)
        }
        state.current = nil
        switch answer {
        case .yes:
            let bytes = replacement(for: range, state)
            edit { $0.replace(range, with: bytes, cursorAfter: range.lowerBound + bytes.count, kind: .other) }
            document.history.breakGroup()
            if state.wrapped { state.stop += bytes.count - range.count }
            state.replaced += 1
            state.seen += 1
            find.replace = state
            let next = range.lowerBound + bytes.count
            searchToReplace(from: next, all: false, skipEmptyAt: range.isEmpty ? next : nil)
        case .no:
            state.seen += 1
            find.replace = state
            document.anchor = nil
            searchToReplace(from: range.upperBound, all: false, skipEmptyAt: range.isEmpty ? range.upperBound : nil)
        case .all:
            find.replace = state
            searchToReplace(from: range.lowerBound, all: true)
        case .stop:
            break
        }
    }

    /// What replaces the match at `range`: the text as typed, or the template expanded with
    /// the groups of the regular expression's match there.
    private func replacement(for range: Range<Int>, _ state: ReplaceState) -> [UInt8] {
        guard let template = state.template else { return state.replacement }
        let found = document.matches(of: state.query, startingIn: range.lowerBound..<(range.lowerBound + 1), first: true,
                                     template: template)
        return found.first { $0.range == range }?.replacement ?? state.replacement
    }

    /// "All": every match left, replaced in one edit.
    mutating func replaceCollected(_ matches: [FoundMatch]) {
        guard let state = find.replace else { return }
        var done = 0
        edit { done = $0.replaceMatches(matches, with: state.replacement) }
        find.replace?.replaced += done
        find.replace?.seen += done
        finishReplace()
    }

    /// The replace is over (no match left, or Esc; `stoppedAll`, Esc while "All" looked for the
    /// matches left): closes the question and says what was done.
    mutating func finishReplace(stoppedAll: Bool = false) {
        if modals.last == .replaceMatch { dismissModal() }
        guard let state = find.replace else { return }
        find.replace = nil
        document.anchor = nil
        let count = state.replaced == state.seen ? state.replaced.counted("match", plural: "matches")
            : "\(state.replaced) of \(state.seen.counted("match", plural: "matches"))"
        guard !stoppedAll else {
            return message = Message("Replace all stopped: " + (state.replaced == 0 ? "nothing replaced" : "nothing more replaced (\(count) replaced before)"))
        }
        message = Message(state.seen == 0 ? "Not found" : "Replaced \(count)")
    }
}
