import DentText

/// A screen row of soft-wrapped text: a line and the index of one of its wrapped rows.
public struct RowPosition: Sendable, Equatable, Comparable {
    public var line: Int
    public var row: Int

    public init(line: Int, row: Int) { (self.line, self.row) = (line, row) }

    public static func < (a: RowPosition, b: RowPosition) -> Bool { (a.line, a.row) < (b.line, b.row) }
}

/// Wrapped rows of one line: `rows[i]` is the line's row `firstRow + i`, laid out from that
/// row's start (0 unless the line is long and an anchor was known), and whether the rows reach
/// the line's end.
public struct WrappedLine: Sendable {
    public var layout: LineLayout
    public var rows: [WrapRow]
    /// The line's row that `rows[0]` is.
    public var firstRow = 0
    /// False when only a part of the line was wrapped: more rows follow the last one.
    public var isComplete: Bool { layout.isComplete }
    /// The row after the last one here.
    public var endRow: Int { firstRow + rows.count }

    /// The line's row `row`, when it is here.
    public func row(_ row: Int) -> WrapRow? {
        rows.indices.contains(row - firstRow) ? rows[row - firstRow] : nil
    }
}

/// Soft wrap: lines cut into rows of `wrapWidth` cells, and the cursor moving and the view
/// scrolling by screen row. Only lines on screen or under the cursor are wrapped, and only as
/// far as needed, from the nearest row start known (`WrapAnchors`), so a 20 MB line costs what
/// the rows looked at cost.
extension Document {
    /// The rows of `line` wrapped at `width`, at least `count` of them (all when it has fewer).
    public func wrappedLine(_ line: Int, width: Int, atLeast count: Int) -> WrappedLine {
        wrappedRows(line, width: width, from: 0, count: count)
    }

    /// Rows of `line` from row `row` (or from an earlier one whose start is known), at least up
    /// to row `row + count - 1` unless the line ends first.
    public func wrappedRows(_ line: Int, width: Int, from row: Int, count: Int) -> WrappedLine {
        let (first, start) = anchors(for: line, width: width)?.start(before: row, in: text) ?? (0, KnownStarts.Start.lineStart)
        return wrap(line, width: width, from: first, start) { $0.endRow >= row + count }
    }

    /// Rows of `line` far enough to hold line-relative byte `offset`, and the index of its row.
    func wrappedLine(_ line: Int, width: Int, holding offset: Int) -> (WrappedLine, Int) {
        let (first, start) = anchors(for: line, width: width)?.start(holding: offset, in: text) ?? (0, KnownStarts.Start.lineStart)
        let wrapped = wrap(line, width: width, from: first, start) { wrapped in
            guard let last = wrapped.rows.last else { return false }
            return last.bytes.lowerBound > offset
        }
        return (wrapped, wrapped.firstRow + LineLayout.rowIndex(ofByte: offset, in: wrapped.rows))
    }

    /// The rows of `line` laid out from row `first`, which starts at `start`, in pieces that
    /// grow fourfold until `enough` says they do or the line ends. A piece is at least what
    /// `width` columns a row need of bytes, so drawing a screen lays out about a screen.
    func wrap(_ line: Int, width: Int, from first: Int, _ start: KnownStarts.Start, until enough: (WrappedLine) -> Bool) -> WrappedLine {
        let range = text.lineRange(line)
        var length = Swift.max(4096, 8 * Swift.max(width, 1))
        while true {
            let begin = range.lowerBound + start.byte
            let end = Swift.min(begin + length, range.upperBound)
            let complete = end == range.upperBound
            let layout = LineLayout(text.bytes.bytes(in: begin..<end), tabWidth: tabWidth, complete: complete,
                                    startByte: start.byte, startColumn: start.column)
            let wrapped = WrappedLine(layout: layout, rows: layout.wrapRows(width: width), firstRow: first)
            if complete || enough(wrapped) { return wrapped }
            length *= 4
        }
    }

    /// The anchors of `line` at `width`, when they are kept and still describe it.
    func anchors(for line: Int, width: Int) -> WrapAnchors? {
        wrapAnchors.first { $0.describe(line, width: width, tabWidth: tabWidth, in: text) }
    }

