import DentKeys

extension DefaultCommands {
    /// Set language: the list of languages, which overrides the guess for the file shown.
    static let languages: [Command] = [
        Command(id: "set-language", title: "Set language",
                help: "Highlight the file as another language, or not at all: pick it from the list (type to filter)",
                category: .view, keys: [alt("l")], context: .editor) { $0.showLanguageList() },
    ]

    /// Keys of the list of languages; everything else printable filters it.
    static let languageList: [Command] = [
        Command(id: "language-list-choose", title: "Choose", help: "Highlight the file in the highlighted language",
                category: .view, keys: [key(.enter)], context: .languageList, barRank: 1) { $0.chooseLanguageListSelection() },
        Command(id: "language-list-cancel", title: "Cancel", help: "Close the list and keep the file's language",
                category: .view, keys: [key(.escape)], context: .languageList, barRank: 2) { $0.dismissModal() },
    ] + listMoves(.languageList, prefix: "language-list", noun: "language")
}
