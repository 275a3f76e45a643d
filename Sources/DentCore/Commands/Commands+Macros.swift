import DentKeys

extension DefaultCommands {
    /// Macros, on nano's chords (M-: and M-;).
    static let macros: [Command] = [
        Command(id: .recordMacro, title: "Record macro", help: "Start recording keys as a macro; again: stop and keep it",
                category: .edit, keys: [alt(":")], context: .editor, carets: .keeps) { $0.toggleMacroRecording() },
        Command(id: .playMacro, title: "Play macro",
                help: "Play the recorded macro (one undo step); it stops where it would run past the end of the file",
                category: .edit, keys: [alt(";")], context: .editor, carets: .keeps) { $0.playMacro() },
        Command(id: .playMacroTimes, title: "Play macro N times", help: "Ask how many times, then play the macro that often (each play one undo step)",
                category: .edit, keys: [], context: .editor, carets: .keeps) { $0.askMacroCount() },
    ]
}
