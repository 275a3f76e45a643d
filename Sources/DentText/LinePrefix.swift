/// What justify keeps in front of every line it fills: the indentation, a comment or quote
/// marker (`//`, `#`, `--`, ` * `, `>`...) and the blanks after it. Read from bytes only, so a
/// line that is not UTF-8 has a prefix too.
public struct LinePrefix: Sendable, Equatable {
    /// Bytes of leading blanks (spaces and tabs) before the marker.
    public let indentation: Int
    /// The marker's bytes with the blanks between repeated markers left out (`> >` is `>>`),
    /// so two lines of one quote compare equal; empty when the line has none.
    public let marker: [UInt8]
    /// Bytes of the whole prefix: indentation, marker, and the blanks after the marker.
    public let length: Int

    /// The markers, longest first where one starts another. `*` counts only after indentation
    /// (` * ` continues a block comment; `* item` at the margin is a Markdown list item) and not
    /// before `/` (` */` closes the comment); `#!` is a script's first line, not a comment.
    static let markers: [[UInt8]] = ["///", "//!", "//", "--", "#", ";", "*", ">", "%"].map { Array($0.utf8) }

    /// The prefix of `line` (its content, without the line ending).
    public init(of line: some BidirectionalCollection<UInt8>) {
        let bytes = Array(line)
        var index = 0
        while index < bytes.count, LinePrefix.isBlank(bytes[index]) { index += 1 }
        indentation = index
        var marker: [UInt8] = []
        // A marker may repeat (`##`, `;;`, `>>`, `> >`, `// //`): every repetition is prefix.
        let token = index < bytes.count ? LinePrefix.marker(in: bytes, at: index, indented: index > 0) : nil
        while let token, bytes[index...].starts(with: token) {
            marker += token
            index += token.count
            while index < bytes.count, LinePrefix.isBlank(bytes[index]) { index += 1 }
        }
        self.marker = marker
        length = marker.isEmpty ? indentation : index
    }

    /// The marker of the table that starts at `index`, if any.
    private static func marker(in bytes: [UInt8], at index: Int, indented: Bool) -> [UInt8]? {
        for marker in markers where bytes[index...].starts(with: marker) {
            let next = index + marker.count < bytes.count ? bytes[index + marker.count] : nil
            switch marker {
            case [UInt8(ascii: "*")] where !indented || next == UInt8(ascii: "/"): continue
            case [UInt8(ascii: "#")] where next == UInt8(ascii: "!"): continue
            default: return marker
            }
        }
        return nil
    }

    static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
}
