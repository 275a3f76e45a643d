/// Line splitting and trimming for `.editorconfig` text, done on Unicode scalars.
///
/// Swift's `Character` view joins "\r\n" into one character, so splitting a `String` on "\n" would
/// miss CRLF line ends; the EditorConfig specification allows both LF and CRLF ("File Format").
enum EditorConfigText {
    typealias Scalars = Substring.UnicodeScalarView

    /// The lines of `text`, split at LF, without a leading byte order mark (core test `bom_at_head`).
    static func lines(_ text: String) -> [Scalars] {
        var scalars = Substring(text).unicodeScalars
        if scalars.first == "\u{FEFF}" { scalars = scalars.dropFirst() }
        return scalars.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// `scalars` without leading and trailing whitespace ("Remove all leading and trailing
    /// whitespace", File Format). The set is the C library's `isspace`, as core-c uses, so the CR
    /// of a CRLF line end goes too.
    static func trimmed(_ scalars: Scalars) -> Scalars {
        guard let first = scalars.firstIndex(where: { !isSpace($0) }),
              let last = scalars.lastIndex(where: { !isSpace($0) })
        else { return scalars[scalars.endIndex...] }
        return scalars[first...last]
    }

    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D: true
        default: false
        }
    }

    static func string(_ scalars: Scalars) -> String { String(Substring(scalars)) }
}
