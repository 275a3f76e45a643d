import DentKeys

extension DefaultCommands {
    static let find: [Command] = [
        Command(id: .find, title: "Find",
                help: "Find text as you type it (smart case: a capital makes it case-sensitive; Alt+C, Alt+W, Alt+R change the options)",
                category: .search, keys: [ctrl("f")], context: .editor, carets: .dropsExtras, barRank: 70) { $0.startFind() },
        Command(id: .findNext, title: "Find next", help: "Go to the next match of the last search (wraps at the end)",
                category: .search, keys: [ctrl("n")], context: .editor, carets: .dropsExtras) { $0.findAgain(forward: true) },
        Command(id: .findPrevious, title: "Find previous", help: "Go to the previous match of the last search (wraps at the start)",
                category: .search, keys: [ctrl("p")], context: .editor, carets: .dropsExtras) { $0.findAgain(forward: false) },
        Command(id: .replace, title: "Replace",
                help: "Find text, then replace each match (y, n, a for all, Esc); a regular expression's $1… are its groups",
                category: .search, keys: [ctrl("r"), ctrl("\\")], context: .editor, carets: .dropsExtras) { $0.startReplace() },
    ]

    /// The find prompt's own keys (also the search of a replace): Enter and Esc differ from
    /// other prompts (stay on the match, or go back), Ctrl+N / Ctrl+P step through the matches
    /// without closing it, Alt+C / Alt+W / Alt+R change the options (Alt+R is redraw in the
    /// editor, but the prompt is opaque), Up and Down browse the history. All are in the bar.
    static let findPrompt: [Command] = [
        Command(id: .findAccept, title: "Done", help: "Close the prompt, leaving the match selected (replace: ask for the replacement)",
                category: .search, keys: [key(.enter)], modal: .find, barRank: 1) { $0.acceptFind() },
        Command(id: .findCancel, title: "Cancel", help: "Close the prompt and go back to where the search started",
                category: .search, keys: [key(.escape), ctrl("c")], modal: .find, barRank: 2) { $0.cancelFind() },
        Command(id: .findPromptNext, title: "Next", help: "Go to the next match (in an empty prompt: the last search)",
                category: .search, keys: [ctrl("n")], modal: .find, barRank: 3) { $0.findAgain(forward: true) },
        Command(id: .findPromptPrevious, title: "Previous", help: "Go to the previous match (in an empty prompt: the last search)",
                category: .search, keys: [ctrl("p")], modal: .find, barRank: 4) { $0.findAgain(forward: false) },
        Command(id: .findToggleCase, title: "Case", help: "Cycle the case rule: smart (a capital makes it case-sensitive), case-sensitive [Case], case-insensitive [No case]",
                category: .search, keys: [alt("c")], modal: .find, barRank: 5) { $0.changeFindOption { $0.caseMode = $0.caseMode.next } },
        Command(id: .findToggleWord, title: "Word", help: "Find whole words only [Word], or any match",
                category: .search, keys: [alt("w")], modal: .find, barRank: 6) { $0.changeFindOption { $0.wholeWord.toggle() } },
        Command(id: .findToggleRegex, title: "Regex", help: "Read the text as a regular expression [Regex] (ICU syntax), or literally",
                category: .search, keys: [alt("r")], modal: .find, barRank: 7) { $0.changeFindOption { $0.regex.toggle() } },
        Command(id: .findHistoryOlder, title: "Older", help: "Show the search before this one in the history",
                category: .search, keys: [key(.up)], modal: .find, barRank: 8) { $0.browseHistory(older: true) },
        Command(id: .findHistoryNewer, title: "Newer", help: "Show the next search in the history, then what was typed",
                category: .search, keys: [key(.down)], modal: .find, barRank: 9) { $0.browseHistory(older: false) },
    ] + textField(in: .find, ids: TextFieldIDs(deleteBackward: .findDeleteBackward, deleteForward: .findDeleteForward,
        left: .findLeft, right: .findRight, start: .findStart, end: .findEnd, clear: .findClear))

    /// The replacement prompt and the question asked about each match.
    static let replacePrompt: [Command] = [
        Command(id: .replaceStart, title: "Replace", help: "Start replacing: each match is shown and asked about",
                category: .search, keys: [key(.enter)], modal: .replaceWith, barRank: 1) { $0.submitReplacement() },
        Command(id: .replaceCancel, title: "Cancel", help: "Replace nothing and go back to where the search started",
                category: .search, keys: [key(.escape), ctrl("c")], modal: .replaceWith, barRank: 2) { $0.cancelFind() },
        Command(id: .replaceHistoryOlder, title: "Older", help: "Show the replacement before this one in the history",
                category: .search, keys: [key(.up)], modal: .replaceWith, barRank: 3) { $0.browseHistory(older: true) },
        Command(id: .replaceHistoryNewer, title: "Newer", help: "Show the next replacement in the history, then what was typed",
                category: .search, keys: [key(.down)], modal: .replaceWith, barRank: 4) { $0.browseHistory(older: false) },
    ] + textField(in: .replaceWith, ids: TextFieldIDs(deleteBackward: .replaceWithDeleteBackward, deleteForward: .replaceWithDeleteForward,
        left: .replaceWithLeft, right: .replaceWithRight, start: .replaceWithStart, end: .replaceWithEnd, clear: .replaceWithClear)) + [
        Command(id: .replaceYes, title: "Yes", help: "Replace this match and go to the next",
                category: .search, keys: [key(.character("y")), key(.character("Y"))], modal: .replaceMatch, barRank: 1) {
            $0.answerReplace(.yes)
        },
        Command(id: .replaceNo, title: "No", help: "Leave this match and go to the next",
                category: .search, keys: [key(.character("n")), key(.character("N"))], modal: .replaceMatch, barRank: 2) {
            $0.answerReplace(.no)
        },
        Command(id: .replaceAll, title: "All", help: "Replace this match and every one left, as one undo step",
                category: .search, keys: [key(.character("a")), key(.character("A"))], modal: .replaceMatch, barRank: 3) {
            $0.answerReplace(.all)
        },
        Command(id: .replaceStop, title: "Stop", help: "Stop replacing; what was replaced stays (undo takes it back)",
                category: .search, keys: [key(.escape), ctrl("c")], modal: .replaceMatch, barRank: 4) { $0.answerReplace(.stop) },
    ]
}
