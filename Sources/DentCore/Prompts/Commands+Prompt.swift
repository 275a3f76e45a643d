extension DefaultCommands {
    static let prompts: [Command] = [
        Command(id: .goToLine, title: "Go to line", help: "Jump to a line: LINE, LINE:COL, +N, -N or N%",
                category: .navigate, keys: [ctrl("l")], context: .editor, carets: .dropsExtras) { $0.startPrompt(.goToLine) },
        Command(id: .saveAs, title: "Save as", help: "Save the file under another name",
                category: .file, keys: [alt("s")], context: .editor, carets: .dropsExtras) { $0.startSaveAsPrompt() },
    ]

    /// Keys of a prompt's text field; everything else printable is typed into it.
    static let promptField: [Command] = [
        Command(id: .promptSubmit, title: "OK", help: "Accept the answer", category: .edit,
                keys: [key(.enter)], modal: .prompt, barRank: 1) { $0.submitPrompt() },
        Command(id: .promptCancel, title: "Cancel", help: "Close the prompt without acting", category: .edit,
                keys: [key(.escape), ctrl("c")], modal: .prompt, barRank: 2) { $0.dismissModal() },
        Command(id: .promptComplete, title: "Complete", help: "Complete the file name (open, save as, insert file); list the choices when several match",
                category: .edit, keys: [key(.tab)], modal: .prompt, barRank: 3, barWhen: .completingPath) { $0.completePromptPath() },
    ] + textField(in: .prompt, ids: TextFieldIDs(deleteBackward: .promptDeleteBackward, deleteForward: .promptDeleteForward,
        left: .promptLeft, right: .promptRight, start: .promptStart, end: .promptEnd, clear: .promptClear))

    /// The ids of one context's text field keys: each context has its own, as every id is unique.
    struct TextFieldIDs {
        let deleteBackward, deleteForward, left, right, start, end, clear: CommandID
    }

    /// The editing keys of a prompt's text field, for a context with a prompt (`prompt`, and
    /// `find`, whose Enter and Esc differ).
    static func textField(in context: KeyContext, ids: TextFieldIDs) -> [Command] {
        [
            Command(id: ids.deleteBackward, title: "Delete left", help: "Delete the character before the cursor",
                    category: .edit, keys: [key(.backspace)], modal: context) { $0.editPrompt { $0.deleteBackward() } },
            Command(id: ids.deleteForward, title: "Delete right", help: "Delete the character under the cursor",
                    category: .edit, keys: [key(.delete)], modal: context) { $0.editPrompt { $0.deleteForward() } },
            Command(id: ids.left, title: "Left", help: "Move left in the answer", category: .edit,
                    keys: [key(.left)], modal: context) { $0.editPrompt { $0.move(by: -1) } },
            Command(id: ids.right, title: "Right", help: "Move right in the answer", category: .edit,
                    keys: [key(.right)], modal: context) { $0.editPrompt { $0.move(by: 1) } },
            Command(id: ids.start, title: "Start", help: "Move to the start of the answer", category: .edit,
                    keys: [key(.home)], modal: context) { $0.editPrompt { $0.cursor = 0 } },
            Command(id: ids.end, title: "End", help: "Move to the end of the answer", category: .edit,
                    keys: [key(.end)], modal: context) { $0.editPrompt { $0.cursor = $0.text.count } },
            Command(id: ids.clear, title: "Clear", help: "Clear the answer, to type another from the start",
                    category: .edit, keys: [ctrl("u")], modal: context) { $0.editPrompt { $0.text = ""; $0.cursor = 0 } },
        ]
    }
}
