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
        for offset in [offset, offset - 1] where offset >= 0 && offset < text.count {
            let byte = text.bytes[offset]
            guard code.rules.closer(of: byte) != nil || code.rules.opener(of: byte) != nil else { continue }
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
        guard lines.contains(cursorLine), isBracket(near: cursor) else { return bracketMatch = [] }
        let found = readCode { document, code in document.bracketPair(&code, near: document.cursor, on: lines) }
        bracketMatch = found.flatMap { pair in pair.partner.map { [pair.bracket, $0] } } ?? []
    }

    /// Whether the byte at `offset` or just before it is a bracket at all: most frames' cursor is
    /// by none, and then the frame reads no code (`readCode` brings the highlighting up to date
    /// and copies what it reads).
    private func isBracket(near offset: Int) -> Bool {
        let rules = structureRules
        func isBracket(_ offset: Int) -> Bool {
            guard offset >= 0 && offset < text.count else { return false }
            return rules.closer(of: text.bytes[offset]) != nil || rules.opener(of: text.bytes[offset]) != nil
        }
        return isBracket(offset) || isBracket(offset - 1)
    }
}
