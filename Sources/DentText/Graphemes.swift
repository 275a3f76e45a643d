/// Cuts bytes into glyphs: the grapheme clusters of each well-formed UTF-8 run, and every byte
/// of an ill-formed sequence on its own (so no byte is ever lost or replaced by U+FFFD).
///
/// ASCII is cut a byte at a time without decoding: between two ASCII bytes there is always a
/// cluster boundary (UAX #29: no ASCII character extends, joins or is Prepend), except inside
/// CR LF. Only a run around non-ASCII bytes, up to the next such safe boundary, is decoded into
/// `Character`s: `String` iteration is far slower than bytes (docs/PERFORMANCE.md, "Figures
/// behind the code").
enum Graphemes {
    /// Calls `body` with each glyph's byte range (indices of `bytes`) and its character, or nil
    /// for an invalid byte.
    static func forEach(in bytes: ArraySlice<UInt8>, _ body: (Range<Int>, Character?) -> Void) {
        forEach(in: bytes, ascii: { index in body(index..<(index + 1), Character(Unicode.Scalar(bytes[index]))) }, body)
    }

    /// The same cut, with an ASCII byte that is a glyph of its own given to `ascii` by index, so
    /// the common case makes no `Character` at all.
    @inline(__always)
    static func forEach(in bytes: ArraySlice<UInt8>, ascii: (Int) -> Void, _ body: (Range<Int>, Character?) -> Void) {
        var index = bytes.startIndex
        while index < bytes.endIndex {
            if isSafeBoundary(bytes, index + 1) && bytes[index] < 0x80 {
                ascii(index)
                index += 1
                continue
            }
            var end = index + 1
            while !isSafeBoundary(bytes, end) { end += 1 }
            forEachDecoded(in: bytes[index..<end], body)
            index = end
        }
    }

    /// True where a cluster boundary is certain without decoding: the ends, and between two
    /// ASCII bytes that are not CR LF.
    @inline(__always)
    private static func isSafeBoundary(_ bytes: ArraySlice<UInt8>, _ offset: Int) -> Bool {
        if offset <= bytes.startIndex || offset >= bytes.endIndex { return true }
        let (before, after) = (bytes[offset - 1], bytes[offset])
        return before < 0x80 && after < 0x80 && !(before == 0x0D && after == 0x0A)
    }

    /// The slow path: decodes `run` into grapheme clusters, invalid bytes one by one.
    private static func forEachDecoded(in run: ArraySlice<UInt8>, _ body: (Range<Int>, Character?) -> Void) {
        var index = run.startIndex
        while index < run.endIndex {
            let end = validRunEnd(run, from: index)
            guard end > index else {
                body(index..<(index + 1), nil)
                index += 1
                continue
            }
            var offset = index
            for character in String(decoding: run[index..<end], as: UTF8.self) {
                let length = character.utf8.count
                body(offset..<(offset + length), character)
                offset += length
            }
            index = end
        }
    }

    /// The end of the run of well-formed UTF-8 that starts at `start`.
    static func validRunEnd(_ bytes: ArraySlice<UInt8>, from start: Int) -> Int {
        var parser = Unicode.UTF8.ForwardParser()
        var input = bytes[start...].makeIterator()
        var end = start
        while case .valid(let encoded) = parser.parseScalar(from: &input) { end += encoded.count }
        return end
    }

    /// True for the characters of words: letters, digits and underscore, by Unicode properties
    /// (`isAlphabetic` covers letters of every script, ideographs and letter numbers).
    static func isWord(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        if scalar.isASCII { return isWord(byte: UInt8(scalar.value)) }
        return scalar.properties.isAlphabetic || scalar.properties.generalCategory == .decimalNumber
    }

    /// The ASCII case of `isWord`, without decoding.
    @inline(__always)
    static func isWord(byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            true
        default: false
        }
    }
}
