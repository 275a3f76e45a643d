import DentText

/// Edits at the cursor. Every one goes through `replace`, which records it for undo; an edit
/// with a selection replaces the selection.
extension Document {
    /// Inserts typed bytes at the cursor (over the selection) and moves the cursor after them.
    public mutating func insert(_ bytes: [UInt8], kind: EditKind = .typing) {
        let range = selection ?? cursor..<cursor
        guard !bytes.isEmpty || !range.isEmpty else { return }
        replace(range, with: bytes, cursorAfter: range.lowerBound + bytes.count, kind: kind)
    }

    /// What a save changes: the line that holds only the indentation Enter put there is
    /// emptied, as leaving it does (the cursor goes to its start; one undo brings it back), so
    /// no file keeps indentation nobody typed; and only where asked, trailing whitespace trimmed
    /// (EditorConfig), a final line ending for a new file or when EditorConfig asks (never to an
    /// empty file). Returns how many lines the trimming changed, which the save says.
    @discardableResult
    public mutating func prepareForSave() -> Int {
        // A save is a command: the burst of typing before it is a step of its own.
        history.breakGroup()
        removeAutoIndent()
        let trimmed = trimTrailingWhitespace()
        guard addsFinalNewline, text.count > 0, text.bytes[text.count - 1] != 0x0A else { return trimmed }
        replace(text.count..<text.count, with: lineEnding.bytes, cursorAfter: cursor, anchorAfter: anchor, kind: .other)
        return trimmed
    }

    /// Enter: with `smart-indent`, by the code (`Document+SmartIndent`); else it splits the
    /// line and the new line keeps the indentation before the cursor.
    public mutating func insertNewline() {
        guard smartIndents, let plan = readCode({ $0.newlinePlan(&$1) }) else {
            let at = selection?.lowerBound ?? cursor
            let lineStart = text.lineRange(text.line(containing: at)).lowerBound
            return splitLine(inserting: lineEnding.bytes + Array(text.bytes.bytes(in: lineStart..<at).prefix { isBlank($0) }))
        }
        apply(plan)
    }

    /// Replaces `range` (the selection, or nothing at the cursor) with `bytes` and puts the
    /// cursor `cursorBack` bytes before their end. If the cursor then leaves its line while the
    /// line holds only the indentation put there, the indentation is removed (no trailing
    /// whitespace left behind).
    mutating func splitLine(inserting bytes: [UInt8], replacing range: Range<Int>? = nil, cursorBack: Int = 0) {
        let left = pendingIndent
        let range = range ?? selection ?? cursor..<cursor
        // Part of a burst of typing: one undo takes the burst back, Enters and all.
        replace(range, with: bytes, cursorAfter: range.lowerBound + bytes.count - cursorBack, kind: .typing)
        let line = text.lineRange(cursorLine)
        let before = text.bytes.bytes(in: line.lowerBound..<cursor)
        let new = before.isEmpty || !before.allSatisfy(isBlank) || line.upperBound != cursor ? nil : (line: cursorLine, length: before.count)
        // Enter on a line that holds only the indentation of an earlier Enter: empty that line.
        pendingIndent = left
        cleanUpAutoIndent()
        pendingIndent = new
    }

    /// Removes the indentation Enter left on a line the cursor has left, if that is all the
    /// line holds. The editor calls this after every command.
    mutating func cleanUpAutoIndent() {
        guard let pending = pendingIndent, pending.line != cursorLine else { return }
        removeAutoIndent()
    }

    /// Removes the indentation Enter left on its line, cursor there or not, if that is all the
    /// line holds.
    private mutating func removeAutoIndent() {
        guard let pending = pendingIndent, pending.line < text.lineCount else { return }
        pendingIndent = nil
        let range = text.lineRange(pending.line)
        guard range.count == pending.length, text.bytes.bytes(in: range).allSatisfy(isBlank) else { return }
        let shift = cursor > range.lowerBound ? range.count : 0
        let anchorShift = (anchor ?? 0) > range.lowerBound ? range.count : 0
        // The other cursors move with the text too (one left at the text's end would be past it).
        keepingExtraCarets {
            $0.replace(range, with: [], cursorAfter: $0.cursor - shift, anchorAfter: $0.anchor.map { $0 - anchorShift }, kind: .typing)
        }
    }

    /// Backspace: the selection; else an empty pair typing closed (`deleteAutoPair`); else in leading whitespace one level of indentation (back to
    /// the previous indent stop); else the glyph before the cursor, joining lines at a line start.
    public mutating func deleteBackward() {
        if deleteSelection(kind: .deleting) || deleteAutoPair() { return }
        let end = cursor
        let start = indentStop(before: end) ?? positionLeft(of: end)
        replace(start..<end, with: [], cursorAfter: start, kind: .deleting)
    }

    /// Delete: the selection, or the glyph after the cursor, joining lines at a line end.
    public mutating func deleteForward() {
        if deleteSelection(kind: .deleting) { return }
        let start = cursor
        replace(start..<positionRight(of: start), with: [], cursorAfter: start, kind: .deleting)
    }

