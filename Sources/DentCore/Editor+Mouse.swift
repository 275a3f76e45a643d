import DentKeys

extension Editor {
    /// The mouse in the text area: a click places the cursor, a drag (or Shift+click) selects,
    /// the wheel scrolls three lines. Elsewhere (status line, shortcut bar, under a modal) it
    /// does nothing.
    mutating func handleMouse(_ mouse: MouseEvent) {
        guard modals.isEmpty else { return }
        switch mouse.kind {
        case .wheelUp, .wheelDown:
            scroll(by: mouse.kind == .wheelUp ? -3 : 3)
        case .down where mouse.button == .left:
            guard let offset = offset(atColumn: mouse.x, row: mouse.y) else { return }
            edit { document in
                if mouse.modifiers.contains(.shift) {
                    document.extendSelection { $0.cursor = offset }
                } else {
                    document.move { $0.cursor = offset }
                }
            }
        case .drag where mouse.button == .left:
            guard let offset = offset(atColumn: mouse.x, row: mouse.y, clamping: true) else { return }
            edit { document in document.extendSelection { $0.cursor = offset } }
        default:
            break
        }
    }

    /// The text offset under a 1-based cell; nil outside the text area (unless `clamping`, for a
    /// drag that leaves it, which then goes to the nearest row). Columns count from the screen's
    /// edge, so the line-number gutter is taken off.
    func offset(atColumn x: Int, row y: Int, clamping: Bool = false) -> Int? {
        var row = y - 1
        if clamping { row = Swift.max(0, Swift.min(row, textRows - 1)) }
        guard row >= 0, row < textRows, x >= 1 else { return nil }
        let line = Swift.min(document.scrollLine + row, document.text.lineCount - 1)
        // A click on the gutter goes to the line's first visible column.
        let column = Swift.max(x - 1 - gutterWidth, 0) + document.scrollColumn
        return document.offset(ofLine: line, column: column)
    }

    /// Scrolls the view by `lines`, keeping the cursor inside it.
    mutating func scroll(by lines: Int) {
        let last = Swift.max(document.text.lineCount - textRows, 0)
        document.scrollLine = Swift.max(0, Swift.min(document.scrollLine + lines, last))
        let line = document.cursorLine
        let visible = document.scrollLine...(document.scrollLine + textRows - 1)
        guard !visible.contains(line) else { return }
        let target = Swift.min(Swift.max(line, visible.lowerBound), visible.upperBound)
        let scrollLine = document.scrollLine
        edit { document in document.move { $0.moveVertically(by: target - line) } }
        document.scrollLine = scrollLine
    }
}
