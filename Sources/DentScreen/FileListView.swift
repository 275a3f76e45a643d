import DentCore
import DentWire

/// The list of open files: one line per file in the order they were opened, with a `*` on the
/// file shown, `[+]` on modified ones and, with split panes, the panes showing it, filtered by what the user types, the highlighted
/// entry reversed (Enter shows it, Ctrl+W closes it). Drawn like the help view, over the text.
public enum FileListView {
    /// The text of one entry: marks, name, and the path when it says more than the name.
    static func line(for entry: FileListEntry, nameWidth: Int) -> String {
        let name = entry.name.isEmpty ? "(no name)" : entry.name
        let mark = entry.isModified ? " [+]" : "    "
        let path = entry.path == entry.name ? "" : "  " + entry.path
        let panes = entry.panes.isEmpty ? "" : "  (pane " + entry.panes.map(String.init).joined(separator: ", ") + ")"
        return " " + (entry.isShown ? "*" : " ") + " " + name.padded(to: nameWidth) + mark + path + panes
    }

    /// The lines of the list at the current filter: a header, then the entries; `selected`
    /// is the row of the highlighted entry.
    static func lines(for editor: Editor, state: ListState) -> (lines: [String], selected: Int?) {
        let header = state.filter.isEmpty
            ? "Open files: type to filter, Enter shows, Ctrl+W closes, Esc returns"
            : "Filter: " + state.filter
        let entries = editor.fileListEntries(filter: state.filter)
        guard !entries.isEmpty else { return ([header, "  No open file matches \"\(state.filter)\""], nil) }
        let nameWidth = Swift.min(entries.map { Swift.max($0.name.count, 9) }.max() ?? 0, 40)
        let selected = entries.indices.contains(state.selected) ? state.selected + 1 : nil
        return ([header] + entries.map { line(for: $0, nameWidth: nameWidth) }, selected)
    }

    static func draw(_ editor: Editor, state: ListState, rows height: Int, into grid: inout CellGrid) {
        let (lines, selected) = lines(for: editor, state: state)
        ListView.draw(lines, selected: selected, rows: height, into: &grid)
    }
}

/// How the filtered lists are drawn over the text: a bold header, then the entries, the
/// highlighted one reversed across the row.
enum ListView {
    /// `marked`, by line: a run of characters of that line drawn bold and underlined (the
    /// name a reference list found).
    static func draw(_ lines: [String], selected: Int?, rows height: Int, marked: [Int: Range<Int>] = [:], into grid: inout CellGrid) {
        // Keep the highlighted entry on screen, mid-way when the list is longer than the screen.
        let top = Swift.max(0, Swift.min((selected ?? 0) - height / 2, lines.count - height))
        for row in 0..<height where top + row < lines.count {
            let index = top + row
            let style: Style = index == selected ? .reverse : index == 0 ? .bold : []
            if style == .reverse { grid.fill(row: row, style: .reverse) }
            guard let run = marked[index], run.upperBound <= lines[index].count else {
                grid.write(lines[index], row: row, column: 0, style: style)
                continue
            }
            let text = lines[index]
            let start = text.index(text.startIndex, offsetBy: run.lowerBound)
            let end = text.index(text.startIndex, offsetBy: run.upperBound)
            var column = grid.write(String(text[..<start]), row: row, column: 0, style: style)
            column = grid.write(String(text[start..<end]), row: row, column: column, style: style.union([.bold, .underline]))
            grid.write(String(text[end...]), row: row, column: column, style: style)
        }
    }
}