    /// Makes the anchors of a long `line` reach row `row` or byte `offset` (line-relative),
    /// keeping the starts the edits since left good: after a key, laying out from the last good
    /// start costs the rows between it and the cursor or the view. The lines kept are the
    /// cursor's, the first one shown and the long lines above the cursor a view may scroll over
    /// (`KnownStarts.lineLimit` at most), so none is wrapped from its start again.
    mutating func anchorRows(of line: Int, width: Int, toRow row: Int = 0, toByte offset: Int = 0) {
        let range = text.lineRange(line)
        guard range.count >= WrapAnchors.minimumLength else { return }
        keepValidAnchors()
        var anchors = anchors(for: line, width: width)
            ?? WrapAnchors(line: line, lineStart: range.lowerBound, width: width, tabWidth: tabWidth, reader: anchorReader)
        while !anchors.reachesEnd, anchors.last.row <= row || anchors.last.start.byte <= offset {
            if appendPlainRows(to: &anchors, of: range, toRow: row, toByte: offset) { continue }
            let (first, start) = anchors.last
            // Far targets in pieces of a few hundred rows; a near one (the usual case after a
            // key) with just the rows up to it.
            let wrapped = wrap(line, width: width, from: first, start) { wrapped in
                wrapped.rows.count > 256 || (wrapped.endRow - 1 > row && (wrapped.rows.last?.bytes.lowerBound ?? 0) > offset)
            }
            anchors.append(wrapped, lineLength: range.count)
        }
        wrapAnchors = [anchors] + wrapAnchors.filter { $0.line != line }.prefix(KnownStarts.lineLimit - 1)
    }

    /// Adds to `anchors` the starts of the plain rows after the last one they know, up to row
    /// `row` and byte `offset`, read from the bytes without a layout (`LineLayout.plainRowEnd`):
    /// a 20 MB line of plain text is wrapped to its end at the speed of a scan. True when it
    /// added any; the rows it cannot read that way are laid out.
    private func appendPlainRows(to anchors: inout WrapAnchors, of range: Range<Int>, toRow row: Int, toByte offset: Int) -> Bool {
        let (first, begin) = (anchors.last.row, anchors.last.start.byte)
        let piece = (range.lowerBound + begin)..<Swift.min(range.lowerBound + begin + 64 * 1024, range.upperBound)
        text.bytes.withContiguousBytes(in: piece) { bytes in
            var at = 0
            while anchors.last.row <= row || anchors.last.start.byte <= offset,
                  let (length, column, read) = LineLayout.plainRowEnd(UnsafeBufferPointer(rebasing: bytes[at...]),
                                                                      column: anchors.last.start.column, width: anchors.width, tabWidth: tabWidth) {
                anchors.appendRow(byte: begin + at + length, column: column, read: begin + at + read)
                at += length
            }
        }
        return anchors.last.row > first
    }

    /// The screen row that shows the cursor.
    public func cursorRow(width: Int) -> (position: RowPosition, x: Int) {
        let line = cursorLine
        let offset = cursor - text.lineRange(line).lowerBound
        let (wrapped, index) = wrappedLine(line, width: width, holding: offset)
        let row = wrapped.row(index) ?? wrapped.rows[wrapped.rows.count - 1]
        return (RowPosition(line: line, row: index), wrapped.layout.column(ofByte: offset) - row.startColumn)
    }

    /// The position `count` rows below `position` (above when negative), stopping at the first
    /// and the last row of the text.
    public func step(_ position: RowPosition, by count: Int, width: Int) -> RowPosition {
        stepReportingEnd(position, by: count, width: width).position
    }

    /// `step`, and whether it stopped at the last row of the text before going `count` rows.
    func stepReportingEnd(_ position: RowPosition, by count: Int, width: Int) -> (position: RowPosition, atEnd: Bool) {
        var position = position
        var remaining = count
        while remaining > 0 {
            let wrapped = wrappedRows(position.line, width: width, from: position.row, count: remaining + 1)
            if position.row + remaining < wrapped.endRow { return (RowPosition(line: position.line, row: position.row + remaining), false) }
            guard position.line + 1 < text.lineCount else { return (RowPosition(line: position.line, row: wrapped.endRow - 1), true) }
            remaining -= wrapped.endRow - position.row
            position = RowPosition(line: position.line + 1, row: 0)
        }
        while remaining < 0 {
            if position.row + remaining >= 0 { return (RowPosition(line: position.line, row: position.row + remaining), false) }
            guard position.line > 0 else { return (RowPosition(line: 0, row: 0), false) }
            remaining += position.row + 1
            position = RowPosition(line: position.line - 1, row: lastRow(ofLine: position.line - 1, width: width))
        }
        return (position, false)
    }

    /// The index of the last wrapped row of `line`: from the anchors when they know it, else
    /// wrapped to the end from the last start they know.
    func lastRow(ofLine line: Int, width: Int) -> Int {
        let anchors = anchors(for: line, width: width)
        if let count = anchors?.knownRowCount(in: text) { return count - 1 }
        let (first, start) = anchors?.start(before: Int.max, in: text) ?? (0, KnownStarts.Start.lineStart)
        return wrap(line, width: width, from: first, start) { _ in false }.endRow - 1
    }

