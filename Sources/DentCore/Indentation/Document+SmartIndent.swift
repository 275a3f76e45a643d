import DentConfig
import DentText

/// What Enter does with `smart-indent` (the rules of docs/KEYS.md, "Enter"): bytes to put in
/// place of a range, and where the cursor goes (`cursorBack` bytes before their end).
struct NewlinePlan {
    var range: Range<Int>
    var bytes: [UInt8]
    var cursorBack = 0
}

extension Document {
    /// Enter by the code, in the order the rules are documented: a comment line left with only
    /// its prefix loses it; inside a comment the comment goes on; after a block comment's end
    /// the comment's own indentation; between a pair (`{|}`, `<p>|</p>`) the closer moves to
    /// its own line; after a Makefile rule a tab; inside brackets and after the statement
    /// they end (Python) by the brackets; after a list item's `key: value` (YAML) the key's
    /// column; after an opener one level deeper; after a block's last statement (`return`) one
    /// level shallower; else it keeps the indentation, as without smart-indent.
    /// Nil: that last case, done the plain way.
    func newlinePlan(_ code: inout CodeReader) -> NewlinePlan? {
        let at = selection?.lowerBound ?? cursor
        let after = selection?.upperBound ?? cursor
        let line = text.line(containing: at)
        let lineRange = text.lineRange(line)
        let column = at - lineRange.lowerBound
        let bytes = code.bytes(line)
        let indent = Array(bytes.prefix { isBlank($0) })
        let eol = lineEnding.bytes
        // Past the part of a line the rules read (`CodeReader.bytes`), Enter is the plain one.
        guard column >= indent.count, column <= bytes.count else { return nil }
        // What follows the cursor (or the selection) on its line, as far as the rules read.
        let lineEnd = text.lineRange(text.line(containing: after)).upperBound
        let rest = text.bytes.bytes(in: after..<Swift.min(lineEnd, after + CodeReader.reach))
        let restBlank = after + rest.count == lineEnd && rest.allSatisfy(isBlank)
        if let prefix = commentPrefix(&code, line: line, column: column, bytes: bytes, indent: indent.count) {
            if selection == nil, restBlank, prefix.leader != Array("/*".utf8),
               Array(bytes[indent.count...]).trimmingTrailingBlanks() == prefix.leader.trimmingTrailingBlanks() {
                return NewlinePlan(range: (lineRange.lowerBound + indent.count)..<lineRange.upperBound, bytes: [])
            }
            return NewlinePlan(range: at..<after, bytes: eol + indent + prefix.continuation)
        }
        if let start = code.blockCommentStart(line, endingBefore: column) {
            return NewlinePlan(range: at..<after, bytes: eol + leadingBlanks(start))
        }
        // Blanks between the cursor and a closer go, so `{ | }` splits as `{|}` does.
        let blanks = rest.prefix { isBlank($0) }.count
        if after == at, isBetweenPair(&code, line: line, column: column, rest: Array(rest.dropFirst(blanks)), restColumn: column + blanks) {
            let tail = eol + indent
            return NewlinePlan(range: at..<(after + blanks), bytes: eol + blockBody(&code, line: line, column: column, indent: indent) + tail,
                               cursorBack: tail.count)
        }
        guard let next = nextIndent(&code, line: line, column: column, indent: indent) else { return nil }
        return NewlinePlan(range: at..<after, bytes: eol + next)
    }

    /// The indentation of the line Enter makes after `column` of `line` by the rules that
    /// read what comes before the cursor; nil to keep `indent`.
    private func nextIndent(_ code: inout CodeReader, line: Int, column: Int, indent: [UInt8]) -> [UInt8]? {
        if code.rules.recipeTab, code.isRule(line) { return [0x09] }
        if code.rules.alignsInBrackets, let continued = bracketIndent(&code, line: line, column: column) { return continued }
        if let key = code.itemKeyColumn(line, before: column, tabWidth: tabWidth) {
            let aligned = [UInt8](repeating: 0x20, count: key)
            return code.opensBlock(line, before: column) ? deeper(aligned) : aligned
        }
        if code.opensBlock(line, before: column) { return blockBody(&code, line: line, column: column, indent: indent) }
        if let word = code.firstWord(line), code.rules.dedentAfter.contains(word) { return shallower(indent) }
        return nil
    }

    /// The indentation of the lines inside a block that `line` opens before `column`: one
    /// level deeper, except in a block of case labels (Go's `switch x {`), whose `case` lines
    /// stand at its level.
    private func blockBody(_ code: inout CodeReader, line: Int, column: Int, indent: [UInt8]) -> [UInt8] {
        code.opensLabelBlock(line, before: column) ? indent : deeper(indent)
    }

