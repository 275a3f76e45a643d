import DentCore
import DentWire

/// The list of places a language server named (references, several definitions, diagnostics):
/// a header with the list's title, then `file:line: text` for each place, filtered by what the
/// user types, the highlighted entry reversed (Enter goes there). Drawn like the list of open
/// files (`ListView`).
public enum PlaceListView {
    static func lines(for editor: Editor, state: ListState) -> (lines: [String], selected: Int?) {
        let title = editor.servers.places?.title ?? "Places"
        let header = state.filter.isEmpty ? "\(title): type to filter, Enter goes there, F4 to the next, Esc returns" : "Filter: " + state.filter
        let entries = editor.placeListEntries(filter: state.filter)
        guard !entries.isEmpty else { return ([header, "  No place matches \"\(state.filter)\""], nil) }
        let selected = entries.indices.contains(state.selected) ? state.selected + 1 : nil
        return ([header] + entries.map { " " + $0.label }, selected)
    }

    static func draw(_ editor: Editor, state: ListState, rows height: Int, into grid: inout CellGrid) {
        let (lines, selected) = lines(for: editor, state: state)
        var marked: [Int: Range<Int>] = [:]
        for (index, place) in editor.placeListEntries(filter: state.filter).enumerated() {
            if let run = place.labelMatch { marked[index + 1] = (run.lowerBound + 1)..<(run.upperBound + 1) }
        }
        ListView.draw(lines, selected: selected, rows: height, marked: marked, into: &grid)
    }

    /// A server's question (Answer language server): the question, then its choices.
    static func questionLines(for editor: Editor, state: ListState) -> (lines: [String], selected: Int?) {
        let asking = editor.servers.askings.first
        let header = state.filter.isEmpty ? "\(asking?.server ?? "The server") asks: \(asking?.text ?? ""): Enter answers, Esc answers later" : "Filter: " + state.filter
        let entries = editor.serverQuestionEntries(filter: state.filter)
        guard !entries.isEmpty else { return ([header, "  No choice matches \"\(state.filter)\""], nil) }
        let selected = entries.indices.contains(state.selected) ? state.selected + 1 : nil
        return ([header] + entries.map { " " + $0 }, selected)
    }

    static func drawQuestion(_ editor: Editor, state: ListState, rows height: Int, into grid: inout CellGrid) {
        let (lines, selected) = questionLines(for: editor, state: state)
        ListView.draw(lines, selected: selected, rows: height, into: &grid)
    }
}
