/// The start of a file, as the language guess looks at it: GIO sniffs the first 4 KiB for a
/// content type (`g_content_type_guess`), and dent reads no more for its own clues (a `#!`
/// line, a modeline, `<?xml`, what a `.h` file's declarations look like).
public struct FileStart: Sendable, Equatable {
    /// How many bytes of a file the guess looks at.
    public static let length = 4096
    /// How many lines vim reads modelines from (its `modelines` default).
    static let modelineLines = 5

    public let bytes: ArraySlice<UInt8>

    /// At most `length` bytes of `bytes`; a UTF-8 byte order mark is skipped.
    public init<C: Collection<UInt8>>(_ bytes: C) {
        var start = Array(bytes.prefix(Self.length))[...]
        if start.starts(with: [0xEF, 0xBB, 0xBF]) { start = start.dropFirst(3) }
        self.bytes = start
    }

    /// The first `count` lines, without their line endings (a last line cut by `length`
    /// included).
    func lines(_ count: Int) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        var rest = bytes
        while lines.count < count, !rest.isEmpty {
            let end = rest.firstIndex(of: 0x0A) ?? rest.endIndex
            var line = rest[rest.startIndex..<end]
            if line.last == 0x0D { line = line.dropLast() }
            lines.append(line)
            rest = end < rest.endIndex ? rest[(end + 1)...] : []
        }
        return lines
    }

    var firstLine: ArraySlice<UInt8> { lines(1).first ?? [] }

    /// The first byte that is not a blank or a line end.
    var firstVisibleByte: UInt8? { bytes.first { !Self.isBlank($0) && $0 != 0x0A && $0 != 0x0D } }

    static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }

    static func text(_ bytes: ArraySlice<UInt8>) -> String { String(decoding: bytes, as: UTF8.self) }
}