    /// Enter where brackets decide (Python, PEP 8 "Indentation"): inside an open bracket, the
    /// column after it (past blanks), or one level deeper than its line when it ends that
    /// line; after a line that closes brackets opened above, the line the statement started
    /// on decides (an opener, a `return`, else its indentation). Nil: the line is a statement
    /// of its own, for the other rules.
    private func bracketIndent(_ code: inout CodeReader, line: Int, column: Int) -> [UInt8]? {
        let lineStart = text.lineRange(line).lowerBound
        if let opener = code.unclosedOpener(before: lineStart + column) {
            let openerLine = text.line(containing: opener)
            let openerColumn = opener - text.lineRange(openerLine).lowerBound
            let end = openerLine == line ? column : code.bytes(openerLine).count
            if code.lastCode(openerLine, before: end)?.column == openerColumn { return deeper(leadingBlanks(openerLine)) }
            let bytes = code.bytes(openerLine)
            let first = bytes[(openerColumn + 1)..<end].firstIndex { !isBlank($0) } ?? openerColumn + 1
            let column = LineLayout(Array(bytes[..<first]), tabWidth: tabWidth).column(ofByte: first)
            return Document.whitespace(toColumn: column, style: indentStyle, tabWidth: tabWidth)
        }
        let start = code.statementStart(line)
        guard start != line else { return nil }
        let base = leadingBlanks(start)
        if code.opensBlock(line, before: column) { return deeper(base) }
        if let word = code.firstWord(start), code.rules.dedentAfter.contains(word) { return shallower(base) }
        return base
    }

    /// A comment's prefix when `column` of `line` is inside a comment the line starts with:
    /// `leader` is what the line starts with (`// `, ` * `), `continuation` what the next line
    /// gets after the indentation. Only comments the highlighter marks as text count.
    private func commentPrefix(_ code: inout CodeReader, line: Int, column: Int, bytes: [UInt8], indent: Int)
        -> (leader: [UInt8], continuation: [UInt8])?
    {
        guard code.syntax != nil, column > indent, !code.isCode(line, indent), !code.isCode(line, column - 1) else { return nil }
        let start = bytes[indent...]
        if let token = code.rules.lineComment.map({ Array($0.utf8) }), start.starts(with: token) {
            let spaced = start.dropFirst(token.count).first == 0x20
            return (token + (spaced ? [0x20] : []), token + (spaced ? [0x20] : []))
        }
        guard code.rules.blockComment?.start == "/*", !bytes[..<column].ends(with: Array("*/".utf8)) else { return nil }
        let star = UInt8(ascii: "*")
        if start.starts(with: Array("/*".utf8)) {
            return (Array("/*".utf8), [0x20, star, 0x20])
        }
        if start.first == star, start.dropFirst().first != UInt8(ascii: "/") {
            return ([star, 0x20], [star, 0x20])
        }
        return nil
    }

    /// Whether the cursor sits between an opener and its closer (blanks apart): a bracket pair
    /// or an HTML/XML tag pair (`<p>|</p>`).
    private func isBetweenPair(_ code: inout CodeReader, line: Int, column: Int, rest: [UInt8], restColumn: Int) -> Bool {
        guard let first = rest.first, let last = code.lastCode(line, before: column),
              isBlankRun(code.bytes(line), (last.column + 1)..<column) else { return false }
        if code.rules.closer(of: last.byte) == first, code.isCode(line, restColumn) { return true }
        guard code.rules.tags, last.byte == UInt8(ascii: ">"), first == UInt8(ascii: "<"),
              let open = code.tagName(line, endingAt: last.column), !open.closing,
              let closeEnd = rest.firstIndex(of: UInt8(ascii: ">")),
              let close = code.tagName(line, endingAt: restColumn + closeEnd), close.closing else { return false }
        return close.name == open.name
    }

    private func isBlankRun(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        range.allSatisfy { $0 < bytes.count && isBlank(bytes[$0]) }
    }

    /// Applies an Enter plan as one undo step.
    mutating func apply(_ plan: NewlinePlan) {
        splitLine(inserting: plan.bytes, replacing: plan.range, cursorBack: plan.cursorBack)
    }
}

extension Array where Element == UInt8 {
    func trimmingTrailingBlanks() -> [UInt8] {
        Array(self[..<(lastIndex { !isBlank($0) }.map { $0 + 1 } ?? 0)])
    }

    func ends(with suffix: [UInt8]) -> Bool { count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix }
}

extension ArraySlice where Element == UInt8 {
    func ends(with suffix: [UInt8]) -> Bool { Array(self).ends(with: suffix) }
}
