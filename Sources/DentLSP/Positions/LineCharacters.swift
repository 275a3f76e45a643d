import DentText

/// Exact conversion between a byte offset in one LSP line's bytes and the LSP `character`
/// there, in any `PositionEncoding` (characters counted as `PositionEncoding` says: a byte
/// that is not UTF-8 is one U+FFFD).
///
/// Both directions clamp instead of failing, as LSP 3.17 asks of a `character` past the
/// line's end ("it defaults back to the line length"): a byte offset inside a character, or a
/// `character` inside one (the second half of a UTF-16 surrogate pair, the middle of a UTF-8
/// sequence), means that character's start; past the end means the end; below zero, the
/// start. The line's bytes leave its line break out.
public enum LineCharacters {
    /// The `character` of the byte at `offset` in `line`.
    public static func character(ofByte offset: Int, in line: UnsafeBufferPointer<UInt8>, encoding: PositionEncoding) -> Int {
        let target = min(max(offset, 0), line.count)
        var index = 0
        var units = 0
        while index < target {
            let length = sequenceLength(line, at: index)
            let next = index + max(length, 1)
            if next > target { break }
            units += encoding.units(sequenceLength: length)
            index = next
        }
        return units
    }

    /// The byte offset in `line` of `character`.
    public static func byte(ofCharacter character: Int, in line: UnsafeBufferPointer<UInt8>, encoding: PositionEncoding) -> Int {
        var index = 0
        var units = 0
        while index < line.count {
            let length = sequenceLength(line, at: index)
            units += encoding.units(sequenceLength: length)
            if units > character { break }
            index += max(length, 1)
        }
        return index
    }

    /// The length of the character at `index` (0: a byte that is not UTF-8), ASCII without a
    /// call into DentText, since most text is ASCII and a line may be megabytes long.
    @inline(__always)
    private static func sequenceLength(_ line: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        line[index] < 0x80 ? 1 : UTF8Runs.sequenceLength(line, at: index)
    }

    /// The `character` of the byte at `offset` in `line`.
    public static func character(ofByte offset: Int, in line: [UInt8], encoding: PositionEncoding) -> Int {
        line.withUnsafeBufferPointer { character(ofByte: offset, in: $0, encoding: encoding) }
    }

    /// The byte offset in `line` of `character`.
    public static func byte(ofCharacter character: Int, in line: [UInt8], encoding: PositionEncoding) -> Int {
        line.withUnsafeBufferPointer { byte(ofCharacter: character, in: $0, encoding: encoding) }
    }
}
