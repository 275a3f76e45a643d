import DentKeys

extension DefaultCommands {
    /// Insert file (nano's ^R, which is dent's Replace; vim's `:r`): Alt+I is free in nano's
    /// and dent's keys alike.
    static let insertFile: [Command] = [
        Command(id: .insertFile, title: "Insert file",
                help: "Insert a file's bytes at the cursor, exactly as they are (Tab completes the path)",
                category: .file, keys: [alt("i")], context: .editor, carets: .dropsExtras) { $0.startInsertFilePrompt() },
    ]
}
