import DentCore
import DentWire

/// The list of languages (Set language): plain text, then each language's name, id and section,
/// a `*` on the file's own, filtered by what the user types, the highlighted entry reversed
/// (Enter highlights the file so). Drawn like the list of open files (`ListView`).
public enum LanguageListView {
    /// The text of one entry: mark, name, id, section.
    static func line(for entry: LanguageListEntry, nameWidth: Int, idWidth: Int) -> String {
        let mark = entry.isCurrent ? "*" : " "
        guard let id = entry.id else { return " \(mark) " + entry.name }
        return " \(mark) " + entry.name.padded(to: nameWidth) + "  " + id.padded(to: idWidth) + "  " + entry.section
    }

    /// The lines of the list at the current filter: a header, then the entries; `selected`
    /// is the row of the highlighted entry.
    static func lines(for editor: Editor, state: ListState) -> (lines: [String], selected: Int?) {
        let header = state.filter.isEmpty
            ? "Languages: type to filter, Enter highlights the file so, Esc returns"
            : "Filter: " + state.filter
        let entries = editor.languageListEntries(filter: state.filter)
        guard !entries.isEmpty else { return ([header, "  No language matches \"\(state.filter)\""], nil) }
        let named = entries.filter { $0.id != nil }
        let nameWidth = Swift.min(named.map(\.name.count).max() ?? 0, 32)
        let idWidth = Swift.min(named.compactMap { $0.id?.count }.max() ?? 0, 24)
        let selected = entries.indices.contains(state.selected) ? state.selected + 1 : nil
        return ([header] + entries.map { line(for: $0, nameWidth: nameWidth, idWidth: idWidth) }, selected)
    }

    static func draw(_ editor: Editor, state: ListState, rows height: Int, into grid: inout CellGrid) {
        let (lines, selected) = lines(for: editor, state: state)
        ListView.draw(lines, selected: selected, rows: height, into: &grid)
    }
}
