import DentCore
import DentWire

/// The help view: every command of the table with its chords and one-line help, by category,
/// then the keys of each modal; filtered by what the user types, with the highlighted entry
/// that Enter runs. Generated from the same table as the shortcut bar.
public enum HelpView {
    /// The help as plain lines (all entries, no filter, the notes that apply last), for
    /// `dent --list-keys`: the chord column as wide as the longest chords, none cut.
    public static func lines(for editor: Editor) -> [String] {
        var lines = ["dent keyboard shortcuts", ""]
        let entries = editor.helpEntries()
        let width = keyColumnWidth(entries)
        var lastHeading = ""
        for entry in entries {
            let heading = HelpView.heading(of: entry, filtered: false)
            if heading != lastHeading {
                if !lastHeading.isEmpty { lines.append("") }
                lines.append(heading)
                lastHeading = heading
            }
            lines.append(line(for: entry, width: width))
        }
        return lines + noteLines(editor, filter: "")
    }

    /// Where a modal's keys apply, which heads them; the editor's and the global commands
    /// have no place, only their category.
    static let places: [KeyContext: String] = [
        .help: "In the help", .confirm: "When asked to save", .describe: "In a key description", .prompt: "In a prompt",
        .find: "In the find prompt", .replaceWith: "In the replacement prompt", .replaceMatch: "When asked to replace a match",
        .diskChanged: "When saving finds the file changed on disk", .revert: "When reverting drops changes",
        .recover: "When unsaved changes can be recovered", .backupOffer: "When a backup of an interrupted save is offered",
        .incompleteBackups: "When incomplete backups are found", .largeFile: "When a large file is to be opened",
        .fileList: "In the list of open files", .languageList: "In the list of languages", .placeList: "In a list of places", .serverQuestion: "When a language server asks",
        .commandRunning: "While a shell command runs", .misspelling: "When a misspelling is asked about",
        .sudoSave: "When saving needs sudo", .saving: "While a file is being saved",
    ]

    /// An entry's heading: its place and category. Filtered, the entries are in the ranker's
    /// order, which mixes categories: the heading is the place alone.
    static func heading(of entry: HelpEntry, filtered: Bool) -> String {
        guard let place = places[entry.context] else { return filtered ? "Commands, best match first" : entry.category.rawValue }
        return filtered ? place : place + ": " + entry.category.rawValue
    }

    static func keys(_ entry: HelpEntry) -> String {
        entry.chords.isEmpty ? "(no key)" : entry.chords.map(\.description).joined(separator: ", ")
    }

    /// The chords in at most `room` characters: as many whole chords as fit, then `, …`; the
    /// first one cut with `…` when even it does not fit.
    static func keys(_ entry: HelpEntry, fitting room: Int) -> String {
        let all = keys(entry)
        guard all.count > room else { return all }
        var shown = ""
        for chord in entry.chords.map(\.description) {
            let longer = shown.isEmpty ? chord : shown + ", " + chord
            guard longer.count + 3 <= room else { break }
            shown = longer
        }
        return shown.isEmpty ? String(all.prefix(Swift.max(room - 1, 0))) + "…" : shown + ", …"
    }

    /// The spaces between the chord column and the title: columns never touch.
    static let columnGap = 2

    /// The chord column's width with its gap: the longest chords', at most `limit`.
    static func keyColumnWidth(_ entries: [HelpEntry], limit: Int = .max) -> Int {
        Swift.min((entries.map { keys($0).count }.max() ?? 0) + columnGap, limit)
    }

    /// The chord column's widest at `width` columns: 30, or a third of a wider screen.
    static func keyColumnLimit(width: Int) -> Int { Swift.max(30, width / 3) }

    static func line(for entry: HelpEntry, width: Int) -> String {
        "  " + keys(entry, fitting: width - columnGap).padded(to: width) + entry.title + ": " + entry.help
    }

    /// The notes that apply (`Editor.helpNotes`) under their heading: all of them unfiltered,
    /// else those that hold every word typed; nothing when none is left.
    static func noteLines(_ editor: Editor, filter: String) -> [String] {
        let words = ListRanker(filter).words
        let notes = editor.helpNotes().filter { note in words.allSatisfy { note.lowercased().contains($0) } }
        return notes.isEmpty ? [] : ["", Editor.helpNotesHeading] + notes.map { "  " + $0 }
    }

    /// Lines wrapped to `width`; a wrapped description continues under its own first word.
    static func wrap(_ line: String, width: Int, indent fixedIndent: Int? = nil) -> [String] {
        guard line.count > width, width > 0 else { return [line] }
        let indent = fixedIndent ?? (line.hasPrefix("  ") ? continuationIndent(line) : 0)
        let pad = String(repeating: " ", count: indent < width / 2 ? indent : 0)
        let lead = line.prefix { $0 == " " }
        var rows: [String] = []
        var current = String(lead)
        var rowIsEmpty = true
        for word in line.dropFirst(lead.count).split(separator: " ", omittingEmptySubsequences: false) {
            let candidate = rowIsEmpty ? current + word : current + " " + word
            if candidate.count <= width || rowIsEmpty {
                current = candidate
            } else {
                rows.append(current)
                current = pad + word
            }
            rowIsEmpty = false
        }
        rows.append(current)
        return rows.flatMap { $0.count > width ? [String($0.prefix(width))] : [$0] }
    }

