extension DefaultCommands {
    static let help: [Command] = [
        Command(id: "help", title: "Help", help: "Show every shortcut, or close the help", category: .help,
                keys: [ctrl("g"), key(.function(1))], context: .global, barRank: 10) { $0.toggleHelp() },
    ]

    static let helpView: [Command] = [
        Command(id: "help-close", title: "Close", help: "Close the help", category: .help,
                keys: [key(.escape)], context: .help, barRank: 1) { $0.dismissModal() },
        Command(id: "help-up", title: "Previous", help: "Move to the previous entry", category: .help,
                keys: [key(.up)], context: .help) { $0.moveHelpSelection(by: -1) },
        Command(id: "help-down", title: "Next", help: "Move to the next entry", category: .help,
                keys: [key(.down)], context: .help) { $0.moveHelpSelection(by: 1) },
        Command(id: "help-page-up", title: "Page up", help: "Move up one screen", category: .help,
                keys: [key(.pageUp)], context: .help) { $0.moveHelpSelection(by: -$0.textRows) },
        Command(id: "help-page-down", title: "Page down", help: "Move down one screen", category: .help,
                keys: [key(.pageDown)], context: .help) { $0.moveHelpSelection(by: $0.textRows) },
        Command(id: "help-run", title: "Run", help: "Close the help and run the selected command", category: .help,
                keys: [key(.enter)], context: .help, barRank: 2) { $0.runHelpSelection() },
        Command(id: "help-erase", title: "Erase", help: "Erase the last character of the filter", category: .help,
                keys: [key(.backspace)], context: .help) { $0.editHelpFilter(erase: true) },
    ]
}

extension DefaultCommands {
    static let describe: [Command] = [
        Command(id: "describe-key", title: "Describe key",
                help: "Press a key next: shows its bytes, what it runs here, and what that hides",
                category: .help, keys: [alt("k")], context: .editor) { $0.startDescribingKey() },
        Command(id: "describe-close", title: "Close", help: "Close the key description", category: .help,
                keys: [key(.escape), key(.enter)], context: .describe, barRank: 1) { $0.dismissModal() },
    ]
}
