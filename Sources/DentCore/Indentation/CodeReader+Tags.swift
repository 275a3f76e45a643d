import DentText

/// HTML and XML tags as the structure sees them (`LanguageRules.tags`): which element a closing
/// tag typed first on a line closes. Tags inside comments and attribute strings are no tags.
extension CodeReader {
    /// One tag in a line's code: its name (lowercased: HTML's names ignore case), whether it is
    /// a closing tag (`</p>`) or closes itself (`<x/>`), and its column.
    struct Tag {
        var name: String
        var closing: Bool
        var selfClosing: Bool
        var column: Int
    }

    /// The tags of `line`'s code (its first `reach` bytes), in order. A tag whose `>` is on a
    /// later line counts as an opening one (its `/>`, if any, is not seen from here); `<!…>`
    /// and `<?…?>` are no tags.
    mutating func tags(_ line: Int) -> [Tag] {
        let (bytes, isCode) = code(line)
        let end = bytes.count
        var tags: [Tag] = []
        var column = 0
        while column < end {
            guard bytes[column] == UInt8(ascii: "<"), isCode[column] else {
                column += 1
                continue
            }
            let start = column
            column += 1
            let closing = column < end && bytes[column] == UInt8(ascii: "/")
            if closing { column += 1 }
            let nameStart = column
            while column < end, isTagNameByte(bytes[column]) { column += 1 }
            guard column > nameStart, (bytes[nameStart] | 0x20) >= 97 && (bytes[nameStart] | 0x20) <= 122 else { continue }
            let name = String(decoding: bytes[nameStart..<column], as: UTF8.self).lowercased()
            // The tag's `>` in code, skipping quoted attribute values.
            while column < end, !(bytes[column] == UInt8(ascii: ">") && isCode[column]) { column += 1 }
            let selfClosing = column < end && bytes[column - 1] == UInt8(ascii: "/")
            tags.append(Tag(name: name, closing: closing, selfClosing: selfClosing, column: start))
        }
        return tags
    }

    /// The line of the innermost element still open above `line` (the one a closing tag typed
    /// first on `line` closes): upwards, each closing tag's element is skipped to its opening
    /// tag; void elements (`<br>`) and self-closing tags (`<x/>`) open none; an opening tag
    /// left unclosed inside a closed element (`<p>` in `<div><p>x</div>`) is passed over.
    /// Within `linesAbove`.
    mutating func openElement(above line: Int) -> Int? {
        var closed: [String] = []
        for above in linesAbove(line).lines {
            for tag in tags(above).reversed() where !tag.selfClosing && !CodeReader.voidElements.contains(tag.name) {
                if tag.closing {
                    closed.append(tag.name)
                } else if closed.isEmpty {
                    return above
                } else if let index = closed.lastIndex(of: tag.name) {
                    closed.removeSubrange(index...)
                }
            }
        }
        return nil
    }

    /// Whether `line` starts (after its indentation) with `</`, in code.
    mutating func startsWithClosingTag(_ line: Int) -> Bool {
        guard rules.tags, let first = firstCode(line), first.byte == UInt8(ascii: "<") else { return false }
        let bytes = bytes(line)
        return first.column + 1 < bytes.count && bytes[first.column + 1] == UInt8(ascii: "/")
    }
}

/// What a tag's name is made of: letters, digits, `_`, `-`, `:` (XML's namespaces), `.`.
private func isTagNameByte(_ byte: UInt8) -> Bool {
    isWordByte(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ":") || byte == UInt8(ascii: ".")
}
