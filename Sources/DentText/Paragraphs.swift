/// Where paragraphs start and end, for justify: a paragraph is a run of lines with text after
/// their prefix and the same marker (with the same indentation before it, when there is one).
/// Lines with nothing after their prefix (a blank line, a lone `//` or ` *`) separate them, and
/// a list item (`- `, `+ `, `• `, `1. `, `2) `) starts a new one, as nano and vim's `gq` with
/// `formatoptions+=n` keep items apart.
public enum Paragraphs {
    /// True when `line` has nothing after its prefix: it separates paragraphs.
    public static func isSeparator(_ line: [UInt8]) -> Bool {
        LinePrefix(of: line).length == line.count
    }

    /// True when `next` continues the paragraph whose line before it is `previous`.
    public static func continues(_ previous: [UInt8], with next: [UInt8]) -> Bool {
        guard !isSeparator(previous), !isSeparator(next) else { return false }
        let (above, below) = (LinePrefix(of: previous), LinePrefix(of: next))
        guard above.marker == below.marker else { return false }
        if !above.marker.isEmpty && above.indentation != below.indentation { return false }
        return listItemLength(next[below.length...]) == nil
    }

    /// The paragraphs among `lines`, as index ranges, in order; separators belong to none.
    public static func ranges(in lines: [[UInt8]]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start: Int?
        for (index, line) in lines.enumerated() {
            if let open = start, !continues(lines[index - 1], with: line) {
                ranges.append(open..<index)
                start = nil
            }
            if start == nil, !isSeparator(line) { start = index }
        }
        if let start { ranges.append(start..<lines.count) }
        return ranges
    }

    /// Bytes of the list marker and the blanks after it at the start of `content`, or nil when
    /// it does not start a list item.
    static func listItemLength(_ content: ArraySlice<UInt8>) -> Int? {
        let bullets: [[UInt8]] = ["-", "+", "*", "•"].map { Array($0.utf8) }
        var index = content.startIndex
        if let bullet = bullets.first(where: { content.starts(with: $0) }) {
            index += bullet.count
        } else {
            let digits = content.prefix { (0x30...0x39).contains($0) }.count
            guard (1...9).contains(digits) else { return nil }
            index += digits
            guard index < content.endIndex, content[index] == UInt8(ascii: ".") || content[index] == UInt8(ascii: ")") else { return nil }
            index += 1
        }
        // A marker is followed by a blank: `-5` and `3.14` are text.
        guard index < content.endIndex, LinePrefix.isBlank(content[index]) else { return nil }
        while index < content.endIndex, LinePrefix.isBlank(content[index]) { index += 1 }
        return index - content.startIndex
    }
}
