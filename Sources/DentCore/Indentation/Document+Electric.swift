import DentConfig
import DentText

/// Closers that find their opener: a closer typed first on a line (electric), and Re-indent
/// lines, which sets each line's indentation from the structure above it.
extension Document {
    /// After a typed character: when the line's first code is a closing bracket, a block's
    /// closing word or a middle word (`else`) that ends at the cursor, the `</` of a closing
    /// tag just typed, or a case label (`case`) whose `:` was just typed, the indentation of
    /// the line its opener (the element it closes, its `switch`) is on.
    /// Nil otherwise, or when no opener is within reach.
    func electricIndent(_ code: inout CodeReader) -> [UInt8]? {
        let line = cursorLine
        let lineStart = text.lineRange(line).lowerBound
        let column = cursor - lineStart
        guard let first = code.firstCode(line) else { return nil }
        if column > 0, text.bytes[cursor - 1] == UInt8(ascii: ":"), let word = code.firstWord(line), code.rules.caseLabels.contains(word) {
            return blockOwner(&code, line: line, word: word).map(leadingBlanks)
        }
        if code.startsWithClosingTag(line) {
            guard first.column + 2 == column, let opener = code.openElement(above: line) else { return nil }
            return leadingBlanks(opener)
        }
        if code.rules.opener(of: first.byte) != nil {
            guard first.column == column - 1, let partner = code.partner(ofBracketAt: lineStart + first.column) else { return nil }
            return leadingBlanks(text.line(containing: partner))
        }
        guard let word = code.firstWord(line), first.column + word.utf8.count == column else { return nil }
        return blockOwner(&code, line: line, word: word).map(leadingBlanks)
    }

    /// The line a closing or middle word first on `line` lines up with: its block's opener
    /// (counting block words), or with blocks made by indentation the nearest line above, as
    /// indented or less, that opens a block; for a case label, the line that opened its block
    /// of labels (`switch x {`).
    func blockOwner(_ code: inout CodeReader, line: Int, word: String) -> Int? {
        let rules = code.rules
        if rules.caseLabels.contains(word) { return code.labelBlock(around: line) }
        guard rules.closers.contains(word) || rules.middles.contains(word) else { return nil }
        guard rules.indentationBlocks else { return code.blockOpener(above: line) }
        let own = indentColumn(code.bytes(line), tabWidth: tabWidth)
        for above in code.linesAbove(line).lines {
            let bytes = code.bytes(above)
            if bytes.contains(where: { !isBlank($0) }), indentColumn(bytes, tabWidth: tabWidth) <= own,
               code.opensBlock(above, before: bytes.count) {
                return above
            }
        }
        return nil
    }

    /// Sets line `line`'s leading blanks to `indent`, as part of the burst of typing that
    /// brought it (issue 51, item 21). The cursor keeps its place in the text.
    mutating func reindentTypedLine(_ line: Int, to indent: [UInt8]) {
        let range = text.lineRange(line)
        let old = leadingBlanks(line)
        guard old != indent else { return }
        let delta = indent.count - old.count
        replace(range.lowerBound..<(range.lowerBound + old.count), with: indent, cursorAfter: Swift.max(cursor + delta, range.lowerBound),
                kind: .typing)
    }

    /// Re-indent lines: each selected line (or the cursor's) gets its indentation from the
    /// structure above it, in one undo step (docs/KEYS.md). Blank lines, lines that start
    /// inside a string or a comment, and a Makefile's lines (a tab means something there) keep
    /// theirs.
    public mutating func reindentLines() {
        let lines = selectedLines
        let indents = readCode { document, code in
            var indents: [Int: [UInt8]] = [:]
            for line in lines { indents[line] = document.reindented(&code, line: line, known: indents) }
            return indents
        }
        rewriteLineContents(lines) { index, bytes in
            guard let indent = indents[lines.lowerBound + index] ?? nil else { return bytes }
            return indent + bytes.drop { isBlank($0) }
        }
    }

    /// The indentation line `line` should have; nil to keep its own. `known` holds the lines
    /// already re-indented above it.
    private func reindented(_ code: inout CodeReader, line: Int, known: [Int: [UInt8]]) -> [UInt8]? {
        let bytes = code.bytes(line)
        // The rest of a string or a comment from the lines above keeps its place.
        guard !code.rules.recipeTab, let start = bytes.firstIndex(where: { !isBlank($0) }), !code.continuesText(line) else { return nil }
        let first = code.firstCode(line)
        func indent(of other: Int) -> [UInt8] { known[other] ?? leadingBlanks(other) }
        // The nearest line above with code of its own; none within reach: the file's start
        // (no indentation) or too far to tell (the line keeps its own).
        let walk = code.linesAbove(line)
        let nearest = walk.lines.first { code.bytes($0).contains(where: { !isBlank($0) }) && !code.continuesText($0) }
        if let first, code.rules.opener(of: first.byte) != nil {
            let lineStart = text.lineRange(line).lowerBound
            return code.partner(ofBracketAt: lineStart + first.column).map { indent(of: text.line(containing: $0)) }
        }
        guard let above = nearest else { return walk.reachesStart ? [] : nil }
        let previous = indent(of: above)
        let opens = code.opensBlock(above, before: code.bytes(above).count)
        if let word = code.firstWord(line), !code.rules.indentationBlocks, let owner = blockOwner(&code, line: line, word: word) {
            return indent(of: owner)
        }
        if code.rules.tags, bytes[start...].starts(with: Array("</".utf8)), !opens {
            return shallower(previous)
        }
        if opens { return deeper(previous) }
        if code.rules.indentationBlocks {
            return indentColumn(bytes, tabWidth: tabWidth) > indentColumn(previous, tabWidth: tabWidth) ? previous : nil
        }
        return previous
    }

    /// The indentation one level shallower than `indent` (none left: none).
    func shallower(_ indent: [UInt8]) -> [UInt8] {
        let column = Swift.max(indentColumn(indent, tabWidth: tabWidth) - (mixedIndentColumns ?? indentWidth), 0)
        if mixedIndentColumns != nil { return Document.whitespace(toColumn: column, style: .tabs, tabWidth: tabWidth) }
        if indent.last == 0x09 { return Array(indent.dropLast()) }
        return Array(indent.prefix(Swift.max(indent.count - indentWidth, 0)))
    }
}
