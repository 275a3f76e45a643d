import DentSyntax

/// One line of the list of languages: a language the definitions know, or plain text.
public struct LanguageListEntry: Sendable, Equatable {
    /// The language's id; nil for plain text (no highlighting).
    public var id: String?
    public var name: String
    /// The definition's section (`Source`, `Script`, `Markup`...); empty for plain text.
    public var section: String
    /// Whether the file shown is highlighted so (plain text when it is not highlighted).
    public var isCurrent: Bool
}

/// Set language (Alt+L): a filtered list (`Editor+Lists`) of plain text and every language the
/// host gave (`languages`), by name; typing ranks names and ids (`ListRanker`), so an exact id
/// or name comes first. Enter asks the host for the highlighted language (`.setLanguage`),
/// which answers with `highlight(_:with:)`; Esc changes nothing.
extension Editor {
    static let plainTextName = "Plain text (no highlighting)"

    /// Plain text, then the languages by name; filtered, those whose name or id matches
    /// `filter`, best match first.
    public func languageListEntries(filter: String = "") -> [LanguageListEntry] {
        let current = document.language
        let plain = LanguageListEntry(id: nil, name: Editor.plainTextName, section: "", isCurrent: current == nil)
        let named = languages.sorted { ($0.name.lowercased(), $0.id) < ($1.name.lowercased(), $1.id) }.map {
            LanguageListEntry(id: $0.id, name: $0.name, section: $0.section, isCurrent: $0.id == current)
        }
        return ListRanker(filter).rank([plain] + named) { [$0.name] + ($0.id.map { [$0] } ?? []) }
    }

    /// Alt+L: the list, with the file's language highlighted.
    public mutating func showLanguageList() {
        let current = languageListEntries().firstIndex(where: \.isCurrent) ?? 0
        modals.append(.languageList(ListState(selected: current)))
    }

    /// Enter: closes the list and asks the host to highlight the file in the highlighted
    /// language (or not at all). Nothing matching the filter: nothing happens.
    public mutating func chooseLanguageListSelection() {
        guard case .languageList(let state) = modals.last else { return }
        let entries = languageListEntries(filter: state.filter)
        guard entries.indices.contains(state.selected) else { return }
        dismissModal()
        effects.append(.setLanguage(currentID, entries[state.selected].id))
    }
}

extension Editor {
    /// A language's name as the list shows it (`C++ header` for `cpp-header`), or the id
    /// when the host listed no such language.
    func languageName(_ id: String) -> String {
        languages.first { $0.id == id }?.name ?? id
    }
}
