import Glibc
import Testing
@testable import DentSyntax

/// FileGlob against fnmatch(3) (POSIX 2.13.1, no flags), which the C library runs here on
/// ASCII (in the C locale it counts bytes, where dent counts characters: the non-ASCII cases
/// say what dent does).
@Suite struct CatalogGlobTests {
    static func fnmatches(_ glob: String, _ name: String) -> Bool { fnmatch(glob, name, 0) == 0 }

    static let cases: [(glob: String, name: String, matches: Bool)] = [
        ("*.py", "a.py", true), ("*.py", "a.pyc", false), ("*.py", ".py", true), ("*.py", "py", false),
        ("*bashrc", ".bashrc", true), ("*bashrc", "bashrc", true), ("*bashrc", "bashrc.d", false),
        ("[Mm]akefile", "Makefile", true), ("[Mm]akefile", "makefile", true), ("[Mm]akefile", "xmakefile", false),
        ("[!M]akefile", "makefile", true), ("[!M]akefile", "Makefile", false), ("[^M]x", "ax", true),
        ("CMakeLists.txt", "CMakeLists.txt", true), ("CMakeLists.txt", "cmakelists.txt", false),
        ("*.C", "a.C", true), ("*.C", "a.c", false), ("a?c", "abc", true), ("a?c", "ac", false),
        ("*.html.erb", "x.html.erb", true), ("*.erb", "x.html.erb", true), ("**.c", "x.c", true),
        ("*a*b*c", "aXbXc", true), ("*a*b*c", "aXbXcX", false), ("[a-c]*", "b1", true), ("[a-c]*", "d1", false),
        ("[]x]", "]", true), ("[]x]", "x", true), ("[a-]", "-", true), ("\\*", "*", true), ("\\*", "a", false),
        ("[abc", "[abc", true), ("*.[ch]", "x.h", true), ("*.[ch]", "x.o", false),
    ]

    @Test(arguments: cases.indices) func matchesAsFnmatchDoes(_ index: Int) {
        let (glob, name, matches) = Self.cases[index]
        #expect(Self.fnmatches(glob, name) == matches, "the table is fnmatch's: \(glob) on \(name)")
        #expect(FileGlob(glob).matches(name) == matches, "\(glob) on \(name)")
    }

    /// Every glob of up to three pieces against every name of up to three characters, over a
    /// small alphabet, so stars, sets, ranges, negations and escapes meet each other.
    @Test func everySmallGlobMatchesAsFnmatchDoes() {
        let globs = Self.words(of: ["a", ".", "*", "?", "[ab]", "[!a]", "[a-c]", "\\*", "]"], upTo: 3)
        let names = Self.words(of: ["a", "b", ".", "*", "]"], upTo: 3)
        var differences: [String] = []
        for glob in globs {
            let compiled = FileGlob(glob)
            for name in names where compiled.matches(name) != Self.fnmatches(glob, name) { differences.append("\(glob) on \(name)") }
        }
        #expect(differences.isEmpty, "\(differences.prefix(20))")
    }

    /// Every string of at most `length` pieces.
    static func words(of pieces: [String], upTo length: Int) -> [String] {
        var words = [""]
        var last = [""]
        for _ in 0..<length {
            last = last.flatMap { word in pieces.map { word + $0 } }
            words += last
        }
        return words
    }

    @Test func aCharacterIsOneCharacterBeyondASCII() {
        #expect(FileGlob("*.py").matches("ünï.py"))
        #expect(FileGlob("?.py").matches("ü.py"))
        #expect(FileGlob("[ü]").matches("ü"))
    }

    @Test func caseFoldingIsASCIIOnlyAndOptIn() {
        #expect(FileGlob("*.py").matches("A.PY", foldingCase: true))
        #expect(!FileGlob("*.py").matches("A.PY"))
        #expect(FileGlob("[m]akefile").matches("MAKEFILE", foldingCase: true))
        #expect(!FileGlob("*.é").matches("x.É", foldingCase: true))
    }

    @Test func specificityCountsLiteralCharacters() {
        #expect(FileGlob("*.html.erb").literalCount == 9)
        #expect(FileGlob("*.erb").literalCount == 4)
        #expect(FileGlob("[Mm]akefile").literalCount == 8)
        #expect(FileGlob("*").literalCount == 0)
    }

    @Test func manyStarsStayLinear() {
        let glob = FileGlob(String(repeating: "*a", count: 40) + "b")
        #expect(!glob.matches(String(repeating: "a", count: 4000)))
    }
}
