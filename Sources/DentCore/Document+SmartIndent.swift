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
    /// its prefix loses it; inside a comment the comment goes on; between a pair (`{|}`,
    /// `<p>|</p>`) the closer moves to its own line; after an opener (or a Makefile rule) the
    /// new line is one level deeper; else it keeps the indentation, as without smart-indent.
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
        // Blanks between the cursor and a closer go, so `{ | }` splits as `{|}` does.
        let blanks = rest.prefix { isBlank($0) }.count
        if after == at, isBetweenPair(&code, line: line, column: column, rest: Array(rest.dropFirst(blanks)), restColumn: column + blanks) {
            let tail = eol + indent
            return NewlinePlan(range: at..<(after + blanks), bytes: eol + deeper(indent) + tail, cursorBack: tail.count)
        }
        if code.rules.recipeTab, code.isRule(line) {
            return NewlinePlan(range: at..<after, bytes: eol + [0x09])
        }
        if code.opensBlock(line, before: column) {
            return NewlinePlan(range: at..<after, bytes: eol + deeper(indent))
        }
        return nil
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
