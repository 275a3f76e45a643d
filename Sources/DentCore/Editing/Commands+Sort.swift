extension DefaultCommands {
    /// Sort lines and its forms (`sort`'s options), in the palette only.
    static let sort: [Command] = [
        sortCommand(.sortLines, "Sort lines", "in byte order, as LC_ALL=C sort does", LineOrder()),
        sortCommand(.sortLinesNumeric, "Sort lines by number", "by the number each starts with (sort -n)",
                    LineOrder(numeric: true)),
        sortCommand(.sortLinesReverse, "Sort lines in reverse", "in reverse byte order (sort -r)", LineOrder(reverse: true)),
        sortCommand(.sortLinesUnique, "Sort lines, dropping duplicates", "keeping one of each run of equal lines (sort -u)",
                    LineOrder(unique: true)),
        sortCommand(.sortLinesIgnoreCase, "Sort lines ignoring case", "with upper and lower case letters together (sort -f)",
                    LineOrder(ignoresCase: true)),
    ]

    private static func sortCommand(_ id: CommandID, _ title: String, _ how: String, _ order: LineOrder) -> Command {
        Command(id: id, title: title, help: "Sort the selected lines (or the file) \(how), as one undo step",
                category: .edit, keys: [], context: .editor, carets: .dropsExtras) { $0.sortLines(order) }
    }
}

extension Editor {
    /// Sorts the selected lines or the file and says what it did.
    public mutating func sortLines(_ order: LineOrder) {
        var outcome: Document.SortOutcome?
        edit { outcome = $0.sortLines(order) }
        guard let outcome else { return message = Message("Already in order: nothing changed") }
        let removed = outcome.removed > 0 ? ", \(outcome.removed.counted("duplicate")) removed" : ""
        message = Message("Sorted \(outcome.lines.counted("line"))\(removed)")
    }
}
