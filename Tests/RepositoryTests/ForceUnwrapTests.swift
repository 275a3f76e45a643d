import DentTestSupport
import Testing

/// No force-unwraps outside tests (the project's rule): a postfix `!` on a value, `try!` or
/// `as!` in Sources/, read with comments and string literals taken out. The few found before
/// this test existed are listed with their count, so none is added beside them.
@Suite struct ForceUnwrapTests {
    /// Files that had force-unwraps when this test came, and how many: each still to remove.
    static let known = ["Sources/DentFiles/CrashRescue.swift": 2, "Sources/DentSyntax/SyntaxMatcher.swift": 2,
                        "Sources/dent/main.swift": 1]

    /// `source` without its comments and the insides of its string literals (a `!` in either is
    /// no force-unwrap): each is replaced by a blank, so lines keep their numbers.
    static func code(_ source: String) -> [Character] {
        var out: [Character] = []
        var characters = Array(source)[...]
        func skip(until end: String) {
            let end = Array(end)
            while !characters.isEmpty, !characters.starts(with: end) {
                if characters.first == "\\" { characters.removeFirst() }
                if let character = characters.popFirst(), character == "\n" { out.append("\n") }
            }
            characters = characters.dropFirst(end.count)
            out.append(" ")
        }
        while let character = characters.first {
            if characters.starts(with: ["/", "/"]) {
                skip(until: "\n")
                out.append("\n")
            } else if characters.starts(with: ["/", "*"]) {
                characters.removeFirst(2)
                skip(until: "*/")
            } else if characters.starts(with: ["\"", "\"", "\""]) {
                characters.removeFirst(3)
                skip(until: "\"\"\"")
            } else if character == "\"" {
                characters.removeFirst()
                skip(until: "\"")
            } else {
                out.append(character)
                characters.removeFirst()
            }
        }
        return out
    }

    /// The force-unwraps of `source`: a `!` right after a name, `)`, `]` or `?`'s operand that is
    /// no `!=`, and `try!`, `as!`.
    static func forceUnwraps(in source: String) -> Int {
        let code = code(source)
        var count = 0
        for index in code.indices.dropFirst() where code[index] == "!" {
            let before = code[index - 1]
            let after = index + 1 < code.count ? code[index + 1] : " "
            guard after != "=", before.isLetter || before.isNumber || before == "_" || before == ")" || before == "]" else { continue }
            count += 1
        }
        return count
    }

    @Test func theReaderFindsForceUnwrapsAndNothingElse() {
        #expect(Self.forceUnwraps(in: "let a = b!.c; let d = e()!; let f = g[0]!\n") == 3)
        #expect(Self.forceUnwraps(in: "let x = try! y(); let z = w as! Int\n") == 2)
        #expect(Self.forceUnwraps(in: "if !a, b != c, !(d) { print(\"hi!\") } // really!\n/* no! */ let s = \"\"\"\nyes!\n\"\"\"\n") == 0)
        #expect(Self.forceUnwraps(in: "let s = \"a\\\"b!\" + c!\n") == 1)
    }

    @Test func sourcesHaveNoForceUnwraps() throws {
        let root = TextFile.repositoryPath("Sources")
        let files = PackageDependencyTests.swiftFiles(under: root)
        try #require(files.count > 50, "no sources found under \(root)")
        var found: [String] = []
        for path in files.sorted() {
            let name = "Sources" + path.dropFirst(root.count)
            let count = Self.forceUnwraps(in: try #require(TextFile.read(path)))
            if count > Self.known[name, default: 0] { found.append("\(name): \(count)") }
        }
        #expect(found.isEmpty, "force-unwraps outside tests: \(found.joined(separator: ", "))")
    }
}
