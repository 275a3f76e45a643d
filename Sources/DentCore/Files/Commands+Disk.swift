extension DefaultCommands {
    static let disk: [Command] = [
        Command(id: .diskReload, title: "Reload", help: "Read the file again from disk (undo brings back your text)",
                category: .file, keys: [key(.character("r")), key(.character("R"))], modal: .diskChanged, barRank: 1) {
            $0.answerDiskChange(.reload)
        },
        Command(id: .diskOverwrite, title: "Overwrite", help: "Save your text over the file on disk",
                category: .file, keys: [key(.character("o")), key(.character("O"))], modal: .diskChanged, barRank: 2) {
            $0.answerDiskChange(.overwrite)
        },
        Command(id: .diskSaveAs, title: "Save as", help: "Save your text under another name",
                category: .file, keys: [key(.character("s")), key(.character("S"))], modal: .diskChanged, barRank: 3) {
            $0.answerDiskChange(.saveAs)
        },
        Command(id: .diskCancel, title: "Cancel", help: "Keep editing without saving", category: .file,
                keys: [key(.escape)], modal: .diskChanged, barRank: 4) { $0.answerDiskChange(.cancel) },
        Command(id: .revert, title: "Revert (reload from disk)",
                help: "Read the file shown again from disk, dropping unsaved changes (Ctrl+Z brings them back)",
                category: .file, keys: [], context: .editor, carets: .dropsExtras) { $0.revert() },
        Command(id: .revertYes, title: "Revert", help: "Drop the unsaved changes and read the file from disk",
                category: .file, keys: [key(.character("y")), key(.character("Y"))], modal: .revert, barRank: 1) {
            $0.answerRevert(true)
        },
        Command(id: .revertNo, title: "Keep my changes", help: "Keep editing the text as it is", category: .file,
                keys: [key(.character("n")), key(.character("N")), key(.escape)], modal: .revert, barRank: 2) {
            $0.answerRevert(false)
        },
        Command(id: .recoverYes, title: "Recover", help: "Put the unsaved changes from the journal back",
                category: .file, keys: [key(.character("r")), key(.character("R"))], modal: .recover, barRank: 1) {
            $0.answerRecovery(recover: true)
        },
        Command(id: .recoverDiscard, title: "Discard", help: "Delete the recovery journal and keep the file as it is",
                category: .file, keys: [key(.character("d")), key(.character("D"))], modal: .recover, barRank: 2) {
            $0.answerRecovery(recover: false)
        },
        Command(id: .recoverCompare, title: "Compare",
                help: "Open the recovered text beside the file on disk, to compare them (Alt+Left/Alt+Right)",
                category: .file, keys: [key(.character("c")), key(.character("C"))], modal: .recover, barRank: 3) {
            $0.compareRecovery()
        },
        Command(id: .recoverLater, title: "Later", help: "Edit the file as it is on disk; keep the journal for next time",
                category: .file, keys: [key(.escape)], modal: .recover, barRank: 4) { $0.postponeRecovery() },
        Command(id: .backupUse, title: "Use the backup",
                help: "Put the backup's text in place of the file's, unsaved (the file changes when you save)",
                category: .file, keys: [key(.character("u")), key(.character("U"))], modal: .backupOffer, barRank: 1) {
            $0.useBackup()
        },
        Command(id: .backupKeep, title: "Keep the file",
                help: "Edit the file as it is on disk; the backup stays until the file is saved",
                category: .file, keys: [key(.character("k")), key(.character("K")), key(.escape)], modal: .backupOffer,
                barRank: 2) { $0.keepFileOverBackup() },
        Command(id: .backupCompare, title: "Compare",
                help: "Open the backup's text beside the file on disk, to compare them (Alt+Left/Alt+Right)",
                category: .file, keys: [key(.character("c")), key(.character("C"))], modal: .backupOffer, barRank: 3) {
            $0.compareBackup()
        },
        Command(id: .incompleteBackupsRemove, title: "Remove them",
                help: "Delete the backups that interrupted saves cut short (the file was never touched by those saves)",
                category: .file, keys: [key(.character("y")), key(.character("Y"))], modal: .incompleteBackups, barRank: 1) {
            $0.answerIncompleteBackups(remove: true)
        },
        Command(id: .incompleteBackupsKeep, title: "Leave them", help: "Leave the incomplete backups where they are",
                category: .file, keys: [key(.character("n")), key(.character("N")), key(.escape)], modal: .incompleteBackups,
                barRank: 2) { $0.answerIncompleteBackups(remove: false) },
        Command(id: .largeFileOpen, title: "Open", help: "Open the file even though it is over max-file-size",
                category: .file, keys: [key(.character("y")), key(.character("Y"))], modal: .largeFile, barRank: 1) {
            $0.answerLargeFile(open: true)
        },
        Command(id: .largeFileSkip, title: "Don't open", help: "Leave the large file closed", category: .file,
                keys: [key(.character("n")), key(.character("N")), key(.escape)], modal: .largeFile, barRank: 2) {
            $0.answerLargeFile(open: false)
        },
    ]
}
