import DentText

/// The records of edits a version 3 recovery journal appends after its text, while typing goes
/// on, instead of writing the whole text again (docs/SAFETY.md, "Recovery journal"):
///
///     "+"  offset (8 bytes)  removed length (8)  inserted length (8)  inserted bytes  checksum (8)
///
/// numbers little-endian. Each record's checksum is the FNV-1a 64 of its bytes before the
/// checksum, continuing from the previous record's (the first continues from the text's own),
/// so a record torn by a crash, damaged, or left after a torn one is never taken for good:
/// reading stops at the first record that is incomplete, fails its checksum, or does not fit
/// the text it applies to, and what came before it is the recovered text.
enum JournalRecord {
    static let tag = UInt8(ascii: "+")
    /// Bytes of a record besides its inserted bytes.
    static let overhead = 1 + 8 * 4

    /// `edits` as records, continuing the checksum `previous`; the bytes and the last checksum.
    static func encode(_ edits: [LoggedEdit], after previous: UInt64) -> (bytes: [UInt8], checksum: UInt64) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(edits.reduce(0) { $0 + overhead + $1.inserted.count })
        var checksum = previous
        for edit in edits {
            let start = bytes.count
            bytes.append(tag)
            append(UInt64(edit.offset), to: &bytes)
            append(UInt64(edit.removed), to: &bytes)
            append(UInt64(edit.inserted.count), to: &bytes)
            bytes += edit.inserted
            checksum = PathHash.fnv1a(bytes[start...], from: checksum)
            append(checksum, to: &bytes)
        }
        return (bytes, checksum)
    }

    /// Replays the records in `bytes` over `buffer`, the text they follow, whose checksum is
    /// `seed`; stops at the first record that is incomplete, damaged or impossible. Returns how
    /// many were applied.
    static func replay(_ bytes: [UInt8], over buffer: inout GapBuffer, seed: UInt64) -> Int {
        var checksum = seed
        var index = 0
        var applied = 0
        while bytes.count - index >= overhead, bytes[index] == tag {
            let offset = number(bytes, at: index + 1), removed = number(bytes, at: index + 9)
            let length = number(bytes, at: index + 17)
            guard length <= UInt64(bytes.count - index - overhead), offset <= UInt64(Int.max), removed <= UInt64(Int.max)
            else { break }
            let end = index + 25 + Int(length)
            let expected = PathHash.fnv1a(bytes[index..<end], from: checksum)
            guard number(bytes, at: end) == expected else { break }
            let edit = LoggedEdit(offset: Int(offset), removed: Int(removed), inserted: Array(bytes[(index + 25)..<end]))
            guard edit.apply(to: &buffer) else { break }
            checksum = expected
            index = end + 8
            applied += 1
        }
        return applied
    }

    private static func append(_ value: UInt64, to bytes: inout [UInt8]) {
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
    }

    private static func number(_ bytes: [UInt8], at index: Int) -> UInt64 {
        (0..<8).reduce(UInt64(0)) { $0 | UInt64(bytes[index + $1]) << UInt64(8 * $1) }
    }
}
