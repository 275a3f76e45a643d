import DentCore

/// The help view: every command of the table with its chords and one-line help, by category,
/// then the keys of each modal. Generated from the same table as the shortcut bar.
public enum HelpView {
    /// The help text as lines, also used by `dent --list-keys`.
    public static func lines(for editor: Editor) -> [String] {
        var lines = ["dent keyboard shortcuts", ""]
        let sections: [(String, [KeyContext])] = [
            ("", [.global, .editor]), ("In the help", [.help]), ("When asked to save", [.confirm]),
        ]
        let keys = Dictionary(editor.commands.commands.map { command in
            let chords = editor.keymap.chords(for: command.id, in: command.context).map(\.description)
            return (command.id, chords.isEmpty ? "(no key)" : chords.joined(separator: ", "))
        }, uniquingKeysWith: { first, _ in first })
        let width = Swift.min((keys.values.map(\.count).max() ?? 0) + 2, 30)
        for (heading, contexts) in sections {
            let commands = editor.commands.commands.filter { contexts.contains($0.context) }
            for category in CommandCategory.allCases {
                let group = commands.filter { $0.category == category }
                guard !group.isEmpty else { continue }
                lines.append(heading.isEmpty ? category.rawValue : "\(heading): \(category.rawValue)")
                for command in group {
                    lines.append("  " + (keys[command.id] ?? "").padded(to: width) + command.title + ": " + command.help)
                }
                lines.append("")
            }
        }
        return lines
    }

    /// The help lines wrapped to `width` columns; a wrapped description continues under its
    /// own first word, so the keys column stays clear.
    public static func rows(for editor: Editor, width: Int) -> [String] {
        lines(for: editor).flatMap { wrap($0, width: width) }
    }

    static func wrap(_ line: String, width: Int) -> [String] {
        guard line.count > width, width > 0 else { return [line] }
        let indent = line.hasPrefix("  ") ? continuationIndent(line) : 0
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

    static func draw(_ editor: Editor, scroll: Int, rows: Int, into grid: inout CellGrid) {
        let lines = HelpView.rows(for: editor, width: grid.columns)
        let top = Swift.min(scroll, Swift.max(lines.count - rows, 0))
        for row in 0..<rows where top + row < lines.count {
            let line = lines[top + row]
            let isHeading = !line.hasPrefix(" ") && !line.isEmpty
            grid.write(line, row: row, column: 0, style: isHeading ? .bold : [])
        }
    }
}

extension String {
    /// The string followed by spaces up to `width` characters.
    func padded(to width: Int) -> String { self + String(repeating: " ", count: Swift.max(width - count, 0)) }
}
