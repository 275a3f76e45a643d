/// How the view follows the cursor after a command and after a resize.
public enum ScrollFollow: Sendable, Equatable {
    /// After a command: a cursor one line (or row) past an edge scrolls the view by one, so
    /// moving and typing at an edge scroll smoothly; a cursor further away has jumped (go to
    /// line, a match, undo, a click in another file) and the view centres it, as nano, micro
    /// and vim's `zz` do, scrolling no further than to show the last line on the last row.
    case command
    /// After a jump the user asked for by place (go to line, a search's match): a target off
    /// the view is centred even one line past an edge, so it never lands on the last row with
    /// nothing of what follows it shown (issue 51, item 19).
    case jump
    /// After a resize: the first line shown stays while the cursor is still in view (nothing
    /// re-centres), rows that would fall below the last line are filled by scrolling up, and
    /// the sideways scroll is what the new width needs: none when the cursor fits without it.
    case resize
}

extension Document {
    /// Scrolls so the cursor is in a text area of `rows` × `columns` (`ScrollFollow` says how
    /// far), with the whole of the character under it: a wide one (or a `^X`) at the right
    /// edge would otherwise be drawn as blanks, hiding what the cursor is on.
    ///
    /// Sideways, a cursor that leaves the view brings it to the middle of the view, as vim's
    /// and emacs's defaults do (nano jumps too): every row moves when the view scrolls sideways,
    /// so typing on past the edge redraws the screen once every half screen, not on every key.
    public mutating func scrollToCursor(rows: Int, columns: Int, follow: ScrollFollow = .command) {
        if let wrapWidth { return scrollToCursorWrapped(rows: rows, width: wrapWidth, follow: follow) }
        scrollRow = 0
        let line = cursorLine
        let lastTop = Swift.max(text.lineCount - rows, 0)
        if follow == .resize { scrollLine = Swift.min(scrollLine, lastTop) }
        if line < scrollLine || line >= scrollLine + rows {
            let oneLineOff = line == scrollLine - 1 || line == scrollLine + rows
            if follow == .jump || (follow == .command && !oneLineOff) {
                scrollLine = Swift.min(Swift.max(line - rows / 2, 0), lastTop)
            } else {
                scrollLine = line < scrollLine ? line : line - rows + 1
            }
        }
        anchorColumns(of: line, reaching: .byte(cursor - text.lineRange(line).lowerBound))
        defer { anchorShownColumns(rows: rows, columns: columns) }
        let (column, cells) = cursorGlyph(on: line)
        let width = Swift.min(cells, Swift.max(columns, 1))
        if follow == .resize, column + width <= columns {
            scrollColumn = 0
            return
        }
        guard column < scrollColumn || column + width > scrollColumn + columns else { return }
        scrollColumn = Swift.max(0, column - columns / 2, column + width - columns)
    }

    /// Column anchors for the long lines shown when the view is scrolled sideways, so drawing
    /// each finds the columns shown from a start near them (`layout(ofLine:showingFrom:reaching:)`).
    private mutating func anchorShownColumns(rows: Int, columns: Int) {
        guard scrollColumn > 0 else { return }
        for line in scrollLine..<Swift.min(scrollLine + rows, text.lineCount) {
            anchorColumns(of: line, reaching: .column(scrollColumn + columns))
        }
    }
}
