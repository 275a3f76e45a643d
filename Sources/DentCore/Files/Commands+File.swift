extension DefaultCommands {
    static let file: [Command] = [
        Command(id: .save, title: "Save", help: "Write the file to disk", category: .file,
                keys: [ctrl("s")], context: .editor, carets: .keeps, barRank: 20) { $0.requestSave() },
        Command(id: .quit, title: "Quit", help: "Leave dent, asking first about each file with unsaved changes",
                category: .file, keys: [ctrl("q")], context: .global, carets: .keeps, throughModals: quitPassesThrough, barRank: 30) { $0.quit() },
        Command(id: .saveCancel, title: "Cancel save",
                help: "Stop the save running, leaving the file as it was (an in-place save only until it writes into the file)",
                category: .file, keys: [key(.escape)], modal: .saving, barRank: 1) { $0.cancelSave() },
    ]

    /// Quit works where nothing is half answered: the help, the key description, the lists, and
    /// the questions about recovery and backups asked at start.
    private static let quitPassesThrough: Set<KeyContext> = [.help, .describe, .recover, .backupOffer, .incompleteBackups, .fileList, .languageList, .placeList, .serverQuestion]

    static let confirm: [Command] = [
        Command(id: .confirmYes, title: "Yes", help: "Save the file, then quit (or close it)", category: .file,
                keys: [key(.character("y")), key(.character("Y"))], modal: .confirm, barRank: 1) { $0.answerSaveQuestion(.save) },
        Command(id: .confirmNo, title: "No", help: "Do not save the file: quit (or close it) without its changes",
                category: .file, keys: [key(.character("n")), key(.character("N"))], modal: .confirm, barRank: 2) {
            $0.answerSaveQuestion(.discard)
        },
        Command(id: .confirmAll, title: "Save all", help: "When quitting: save this and every other unsaved file, then quit",
                category: .file, keys: [key(.character("a")), key(.character("A"))], modal: .confirm, barRank: 3,
                barWhen: .severalToSave) { $0.answerSaveQuestion(.saveAll) },
        Command(id: .confirmCancel, title: "Cancel", help: "Keep editing", category: .file,
                keys: [key(.escape)], modal: .confirm, barRank: 4) { $0.cancelSaveQuestion() },
    ]
}
