import DentText

/// The names the status line gives a file and its language (issue 51, items 13 and 15).
extension Editor {
    /// What an unnamed file without a title is called, as nano's "New Buffer".
    public static let unnamedName = "New file"

    /// The file's name with as many of the folders above it as it takes to tell it from every
    /// other open file (`a/main.go`, `b/main.go`), its title when it has no path ("Output of
    /// make"), or "New file".
    public func statusName(of document: Document) -> String {
        let path = document.path
        guard !path.isEmpty else { return document.title.map(PathBytes.shown) ?? Editor.unnamedName }
        // By index: `for file in files` would copy each open file's whole state for one field.
        let others = files.indices.map { files[$0].document.path }.filter { !$0.isEmpty && $0 != path }
        return PathBytes.shown(Editor.shortestUniqueSuffix(of: path, among: others))
    }

    /// The last components of `path`, as few as tell it from every path of `others` (all of it
    /// when none do): `b/main.go` beside `a/main.go`.
    static func shortestUniqueSuffix(of path: String, among others: [String]) -> String {
        // The status line asks on every frame, and most of the time no other file has this
        // name: then no path is cut into its components.
        let name = lastComponent(of: path)
        guard others.contains(where: { lastComponent(of: $0) == name }) else { return name.isEmpty ? path : String(name) }
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        let rivals = others.map { $0.split(separator: "/", omittingEmptySubsequences: true) }
            .filter { $0.last == parts.last }
        guard parts.count > 1 else { return parts.last.map(String.init) ?? path }
        for count in 2...parts.count where rivals.allSatisfy({ !$0.suffix(count).elementsEqual(parts.suffix(count)) }) {
            return parts.suffix(count).joined(separator: "/")
        }
        return path
    }

    /// The last non-empty component of `path` (`c` of `a/b/c/`), or "" when it has none.
    private static func lastComponent(of path: String) -> Substring {
        var trimmed = path[...]
        while trimmed.utf8.last == UInt8(ascii: "/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.utf8.lastIndex(of: UInt8(ascii: "/")) else { return trimmed }
        return trimmed[trimmed.utf8.index(after: slash)...]
    }

    /// The name of the file's language as Set language lists it ("Python 3", "C++ header"), or
    /// "Plain text" when it is not highlighted.
    public func languageName(of document: Document) -> String {
        guard let id = document.language else { return "Plain text" }
        return languages.first { $0.id == id }?.name ?? id
    }
}
