import DentConfig
import DentText

extension Document {
    /// The offset of the bracket matching the one at the cursor (or just before it), counting
    /// nesting and skipping brackets in strings and comments (where a highlighter tells them);
    /// nil when there is none within `CodeReader.reach`.
    public mutating func matchingBracket() -> Int? {
        readCode { document, code in document.bracketPartner(&code, near: document.cursor) }
    }

    /// The partner of the bracket in code at `offset` or just before it (`matchingBracket`),
    /// searched on `lines` only when given.
    func bracketPartner(_ code: inout CodeReader, near offset: Int, on lines: Range<Int>? = nil) -> Int? {
        bracketPair(&code, near: offset, on: lines)?.partner
    }

    /// The bracket in code at `offset` or just before it, and its partner.
    private func bracketPair(_ code: inout CodeReader, near offset: Int, on lines: Range<Int>?) -> (bracket: Int, partner: Int?)? {
        for offset in brackets(near: offset, rules: code.rules) {
            let line = text.line(containing: offset)
            guard code.isCode(line, offset - text.lineRange(line).lowerBound) else { continue }
            return (offset, code.partner(ofBracketAt: offset, on: lines))
        }
        return nil
    }

    /// Finds the bracket by the cursor and its partner for the screen (`bracketMatch`), both
    /// on `lines` (the view): the search never leaves the screen, so it costs a frame no more
    /// than the lines it shows.
    mutating func findBracketMatch(on lines: Range<Int>) {
        // Most frames' cursor is by no bracket, and then no code is read (`readCode` brings the
        // highlighting up to date and copies the text).
        guard lines.contains(cursorLine), !brackets(near: cursor, rules: structureRules).isEmpty else { return bracketMatch = [] }
        let found = readCode { document, code in document.bracketPair(&code, near: document.cursor, on: lines) }
        bracketMatch = found.flatMap { pair in pair.partner.map { [pair.bracket, $0] } } ?? []
    }

    /// The offsets of `offset` and the one before it that hold a bracket of `rules`, in that order.
    private func brackets(near offset: Int, rules: LanguageRules) -> [Int] {
        [offset, offset - 1].filter { offset in
            offset >= 0 && offset < text.count && (rules.closer(of: text.bytes[offset]) != nil || rules.opener(of: text.bytes[offset]) != nil)
        }
    }
}
