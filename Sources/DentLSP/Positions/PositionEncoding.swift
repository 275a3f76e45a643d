/// What an LSP position's `character` counts (LSP 3.17, "Position", `PositionEncodingKind`).
///
/// dent's text is bytes and a line's characters are counted from them: a well-formed UTF-8
/// sequence (Unicode table 3-7) is one code point, and every other byte is one character of
/// its own, U+FFFD, as `SentText` sends it. A character is then 1 to 4 UTF-8 units (3 for
/// U+FFFD), 1 UTF-16 unit or 2 (a 4-byte sequence, beyond the BMP, is a surrogate pair), and
/// always 1 UTF-32 unit.
public enum PositionEncoding: String, Sendable, CaseIterable {
    case utf8 = "utf-8"
    case utf16 = "utf-16"
    case utf32 = "utf-32"

    /// The encodings dent offers in `general.positionEncodings`, most preferred first: UTF-8
    /// counts dent's own bytes; UTF-16, which every server supports, last.
    public static let offered: [PositionEncoding] = [.utf8, .utf32, .utf16]

    /// `offered` as the capability's JSON array.
    public static var offeredJSON: JSONValue { .array(offered.map { .string($0.rawValue) }) }

    /// The encoding a server chose: its initialize result's `capabilities.positionEncoding`
    /// (`serverCapabilities` is that `capabilities` object). Absent, it is UTF-16 (LSP 3.17,
    /// "Text Documents"); a value dent did not offer is a server's fault, read as UTF-16 too,
    /// the one encoding every server must support.
    public init(serverCapabilities: JSONValue?) {
        let chosen = serverCapabilities?["positionEncoding"]?.string.flatMap(PositionEncoding.init(rawValue:))
        self = chosen ?? .utf16
    }

    /// The units of this encoding in a character whose well-formed UTF-8 sequence is
    /// `sequenceLength` bytes long, or 0 for a byte that is not UTF-8 (sent as U+FFFD).
    @inline(__always)
    func units(sequenceLength: Int) -> Int {
        switch self {
        case .utf8: sequenceLength == 0 ? 3 : sequenceLength
        case .utf16: sequenceLength == 4 ? 2 : 1
        case .utf32: 1
        }
    }
}
