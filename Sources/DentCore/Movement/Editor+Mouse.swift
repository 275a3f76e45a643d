import DentKeys

/// Counts quick clicks on one cell: the second within `interval` selects a word, the third a line.
struct ClickCounter: Sendable {
    /// Milliseconds between clicks that still count as one double or triple click (GTK's and
    /// xterm's default is 400-500 ms).
    static let interval: UInt64 = 400
    private var last: (x: Int, y: Int, time: UInt64, count: Int)?

    /// Registers a press at a cell at `time` (ms); returns 1, 2 or 3 (and on, around again).
    mutating func press(x: Int, y: Int, time: UInt64) -> Int {
        var count = 1
        if let last, last.x == x, last.y == y, time >= last.time, time - last.time <= ClickCounter.interval {
            count = last.count % 3 + 1
        }
        last = (x, y, time, count)
        return count
    }
}

extension Editor {
    /// The mouse: a click on the shortcut bar runs the shortcut under it (in any context, as
    /// pressing its chord would); in the text area a click places the cursor, a double click
    /// selects a word, a triple click the line, a drag (or Shift+click) selects and scrolls when
    /// it reaches the top row or leaves the text area below, the wheel scrolls three rows.
    mutating func handleMouse(_ mouse: MouseEvent) {
        if mouse.kind == .down, mouse.button == .left, mouse.y == screenSize.rows { return clickBar(atColumn: mouse.x - 1) }
        guard modals.isEmpty, let mouse = routeMouse(mouse) else { return }
        switch mouse.kind {
        case .wheelUp, .wheelDown:
            scroll(by: mouse.kind == .wheelUp ? -3 : 3)
        case .down where mouse.button == .left:
            guard let offset = offset(atColumn: mouse.x, row: mouse.y) else { return }
            if !mouse.modifiers.isDisjoint(with: Editor.caretModifiers) { return addCursor(at: offset) }
            caretDragStart = nil
            document.dropExtraCarets()
            let count = clicks.press(x: mouse.x, y: mouse.y, time: clock)
            edit { document in
                if mouse.modifiers.contains(.shift) { return document.extendSelection { $0.cursor = offset } }
                document.move { $0.cursor = offset }
                if count == 2 { document.selectWord() }
                if count == 3 { document.selectLine() }
            }
        case .drag where mouse.button == .left:
            if mouse.y <= 1 && document.scrollPosition > RowPosition(line: 0, row: 0) { scrollView(by: -1) }
            if mouse.y > textRows { scrollView(by: 1) }
            guard let offset = offset(atColumn: mouse.x, row: mouse.y, clamping: true) else { return }
            if let start = caretDragStart, start <= document.text.count, !mouse.modifiers.isDisjoint(with: Editor.caretModifiers) {
                document.selectColumns(from: start, to: offset)
                return keepCursorInView()
            }
            document.dropExtraCarets()
            edit { document in document.extendSelection { $0.cursor = offset } }
        default:
            break
        }
    }

    /// Alt or Ctrl with a click adds a cursor, with a drag selects a block (where the terminal
    /// reports the modifier: xterm's SGR mouse reports carry Shift, Meta and Control, bits
    /// 4, 8 and 16 of the button code; many terminals keep Alt+drag for their own selection).
    static let caretModifiers: Modifiers = [.alt, .ctrl]

    /// A click with a modifier: a cursor there, the new primary; a drag from there selects a block.
    private mutating func addCursor(at offset: Int) {
        caretDragStart = offset
        let (all, _) = document.carets
        document.setCarets(all + [Caret(cursor: offset)], primary: all.count)
        document.history.breakGroup()
        keepCursorInView()
    }

    /// Runs the bar's shortcut at `column` (0-based), if one is drawn there.
    private mutating func clickBar(atColumn column: Int) {
        guard let item = BarItem.layout(barShortcuts, width: screenSize.columns).first(where: { $0.columns.contains(column) }) else { return }
        message = nil
        if let command = item.shortcut.command { run(command) }
    }

    /// The text offset under a 1-based cell; nil outside the text area (unless `clamping`, for a
    /// drag that leaves it, which then goes to the nearest row). Columns count from the screen's
    /// edge, so the line-number gutter is taken off.
    func offset(atColumn x: Int, row y: Int, clamping: Bool = false) -> Int? {
        var row = y - 1
        if clamping { row = Swift.max(0, Swift.min(row, textRows - 1)) }
        guard row >= 0, row < textRows, x >= 1 else { return nil }
        // A click on the gutter goes to the row's first visible column.
        let cell = Swift.max(x - 1 - gutterWidth, 0)
        if let width = wrapWidth {
            return document.offset(at: document.step(document.scrollPosition, by: row, width: width), x: cell, width: width)
        }
        let line = Swift.min(document.scrollLine + row, document.text.lineCount - 1)
        return document.offset(ofLine: line, column: cell + document.scrollColumn)
    }

    /// Scrolls the view by `rows` (screen rows with soft wrap, lines without), then moves the
    /// cursor the least that keeps it in view.
    mutating func scroll(by rows: Int) {
        scrollView(by: rows)
        guard let width = wrapWidth else { return keepCursorOnScreen() }
        let (cursor, x) = document.cursorRow(width: width)
        let last = document.step(document.scrollPosition, by: textRows - 1, width: width)
        guard cursor < document.scrollPosition || cursor > last else { return }
        let target = cursor < document.scrollPosition ? document.scrollPosition : last
        let goal = document.goalColumn ?? x
        edit { document in document.move { $0.cursor = $0.offset(at: target, x: goal, width: width) } }
        document.goalColumn = goal
    }

    /// Moves the first row shown by `rows`, within the text.
    mutating func scrollView(by rows: Int) {
        document.wrapWidth = wrapWidth
        guard let width = wrapWidth else {
            let last = Swift.max(document.text.lineCount - textRows, 0)
            document.scrollLine = Swift.max(0, Swift.min(document.scrollLine + rows, last))
            return
        }
        document.scrollPosition = document.clampedScroll(document.step(document.scrollPosition, by: rows, width: width),
                                                         rows: textRows, width: width)
    }

    /// After the view scrolled without soft wrap: the cursor moves to the nearest line shown.
    private mutating func keepCursorOnScreen() {
        let line = document.cursorLine
        let visible = document.scrollLine...(document.scrollLine + textRows - 1)
        guard !visible.contains(line) else { return }
        let target = Swift.min(Swift.max(line, visible.lowerBound), visible.upperBound)
        let scrollLine = document.scrollLine
        edit { document in document.move { $0.moveVertically(by: target - line) } }
        document.scrollLine = scrollLine
    }
}
