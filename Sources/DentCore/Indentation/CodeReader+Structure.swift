import DentConfig
import DentText

/// The structure of code lines, as the language's rules (`LanguageRules`) describe it: what a
/// line opens, what it closes, where a bracket's partner is. Everything skips strings and
/// comments and is bounded (`CodeReader.reach`).
extension CodeReader {
    /// How far a search for a bracket's partner or a block's opener goes: bytes for brackets;
    /// lines, and those bytes too, for block words, tags and indentation (`linesAbove`). Past
    /// it the search gives up (docs/KEYS.md says so).
    static let reach = 128 << 10
    static let lineReach = 2_000

    /// The words (letters, digits, `_`) of a line's code before `end`, with their columns.
    mutating func codeWords(_ line: Int, before end: Int? = nil) -> [(word: String, column: Int)] {
        let (bytes, isCode) = code(line)
        let end = Swift.min(end ?? bytes.count, bytes.count)
        var words: [(String, Int)] = []
        var column = 0
        while column < end {
            guard isWordByte(bytes[column]) && isCode[column] else {
                column += 1
                continue
            }
            let start = column
            while column < end && isWordByte(bytes[column]) && isCode[column] { column += 1 }
            words.append((String(decoding: bytes[start..<column], as: UTF8.self), start))
        }
        return words
    }

    /// The last non-blank code byte of `line` before `end` and its column.
    mutating func lastCode(_ line: Int, before end: Int) -> (byte: UInt8, column: Int)? {
        let (bytes, isCode) = code(line)
        var column = Swift.min(end, bytes.count) - 1
        while column >= 0 {
            if isCode[column] && !isBlank(bytes[column]) { return (bytes[column], column) }
            column -= 1
        }
        return nil
    }

    /// The first non-blank byte of `line`, when it is code.
    mutating func firstCode(_ line: Int) -> (byte: UInt8, column: Int)? {
        let (bytes, isCode) = code(line)
        guard let column = bytes.firstIndex(where: { !isBlank($0) }), isCode[column] else { return nil }
        return (bytes[column], column)
    }

    /// The first word of `line`, when the line starts with it (after its indentation).
    mutating func firstWord(_ line: Int) -> String? {
        guard let first = firstCode(line), let word = codeWords(line).first, word.column == first.column else { return nil }
        return word.word
    }

    /// Whether the code of `line` before `end` opens a block: it ends with an opening bracket,
    /// one of the language's line-end openers (Python's `:`, shell's `then`) or an opening tag;
    /// it starts with a middle word (`else`) or a case label (`case`); or its block words open
    /// more than they close.
    mutating func opensBlock(_ line: Int, before end: Int) -> Bool {
        guard let last = lastCode(line, before: end), endsInCode(line, after: last.column, before: end) else { return false }
        if rules.closer(of: last.byte) != nil { return true }
        let words = codeWords(line, before: end)
        let lastWordEnds = words.last.map { $0.column + $0.word.utf8.count - 1 == last.column } ?? false
        for opener in rules.lineEndOpeners {
            if isWordByte(opener.utf8.first ?? 0) ? lastWordEnds && words.last?.word == opener : endsWith(line, opener, at: last.column) {
                return true
            }
        }
        if rules.tags, last.byte == UInt8(ascii: ">"), opensTag(line, endingAt: last.column) { return true }
        if let first = words.first, rules.middles.contains(first.word) || rules.caseLabels.contains(first.word),
           first.column == firstCode(line)?.column { return true }
        return wordBalance(words, firstColumn: firstCode(line)?.column) > 0
    }

    /// Whether `line` starts inside a string or a comment that goes on from the line above (a
    /// block comment's further lines): its first byte and the last of the line above are text,
    /// and it does not start a comment of its own.
    mutating func continuesText(_ line: Int) -> Bool {
        guard line > 0, !bytes(line).isEmpty, !isCode(line, 0) else { return false }
        let above = bytes(line - 1)
        guard !above.isEmpty, !isCode(line - 1, above.count - 1) else { return false }
        let start = bytes(line).drop { isBlank($0) }
        return ![rules.lineComment, rules.blockComment?.start].compactMap { $0 }.contains { start.starts(with: Array($0.utf8)) }
    }

    /// Whether only blanks or a comment follow `column` up to `end`: code that ends where a
    /// string goes on (YAML's `key: value`) ends in the string.
    mutating func endsInCode(_ line: Int, after column: Int, before end: Int) -> Bool {
        let bytes = bytes(line)
        let rest = bytes[(column + 1)..<Swift.min(end, bytes.count)].drop { isBlank($0) }
        guard !rest.isEmpty else { return true }
        return [rules.lineComment, rules.blockComment?.start].compactMap { $0 }.contains { rest.starts(with: Array($0.utf8)) }
    }

    /// Blocks the words open minus those they close.
    func wordBalance(_ words: [(word: String, column: Int)], firstColumn: Int?) -> Int {
        var balance = 0
        for (index, entry) in words.enumerated() {
            if index == 0, entry.column == firstColumn, rules.firstWordOpeners.contains(entry.word) { balance += 1 }
            if rules.anywhereOpeners.contains(entry.word) { balance += 1 }
            if rules.closers.contains(entry.word) { balance -= 1 }
        }
        return balance
    }

