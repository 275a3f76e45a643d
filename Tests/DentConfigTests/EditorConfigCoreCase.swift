import Testing

/// One case of editorconfig-core-test: a core reads `file` (searched for under that name, as
/// `editorconfig -f file` does) for the file at `path` below the file's folder and must print
/// exactly the `expected` lines, in any order (the suite's multi-line cases sort the output).
struct EditorConfigCoreCase: Sendable, CustomTestStringConvertible {
    let name: String
    let file: String
    let path: String
    let expected: [String]

    init(_ name: String, _ file: String, _ path: String, _ expected: String...) {
        self.name = name
        self.file = file
        self.path = path
        self.expected = expected
    }

    var testDescription: String { name }

    /// The folder the case runs in: `/ect/<suite folder>`, like the suite's source folder.
    var directory: String {
        "/ect/" + (file.split(separator: "/").first.map(String.init) ?? "")
    }
}
