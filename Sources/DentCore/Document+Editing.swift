import DentText

/// Edits at the cursor. Each one is a `Change` on the text; the document keeps the cursor on a
/// glyph boundary and marks itself modified.
extension Document {
    /// Inserts bytes at the cursor and moves the cursor after them.
    public mutating func insert(_ bytes: [UInt8]) {
        guard !bytes.isEmpty else { return }
        replace(cursor..<cursor, with: bytes, cursorAfter: cursor + bytes.count)
    }

    /// Inserts pasted bytes exactly, except that CR, LF and CRLF become the file's line ending.
    public mutating func insertPaste(_ bytes: [UInt8]) {
        var converted = [UInt8]()
        converted.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0D || byte == 0x0A {
                converted += lineEnding.bytes
                if byte == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
            } else {
                converted.append(byte)
            }
            index += 1
        }
        insert(converted)
    }

    /// Gives a new file its final line ending before it is saved; the cursor stays put.
    public mutating func prepareForSave() {
        guard addsFinalNewline, text.count > 0, text.bytes[text.count - 1] != 0x0A else { return }
        text.replace(text.count..<text.count, with: lineEnding.bytes)
    }

    /// Splits the line at the cursor; the new line keeps the indentation before the cursor.
    public mutating func insertNewline() {
        let range = text.lineRange(cursorLine)
        let indent = text.bytes.bytes(in: range.lowerBound..<cursor).prefix { $0 == 0x20 || $0 == 0x09 }
        insert(lineEnding.bytes + indent)
    }

    /// Deletes the glyph before the cursor, or joins with the previous line at a line start.
    public mutating func deleteBackward() {
        let end = cursor
        moveLeft()
        replace(cursor..<end, with: [], cursorAfter: cursor)
    }

    /// Deletes the glyph after the cursor, or joins the next line at a line end.
    public mutating func deleteForward() {
        let start = cursor
        moveRight()
        replace(start..<cursor, with: [], cursorAfter: start)
    }

    /// Indents the cursor's line by one level; the cursor moves with the text.
    public mutating func indentLines() {
        let line = cursorLine
        let edit = text.indent(lines: line...line, style: indentStyle, indentBlank: true)
        applyLineEdit(edit, line: line)
    }

    /// Outdents the cursor's line by one level; the cursor moves with the text.
    public mutating func outdentLines() {
        let line = cursorLine
        let edit = text.outdent(lines: line...line, width: indentWidth)
        applyLineEdit(edit, line: line)
    }

    /// Spaces in one level of indentation (a tab counts as the tab width).
    public var indentWidth: Int {
        if case .spaces(let width) = indentStyle { return width }
        return tabWidth
    }

    private mutating func applyLineEdit(_ edit: IndentEdit, line: Int) {
        guard !edit.change.isEmpty else { return }
        let start = text.lineRange(line).lowerBound
        let column = cursor - start
        let delta = edit.deltas.first ?? 0
        cursor = start + Swift.max(column + delta, 0)
        goalColumn = nil
        isModified = true
    }

    private mutating func replace(_ range: Range<Int>, with bytes: [UInt8], cursorAfter: Int) {
        guard !(range.isEmpty && bytes.isEmpty) else { return }
        text.replace(range, with: bytes)
        cursor = cursorAfter
        goalColumn = nil
        isModified = true
    }
}
