import DentConfig
import Testing

/// A file's project root: the nearest folder above it with a root marker of its language.
@Suite struct ProjectRootTests {
    /// A file system holding exactly `paths`; the calls it answered, in order.
    final class Tree {
        let paths: Set<String>
        var asked: [String] = []
        init(_ paths: Set<String>) { self.paths = paths }
        func exists(_ path: String) -> Bool {
            asked.append(path)
            return paths.contains(path)
        }
    }

    static func root(_ file: String, _ language: String, in paths: Set<String>) -> String? {
        let tree = Tree(paths)
        return ProjectRoot.find(forFile: file, language: language, exists: tree.exists)
    }

    @Test func theNearestMarkedFolderIsTheRoot() {
        let tree: Set = ["/home/u/p/.git", "/home/u/p/crates/a/Cargo.toml", "/home/u/p/Cargo.toml"]
        #expect(Self.root("/home/u/p/crates/a/src/lib.rs", "rust", in: tree) == "/home/u/p/crates/a")
        #expect(Self.root("/home/u/p/build.rs", "rust", in: tree) == "/home/u/p")
        #expect(Self.root("/home/u/p/tools/x.py", "python3", in: tree) == "/home/u/p", ".git marks every language's root")
        #expect(Self.root("/home/u/p/crates/a/x.py", "python3", in: tree) == "/home/u/p", "Cargo.toml marks no Python root")
    }

    /// Each marker the issue lists marks its languages' roots.
    @Test func eachLanguageHasItsMarkers() {
        let cases: [(marker: String, languages: [String])] = [
            ("compile_commands.json", ["c", "chdr", "cpp", "cpphdr", "objc", "swift"]),
            ("Package.swift", ["swift"]),
            ("pyproject.toml", ["python3"]),
            ("setup.py", ["python3"]),
            ("go.mod", ["go"]),
            ("Cargo.toml", ["rust"]),
            (".git", ["c", "swift", "python3", "go", "rust", "toml", "cobol"]),
        ]
        for (marker, languages) in cases {
            for language in languages {
                #expect(Self.root("/w/p/src/f", language, in: ["/w/p/" + marker]) == "/w/p", "\(marker) \(language)")
            }
        }
        #expect(Self.root("/w/p/src/f", "go", in: ["/w/p/Cargo.toml"]) == nil)
    }

    @Test func noMarkerMeansNoProject() {
        #expect(Self.root("/tmp/scratch/a.py", "python3", in: []) == nil)
        #expect(Self.root("/.git-less.py", "python3", in: ["/.git"]) == nil, "the file system's root is no project's")
        #expect(Self.root("/srv/x.py", "python3", in: ["/.git"]) == nil)
    }

    /// The search asks about each folder from the file's own upward, and stops at the first
    /// marked one.
    @Test func itLooksUpwardAndStopsAtTheFirstMarker() {
        let tree = Tree(["/a/go.mod"])
        #expect(ProjectRoot.find(forFile: "/a/b/c/main.go", language: "go", exists: tree.exists) == "/a")
        let folders = tree.asked.map { String($0[..<($0.lastIndex(of: "/") ?? $0.endIndex)]) }
        #expect(folders.first == "/a/b/c")
        #expect(Array(Set(folders)).sorted() == ["/a", "/a/b", "/a/b/c"])
        #expect(tree.asked.last == "/a/go.mod")
        let twice = Tree(["/a/b/go.mod"])
        #expect(ProjectRoot.find(forFile: "/a//b/main.go", language: "go", exists: twice.exists) == "/a/b", "a doubled slash is one")
    }
}
