import DentConfig
import DentText

/// Typing: pairs that close themselves (`auto-pairs`) and closers that find their opener's
/// indentation (`smart-indent`), the rules of docs/KEYS.md, "Typing". A paste goes through
/// `insert`, never here.
extension Document {
    /// Inserts typed text at the cursor (over the selection). One typed ASCII character may
    /// wrap the selection in a pair, step over a closer typing put in, insert its pair, close
    /// a block comment's ` * ` as ` */`, or (first on its line) re-indent the line to its
    /// opener's, as an undo step of its own.
    public mutating func type(_ bytes: [UInt8]) {
        guard bytes.count == 1, let byte = bytes.first, byte < 0x80 else { return insert(bytes) }
        if pairsAutomatically {
            if let selection, let close = wrapCloser(byte) { return wrap(selection, byte, close) }
            if selection == nil, autoClosers.contains(cursor), cursor < text.count, text.bytes[cursor] == byte {
                let at = cursor
                autoClosers.removeAll { $0 == at }
                cursor += 1
                return
            }
            // Only an opener or a quote can pair (`pairCloser`): any other byte is spared
            // reading the code, which copies the document for the reader.
            if selection == nil, mayPair(byte), let close = readCode({ $0.pairCloser(byte, &$1) }) {
                replace(cursor..<cursor, with: [byte, close], cursorAfter: cursor + 1, kind: .typing)
                // A few are enough to step over; each edit moves every one kept.
                if autoClosers.count >= 32 { autoClosers.removeFirst() }
                autoClosers.append(cursor)
                return
            }
        }
        if smartIndents, closeCommentLeader(byte) { return }
        insert(bytes)
        if smartIndents, mayCloseBlock(byte), let indent = readCode({ $0.electricIndent(&$1) }) {
            reindentTypedLine(cursorLine, to: indent)
        }
    }

    /// Whether `byte`, just typed, may have made a closer first on its line: a closing
    /// bracket, the `/` of a closing tag's `</` (HTML, XML), the `:` of a line that starts with
    /// a case label (Go's `case`), or the last letter of a closing or middle word with only
    /// blanks before it on the line. Every other keystroke is spared reading the code.
    /// Only the last `closerReach` bytes before the cursor are looked at: deeper indentation
    /// than that is taken as text before the closer.
    private func mayCloseBlock(_ byte: UInt8) -> Bool {
        let rules = structureRules
        let lineStart = text.lineRange(cursorLine).lowerBound
        guard cursor - lineStart <= Document.closerReach else { return false }
        let before = text.bytes.bytes(in: lineStart..<cursor).drop { isBlank($0) }
        if rules.opener(of: byte) != nil { return before.count == 1 }
        if rules.tags, byte == UInt8(ascii: "/") { return before.elementsEqual("</".utf8) }
        if byte == UInt8(ascii: ":"), !rules.caseLabels.isEmpty {
            return rules.caseLabels.contains(String(decoding: before.prefix(while: isWordByte), as: UTF8.self))
        }
        guard isWordByte(byte), !rules.closers.isEmpty || !rules.middles.isEmpty else { return false }
        let word = String(decoding: before, as: UTF8.self)
        return rules.closers.contains(word) || rules.middles.contains(word)
    }

    static let closerReach = 256

    /// The closer to wrap a selection with when `byte` is typed over it: an opening bracket's,
    /// or a quote's own.
    private func wrapCloser(_ byte: UInt8) -> UInt8? {
        let rules = structureRules
        return rules.closer(of: byte) ?? (rules.quotes.contains(byte) ? byte : nil)
    }

    /// Puts `open` before and `close` after `range` and keeps the text between selected.
    private mutating func wrap(_ range: Range<Int>, _ open: UInt8, _ close: UInt8) {
        let inner = text.bytes.bytes(in: range)
        let cursorFirst = cursor == range.lowerBound
        let start = range.lowerBound + 1
        let end = range.upperBound + 1
        replace(range, with: [open] + inner + [close], cursorAfter: cursorFirst ? start : end, anchorAfter: cursorFirst ? end : start, kind: .other)
    }

    /// Whether `byte` opens a pair in the structure rules: a bracket that has a closer, or a quote.
    private func mayPair(_ byte: UInt8) -> Bool {
        let rules = structureRules
        return rules.closer(of: byte) != nil || rules.quotes.contains(byte)
    }

    /// The closer typing `byte` at the cursor also puts in: an opening bracket's when the next
    /// character is blank, a closer or the line's end (and, where brackets do not pair in
    /// text, not in a string or a comment); a quote's own, likewise, but not after a word
    /// character (`don't`) nor in a string or a comment.
    func pairCloser(_ byte: UInt8, _ code: inout CodeReader) -> UInt8? {
        let rules = code.rules
        let next: UInt8? = cursor < text.count ? text.bytes[cursor] : nil
        guard next.map({ isBlank($0) || $0 == 0x0A || $0 == 0x0D || rules.opener(of: $0) != nil }) ?? true else { return nil }
        let line = cursorLine
        let column = cursor - text.lineRange(line).lowerBound
        if let close = rules.closer(of: byte) { return rules.pairsInText || !code.isInText(line, at: column) ? close : nil }
        guard rules.quotes.contains(byte) else { return nil }
        if column > 0 {
            let previous = text.bytes[cursor - 1]
            guard !isWordByte(previous), previous != byte, previous != UInt8(ascii: "\\"), code.isCode(line, column - 1) else { return nil }
        }
        return code.isCode(line, column) ? byte : nil
    }

    /// Backspace between an opener and the closer typing put in after it: deletes both.
    /// False when the cursor is not there.
    mutating func deleteAutoPair() -> Bool {
        guard selection == nil, cursor > 0, cursor < text.count, autoClosers.contains(cursor) else { return false }
        let open = text.bytes[cursor - 1]
        let close = text.bytes[cursor]
        let rules = structureRules
        guard rules.closer(of: open) == close || (open == close && rules.quotes.contains(open)) else { return false }
        replace((cursor - 1)..<(cursor + 1), with: [], cursorAfter: cursor - 1, kind: .deleting)
        return true
    }
}
