import DentKeys

extension DefaultCommands {
    static let find: [Command] = [
        Command(id: "find", title: "Find",
                help: "Find text as you type it (smart case: a capital makes it case-sensitive; Alt+C, Alt+W, Alt+R change the options)",
                category: .search, keys: [ctrl("f")], context: .editor, barRank: 70) { $0.startFind() },
        Command(id: "find-next", title: "Find next", help: "Go to the next match of the last search (wraps at the end)",
                category: .search, keys: [ctrl("n")], context: .editor) { $0.findAgain(forward: true) },
        Command(id: "find-previous", title: "Find previous", help: "Go to the previous match of the last search (wraps at the start)",
                category: .search, keys: [ctrl("p")], context: .editor) { $0.findAgain(forward: false) },
        Command(id: "replace", title: "Replace",
                help: "Find text, then replace each match (y, n, a for all, Esc); a regular expression's $1… are its groups",
                category: .search, keys: [ctrl("r"), ctrl("\\")], context: .editor) { $0.startReplace() },
    ]

    /// The find prompt's own keys (also the search of a replace): Enter and Esc differ from
    /// other prompts (stay on the match, or go back), Ctrl+N / Ctrl+P step through the matches
    /// without closing it, Alt+C / Alt+W / Alt+R change the options (Alt+R is redraw in the
    /// editor, but the prompt is opaque), Up and Down browse the history. All are in the bar.
    static let findPrompt: [Command] = [
        Command(id: "find-accept", title: "Done", help: "Close the prompt, leaving the match selected (replace: ask for the replacement)",
                category: .search, keys: [key(.enter)], context: .find, barRank: 1) { $0.acceptFind() },
        Command(id: "find-cancel", title: "Cancel", help: "Close the prompt and go back to where the search started",
                category: .search, keys: [key(.escape), ctrl("c")], context: .find, barRank: 2) { $0.cancelFind() },
        Command(id: "find-prompt-next", title: "Next", help: "Go to the next match (in an empty prompt: the last search)",
                category: .search, keys: [ctrl("n")], context: .find, barRank: 3) { $0.findAgain(forward: true) },
        Command(id: "find-prompt-previous", title: "Previous", help: "Go to the previous match (in an empty prompt: the last search)",
                category: .search, keys: [ctrl("p")], context: .find, barRank: 4) { $0.findAgain(forward: false) },
        Command(id: "find-toggle-case", title: "Case", help: "Cycle the case rule: smart (a capital makes it case-sensitive), case-sensitive [Case], case-insensitive [No case]",
                category: .search, keys: [alt("c")], context: .find, barRank: 5) { $0.changeFindOption { $0.caseMode = $0.caseMode.next } },
        Command(id: "find-toggle-word", title: "Word", help: "Find whole words only [Word], or any match",
                category: .search, keys: [alt("w")], context: .find, barRank: 6) { $0.changeFindOption { $0.wholeWord.toggle() } },
        Command(id: "find-toggle-regex", title: "Regex", help: "Read the text as a regular expression [Regex] (ICU syntax), or literally",
                category: .search, keys: [alt("r")], context: .find, barRank: 7) { $0.changeFindOption { $0.regex.toggle() } },
        Command(id: "find-history-older", title: "Older", help: "Show the search before this one in the history",
                category: .search, keys: [key(.up)], context: .find, barRank: 8) { $0.browseHistory(older: true) },
        Command(id: "find-history-newer", title: "Newer", help: "Show the next search in the history, then what was typed",
                category: .search, keys: [key(.down)], context: .find, barRank: 9) { $0.browseHistory(older: false) },
    ] + textField(in: .find, prefix: "find")

    /// The replacement prompt and the question asked about each match.
    static let replacePrompt: [Command] = [
        Command(id: "replace-start", title: "Replace", help: "Start replacing: each match is shown and asked about",
                category: .search, keys: [key(.enter)], context: .replaceWith, barRank: 1) { $0.submitReplacement() },
        Command(id: "replace-cancel", title: "Cancel", help: "Replace nothing and go back to where the search started",
                category: .search, keys: [key(.escape), ctrl("c")], context: .replaceWith, barRank: 2) { $0.cancelFind() },
        Command(id: "replace-history-older", title: "Older", help: "Show the replacement before this one in the history",
                category: .search, keys: [key(.up)], context: .replaceWith, barRank: 3) { $0.browseHistory(older: true) },
        Command(id: "replace-history-newer", title: "Newer", help: "Show the next replacement in the history, then what was typed",
                category: .search, keys: [key(.down)], context: .replaceWith, barRank: 4) { $0.browseHistory(older: false) },
    ] + textField(in: .replaceWith, prefix: "replace-with") + [
        Command(id: "replace-yes", title: "Yes", help: "Replace this match and go to the next",
                category: .search, keys: [key(.character("y")), key(.character("Y"))], context: .replaceMatch, barRank: 1) {
            $0.answerReplace(.yes)
        },
        Command(id: "replace-no", title: "No", help: "Leave this match and go to the next",
                category: .search, keys: [key(.character("n")), key(.character("N"))], context: .replaceMatch, barRank: 2) {
            $0.answerReplace(.no)
        },
        Command(id: "replace-all", title: "All", help: "Replace this match and every one left, as one undo step",
                category: .search, keys: [key(.character("a")), key(.character("A"))], context: .replaceMatch, barRank: 3) {
            $0.answerReplace(.all)
        },
        Command(id: "replace-stop", title: "Stop", help: "Stop replacing; what was replaced stays (undo takes it back)",
                category: .search, keys: [key(.escape), ctrl("c")], context: .replaceMatch, barRank: 4) { $0.answerReplace(.stop) },
    ]
}