    /// The offset shown at `x` cells into the row at `position`: never past the row, and on
    /// every row but a line's last never at its end (that offset starts the next row).
    public func offset(at position: RowPosition, x: Int, width: Int) -> Int {
        let wrapped = wrappedRows(position.line, width: width, from: position.row, count: 2)
        let row = wrapped.row(position.row) ?? wrapped.rows[wrapped.rows.count - 1]
        let start = text.lineRange(position.line).lowerBound
        let glyphs = wrapped.layout.glyphs
        let column = row.startColumn + Swift.max(x, 0)
        if let hit = glyphs[row.glyphs].first(where: { $0.column + $0.width > column }) { return start + hit.bytes.lowerBound }
        let isLast = wrapped.isComplete && row == wrapped.rows.last
        guard !isLast, let last = glyphs[row.glyphs].last else { return start + row.bytes.upperBound }
        return start + last.bytes.lowerBound
    }

    /// The first screen row shown.
    public var scrollPosition: RowPosition {
        get { RowPosition(line: scrollLine, row: scrollRow) }
        set { (scrollLine, scrollRow) = (newValue.line, newValue.row) }
    }

    /// Moves `count` screen rows down (negative: up), keeping the goal: the cell in the row.
    mutating func moveByRows(_ count: Int, width: Int) {
        let (position, x) = cursorRow(width: width)
        let goal = goalColumn ?? x
        cursor = offset(at: step(position, by: count, width: width), x: goal, width: width)
        goalColumn = goal
    }

    /// Shows the cursor in `rows` rows of wrapped text, as `scrollToCursor` says.
    mutating func scrollToCursorWrapped(rows: Int, width: Int, follow: ScrollFollow) {
        scrollColumn = 0
        anchorLines(above: cursorLine, rows: rows, width: width)
        anchorRows(of: cursorLine, width: width, toByte: cursor - text.lineRange(cursorLine).lowerBound)
        defer { anchorRows(of: scrollLine, width: width, toRow: scrollRow + rows) }
        clampScroll(width: width)
        if follow == .resize { scrollPosition = clampedScroll(scrollPosition, rows: rows, width: width) }
        let cursor = cursorRow(width: width).position
        if cursor >= scrollPosition, isShown(cursor, rows: rows, width: width) { return }
        let above = cursor < scrollPosition
        let oneRowOff = above ? step(cursor, by: 1, width: width) == scrollPosition
            : isShown(step(cursor, by: -1, width: width), rows: rows, width: width)
        if follow == .jump || (follow == .command && !oneRowOff) {
            scrollPosition = clampedScroll(step(cursor, by: -(rows / 2), width: width), rows: rows, width: width)
        } else {
            scrollPosition = above ? cursor : step(cursor, by: -(rows - 1), width: width)
        }
    }

    /// Anchors to their ends the long lines less than `rows` lines above `line`: showing the
    /// cursor (or paging up from the first line shown) steps back over them by rows, which
    /// needs each one's last row (`lastRow(ofLine:width:)`). Without anchors that is a layout
    /// of the whole line at every step; with them, one pass the first time.
    mutating func anchorLines(above line: Int, rows: Int, width: Int) {
        for above in Swift.max(line - rows, 0)..<line where text.lineRange(above).count >= WrapAnchors.minimumLength {
            anchorRows(of: above, width: width, toRow: Int.max)
        }
    }

    /// Keeps the first line and row shown inside the text: an edit, a reload or a narrower
    /// window may have shrunk what was under the view, and the rows of a line that no longer
    /// exists cannot be counted.
    mutating func clampScroll(width: Int?) {
        scrollLine = Swift.min(scrollLine, text.lineCount - 1)
        guard let width else { return scrollRow = 0 }
        // Only whether the line still has the row: wrapping it to its end would cost its length.
        scrollRow = Swift.min(scrollRow, wrappedRows(scrollLine, width: width, from: scrollRow, count: 1).endRow - 1)
    }

    /// True when `position` is within `rows` rows from the first one shown.
    func isShown(_ position: RowPosition, rows: Int, width: Int) -> Bool {
        guard position >= scrollPosition, position.line - scrollLine < rows else { return false }
        return step(scrollPosition, by: rows - 1, width: width) >= position
    }

    /// `position`, or the last first row that still fills `rows` rows (the end of the text on
    /// the last one), whichever is earlier: how far the view may scroll down.
    func clampedScroll(_ position: RowPosition, rows: Int, width: Int) -> RowPosition {
        // Looking `rows` rows down from `position`, not at the last line's row count: with a
        // 20 MB last line that count is the whole line's layout.
        let (bottom, atEnd) = stepReportingEnd(position, by: rows - 1, width: width)
        return atEnd ? Swift.min(position, step(bottom, by: -(rows - 1), width: width)) : position
    }

    /// Page down or up by screen rows: the view and the cursor move by the same number of rows.
    mutating func movePageWrapped(by pages: Int, rows: Int, width: Int) {
        let step = Swift.max(rows - 1, 1) * pages
        if pages < 0 { anchorLines(above: scrollLine, rows: rows * -pages, width: width) }
        scrollPosition = clampedScroll(self.step(scrollPosition, by: step, width: width), rows: rows, width: width)
        moveByRows(step, width: width)
    }
}
