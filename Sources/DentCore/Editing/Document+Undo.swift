import DentText

extension Document {
    /// The one way text changes: the change is applied, recorded for undo with the cursor states
    /// around it, and the view of "modified" follows.
    mutating func replace(_ range: Range<Int>, with bytes: [UInt8], cursorAfter: Int, anchorAfter: Int? = nil, kind: EditKind) {
        guard !(range.isEmpty && bytes.isEmpty) else { return }
        let before = cursorState
        let change = text.replace(range, with: bytes)
        if !autoClosers.isEmpty { autoClosers = autoClosers.compactMap { $0 < range.lowerBound ? $0 : $0 >= range.upperBound ? $0 + bytes.count - range.count : nil } }
        cursor = glyphBoundary(atOrAfter: cursorAfter)
        anchor = anchorAfter.map(glyphBoundary(atOrAfter:))
        goalColumn = nil
        history.record(change, kind: kind, before: before, after: cursorState, time: editTime)
    }

    /// Records a change already made to `text` (a multi-line rewrite).
    mutating func recordChange(_ change: Change, kind: EditKind, before: CursorState) {
        goalColumn = nil
        autoClosers = []
        history.record(change, kind: kind, before: before, after: cursorState, time: editTime)
    }

    public var cursorState: CursorState { CursorState(cursor: cursor, anchor: anchor, extraCarets: view.extraCarets) }

    /// True when the text differs from what was last saved (or loaded); undoing back to the
    /// saved text clears it.
    public var isModified: Bool { history.stateID != savedStateID }

    /// Counts the text as never saved: text read from standard input is in no file, so
    /// closing it asks first, as nano and vim do (issue 51, item 15).
    public mutating func markUnsaved() {
        savedStateID = -1
    }

    /// Called after a successful save.
    public mutating func markSaved() {
        savedStateID = history.stateID
        history.breakGroup()
    }

    /// Undoes the last step: its changes in reverse, then the cursor and selection as they were.
    @discardableResult
    public mutating func undo() -> Bool {
        guard let step = history.popUndo() else { return false }
        for change in step.changes.reversed() { text.apply(change.inverse) }
        restore(step.before)
        return true
    }

    /// Redoes the last undone step.
    @discardableResult
    public mutating func redo() -> Bool {
        guard let step = history.popRedo() else { return false }
        for change in step.changes { text.apply(change) }
        restore(step.after)
        return true
    }

    private mutating func restore(_ state: CursorState) {
        let primary = Caret(cursor: state.cursor, anchor: state.anchor)
        let carets = (state.extraCarets + [primary]).sorted { $0.cursor < $1.cursor }
        setCarets(carets, primary: carets.firstIndex(of: primary) ?? 0)
        goalColumn = nil
        pendingIndent = nil
        autoClosers = []
    }
}
