import DentKeys

extension DefaultCommands {
    /// Complete word (nano's ^], vim's ^N); Tab stays indent.
    static let completion: [Command] = [
        Command(id: .completeWord, title: "Complete word",
                help: "Complete the word before the cursor from the words of the open files, nearest first; again: the next one",
                category: .edit, keys: [ctrl("]")], context: .editor, carets: .dropsExtras) { $0.completeWord() },
        Command(id: .cancelCompletion, title: "Cancel completion", help: "Right after Complete word: put back the word as typed",
                category: .edit, keys: [], context: .editor, carets: .dropsExtras) { $0.cancelCompletion() },
    ]
}
