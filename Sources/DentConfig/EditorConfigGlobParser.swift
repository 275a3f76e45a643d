/// Turns a section name into `GlobNode`s, following the EditorConfig specification's table of
/// special characters and the core tests where the table is silent.
///
/// Everything that does not form a complete construct is literal text: a `[` with no `]`, a `{`
/// with no matching `}`, a `{single}` or `{}` brace pair (core tests `braces_single_choice`,
/// `braces_empty_choice`), and a lone `\` at the end.
struct GlobParser {
    let scalars: [Unicode.Scalar]
    /// True once a `/` outside square brackets has been read: such a glob is relative to the
    /// `.editorconfig`'s folder, any other may match at any level below it.
    private(set) var hasSeparator = false

    init(_ pattern: String) {
        scalars = Array(pattern.unicodeScalars)
    }

    /// Parses the whole pattern.
    mutating func parse() -> [GlobNode] { parse(0..<scalars.count) }

    /// Parses `range` of the pattern as one sequence.
    mutating func parse(_ range: Range<Int>) -> [GlobNode] {
        var nodes: [GlobNode] = []
        var index = range.lowerBound
        while index < range.upperBound {
            let (parsed, next) = parseOne(at: index, end: range.upperBound)
            nodes += parsed
            index = next
        }
        return nodes
    }

    /// The node(s) starting at `index`, and the index after them.
    private mutating func parseOne(at index: Int, end: Int) -> ([GlobNode], Int) {
        switch scalars[index] {
        case "\\":
            // "The backslash character can be used to escape a character."
            guard index + 1 < end else { return ([.literal("\\")], index + 1) }
            return ([.literal(scalars[index + 1])], index + 2)
        case "*": return parseStars(at: index, end: end)
        case "?": return ([.anyScalar], index + 1)
        case "[": return parseBracket(at: index, end: end)
        case "{": return parseBrace(at: index, end: end)
        case "/":
            hasSeparator = true
            return ([.literal("/")], index + 1)
        default: return ([.literal(scalars[index])], index + 1)
        }
    }

    /// `*`, `**`, or `**/` at the start of a segment (which may match no directory at all).
    private mutating func parseStars(at index: Int, end: Int) -> ([GlobNode], Int) {
        var next = index
        while next < end, scalars[next] == "*" { next += 1 }
        guard next - index >= 2 else { return ([.star], next) }
        let atSegmentStart = index == 0 || scalars[index - 1] == "/"
        if atSegmentStart, next < end, scalars[next] == "/" {
            hasSeparator = true
            return ([.directories], next + 1)
        }
        return ([.globstar], next)
    }

    /// The index just past the escape at `index` if there is one, else `index + 1`.
    func skipping(_ index: Int, end: Int) -> Int {
        scalars[index] == "\\" && index + 1 < end ? index + 2 : index + 1
    }
}
