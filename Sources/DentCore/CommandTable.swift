import DentKeys

/// Every command dent has, in one table.
public struct CommandTable: Sendable {
    public let commands: [Command]
    private let byID: [String: Int]

    public init(_ commands: [Command]) {
        self.commands = commands
        var byID: [String: Int] = [:]
        for (index, command) in commands.enumerated() where byID[command.id] == nil { byID[command.id] = index }
        self.byID = byID
    }

    public subscript(id: String) -> Command? { byID[id].map { commands[$0] } }

    /// The commands of one context.
    public func commands(in context: KeyContext) -> [Command] { commands.filter { $0.context == context } }

    public static let standard = CommandTable(
        DefaultCommands.file + DefaultCommands.edit + DefaultCommands.indent + DefaultCommands.navigate
            + DefaultCommands.help + DefaultCommands.confirm)
}

private func ctrl(_ letter: Unicode.Scalar) -> KeyChord { KeyChord(.character(letter), .ctrl) }
private func key(_ key: Key, _ modifiers: Modifiers = []) -> KeyChord { KeyChord(key, modifiers) }

/// The default commands, by category. Actions stay one line: the work is in Document and Editor.
enum DefaultCommands {
    static let file: [Command] = [
        Command(id: "save", title: "Save", help: "Write the file to disk", category: .file,
                keys: [ctrl("s")], context: .editor, barRank: 20) { $0.requestSave(thenQuit: false) },
        Command(id: "quit", title: "Quit", help: "Leave dent, asking first if the file has unsaved changes",
                category: .file, keys: [ctrl("q")], context: .global, barRank: 30) { $0.quit() },
    ]

    static let edit: [Command] = [
        Command(id: "newline", title: "New line", help: "Split the line, keeping its indentation", category: .edit,
                keys: [key(.enter)], context: .editor) { $0.edit { $0.insertNewline() } },
        Command(id: "delete-backward", title: "Delete left", help: "Delete the character before the cursor",
                category: .edit, keys: [key(.backspace), key(.backspace, .ctrl)], context: .editor) {
            $0.edit { $0.deleteBackward() }
        },
        Command(id: "delete-forward", title: "Delete right", help: "Delete the character under the cursor",
                category: .edit, keys: [key(.delete)], context: .editor) { $0.edit { $0.deleteForward() } },
    ]

    static let indent: [Command] = [
        Command(id: "indent", title: "Indent", help: "Indent the line one level (never inserts a tab at the cursor)",
                category: .indent, keys: [key(.tab)], context: .editor, barRank: 40) { $0.edit { $0.indentLines() } },
        Command(id: "outdent", title: "Outdent", help: "Remove one level of indentation from the line",
                category: .indent, keys: [key(.tab, .shift)], context: .editor, barRank: 50) {
            $0.edit { $0.outdentLines() }
        },
    ]

    static let navigate: [Command] = [
        Command(id: "up", title: "Up", help: "Move up one line", category: .navigate,
                keys: [key(.up)], context: .editor) { $0.edit { $0.moveVertically(by: -1) } },
        Command(id: "down", title: "Down", help: "Move down one line", category: .navigate,
                keys: [key(.down)], context: .editor) { $0.edit { $0.moveVertically(by: 1) } },
        Command(id: "left", title: "Left", help: "Move left one character", category: .navigate,
                keys: [key(.left)], context: .editor) { $0.edit { $0.moveLeft() } },
        Command(id: "right", title: "Right", help: "Move right one character", category: .navigate,
                keys: [key(.right)], context: .editor) { $0.edit { $0.moveRight() } },
        Command(id: "line-start", title: "Line start", help: "Move to the first non-blank, then to column 1",
                category: .navigate, keys: [key(.home)], context: .editor) { $0.edit { $0.moveToLineStart() } },
        Command(id: "line-end", title: "Line end", help: "Move to the end of the line", category: .navigate,
                keys: [key(.end)], context: .editor) { $0.edit { $0.moveToLineEnd() } },
        Command(id: "page-up", title: "Page up", help: "Move up one screen", category: .navigate,
                keys: [key(.pageUp)], context: .editor) { editor in
            let rows = editor.textRows
            editor.edit { $0.movePage(by: -1, rows: rows) }
        },
        Command(id: "page-down", title: "Page down", help: "Move down one screen", category: .navigate,
                keys: [key(.pageDown)], context: .editor) { editor in
            let rows = editor.textRows
            editor.edit { $0.movePage(by: 1, rows: rows) }
        },
    ]

    static let help: [Command] = [
        Command(id: "help", title: "Help", help: "Show every shortcut, or close the help", category: .help,
                keys: [ctrl("g"), key(.function(1))], context: .global, barRank: 10) { $0.toggleHelp() },
        Command(id: "help-close", title: "Close", help: "Close the help", category: .help,
                keys: [key(.escape), key(.character("q"))], context: .help, barRank: 1) { $0.dismissModal() },
        Command(id: "help-up", title: "Scroll up", help: "Scroll the help up", category: .help,
                keys: [key(.up)], context: .help) { $0.scrollHelp(by: -1) },
        Command(id: "help-down", title: "Scroll down", help: "Scroll the help down", category: .help,
                keys: [key(.down)], context: .help) { $0.scrollHelp(by: 1) },
        Command(id: "help-page-up", title: "Page up", help: "Scroll the help up one screen", category: .help,
                keys: [key(.pageUp)], context: .help, barRank: 2) { $0.scrollHelp(by: -$0.textRows) },
        Command(id: "help-page-down", title: "Page down", help: "Scroll the help down one screen", category: .help,
                keys: [key(.pageDown)], context: .help, barRank: 3) { $0.scrollHelp(by: $0.textRows) },
    ]

    static let confirm: [Command] = [
        Command(id: "confirm-yes", title: "Yes", help: "Save, then quit", category: .file,
                keys: [key(.character("y")), key(.character("Y"))], context: .confirm, barRank: 1) { $0.answerQuit(save: true) },
        Command(id: "confirm-no", title: "No", help: "Quit without saving", category: .file,
                keys: [key(.character("n")), key(.character("N"))], context: .confirm, barRank: 2) { $0.answerQuit(save: false) },
        Command(id: "confirm-cancel", title: "Cancel", help: "Keep editing", category: .file,
                keys: [key(.escape)], context: .confirm, barRank: 3) { $0.dismissModal() },
    ]
}
