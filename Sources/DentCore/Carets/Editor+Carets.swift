/// The editor's side of the cursor commands: each sets the carets in the document, then the
/// view follows the primary one.
extension Editor {
    /// Add cursor below (1) or above (-1).
    mutating func addCursor(rows: Int) {
        document.wrapWidth = wrapWidth
        if !document.addCaret(rows: rows) { message = Message(rows > 0 ? "No line below" : "No line above") }
        keepCursorInView()
    }

    mutating func addCursorAtNextMatch() {
        document.wrapWidth = wrapWidth
        if !document.addCaretAtNextMatch() { message = Message("No other match") }
        keepCursorInView()
    }

    mutating func skipMatch() {
        document.wrapWidth = wrapWidth
        if !document.skipMatch() { message = Message("No other match") }
        keepCursorInView()
    }

    mutating func removeLastCursor() {
        if !document.removePrimaryCaret() { message = Message("Only one cursor") }
        document.history.breakGroup()
        keepCursorInView()
    }

    /// Esc in the editor: the extra cursors go; with none, Esc keeps its other meaning (put
    /// back the word Complete word replaced).
    mutating func removeExtraCursors() {
        guard document.hasExtraCarets else { return cancelCompletion() }
        document.dropExtraCarets()
        document.history.breakGroup()
    }

    /// Column selection: the selection becomes the rectangle its anchor and cursor span.
    mutating func selectColumns() {
        guard let anchor = document.anchor, anchor != document.cursor else {
            message = Message("Select from one corner of the block to the other first (Shift+arrows), or Alt+drag")
            return
        }
        document.dropExtraCarets()
        document.selectColumns(from: anchor, to: document.cursor)
        keepCursorInView()
    }
}
