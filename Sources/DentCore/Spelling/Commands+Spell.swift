import DentKeys

extension DefaultCommands {
    /// Check spelling on F12 (nano's), Next misspelling from the palette, and the answers to
    /// the question about a misspelled word: a digit picks a suggestion.
    static let spelling: [Command] = [
        Command(id: .spellCheck, title: "Check spelling",
                help: "Underline misspelled words on screen (in code, only comments and strings); again to stop",
                category: .view, keys: [key(.function(12))], context: .editor, carets: .dropsExtras) { $0.toggleSpelling() },
        Command(id: .nextMisspelling, title: "Next misspelling",
                help: "Go to the next misspelled word in the file and offer suggestions, or add it to your words",
                category: .search, keys: [], context: .editor, carets: .dropsExtras) { $0.nextMisspelling() },
        Command(id: .misspellingAdd, title: "Add word", help: "The word is right: add it to your words (~/.local/share/dent/words)",
                category: .edit, keys: [key(.character("a")), key(.character("A"))], modal: .misspelling, barRank: 2) {
            $0.addMisspelledWord()
        },
        Command(id: .misspellingSkip, title: "Skip", help: "Leave the word as it is and go to the next misspelling",
                category: .edit, keys: [key(.character("n")), key(.character("N")), key(.enter)], modal: .misspelling, barRank: 3) {
            $0.skipMisspelling()
        },
        Command(id: .misspellingStop, title: "Stop", help: "Stop checking; the word stays selected",
                category: .edit, keys: [key(.escape), ctrl("c")], modal: .misspelling, barRank: 4) { $0.stopSpelling() },
    ] + zip(1..., pickIDs).map { number, id in
        Command(id: id, title: number == 1 ? "Use suggestion (1-9)" : "Use suggestion \(number)",
                help: "Replace the word with suggestion \(number)", category: .edit,
                keys: [key(.character(Unicode.Scalar(UInt8(48 + number))))], modal: .misspelling, barRank: number == 1 ? 1 : nil) {
            $0.pickSuggestion(number)
        }
    }

    /// The keys 1-9 pick a suggestion: one id each, one for every suggestion shown.
    private static let pickIDs: [CommandID] = [.misspellingPick1, .misspellingPick2, .misspellingPick3, .misspellingPick4,
                                               .misspellingPick5, .misspellingPick6, .misspellingPick7, .misspellingPick8, .misspellingPick9]
}
