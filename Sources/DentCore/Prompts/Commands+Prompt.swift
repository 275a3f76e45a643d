extension DefaultCommands {
    static let prompts: [Command] = [
        Command(id: "go-to-line", title: "Go to line", help: "Jump to a line: LINE, LINE:COL, +N, -N or N%",
                category: .navigate, keys: [ctrl("l")], context: .editor) { $0.startPrompt(.goToLine) },
        Command(id: "save-as", title: "Save as", help: "Save the file under another name",
                category: .file, keys: [alt("s")], context: .editor) { $0.startSaveAsPrompt() },
    ]

    /// Keys of a prompt's text field; everything else printable is typed into it.
    static let promptField: [Command] = [
        Command(id: "prompt-submit", title: "OK", help: "Accept the answer", category: .edit,
                keys: [key(.enter)], context: .prompt, barRank: 1) { $0.submitPrompt() },
        Command(id: "prompt-cancel", title: "Cancel", help: "Close the prompt without acting", category: .edit,
                keys: [key(.escape), ctrl("c")], context: .prompt, barRank: 2) { $0.dismissModal() },
        Command(id: "prompt-complete", title: "Complete", help: "Complete the file name (open, save as, insert file); list the choices when several match",
                category: .edit, keys: [key(.tab)], context: .prompt, barRank: 3, barWhen: .completingPath) { $0.completePromptPath() },
    ] + textField(in: .prompt, prefix: "prompt")

    /// The editing keys of a prompt's text field, for a context with a prompt (`prompt`, and
    /// `find`, whose Enter and Esc differ); ids start with `prefix`, as every id is unique.
    static func textField(in context: KeyContext, prefix: String) -> [Command] {
        [
            Command(id: "\(prefix)-delete-backward", title: "Delete left", help: "Delete the character before the cursor",
                    category: .edit, keys: [key(.backspace)], context: context) { $0.editPrompt { $0.deleteBackward() } },
            Command(id: "\(prefix)-delete-forward", title: "Delete right", help: "Delete the character under the cursor",
                    category: .edit, keys: [key(.delete)], context: context) { $0.editPrompt { $0.deleteForward() } },
            Command(id: "\(prefix)-left", title: "Left", help: "Move left in the answer", category: .edit,
                    keys: [key(.left)], context: context) { $0.editPrompt { $0.move(by: -1) } },
            Command(id: "\(prefix)-right", title: "Right", help: "Move right in the answer", category: .edit,
                    keys: [key(.right)], context: context) { $0.editPrompt { $0.move(by: 1) } },
            Command(id: "\(prefix)-start", title: "Start", help: "Move to the start of the answer", category: .edit,
                    keys: [key(.home)], context: context) { $0.editPrompt { $0.cursor = 0 } },
            Command(id: "\(prefix)-end", title: "End", help: "Move to the end of the answer", category: .edit,
                    keys: [key(.end)], context: context) { $0.editPrompt { $0.cursor = $0.text.count } },
            Command(id: "\(prefix)-clear", title: "Clear", help: "Clear the answer, to type another from the start",
                    category: .edit, keys: [ctrl("u")], context: context) { $0.editPrompt { $0.text = ""; $0.cursor = 0 } },
        ]
    }
}
