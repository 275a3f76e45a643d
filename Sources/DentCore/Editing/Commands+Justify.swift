import DentKeys

extension DefaultCommands {
    /// Justify (nano's ^J, vim's `gq`) and the faint column that shows where it wraps.
    static let justify: [Command] = [
        // Alt+J: nano's M-J (justify the file) is the Alt+J nano users know; nano's own ^J
        // (byte 0x0A, apart from Enter's 0x0D) is bound by the nano profile (`keys = nano`).
        Command(id: .justifyParagraph, title: "Justify paragraph",
                help: "Rewrap the paragraph at the cursor, or the selected lines, to wrap-column, keeping its indentation and comment prefix",
                category: .edit, keys: [alt("j")], context: .editor, carets: .dropsExtras) { $0.justifyParagraph() },
        Command(id: .justifyFile, title: "Justify file", help: "Rewrap every paragraph of the file to wrap-column, as one undo step",
                category: .edit, keys: [], context: .editor, carets: .dropsExtras) { $0.justifyFile() },
        Command(id: .toggleWrapColumn, title: "Wrap column", help: "Show or hide a faint column just past wrap-column",
                category: .view, keys: [], context: .editor, carets: .keeps) { $0.toggleWrapColumn() },
    ]
}
