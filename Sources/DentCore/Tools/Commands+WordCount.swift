import DentText

extension DefaultCommands {
    /// Word count (nano's M-D, which dent keeps for Delete word right): in the palette only.
    static let wordCount: [Command] = [
        Command(id: .wordCount, title: "Word count",
                help: "Count the lines, words (runs of non-blanks) and characters of the file, or of the selection",
                category: .edit, keys: [], context: .editor, carets: .keeps) { $0.countWords() },
    ]
}

extension Editor {
    /// Says how many lines, words and characters the selection or the file holds (`TextCount`).
    public mutating func countWords() {
        let selection = document.selection
        let count = TextCount(document.text.bytes.bytes(in: selection ?? 0..<document.text.count))
        let what = selection == nil ? "File" : "Selection"
        message = Message("\(what): \(count.lines.counted("line")), \(count.words.counted("word")), \(count.characters.counted("character"))")
    }
}
