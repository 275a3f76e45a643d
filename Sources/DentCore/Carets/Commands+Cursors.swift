import DentKeys

extension DefaultCommands {
    /// Several cursors (docs/KEYS.md, "Several cursors"). micro's Alt+N, Alt+X and Alt+P and
    /// VS Code's Ctrl+D are other commands in dent; Alt+Shift with the same letter is used where
    /// free. ESC P and ESC X start terminal strings (DCS, SOS: ECMA-48 8.3.27, 8.3.128), so
    /// Alt+Shift+P and Alt+Shift+X cannot be read as keys: Skip match and Remove last cursor
    /// take Alt+Shift+S and Alt+Shift+R.
    static let cursors: [Command] = [
        Command(id: .addCursorBelow, title: "Add cursor below", help: "Add a cursor on the line below the newest cursor",
                category: .edit, keys: [key(.down, [.alt, .shift])], context: .editor, carets: .setsCarets) { $0.addCursor(rows: 1) },
        Command(id: .addCursorAbove, title: "Add cursor above", help: "Add a cursor on the line above the newest cursor",
                category: .edit, keys: [key(.up, [.alt, .shift])], context: .editor, carets: .setsCarets) { $0.addCursor(rows: -1) },
        Command(id: .addCursorNextMatch, title: "Add cursor at next match",
                help: "Select the word at the cursor; again: add a cursor selecting the next occurrence of the selection",
                category: .edit, keys: [KeyChord(.character("n"), [.alt, .shift])], context: .editor, carets: .setsCarets) { $0.addCursorAtNextMatch() },
        Command(id: .skipMatch, title: "Skip match", help: "Drop the newest match's cursor and add one at the next occurrence",
                category: .edit, keys: [KeyChord(.character("s"), [.alt, .shift])], context: .editor, carets: .setsCarets) { $0.skipMatch() },
        Command(id: .removeLastCursor, title: "Remove last cursor", help: "Remove the newest cursor",
                category: .edit, keys: [KeyChord(.character("r"), [.alt, .shift])], context: .editor, carets: .setsCarets) { $0.removeLastCursor() },
        Command(id: .removeExtraCursors, title: "Remove extra cursors",
                help: "Keep only the newest cursor; with one cursor, right after Complete word: put back the word as typed",
                category: .edit, keys: [key(.escape)], context: .editor, carets: .setsCarets) { $0.removeExtraCursors() },
        Command(id: .columnSelection, title: "Column selection",
                help: "Turn the selection into the block its two ends span: a cursor on each line, selecting that line's columns",
                category: .edit, keys: [KeyChord(.character("c"), [.alt, .shift])], context: .editor, carets: .setsCarets) { $0.selectColumns() },
    ]
}
