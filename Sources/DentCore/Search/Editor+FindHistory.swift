import DentText

/// Where Up and Down have got to in the history of a prompt.
struct HistoryBrowsing: Sendable {
    var kind: SearchHistory.Kind
    /// The entry shown; `entries.count` is the text the user had typed.
    var index: Int
    var draft: String
    var draftOptions: FindOptions
}

/// Up and Down in the find, replace and replacement prompts: the last searches (or
/// replacements), newest first going up, back to what was typed going down. A search comes
/// back with the options it was made with. The history is the host's to keep across sessions:
/// it sets `searchHistory` at start and saves what `Effect.rememberSearch` reports.
extension Editor {
    /// The searches and replacements of this session and, as the host loaded them, earlier ones.
    public var searchHistory: SearchHistory {
        get { find.history }
        set { find.history = newValue }
    }

    /// Up (`older`) or Down in a prompt with a history.
    public mutating func browseHistory(older: Bool) {
        guard let state = promptState, let kind = state.kind.historyKind else { return }
        let entries = find.history.entries(kind)
        var browsing = find.browsing.flatMap { $0.kind == kind ? $0 : nil }
            ?? HistoryBrowsing(kind: kind, index: entries.count, draft: state.text, draftOptions: find.options)
        let index = browsing.index + (older ? -1 : 1)
        guard index >= 0, index <= entries.count else { return report(older ? "No older entry" : nil) }
        browsing.index = index
        let text = index == entries.count ? browsing.draft : entries[index].text
        if kind == .find { find.options = index == entries.count ? browsing.draftOptions : entries[index].options }
        editPrompt { $0.text = text; $0.cursor = text.count }
        find.browsing = browsing
    }
}

extension PromptState.Kind {
    /// The history Up and Down browse in this prompt, if any.
    var historyKind: SearchHistory.Kind? {
        switch self {
        case .find, .replace: .find
        case .replaceWith: .replacement
        case .filter, .runCommand: .command
        case .goToLine, .saveAs, .open, .insertFile, .macroCount: nil
        }
    }

    /// True for the prompts whose text is searched as it is typed.
    var searches: Bool { self == .find || self == .replace }
}
