extension DefaultCommands {
    static let file: [Command] = [
        Command(id: "save", title: "Save", help: "Write the file to disk", category: .file,
                keys: [ctrl("s")], context: .editor, barRank: 20) { $0.requestSave() },
        Command(id: "quit", title: "Quit", help: "Leave dent, asking first about each file with unsaved changes",
                category: .file, keys: [ctrl("q")], context: .global, barRank: 30) { $0.quit() },
    ]

    static let confirm: [Command] = [
        Command(id: "confirm-yes", title: "Yes", help: "Save the file, then quit (or close it)", category: .file,
                keys: [key(.character("y")), key(.character("Y"))], context: .confirm, barRank: 1) { $0.answerSaveQuestion(.save) },
        Command(id: "confirm-no", title: "No", help: "Do not save the file: quit (or close it) without its changes",
                category: .file, keys: [key(.character("n")), key(.character("N"))], context: .confirm, barRank: 2) {
            $0.answerSaveQuestion(.discard)
        },
        Command(id: "confirm-all", title: "Save all", help: "When quitting: save this and every other unsaved file, then quit",
                category: .file, keys: [key(.character("a")), key(.character("A"))], context: .confirm, barRank: 3,
                barWhen: .severalToSave) { $0.answerSaveQuestion(.saveAll) },
        Command(id: "confirm-cancel", title: "Cancel", help: "Keep editing", category: .file,
                keys: [key(.escape)], context: .confirm, barRank: 4) { $0.cancelSaveQuestion() },
    ]
}
