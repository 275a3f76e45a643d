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

    /// Random globs and names over a small alphabet, so stars, sets and escapes meet often.
    @Test func randomGlobsMatchAsFnmatchDoes() {
        var random = Seeded(state: 23)
        let globParts = ["a", "b", ".", "*", "?", "[ab]", "[!a]", "[a-c]", "\\*", "-", "]"]
        let nameParts = ["a", "b", "c", ".", "*", "-", "]"]
        for _ in 0..<3000 {
            let glob = (0..<Int.random(in: 0...5, using: &random)).map { _ in globParts.randomElement(using: &random)! }.joined()
            let name = (0..<Int.random(in: 0...6, using: &random)).map { _ in nameParts.randomElement(using: &random)! }.joined()
            #expect(FileGlob(glob).matches(name) == Self.fnmatches(glob, name), "\(glob) on \(name)")
        }
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

/// SplitMix64 (DentTestSupport has one, which this target does not depend on): the same
/// sequence every run, so a failure repeats.
struct Seeded: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
