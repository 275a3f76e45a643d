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
        for (heading, contexts) in sections {
            let commands = editor.commands.commands.filter { contexts.contains($0.context) }
            for category in CommandCategory.allCases {
                let group = commands.filter { $0.category == category }
                guard !group.isEmpty else { continue }
                lines.append(heading.isEmpty ? category.rawValue : "\(heading): \(category.rawValue)")
                for command in group {
                    let chords = editor.keymap.chords(for: command.id, in: command.context).map(\.description)
                    let keys = chords.isEmpty ? "(no key)" : chords.joined(separator: ", ")
                    lines.append("  " + keys.padded(to: 22) + " " + command.title + ": " + command.help)
                }
                lines.append("")
            }
        }
        return lines
    }

    static func draw(_ editor: Editor, scroll: Int, rows: Int, into grid: inout CellGrid) {
        let lines = lines(for: editor)
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
