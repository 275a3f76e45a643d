extension DefaultCommands {
    static let help: [Command] = [
        Command(id: .help, title: "Help", help: "Show every shortcut, or close the help", category: .help,
                keys: [ctrl("g"), key(.function(1))], context: .global, carets: .keeps, throughModals: helpPassesThrough, barRank: 10) { $0.toggleHelp() },
    ]

    /// Help works under every modal but the key description (where the next key is described)
    /// and a running command (which only Stop interrupts).
    private static let helpPassesThrough = Set(KeyContext.allCases.filter(\.isModal)).subtracting([.describe, .commandRunning])

    static let helpView: [Command] = [
        Command(id: .helpClose, title: "Close", help: "Close the help", category: .help,
                keys: [key(.escape)], modal: .help, barRank: 1) { $0.dismissModal() },
        Command(id: .helpUp, title: "Previous", help: "Move to the previous entry", category: .help,
                keys: [key(.up)], modal: .help) { $0.moveHelpSelection(by: -1) },
        Command(id: .helpDown, title: "Next", help: "Move to the next entry", category: .help,
                keys: [key(.down)], modal: .help) { $0.moveHelpSelection(by: 1) },
        Command(id: .helpPageUp, title: "Page up", help: "Move up one screen", category: .help,
                keys: [key(.pageUp)], modal: .help) { $0.moveHelpSelection(by: -$0.textRows) },
        Command(id: .helpPageDown, title: "Page down", help: "Move down one screen", category: .help,
                keys: [key(.pageDown)], modal: .help) { $0.moveHelpSelection(by: $0.textRows) },
        Command(id: .helpRun, title: "Run", help: "Close the help and run the selected command", category: .help,
                keys: [key(.enter)], modal: .help, barRank: 2) { $0.runHelpSelection() },
        Command(id: .helpErase, title: "Erase", help: "Erase the last character of the filter", category: .help,
                keys: [key(.backspace)], modal: .help) { $0.editHelpFilter(erase: true) },
    ]
}

extension DefaultCommands {
    static let describe: [Command] = [
        Command(id: .describeKey, title: "Describe key",
                help: "Press a key next: shows its bytes, what it runs here, and what that hides",
                category: .help, keys: [alt("k")], context: .editor, carets: .keeps) { $0.startDescribingKey() },
        Command(id: .describeClose, title: "Close", help: "Close the key description", category: .help,
                keys: [key(.escape), key(.enter)], modal: .describe, barRank: 1) { $0.dismissModal() },
    ]
}
