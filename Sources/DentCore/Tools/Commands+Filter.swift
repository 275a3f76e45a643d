import DentKeys

extension DefaultCommands {
    /// Filter through command (nano's ^T |, vim's `!`, kakoune's `|`) on Alt+|, free in dent's
    /// and nano's keys; Run command, Format file and Lint from the palette (no free chord is
    /// worth spending on a command run now and then); stepping through lint messages on F4 and
    /// Shift+F4 (next error in many IDEs); and the keys of the running command.
    static let filter: [Command] = [
        Command(id: .filter, title: "Filter through command",
                help: "Pipe the selection (or the whole file) through a shell command and put its output in its place",
                category: .edit, keys: [alt("|")], context: .editor, carets: .dropsExtras) { $0.startFilterPrompt() },
        Command(id: .runCommand, title: "Run command", help: "Run a shell command and show its output in a new file",
                category: .file, keys: [], context: .editor, carets: .dropsExtras) { $0.startRunCommandPrompt() },
        Command(id: .formatFile, title: "Format file",
                help: "Pipe the whole file through its language's formatter (formatter in dent.conf) and put the output in its place",
                category: .edit, keys: [], context: .editor, carets: .dropsExtras) { $0.formatFile() },
        Command(id: .lint, title: "Lint",
                help: "Run the language's linter (linter in dent.conf) on the saved file and mark the lines it names",
                category: .edit, keys: [], context: .editor, carets: .dropsExtras) { $0.lint() },
        Command(id: .nextLintMessage, title: "Next message",
                help: "Go to the next place of the list shown last (references, diagnostics), else the next line a diagnostic or Lint marked",
                category: .navigate, keys: [key(.function(4))], context: .editor, carets: .dropsExtras) { $0.stepMessage(forward: true) },
        Command(id: .previousLintMessage, title: "Previous message",
                help: "Go to the previous place of the list shown last, else the previous line a diagnostic or Lint marked",
                category: .navigate, keys: [KeyChord(.function(4), .shift)], context: .editor, carets: .dropsExtras) { $0.stepMessage(forward: false) },
        Command(id: .commandStop, title: "Stop", help: "Stop the running command (and every process it started)",
                category: .edit, keys: [key(.escape), ctrl("c")], modal: .commandRunning, barRank: 1) { $0.stopCommand() },
        Command(id: .promptOlder, title: "Older", help: "The previous entry of the prompt's history (shell commands)",
                category: .edit, keys: [key(.up)], modal: .prompt) { $0.browseHistory(older: true) },
        Command(id: .promptNewer, title: "Newer", help: "The next entry of the prompt's history, back to what was typed",
                category: .edit, keys: [key(.down)], modal: .prompt) { $0.browseHistory(older: false) },
    ]
}