    /// The column where a command line's title starts: after the keys and the spaces after them.
    private static func continuationIndent(_ line: String) -> Int {
        let characters = Array(line)
        var index = 2
        while index < characters.count, !(characters[index] == " " && index + 1 < characters.count && characters[index + 1] == " ") {
            index += 1
        }
        while index < characters.count, characters[index] == " " { index += 1 }
        return index
    }

    /// A display row of the help and the entry it belongs to (nil for headings and blanks).
    struct Row {
        var text: String
        var entry: Int?
    }

    /// The rows of the filtered help at `width`: the filter line, a last message, the entries
    /// under headings, the rules of typing (unfiltered help only), then the notes that apply.
    static func rows(for editor: Editor, state: HelpState, width: Int) -> [Row] {
        let filterLine = state.filter.isEmpty ? "Type to filter; Enter runs the highlighted command" : "Filter: " + state.filter
        var rows = [Row(text: filterLine)]
        let lastMessage = editor.lastMessage.map { "Last message: " + $0.text }
        // A message's detail (a command's stderr) keeps its own lines.
        let detail = editor.lastMessage?.detail.map { $0.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 } } ?? []
        // Every configuration problem, where the start's message named only the first.
        let problems = editor.configurationProblems.map { "Configuration problem: " + $0 }
        for note in [lastMessage].compactMap({ $0 }) + detail + problems + [editor.journalNote].compactMap({ $0 }) {
            rows += wrap("  " + note, width: width, indent: 4).map { Row(text: $0) }
        }
        let entries = editor.helpEntries(filter: state.filter, palette: state.isPalette)
        if entries.isEmpty { rows.append(Row(text: "  No command matches \"\(state.filter)\"")) }
        let keyWidth = keyColumnWidth(entries, limit: keyColumnLimit(width: width))
        var lastHeading = ""
        for (index, entry) in entries.enumerated() {
            let heading = HelpView.heading(of: entry, filtered: !state.filter.isEmpty)
            if heading != lastHeading {
                rows += [Row(text: ""), Row(text: heading)]
                lastHeading = heading
            }
            rows += wrap(line(for: entry, width: keyWidth), width: width).map { Row(text: $0, entry: index) }
        }
        if state.filter.isEmpty && !state.isPalette {
            rows += [Row(text: ""), Row(text: "How indentation and typing work")]
            for rule in rules {
                rows += wrap("  " + rule, width: width, indent: 4).map { Row(text: $0) }
            }
        }
        for line in noteLines(editor, filter: state.filter) {
            rows += wrap(line, width: width, indent: 4).map { Row(text: $0) }
        }
        return rows
    }

    /// The rules of Tab, Enter and typing (`KeysDocument.tabRule`, as docs/KEYS.md and the man
    /// page state them), a line each, without Markdown's bold.
    static let rules: [String] = KeysDocument.tabRule.split(separator: "\n").reduce(into: [String]()) { rules, line in
        let text = line.drop { $0 == " " }.split(separator: "**", omittingEmptySubsequences: false).joined()
        if text.hasPrefix("- ") || rules.isEmpty { rules.append(String(text)) } else { rules[rules.count - 1] += " " + text }
    }

    static func draw(_ editor: Editor, state: HelpState, rows height: Int, into grid: inout CellGrid) {
        let rows = rows(for: editor, state: state, width: grid.columns)
        let selectedRow = rows.firstIndex { $0.entry == state.selected } ?? 0
        // The first screen (the filter line, a last message) stays while the highlighted entry
        // is on it, clear of the bottom rows; further down the entry is kept mid-screen.
        let margin = 3
        let top = selectedRow < height - margin ? 0 : Swift.max(0, Swift.min(selectedRow - height / 2, rows.count - height))
        for row in 0..<height where top + row < rows.count {
            let item = rows[top + row]
            let isHeading = item.entry == nil && !item.text.hasPrefix(" ") && !item.text.isEmpty
            let style: Style = item.entry == state.selected && item.entry != nil ? .reverse : isHeading ? .bold : []
            if style == .reverse { grid.fill(row: row, style: .reverse) }
            grid.write(item.text, row: row, column: 0, style: style)
        }
    }
}

extension String {
    /// The string followed by spaces up to `width` characters.
    func padded(to width: Int) -> String { self + String(repeating: " ", count: Swift.max(width - count, 0)) }
}
