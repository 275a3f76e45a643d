import DentKeys

extension DefaultCommands {
    /// Several open files: open, close, the history (Back, Forward) and the list.
    static let files: [Command] = [
        Command(id: .open, title: "Open", help: "Open a file: type its path (Tab completes); an open file is shown",
                category: .file, keys: [ctrl("o")], context: .editor, carets: .dropsExtras) { $0.startOpenPrompt() },
        Command(id: .close, title: "Close",
                help: "Close this file (asking to save it if modified) and show the one before; closing the last leaves an empty one",
                category: .file, keys: [ctrl("w")], context: .editor, carets: .dropsExtras) { $0.closeCurrentFile() },
        Command(id: .back, title: "Back", help: "Go to the place before this one: where the last jump (another file, go to line, a match) left from",
                category: .view, keys: [key(.left, .alt)], context: .editor, carets: .dropsExtras) { $0.goBack() },
        Command(id: .forward, title: "Forward", help: "Go to the place Back went back from",
                category: .view, keys: [key(.right, .alt)], context: .editor, carets: .dropsExtras) { $0.goForward() },
        Command(id: .fileList, title: "Open files", help: "List the open files: type to filter, Enter shows one, Ctrl+W closes one",
                category: .view, keys: [alt("o")], context: .editor, carets: .dropsExtras) { $0.showFileList() },
    ]

    /// Keys of the list of open files; everything else printable filters it.
    static let fileList: [Command] = listMoves(.fileList, ids: ListMoveIDs(up: .fileListUp, down: .fileListDown, pageUp: .fileListPageUp,
        pageDown: .fileListPageDown, erase: .fileListErase), noun: "file") + [
        Command(id: .fileListShow, title: "Show", help: "Show the highlighted file", category: .view,
                keys: [key(.enter)], modal: .fileList, barRank: 1) { $0.showFileListSelection() },
        Command(id: .fileListCloseFile, title: "Close file",
                help: "Close the highlighted file (a modified one is shown and asks to be saved first)", category: .view,
                keys: [ctrl("w")], modal: .fileList, barRank: 2) { $0.closeFileListSelection() },
        Command(id: .fileListReturn, title: "Return", help: "Close the list and go back to the file shown", category: .view,
                keys: [key(.escape)], modal: .fileList, barRank: 3) { $0.dismissModal() },
    ]
}
