extension DefaultCommands {
    static let indent: [Command] = [
        Command(id: "indent", title: "Indent",
                help: "Indent the line, or every selected line, one level (never inserts a tab at the cursor)",
                category: .indent, keys: [key(.tab)], context: .editor, barRank: 40, selectionTitle: "Indent lines") {
            $0.edit { $0.indentLines() }
        },
        Command(id: "outdent", title: "Outdent", help: "Remove one level of indentation from the line or the selected lines",
                category: .indent, keys: [key(.tab, .shift)], context: .editor, barRank: 50, selectionTitle: "Outdent lines") {
            $0.edit { $0.outdentLines() }
        },
    ]
}
