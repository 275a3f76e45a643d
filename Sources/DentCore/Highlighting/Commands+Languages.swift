import DentKeys

extension DefaultCommands {
    /// Set language: the list of languages, which overrides the guess for the file shown.
    static let languages: [Command] = [
        Command(id: .setLanguage, title: "Set language",
                help: "Highlight the file as another language, or not at all: pick it from the list (type to filter)",
                category: .view, keys: [alt("l")], context: .editor, carets: .dropsExtras) { $0.showLanguageList() },
    ]

    /// Keys of the list of languages; everything else printable filters it.
    static let languageList: [Command] = [
        Command(id: .languageListChoose, title: "Choose", help: "Highlight the file in the highlighted language",
                category: .view, keys: [key(.enter)], modal: .languageList, barRank: 1) { $0.chooseLanguageListSelection() },
        Command(id: .languageListCancel, title: "Cancel", help: "Close the list and keep the file's language",
                category: .view, keys: [key(.escape)], modal: .languageList, barRank: 2) { $0.dismissModal() },
    ] + listMoves(.languageList, ids: ListMoveIDs(up: .languageListUp, down: .languageListDown,
        pageUp: .languageListPageUp, pageDown: .languageListPageDown, erase: .languageListErase), noun: "language")
}
