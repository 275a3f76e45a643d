import DentKeys

extension DefaultCommands {
    /// Filter through command (nano's ^T |, vim's `!`, kakoune's `|`) on Alt+|, free in dent's
    /// and nano's keys; Run command from the palette; and the keys of the running command.
    static let filter: [Command] = [
        Command(id: "filter", title: "Filter through command",
                help: "Pipe the selection (or the whole file) through a shell command and put its output in its place",
                category: .edit, keys: [alt("|")], context: .editor) { $0.startFilterPrompt() },
        Command(id: "run-command", title: "Run command", help: "Run a shell command and show its output in a new file",
                category: .file, keys: [], context: .editor) { $0.startRunCommandPrompt() },
        Command(id: "command-stop", title: "Stop", help: "Stop the running command (and every process it started)",
                category: .edit, keys: [key(.escape), ctrl("c")], context: .commandRunning, barRank: 1) { $0.stopCommand() },
        Command(id: "prompt-older", title: "Older", help: "The previous entry of the prompt's history (shell commands)",
                category: .edit, keys: [key(.up)], context: .prompt) { $0.browseHistory(older: true) },
        Command(id: "prompt-newer", title: "Newer", help: "The next entry of the prompt's history, back to what was typed",
                category: .edit, keys: [key(.down)], context: .prompt) { $0.browseHistory(older: false) },
    ]
}
