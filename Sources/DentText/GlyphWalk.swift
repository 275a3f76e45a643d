/// One glyph of a line met while walking: its bytes and whether it belongs to a word.
struct WalkedGlyph: Equatable {
    var range: Range<Int>
    var isWord: Bool
}

/// Walks the glyphs of one line of a gap buffer from a glyph boundary, forwards or backwards
/// (one direction per walk), reading bytes through the gap without copying the line.
///
/// Hot paths stay on bytes (iterating `Character`s is far slower, as `Graphemes` says): between
/// two ASCII bytes there is always a grapheme boundary (UAX #29: no ASCII character extends,
/// joins or is Prepend, and LF never occurs inside a line), so ASCII text is stepped a byte at a
/// time, and only a window around non-ASCII bytes, from one such safe boundary to the next, is
/// decoded into `Character`s.
struct GlyphWalk {
    let bytes: GapBuffer
    /// The line's content: the walk never leaves it.
    let bounds: Range<Int>
    private(set) var position: Int
    /// Decoded glyphs of the current window not yet returned, in walking order reversed.
    private var pending: [WalkedGlyph] = []

    init(_ bytes: GapBuffer, line bounds: Range<Int>, from position: Int) {
        self.bytes = bytes
        self.bounds = bounds
        self.position = Swift.min(Swift.max(position, bounds.lowerBound), bounds.upperBound)
    }

    /// The glyph after the walk's position, stepping over it; nil at the line's end.
    mutating func forward() -> WalkedGlyph? {
        if let glyph = pending.popLast() { return glyph }
        guard position < bounds.upperBound else { return nil }
        let byte = bytes[position]
        if byte < 0x80 && isSafeBoundary(position + 1) {
            position += 1
            return WalkedGlyph(range: (position - 1)..<position, isWord: Graphemes.isWord(byte: byte))
        }
        var end = position + 1
        while !isSafeBoundary(end) { end += 1 }
        pending = Array(decode(position..<end).reversed())
        position = end
        return pending.popLast()
    }

    /// The glyph before the walk's position, stepping back over it; nil at the line's start.
    mutating func backward() -> WalkedGlyph? {
        if let glyph = pending.popLast() { return glyph }
        guard position > bounds.lowerBound else { return nil }
        let byte = bytes[position - 1]
        if byte < 0x80 && isSafeBoundary(position - 1) {
            position -= 1
            return WalkedGlyph(range: position..<(position + 1), isWord: Graphemes.isWord(byte: byte))
        }
        var start = position - 1
        while !isSafeBoundary(start) { start -= 1 }
        pending = decode(start..<position)
        position = start
        return pending.popLast()
    }

    /// True where a glyph boundary is certain without decoding: the line's ends, and before an
    /// ASCII byte that does not follow a Prepend character.
    private func isSafeBoundary(_ offset: Int) -> Bool {
        if offset <= bounds.lowerBound || offset >= bounds.upperBound { return true }
        guard bytes[offset] < 0x80 else { return false }
        return bytes[offset - 1] < 0x80 || !endsWithPrepend(offset)
    }

    /// True when the scalar that ends just before `offset` is Grapheme_Cluster_Break=Prepend.
    private func endsWithPrepend(_ offset: Int) -> Bool {
        var lead = offset - 1
        while lead > Swift.max(bounds.lowerBound, offset - 4) && bytes[lead] & 0xC0 == 0x80 { lead -= 1 }
        var parser = Unicode.UTF8.ForwardParser()
        var input = bytes.bytes(in: lead..<offset).makeIterator()
        guard case .valid(let encoded) = parser.parseScalar(from: &input), encoded.count == offset - lead else {
            return false
        }
        return WidthTable.contains(WidthTable.prepend, UTF8.decode(encoded).value)
    }

    /// The glyphs of `window`, which starts and ends on glyph boundaries.
    private func decode(_ window: Range<Int>) -> [WalkedGlyph] {
        var glyphs: [WalkedGlyph] = []
        let shift = window.lowerBound
        Graphemes.forEach(in: bytes.bytes(in: window)[...]) { range, character in
            glyphs.append(WalkedGlyph(
                range: (range.lowerBound + shift)..<(range.upperBound + shift),
                isWord: character.map(Graphemes.isWord) ?? false))
        }
        return glyphs
    }
}
