/// What an editor command does with several cursors, by command id (docs/ARCHITECTURE.md,
/// "Several cursors"). Typing and a bracketed paste act at every cursor too (`Editor.insertText`,
/// `Editor.handle`). A command of the editor or global context missing here keeps only the
/// primary cursor before it runs: a search, a jump (go to line, start of file), opening or
/// switching files, line moves and duplicates, justify, filters, completion.
enum CaretReach: Sendable, Equatable {
    /// The command's edit or movement is run at each cursor (`Document.atEveryCaret`).
    case everyCaret
    /// The command runs once at the primary cursor; the others stay, moved through what it
    /// changed (a save trims whitespace; a view toggle changes nothing).
    case keeps
    /// The command sets the carets itself (undo, redo, the cursor commands).
    case setsCarets
    /// The extra cursors go before the command runs.
    case dropsExtras

    static func of(_ id: String) -> CaretReach { table[id] ?? .dropsExtras }

    static let table: [String: CaretReach] = Dictionary(uniqueKeysWithValues:
        everyCaretIDs.map { ($0, .everyCaret) } + keepIDs.map { ($0, .keeps) } + setterIDs.map { ($0, .setsCarets) })

    /// Edits and movements that mean the same at every cursor. Copy, cut and paste act at every
    /// cursor in `Editor+CaretClipboard`.
    private static let everyCaretIDs = [
        "newline", "delete-backward", "delete-forward", "delete-word-backward", "delete-word-forward",
        "up", "down", "left", "right", "word-left", "word-right", "line-start", "line-end", "page-up", "page-down",
        "select-up", "select-down", "select-left", "select-right", "select-word-left", "select-word-right",
        "select-line-start", "select-line-end", "select-page-up", "select-page-down", "select-word",
        "copy", "cut", "paste", "reindent",
    ]

    /// Commands that neither move the cursor nor need one: files saved, views toggled, help;
    /// and Tab and Shift+Tab, which indent every cursor's lines once themselves
    /// (`Document.indentEveryCaret`), never twice for two cursors on a line.
    private static let keepIDs = [
        "save", "quit", "help", "command-palette", "describe-key", "redraw", "suspend", "word-count",
        "toggle-line-numbers", "toggle-soft-wrap", "toggle-whitespace", "toggle-wrap-column", "insert-literal",
        "record-macro", "play-macro", "play-macro-times", "indent", "outdent",
        // A pane keeps its cursors while another has the keys (a new pane starts with one).
        "split-right", "split-below", "close-pane", "next-pane", "previous-pane",
        "focus-pane-left", "focus-pane-right", "focus-pane-up", "focus-pane-down", "grow-pane", "shrink-pane",
    ]

    private static let setterIDs = [
        "undo", "redo", "add-cursor-below", "add-cursor-above", "add-cursor-next-match", "skip-match",
        "remove-last-cursor", "remove-extra-cursors", "column-selection",
    ]
}