    /// Whether the code bytes of `line` ending at `column` spell `token`.
    private mutating func endsWith(_ line: Int, _ token: String, at column: Int) -> Bool {
        let token = Array(token.utf8)
        let bytes = bytes(line)
        guard column + 1 >= token.count else { return false }
        return Array(bytes[(column + 1 - token.count)...column]) == token
    }

    /// Elements HTML never closes, which open no block.
    static let voidElements: Set<String> = ["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]

    /// Whether the `>` at `column` ends an opening tag (`<div class="a">`), not a closing,
    /// self-closing, void or processing one.
    private mutating func opensTag(_ line: Int, endingAt column: Int) -> Bool {
        guard let name = tagName(line, endingAt: column), !name.closing else { return false }
        let bytes = bytes(line)
        return column > 0 && bytes[column - 1] != UInt8(ascii: "/") && !CodeReader.voidElements.contains(name.name.lowercased())
    }

    /// The name of the tag whose `>` is at `column`, and whether it is a closing tag.
    mutating func tagName(_ line: Int, endingAt column: Int) -> (name: String, closing: Bool)? {
        let bytes = bytes(line)
        guard let open = bytes[..<column].lastIndex(of: UInt8(ascii: "<")) else { return nil }
        var start = open + 1
        let closing = start < column && bytes[start] == UInt8(ascii: "/")
        if closing { start += 1 }
        var end = start
        while end < column, isWordByte(bytes[end]) || bytes[end] == UInt8(ascii: "-") || bytes[end] == UInt8(ascii: ":") { end += 1 }
        guard end > start, (bytes[start] | 0x20) >= 97 && (bytes[start] | 0x20) <= 122 else { return nil }
        return (String(decoding: bytes[start..<end], as: UTF8.self), closing)
    }

    // MARK: Partners

    /// The offset of the bracket matching the one at `offset` (in code), counting nesting and
    /// skipping strings and comments; nil when it is not a bracket or none is within `reach`.
    /// With `lines`, the search stays on those lines (the screen's, for the highlight).
    mutating func partner(ofBracketAt offset: Int, on lines: Range<Int>? = nil) -> Int? {
        let byte = text.bytes[offset]
        let lines = lines ?? 0..<text.lineCount
        if let close = rules.closer(of: byte) { return scan(from: offset, step: 1, same: byte, other: close, lines: lines) }
        if let open = rules.opener(of: byte) { return scan(from: offset, step: -1, same: byte, other: open, lines: lines) }
        return nil
    }

    /// Walks from `start` a line at a time, counting `same` up and `other` down in code.
    private mutating func scan(from start: Int, step: Int, same: UInt8, other: UInt8, lines: Range<Int>) -> Int? {
        var depth = 0
        var line = text.line(containing: start)
        var travelled = 0
        var column: Int? = start - text.lineRange(line).lowerBound
        while lines.contains(line) && line < text.lineCount && travelled <= CodeReader.reach {
            let range = text.lineRange(line)
            let left = CodeReader.reach - travelled
            // The part of the line the search may still cover, from where it enters the line.
            let window = step > 0 ? (column ?? 0)..<Swift.min(range.count, (column ?? 0) + left)
                : Swift.max(0, (column.map { $0 + 1 } ?? range.count) - left)..<(column.map { $0 + 1 } ?? range.count)
            // A line without either bracket is passed without asking which of it is code: a
            // long stretch of such lines costs the search no highlighting.
            let raw = text.bytes.bytes(in: (range.lowerBound + window.lowerBound)..<(range.lowerBound + window.upperBound))
            if raw.contains(same) || raw.contains(other) {
                let (bytes, isCode) = code(line, columns: window)
                // Walked in place: an array of the window's indices was a megabyte a search
                // on a line as long as the reach.
                for index in stride(from: step > 0 ? 0 : bytes.count - 1, to: step > 0 ? bytes.count : -1, by: step) where isCode[index] {
                    if bytes[index] == same { depth += 1 } else if bytes[index] == other {
                        depth -= 1
                        if depth == 0 { return range.lowerBound + window.lowerBound + index }
                    }
                }
            }
            travelled += window.count + 1
            column = nil
            line += step
        }
        return nil
    }

    /// The line of the block opener a closer or middle word first on `line` belongs to:
    /// upwards, counting the blocks lines open and close (`wordBalance`), within `linesAbove`.
    mutating func blockOpener(above line: Int) -> Int? {
        var need = 1
        for above in linesAbove(line).lines {
            let words = codeWords(above)
            let balance = wordBalance(words, firstColumn: firstCode(above)?.column)
            need -= balance
            if balance > 0 && need <= 0 { return above }
        }
        return nil
    }

    /// The nearest line above `line` indented less than `column` (display columns) and not
    /// blank: the owner of an indentation block (Python's `if` for an `else`).
    func lessIndented(above line: Int, than column: Int, tabWidth: Int) -> Int? {
        linesAbove(line).lines.first { above in
            let bytes = bytes(above)
            return bytes.contains { !isBlank($0) } && indentColumn(bytes, tabWidth: tabWidth) < column
        }
    }
}

/// Letters, digits, `_` (and any byte of a multi-byte character): what a word is made of.
func isWordByte(_ byte: UInt8) -> Bool {
    byte == 0x5F || (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A) || byte >= 0x80
}

/// The display column a line's indentation reaches.
func indentColumn(_ bytes: [UInt8], tabWidth: Int) -> Int {
    bytes.prefix { isBlank($0) }.reduce(0) { $1 == 0x09 ? ($0 / tabWidth + 1) * tabWidth : $0 + 1 }
}
