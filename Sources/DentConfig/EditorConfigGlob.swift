/// A section name compiled for matching file paths (EditorConfig specification, "Glob
/// Expressions"): `*`, `**`, `?`, `[seq]`, `[!seq]`, `{s1,s2}` (nestable), `{num1..num2}` and `\`
/// escapes.
///
/// Paths are matched relative to the folder of the `.editorconfig` that holds the section. A glob
/// with a `/` outside square brackets is anchored to that folder (a leading `/` only marks it so:
/// `/subdir/*.c` and `subdir/*.c` are the same); any other glob matches a file at any level below
/// the folder, as if it began with `**/`. Matching is case-sensitive, like the file system.
public struct EditorConfigGlob: Sendable, Equatable {
    /// The section name as written.
    public let pattern: String
    /// True when the pattern names a path from the `.editorconfig`'s folder.
    public let isAnchored: Bool
    let program: GlobProgram

    public init(_ pattern: String) {
        var parser = GlobParser(pattern)
        var nodes = parser.parse()
        self.pattern = pattern
        isAnchored = parser.hasSeparator
        if isAnchored {
            if nodes.first == .literal("/") { nodes.removeFirst() }
        } else {
            nodes.insert(.directories, at: 0)
        }
        program = GlobProgram(nodes)
    }

    /// Whether the file at `relativePath` (from the `.editorconfig`'s folder, `/`-separated, no
    /// leading `/`) matches. A pattern ending in `/` matches no file.
    public func matches(_ relativePath: String) -> Bool {
        program.matches(relativePath.unicodeScalars)
    }

    func matches<Path: Collection<Unicode.Scalar>>(scalars: Path) -> Bool {
        program.matches(scalars)
    }
}
