import DentText

/// Strings and comments as typing meets them: whether a character typed at a place lands in
/// one, and where a block comment that just ended began.
extension CodeReader {
    /// Whether a character typed at `column` of `line` would be in a string or a comment:
    /// inside one of the line's text ranges, or right at the end of one that goes on there (a
    /// line comment, a string or a block comment not closed before `column`).
    mutating func isInText(_ line: Int, at column: Int) -> Bool {
        guard let range = textRanges(line).first(where: { $0.lowerBound < column && $0.upperBound >= column }) else { return false }
        guard range.upperBound == column else { return true }
        let bytes = bytes(line)
        let text = Array(bytes[range.clamped(to: 0..<bytes.count)])
        if let token = rules.lineComment, text.starts(with: Array(token.utf8)) { return true }
        if let end = rules.blockComment?.end, text.count > end.utf8.count, text.ends(with: Array(end.utf8)) { return false }
        let closedByQuote = text.count >= 2 && rules.quotes.contains(text[text.count - 1]) && text[text.count - 2] != UInt8(ascii: "\\")
        return !closedByQuote
    }

    /// The line a block comment began on, when the code before `column` of `line` ends with
    /// that comment's end (`*/` the last thing before the cursor); nil otherwise, or when its
    /// start is not within `linesAbove`.
    mutating func blockCommentStart(_ line: Int, endingBefore column: Int) -> Int? {
        guard let comment = rules.blockComment else { return nil }
        let (start, end) = (Array(comment.start.utf8), Array(comment.end.utf8))
        let (bytes, isCode) = code(line)
        let before = Array(bytes[..<Swift.min(column, bytes.count)])
        guard let last = before.lastIndex(where: { !isBlank($0) }), !isCode[last], before[...last].ends(with: end) else { return nil }
        let endStart = last + 1 - end.count
        if hasCommentToken(start, bytes: Array(bytes[..<endStart]), isCode: isCode) { return line }
        for above in linesAbove(line).lines {
            let (bytes, isCode) = code(above)
            if hasCommentToken(start, bytes: bytes, isCode: isCode) { return above }
        }
        return nil
    }

    /// Whether `token` stands in `bytes` where they are not code (a comment's own delimiter).
    private func hasCommentToken(_ token: [UInt8], bytes: [UInt8], isCode: [Bool]) -> Bool {
        guard bytes.count >= token.count else { return false }
        return (0...(bytes.count - token.count)).contains { index in
            !isCode[index] && bytes[index] == token[0] && Array(bytes[index..<(index + token.count)]) == token
        }
    }
}
