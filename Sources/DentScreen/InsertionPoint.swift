import DentCore
import DentKeys
import DentText

/// Where a character typed now can be drawn before the editor has handled it: the terminal
/// cursor's cell, when typing a printable ASCII character there only shifts the rest of the
/// row one cell to the right (one ICH and the character). The frame diff would send the same
/// bytes for that row once the frame is drawn; `FrameEncoder.echo` sends them first. In the
/// last column the character scrolls the view sideways: it is drawn at the edge first, and the
/// frame, the longest a keystroke draws, then moves the view.
public struct InsertionPoint: Equatable, Sendable {
    public var row: Int
    public var column: Int
    /// A space may be echoed too: with whitespace shown, a typed space can be drawn as a
    /// trailing dot, or make the indentation mixed.
    public var admitsSpace: Bool
    /// Characters whose typing does more than insert them (`Document.typingMayRewrite`).
    public var refused: Set<UInt8> = []

    /// True when `byte`, a printable ASCII character, may be echoed here.
    func admits(_ byte: UInt8) -> Bool { (byte != 0x20 || admitsSpace) && !refused.contains(byte) }
}

extension Renderer {
    /// The insertion point at the cursor of `grid` (drawn for `editor`), if there is one:
    /// - typing only inserts (`Editor.typingInsertsPlainly`) and nothing is underlined; not
    ///   for brackets and quotes that pair or re-indent (`Document.typingMayRewrite`);
    /// - the cells from the cursor to the edge show one byte each (a tab, a control or a wide
    ///   character would not simply shift) and the byte before the cursor is ASCII, so the new
    ///   character joins no cluster;
    /// - the cursor is off the scroll mark;
    /// - no wrap column mark is right of the cursor (it stays where the shift would move it);
    /// - shown whitespace keeps its marks (`whitespaceAdmits`);
    /// - the file is not highlighted: the echo is drawn plain, and a typed character may take a
    ///   colour (inside a comment or a string) or recolour its word (`in` + `t` is `int`), which
    ///   the next frame would change; no guess of the colour is sound without highlighting.
    static func insertionPoint(of editor: Editor, in grid: CellGrid, gutter: Int) -> InsertionPoint? {
        let document = editor.document
        guard document.syntax == nil else { return nil }
        // Without a modal the terminal cursor, when shown, is the text cursor `placeCursor` put
        // on its glyph: its column need not be worked out again.
        guard editor.typingInsertsPlainly, editor.highlightedQuery == nil, let cursor = grid.cursor else { return nil }
        let column = cursor.column - gutter
        let width = grid.columns - gutter
        guard cursor.row == document.cursorLine - document.scrollLine, column >= 0,
              column < width, document.scrollColumn == 0 || column >= 2 else { return nil }
        if editor.showsWrapColumn, WrapGuide.marks(grid, row: cursor.row, column: gutter + document.wrapColumn - document.scrollColumn, after: cursor.column) {
            return nil
        }
        let text = document.text.bytes
        let offset = document.cursor
        let line = document.text.lineRange(document.cursorLine)
        if offset > line.lowerBound && text[offset - 1] >= 0x80 { return nil }
        // The cells from the cursor up to the one the edge pushes out.
        let shifted = offset..<Swift.min(line.upperBound, offset + width - 1 - column)
        guard text.withPieces(of: shifted, { $0.allSatisfy(LineLayout.isPrintable) && $1.allSatisfy(LineLayout.isPrintable) }) else { return nil }
        let refused = document.typingMayRewrite
        guard editor.showsWhitespace else { return InsertionPoint(row: cursor.row, column: cursor.column, admitsSpace: true, refused: refused) }
        guard let admits = whitespaceAdmits(text, line: line, at: offset), admits.character else { return nil }
        return InsertionPoint(row: cursor.row, column: cursor.column, admitsSpace: admits.space, refused: refused)
    }

    /// With whitespace shown, whether typing at `offset` of `line` leaves every mark as it was
    /// (`WhitespaceMarks`): a character other than a space where it neither ends the trailing
    /// blanks before it nor cuts mixed indentation; a space only between two other characters,
    /// where it is neither trailing nor indentation. Nil on a line whose blanks run longer
    /// than a cached row.
    static func whitespaceAdmits(_ text: GapBuffer, line: Range<Int>, at offset: Int) -> (character: Bool, space: Bool)? {
        let limit = RenderCache.longestCachedLine
        var firstNonBlank = line.lowerBound
        while firstNonBlank < line.upperBound && isBlank(text[firstNonBlank]) {
            firstNonBlank += 1
            if firstNonBlank - line.lowerBound > limit { return nil }
        }
        var trailingStart = line.upperBound
        while trailingStart > firstNonBlank && isBlank(text[trailingStart - 1]) {
            trailingStart -= 1
            if line.upperBound - trailingStart > limit { return nil }
        }
        let indentation = line.lowerBound..<firstNonBlank
        let mixes = indentation.contains { text[$0] == 0x09 } && indentation.contains { text[$0] == 0x20 }
        return (offset <= trailingStart && (offset >= firstNonBlank || !mixes), offset > firstNonBlank && offset < trailingStart)
    }
}
