import DentKeys

extension DefaultCommands {
    /// Check spelling on F12 (nano's), Next misspelling from the palette, and the answers to
    /// the question about a misspelled word: a digit picks a suggestion.
    static let spelling: [Command] = [
        Command(id: "spell-check", title: "Check spelling",
                help: "Underline misspelled words on screen (in code, only comments and strings); again to stop",
                category: .view, keys: [key(.function(12))], context: .editor) { $0.toggleSpelling() },
        Command(id: "next-misspelling", title: "Next misspelling",
                help: "Go to the next misspelled word in the file and offer suggestions, or add it to your words",
                category: .search, keys: [], context: .editor) { $0.nextMisspelling() },
        Command(id: "misspelling-add", title: "Add word", help: "The word is right: add it to your words (~/.local/share/dent/words)",
                category: .edit, keys: [key(.character("a")), key(.character("A"))], context: .misspelling, barRank: 2) {
            $0.addMisspelledWord()
        },
        Command(id: "misspelling-skip", title: "Skip", help: "Leave the word as it is and go to the next misspelling",
                category: .edit, keys: [key(.character("n")), key(.character("N")), key(.enter)], context: .misspelling, barRank: 3) {
            $0.skipMisspelling()
        },
        Command(id: "misspelling-stop", title: "Stop", help: "Stop checking; the word stays selected",
                category: .edit, keys: [key(.escape), ctrl("c")], context: .misspelling, barRank: 4) { $0.stopSpelling() },
    ] + (1...MisspellingQuestion.shown).map { number in
        Command(id: "misspelling-pick-\(number)", title: number == 1 ? "Use suggestion (1-9)" : "Use suggestion \(number)",
                help: "Replace the word with suggestion \(number)", category: .edit,
                keys: [key(.character(Unicode.Scalar(UInt8(48 + number))))], context: .misspelling, barRank: number == 1 ? 1 : nil) {
            $0.pickSuggestion(number)
        }
    }
}
