import DentConfig
import DentText

/// A `/` typed after a block comment's continued ` * ` closes the comment: the line becomes
/// ` */`, as vim's `comments` end part (`ex:*/`, `:help format-comments`) makes it.
extension Document {
    /// Types `byte` as the end of the block comment whose continued ` * ` is just before the
    /// cursor, in place of the blank after the `*`; false (nothing done) anywhere else.
    mutating func closeCommentLeader(_ byte: UInt8) -> Bool {
        guard byte == UInt8(ascii: "/"), selection == nil, structureRules.blockComment == LanguageRules.BlockComment("/*", "*/") else { return false }
        let line = cursorLine
        let range = text.lineRange(line)
        let before = text.bytes.bytes(in: range.lowerBound..<cursor).drop { isBlank($0) }
        guard before.elementsEqual([UInt8(ascii: "*"), 0x20]), text.bytes.bytes(in: cursor..<range.upperBound).allSatisfy(isBlank) else {
            return false
        }
        let star = cursor - 2 - range.lowerBound
        guard readCode({ _, code in !code.isCode(line, star) }) else { return false }
        replace((cursor - 1)..<cursor, with: [byte], cursorAfter: cursor, kind: .typing)
        return true
    }
}
