import DentKeys

extension DefaultCommands {
    static let edit: [Command] = [
        Command(id: .newline, title: "New line", help: "Split the line: one level deeper after an opener, a pair's closer on its own line, a comment goes on, else the same indentation", category: .edit,
                keys: [key(.enter)], context: .editor, carets: .everyCaret) { $0.edit { $0.insertNewline() } },
        Command(id: .deleteBackward, title: "Delete left",
                help: "Delete the selection, the character before the cursor (both of an empty pair typing closed), or one level of indentation",
                category: .edit, keys: [key(.backspace)], context: .editor, carets: .everyCaret) { $0.edit { $0.deleteBackward() } },
        Command(id: .deleteForward, title: "Delete right", help: "Delete the selection or the character under the cursor",
                category: .edit, keys: [key(.delete)], context: .editor, carets: .everyCaret) { $0.edit { $0.deleteForward() } },
        Command(id: .deleteWordBackward, title: "Delete word left", help: "Delete back to the start of the word",
                category: .edit, keys: [key(.backspace, .ctrl), key(.backspace, .alt)], context: .editor, carets: .everyCaret) {
            $0.edit { $0.deleteWordBackward() }
        },
        Command(id: .deleteWordForward, title: "Delete word right", help: "Delete to the end of the word",
                category: .edit, keys: [key(.delete, .ctrl), alt("d")], context: .editor, carets: .everyCaret) { $0.edit { $0.deleteWordForward() } },
        Command(id: .cutLine, title: "Cut line",
                help: "Cut the current line (or the selected lines); cuts in a row add up, and a paste brings them all back",
                category: .edit, keys: [ctrl("k")], context: .editor, carets: .dropsExtras) { $0.cutLines() },
        Command(id: .duplicateLine, title: "Duplicate line", help: "Copy the current line (or the selection) below itself",
                category: .edit, keys: [ctrl("d")], context: .editor, carets: .dropsExtras) { $0.edit { $0.duplicateLines() } },
        Command(id: .moveLineUp, title: "Move line up", help: "Move the current or selected lines up one line",
                category: .edit, keys: [key(.up, .alt)], context: .editor, carets: .dropsExtras) { $0.edit { $0.moveLines(by: -1) } },
        Command(id: .moveLineDown, title: "Move line down", help: "Move the current or selected lines down one line",
                category: .edit, keys: [key(.down, .alt)], context: .editor, carets: .dropsExtras) { $0.edit { $0.moveLines(by: 1) } },
        Command(id: .undo, title: "Undo", help: "Undo the last change (a burst of typing with its Enters, a paste or an indent is one step)",
                category: .edit, keys: [ctrl("z")], context: .editor, carets: .setsCarets, barRank: 60) { $0.undo() },
        Command(id: .redo, title: "Redo", help: "Redo what was undone", category: .edit,
                keys: [ctrl("y"), KeyChord(.character("z"), [.ctrl, .shift])], context: .editor, carets: .setsCarets) { $0.redo() },
        Command(id: .insertLiteral, title: "Insert literally",
                help: "Insert the next key as a character: a real tab with Tab, a control character with Ctrl",
                category: .edit, keys: [alt("v"), ctrl("t")], context: .editor, carets: .keeps) { $0.awaitLiteralKey() },
    ]

    static let clipboard: [Command] = [
        Command(id: .copy, title: "Copy", help: "Copy the selection, or the whole line when nothing is selected",
                category: .edit, keys: [ctrl("c")], context: .editor, carets: .everyCaret, barRank: 52, barWhen: .withSelection) { $0.copy() },
        Command(id: .cut, title: "Cut", help: "Cut the selection, or the whole line when nothing is selected",
                category: .edit, keys: [ctrl("x")], context: .editor, carets: .everyCaret, barRank: 53, barWhen: .withSelection) { $0.cut() },
        Command(id: .paste, title: "Paste", help: "Paste what was copied or cut in dent (a whole line goes above the cursor's line)",
                category: .edit, keys: [ctrl("v")], context: .editor, carets: .everyCaret) { $0.paste() },
    ]
}
