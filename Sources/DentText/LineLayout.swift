/// One line of text cut into the glyphs a terminal shows: grapheme clusters, tabs expanded to
/// the next tab stop, control characters as `^X`, invalid bytes one by one.
///
/// Built only for lines on screen or under the cursor; hot paths stay on bytes.
public struct LineLayout: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case text(String)
        case tab
        case control(UInt8)
        case invalid(UInt8)
    }

    public struct Glyph: Sendable, Equatable {
        /// The bytes of the glyph, relative to the start of the line.
        public var bytes: Range<Int>
        /// The display column where the glyph starts.
        public var column: Int
        public var width: Int
        public var kind: Kind
    }

    public private(set) var glyphs: [Glyph] = []
    /// Display width of the whole line.
    public private(set) var width = 0
    /// Byte length of the line.
    public let byteCount: Int

    public init(_ bytes: [UInt8], tabWidth: Int) {
        byteCount = bytes.count
        var index = 0
        while index < bytes.count {
            let end = LineLayout.validRunEnd(bytes, from: index)
            if end > index {
                appendText(bytes[index..<end], at: index, tabWidth: tabWidth)
                index = end
            } else {
                append(bytes: index..<(index + 1), width: 1, kind: .invalid(bytes[index]))
                index += 1
            }
        }
    }

    /// The end of the run of well-formed UTF-8 that starts at `start`.
    private static func validRunEnd(_ bytes: [UInt8], from start: Int) -> Int {
        var parser = Unicode.UTF8.ForwardParser()
        var input = bytes[start...].makeIterator()
        var end = start
        while case .valid(let encoded) = parser.parseScalar(from: &input) { end += encoded.count }
        return end
    }

    private mutating func appendText(_ run: ArraySlice<UInt8>, at start: Int, tabWidth: Int) {
        var offset = start
        for character in String(decoding: run, as: UTF8.self) {
            let length = character.utf8.count
            let range = offset..<(offset + length)
            offset += length
            if length == 1, let byte = character.utf8.first, byte < 0x20 || byte == 0x7F {
                if byte == UInt8(ascii: "\t") {
                    append(bytes: range, width: tabWidth - width % Swift.max(tabWidth, 1), kind: .tab)
                } else {
                    append(bytes: range, width: 2, kind: .control(byte))
                }
            } else {
                append(bytes: range, width: DisplayWidth.of(character), kind: .text(String(character)))
            }
        }
    }

    private mutating func append(bytes: Range<Int>, width: Int, kind: Kind) {
        glyphs.append(Glyph(bytes: bytes, column: self.width, width: width, kind: kind))
        self.width += width
    }

    /// The display column of the glyph that starts at byte `offset` (the line's width at its end).
    public func column(ofByte offset: Int) -> Int {
        guard let index = glyphIndex(atByte: offset) else { return width }
        return glyphs[index].column
    }

    /// The byte offset of the glyph boundary closest to `column`, never past it.
    public func byteOffset(atColumn column: Int) -> Int {
        for glyph in glyphs where glyph.column + glyph.width > column {
            return glyph.bytes.lowerBound
        }
        return byteCount
    }

    /// The glyph boundary after `offset`.
    public func boundary(after offset: Int) -> Int {
        guard let index = glyphIndex(atByte: offset) else { return byteCount }
        return glyphs[index].bytes.upperBound
    }

    /// The glyph boundary before `offset`.
    public func boundary(before offset: Int) -> Int {
        guard offset > 0 else { return 0 }
        let index = glyphIndex(atByte: offset) ?? glyphs.count
        return glyphs[Swift.max(index - 1, 0)].bytes.lowerBound
    }

    /// Index of the glyph containing byte `offset`, by binary search.
    private func glyphIndex(atByte offset: Int) -> Int? {
        var low = 0
        var high = glyphs.count - 1
        while low <= high {
            let mid = (low + high) / 2
            let range = glyphs[mid].bytes
            if offset < range.lowerBound {
                high = mid - 1
            } else if offset >= range.upperBound {
                low = mid + 1
            } else {
                return mid
            }
        }
        return nil
    }
}
