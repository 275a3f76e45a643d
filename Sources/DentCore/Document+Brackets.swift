import DentText

extension Document {
    /// The offset of the bracket matching the one at the cursor (or just before it), counting
    /// nesting and skipping brackets in strings and comments (where a highlighter tells them);
    /// nil when there is none within `CodeReader.reach`.
    public mutating func matchingBracket() -> Int? {
        readCode { document, code in document.bracketPartner(&code, near: document.cursor) }
    }

    /// The partner of the bracket in code at `offset` or just before it (`matchingBracket`).
    func bracketPartner(_ code: inout CodeReader, near offset: Int) -> Int? {
        for offset in [offset, offset - 1] where offset >= 0 && offset < text.count {
            let byte = text.bytes[offset]
            guard code.rules.closer(of: byte) != nil || code.rules.opener(of: byte) != nil else { continue }
            let line = text.line(containing: offset)
            guard code.isCode(line, offset - text.lineRange(line).lowerBound) else { continue }
            return code.partner(ofBracketAt: offset)
        }
        return nil
    }
}
