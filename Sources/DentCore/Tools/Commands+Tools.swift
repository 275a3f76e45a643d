import DentKeys

extension DefaultCommands {
    /// Everyday tools: comment, bracket, redraw, suspend, the command palette.
    static let tools: [Command] = [
        Command(id: .toggleComment, title: "Toggle comment",
                help: "Comment or uncomment the line or the selected lines (the file type's line comment, # when unknown)",
                category: .edit, keys: [ctrl("_"), KeyChord(.character("/"), .ctrl)], context: .editor, carets: .dropsExtras) {
            $0.edit { $0.toggleComment() }
        },
        Command(id: .matchingBracket, title: "Matching bracket", help: "Jump to the bracket that matches the one at the cursor",
                category: .navigate, keys: [alt("m")], context: .editor, carets: .dropsExtras) { $0.jumpToMatchingBracket() },
        Command(id: .redraw, title: "Redraw", help: "Draw the whole screen again (after another program wrote over it)",
                category: .view, keys: [alt("r")], context: .editor, carets: .keeps) { $0.requestRedraw() },
        Command(id: .suspend, title: "Suspend", help: "Stop dent and return to the shell; fg brings it back",
                category: .view, keys: [alt("z")], context: .editor, carets: .keeps) { $0.requestSuspend() },
        Command(id: .commandPalette, title: "Command palette",
                help: "Run any command by typing part of its name (commands without a key too)",
                category: .help, keys: [ctrl("e")], context: .editor, carets: .keeps) { $0.showPalette() },
    ]
}
