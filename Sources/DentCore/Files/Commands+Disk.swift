extension DefaultCommands {
    static let disk: [Command] = [
        Command(id: "disk-reload", title: "Reload", help: "Read the file again from disk (undo brings back your text)",
                category: .file, keys: [key(.character("r")), key(.character("R"))], context: .diskChanged, barRank: 1) {
            $0.answerDiskChange(.reload)
        },
        Command(id: "disk-overwrite", title: "Overwrite", help: "Save your text over the file on disk",
                category: .file, keys: [key(.character("o")), key(.character("O"))], context: .diskChanged, barRank: 2) {
            $0.answerDiskChange(.overwrite)
        },
        Command(id: "disk-save-as", title: "Save as", help: "Save your text under another name",
                category: .file, keys: [key(.character("s")), key(.character("S"))], context: .diskChanged, barRank: 3) {
            $0.answerDiskChange(.saveAs)
        },
        Command(id: "disk-cancel", title: "Cancel", help: "Keep editing without saving", category: .file,
                keys: [key(.escape)], context: .diskChanged, barRank: 4) { $0.answerDiskChange(.cancel) },
        Command(id: "revert", title: "Revert (reload from disk)",
                help: "Read the file shown again from disk, dropping unsaved changes (Ctrl+Z brings them back)",
                category: .file, keys: [], context: .editor) { $0.revert() },
        Command(id: "revert-yes", title: "Revert", help: "Drop the unsaved changes and read the file from disk",
                category: .file, keys: [key(.character("y")), key(.character("Y"))], context: .revert, barRank: 1) {
            $0.answerRevert(true)
        },
        Command(id: "revert-no", title: "Keep my changes", help: "Keep editing the text as it is", category: .file,
                keys: [key(.character("n")), key(.character("N")), key(.escape)], context: .revert, barRank: 2) {
            $0.answerRevert(false)
        },
        Command(id: "recover-yes", title: "Recover", help: "Put the unsaved changes from the journal back",
                category: .file, keys: [key(.character("r")), key(.character("R"))], context: .recover, barRank: 1) {
            $0.answerRecovery(recover: true)
        },
        Command(id: "recover-discard", title: "Discard", help: "Delete the recovery journal and keep the file as it is",
                category: .file, keys: [key(.character("d")), key(.character("D"))], context: .recover, barRank: 2) {
            $0.answerRecovery(recover: false)
        },
        Command(id: "recover-compare", title: "Compare",
                help: "Open the recovered text beside the file on disk, to compare them (Alt+Left/Alt+Right)",
                category: .file, keys: [key(.character("c")), key(.character("C"))], context: .recover, barRank: 3) {
            $0.compareRecovery()
        },
        Command(id: "recover-later", title: "Later", help: "Edit the file as it is on disk; keep the journal for next time",
                category: .file, keys: [key(.escape)], context: .recover, barRank: 4) { $0.postponeRecovery() },
        Command(id: "backup-use", title: "Use the backup",
                help: "Put the backup's text in place of the file's, unsaved (the file changes when you save)",
                category: .file, keys: [key(.character("u")), key(.character("U"))], context: .backupOffer, barRank: 1) {
            $0.useBackup()
        },
        Command(id: "backup-keep", title: "Keep the file",
                help: "Edit the file as it is on disk; the backup stays until the file is saved",
                category: .file, keys: [key(.character("k")), key(.character("K")), key(.escape)], context: .backupOffer,
                barRank: 2) { $0.keepFileOverBackup() },
        Command(id: "backup-compare", title: "Compare",
                help: "Open the backup's text beside the file on disk, to compare them (Alt+Left/Alt+Right)",
                category: .file, keys: [key(.character("c")), key(.character("C"))], context: .backupOffer, barRank: 3) {
            $0.compareBackup()
        },
        Command(id: "incomplete-backups-remove", title: "Remove them",
                help: "Delete the backups that interrupted saves cut short (the file was never touched by those saves)",
                category: .file, keys: [key(.character("y")), key(.character("Y"))], context: .incompleteBackups, barRank: 1) {
            $0.answerIncompleteBackups(remove: true)
        },
        Command(id: "incomplete-backups-keep", title: "Leave them", help: "Leave the incomplete backups where they are",
                category: .file, keys: [key(.character("n")), key(.character("N")), key(.escape)], context: .incompleteBackups,
                barRank: 2) { $0.answerIncompleteBackups(remove: false) },
        Command(id: "large-file-open", title: "Open", help: "Open the file even though it is over max-file-size",
                category: .file, keys: [key(.character("y")), key(.character("Y"))], context: .largeFile, barRank: 1) {
            $0.answerLargeFile(open: true)
        },
        Command(id: "large-file-skip", title: "Don't open", help: "Leave the large file closed", category: .file,
                keys: [key(.character("n")), key(.character("N")), key(.escape)], context: .largeFile, barRank: 2) {
            $0.answerLargeFile(open: false)
        },
    ]
}
