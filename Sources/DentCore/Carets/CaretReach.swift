/// What an editor command does with several cursors (`Command.carets`, docs/ARCHITECTURE.md,
/// "Several cursors"). Typing and a bracketed paste act at every cursor too (`Editor.insertText`,
/// `Editor.handle`).
enum CaretReach: Sendable, Equatable {
    /// The command's edit or movement is run at each cursor (`Document.atEveryCaret`): edits and
    /// movements that mean the same at every cursor. Copy, cut and paste act at every cursor in
    /// `Editor+CaretClipboard`.
    case everyCaret
    /// The command runs once at the primary cursor; the others stay, moved through what it
    /// changed (a save trims whitespace; a view toggle changes nothing). Tab and Shift+Tab are
    /// so: they indent every cursor's lines once themselves (`Document.indentEveryCaret`), never
    /// twice for two cursors on a line. A pane keeps its cursors while another has the keys.
    case keeps
    /// The command sets the carets itself (undo, redo, the cursor commands).
    case setsCarets
    /// The extra cursors go before the command runs: a search, a jump (go to line, start of
    /// file), opening or switching files, line moves and duplicates, justify, filters, completion.
    case dropsExtras
}
