extension DefaultCommands {
    static let file: [Command] = [
        Command(id: "save", title: "Save", help: "Write the file to disk", category: .file,
                keys: [ctrl("s")], context: .editor, barRank: 20) { $0.requestSave(thenQuit: false) },
        Command(id: "quit", title: "Quit", help: "Leave dent, asking first if the file has unsaved changes",
                category: .file, keys: [ctrl("q")], context: .global, barRank: 30) { $0.quit() },
    ]

    static let confirm: [Command] = [
        Command(id: "confirm-yes", title: "Yes", help: "Save, then quit", category: .file,
                keys: [key(.character("y")), key(.character("Y"))], context: .confirm, barRank: 1) { $0.answerQuit(save: true) },
        Command(id: "confirm-no", title: "No", help: "Quit without saving", category: .file,
                keys: [key(.character("n")), key(.character("N"))], context: .confirm, barRank: 2) { $0.answerQuit(save: false) },
        Command(id: "confirm-cancel", title: "Cancel", help: "Keep editing", category: .file,
                keys: [key(.escape)], context: .confirm, barRank: 3) { $0.dismissModal() },
    ]
}