    /// Where Backspace stops when everything before the cursor on its line is blank: one tab,
    /// or spaces back to the previous multiple of the indent width. Nil outside indentation.
    func indentStop(before offset: Int) -> Int? {
        let line = text.line(containing: offset)
        let start = text.lineRange(line).lowerBound
        guard offset > start else { return nil }
        let before = text.bytes.bytes(in: start..<offset)
        guard before.allSatisfy(isBlank) else { return nil }
        if before.last == 0x09 { return offset - 1 }
        let column = self.column(ofByte: offset - start, onLine: line)
        let step = column % indentWidth == 0 ? indentWidth : column % indentWidth
        let spaces = before.reversed().prefix { $0 == 0x20 }.count
        return offset - Swift.max(1, Swift.min(step, spaces))
    }

    /// Whether `lines` are all in a Makefile rule's recipe, where make needs a tab.
    func isRecipe(_ lines: ClosedRange<Int>) -> Bool {
        rules.recipeTab && CodeReader(text: text, syntax: nil, rules: rules).inRecipe(lines)
    }

    /// Spaces in one level of indentation (a tab counts as the tab width).
    public var indentWidth: Int {
        if case .spaces(let width) = indentStyle { return width }
        return tabWidth
    }

    /// Tab: indents every line the selection touches (or the cursor's line) by one level, in one
    /// change; the cursor and the selection move with the text. Never inserts at the cursor.
    public mutating func indentLines() {
        if hasExtraCarets { return indentEveryCaret(outdent: false) }
        rewriteLines(selectedLines, indentRewrite(selectedLines, outdent: false, blankToo: selection == nil))
    }

    /// Shift+Tab: outdents the same lines by one level.
    public mutating func outdentLines() {
        if hasExtraCarets { return indentEveryCaret(outdent: true) }
        rewriteLines(selectedLines, indentRewrite(selectedLines, outdent: true, blankToo: false))
    }

    /// The rewrite that indents (or outdents) `lines` one level; with `blankToo`, blank lines too.
    /// A Makefile's recipe lines are indented with a tab whatever the style in force.
    func indentRewrite(_ lines: ClosedRange<Int>, outdent: Bool, blankToo: Bool) -> LineRewrite {
        let recipe = !outdent && isRecipe(lines)
        if let columns = mixedIndentColumns, !recipe {
            let width = tabWidth
            return { text in
                let edit = text.shiftIndentation(lines: lines, by: outdent ? -columns : columns, tabWidth: width, indentBlank: blankToo)
                return (edit.change, edit.delta(ofLine:))
            }
        }
        let (style, width) = (recipe ? .tabs : indentStyle, indentWidth)
        return { text in
            let edit = outdent ? text.outdent(lines: lines, width: width) : text.indent(lines: lines, style: style, indentBlank: blankToo)
            return (edit.change, edit.delta(ofLine:))
        }
    }

    /// Applies a line rewrite and moves the cursor and anchor with their text: each keeps its
    /// line and its column shifted by what its line gained or lost (`offset(movedFrom:by:)`: a
    /// line that starts with a combining mark or a joiner joins the indentation put before it);
    /// `rewrite` says that by a line's index in `lines`.
    private mutating func rewriteLines(_ lines: ClosedRange<Int>, _ rewrite: LineRewrite) {
        let before = cursorState
        let cursorPlace = place(of: cursor)
        let anchorPlace = anchor.map { place(of: $0) }
        let edit = rewrite(&text)
        guard !edit.change.isEmpty else { return }
        func moved(_ place: (line: Int, column: Int)) -> Int {
            offset(movedFrom: place, by: lines.contains(place.line) ? edit.delta(place.line - lines.lowerBound) : 0)
        }
        cursor = moved(cursorPlace)
        anchor = anchorPlace.map(moved)
        recordChange(edit.change, kind: .indent, before: before)
    }

    /// Where a rewrite of a line's start leaves a caret that was at `place`: on its line, its
    /// column shifted by `delta` (kept inside the line), at the end of the glyph it then falls
    /// inside (text put before a combining mark or a joiner joins it).
    func offset(movedFrom place: (line: Int, column: Int), by delta: Int) -> Int {
        let range = text.lineRange(place.line)
        return glyphBoundary(atOrAfter: range.lowerBound + Swift.min(Swift.max(place.column + delta, 0), range.count))
    }

    /// The line of `offset` and its byte column on that line.
    func place(of offset: Int) -> (line: Int, column: Int) {
        let line = text.line(containing: offset)
        return (line, offset - text.lineRange(line).lowerBound)
    }
}

extension Document {
    /// Tab: indents (the rule of docs/KEYS.md); with `tab-mode = smart` and the cursor after the
    /// first non-blank character of its line, inserts spaces (or a tab) up to the next stop.
    /// With several cursors, the stop is inserted at each when every one is so placed (one undo
    /// step), else every line a cursor is on is indented once.
    public mutating func tab() {
        let aligns = tabMode == .smart && carets.all.allSatisfy { $0.range.isEmpty && isAfterText($0.cursor) }
        guard aligns else { return indentLines() }
        atEveryCaret { $0.insertUpToNextStop() }
    }

    /// Whether `offset` is after the first non-blank character of its line.
    private func isAfterText(_ offset: Int) -> Bool {
        text.bytes.bytes(in: text.lineRange(text.line(containing: offset)).lowerBound..<offset).contains { !isBlank($0) }
    }

    /// Spaces up to the next multiple of the indent width (a tab with tabs) at the cursor.
    private mutating func insertUpToNextStop() {
        if case .tabs = indentStyle { return insert([0x09], kind: .other) }
        let (line, column) = place(of: cursor)
        let visual = self.column(ofByte: column, onLine: line)
        insert([UInt8](repeating: 0x20, count: indentWidth - visual % indentWidth), kind: .other)
    }
}
