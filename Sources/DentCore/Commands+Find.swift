import DentKeys

extension DefaultCommands {
    static let find: [Command] = [
        Command(id: "find", title: "Find", help: "Find text as you type it (smart case: a capital makes it case-sensitive)",
                category: .search, keys: [ctrl("f")], context: .editor, barRank: 70) { $0.startFind() },
        Command(id: "find-next", title: "Find next", help: "Go to the next match of the last search (wraps at the end)",
                category: .search, keys: [ctrl("n")], context: .editor) { $0.findAgain(forward: true) },
        Command(id: "find-previous", title: "Find previous", help: "Go to the previous match of the last search (wraps at the start)",
                category: .search, keys: [ctrl("p")], context: .editor) { $0.findAgain(forward: false) },
    ]

    /// The find prompt's own keys: Enter and Esc differ from other prompts (stay on the match,
    /// or go back), and Ctrl+N / Ctrl+P step through the matches without closing it.
    static let findPrompt: [Command] = [
        Command(id: "find-accept", title: "Done", help: "Close the prompt, leaving the match selected",
                category: .search, keys: [key(.enter)], context: .find, barRank: 1) { $0.acceptFind() },
        Command(id: "find-cancel", title: "Cancel", help: "Close the prompt and go back to where the search started",
                category: .search, keys: [key(.escape), ctrl("c")], context: .find, barRank: 2) { $0.cancelFind() },
        Command(id: "find-prompt-next", title: "Next", help: "Go to the next match (in an empty prompt: the last search)",
                category: .search, keys: [ctrl("n"), key(.down)], context: .find, barRank: 3) { $0.findAgain(forward: true) },
        Command(id: "find-prompt-previous", title: "Previous", help: "Go to the previous match (in an empty prompt: the last search)",
                category: .search, keys: [ctrl("p"), key(.up)], context: .find, barRank: 4) { $0.findAgain(forward: false) },
    ] + textField(in: .find, prefix: "find")
}
