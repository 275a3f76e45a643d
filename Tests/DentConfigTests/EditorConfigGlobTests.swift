import DentConfig
import Testing

/// Edge cases of the glob matcher beyond the core tests, each from the EditorConfig
/// specification's "Glob Expressions" table or from a question the table leaves open.
@Suite struct EditorConfigGlobTests {
    /// The paths `glob` should match and should not, as a list of the wrong answers.
    private func wrong(_ glob: String, _ yes: [String], _ no: [String] = []) -> [String] {
        let compiled = EditorConfigGlob(glob)
        return yes.filter { !compiled.matches($0) }.map { "\(glob) should match \($0)" }
            + no.filter { compiled.matches($0) }.map { "\(glob) should not match \($0)" }
    }

    @Test func aGlobWithASlashIsAnchoredAndOneWithoutMatchesAtAnyLevel() {
        #expect(!EditorConfigGlob("*.c").isAnchored)
        #expect(EditorConfigGlob("src/*.c").isAnchored)
        #expect(EditorConfigGlob("/a.c").isAnchored)
        #expect(EditorConfigGlob("**/a.c").isAnchored)
        #expect(!EditorConfigGlob("ab[e/]cd").isAnchored, "a slash inside brackets does not count")
        #expect(!EditorConfigGlob(#"a\/b"#).isAnchored, "an escaped slash is not a separator either")
        #expect(wrong("*.c", ["a.c", "x/a.c", "x/y/a.c"], ["a.h", "a.c/x"]) == [])
        #expect(wrong("src/*.c", ["src/a.c"], ["x/src/a.c", "src/x/a.c"]) == [])
        // "the globs `/subdir/*.c` and `subdir/*.c` must yield the same result".
        #expect(wrong("/src/*.c", ["src/a.c"], ["x/src/a.c"]) == [])
        #expect(wrong("/a.c", ["a.c"], ["x/a.c"]) == [])
        // "a section name ending with `/` does not match any file".
        #expect(wrong("src/", [], ["src", "src/a"]) == [])
    }

    @Test func starsQuestionMarksAndBracketsNeverCrossASlash() {
        #expect(wrong("a*", ["a", "abc", "a.b"], ["a/b"]) == [])
        #expect(wrong("a?c", ["abc"], ["a/c", "ac"]) == [])
        #expect(wrong("a[!x]c", ["abc"], ["a/c", "axc"]) == [])
        #expect(wrong("x/[/]", ["x/[/]"], ["x//"]) == [], "a pair holding a slash is literal text")
    }

    @Test func doubleStarsCrossSlashesAndMayMatchNoDirectoryAtTheStartOfASegment() {
        #expect(wrong("**/z.c", ["z.c", "a/z.c", "a/b/z.c"], ["zz.c", "a/zz.c"]) == [])
        #expect(wrong("a/**/b/**/c", ["a/b/c", "a/x/b/c", "a/b/y/c", "a/x/y/b/z/w/c"], ["a/bc", "a/b/cc"]) == [])
        #expect(wrong("docs/**", ["docs/a", "docs/x/y.md"], ["docs", "lib/docs/a"]) == [])
        #expect(wrong("a**", ["a", "a/b/c", "b/a"], ["b/x"]) == [], "no slash: matches below too")
        #expect(wrong("***.c", ["a.c", "x/y.c"]) == [], "three stars are a double star")
    }

    @Test func bracketsTakeRangesNegationAndEscapes() {
        #expect(wrong("[a-c]", ["a", "b", "c"], ["d", "-"]) == [])
        #expect(wrong(#"[a\-c]"#, ["a", "-", "c"], ["b"]) == [], "an escaped dash is not a range")
        #expect(wrong("[ac-]", ["a", "c", "-"], ["b"]) == [], "a dash at the end is plain")
        #expect(wrong("[!a-c]", ["d", "-"], ["a", "b"]) == [])
        #expect(wrong("[[a-b]", ["[", "a", "b"], ["c", "]"]) == [])
        #expect(wrong("[ab*c{1..2}]", ["*", "{", ".", "}"], ["x", "3"]) == [], "specials are literal inside")
        #expect(wrong("[z-a]x", [], ["ax", "zx", "mx"]) == [], "a reversed range matches nothing")
        #expect(wrong("[]", ["[]"], ["]"]) == [], "an empty pair is text")
        #expect(wrong("[", ["["]) == [])
        #expect(wrong("a[b", ["a[b"], ["ab"]) == [])
        #expect(wrong("[a-\u{1F600}]", ["a", "\u{1F600}", "中"], [" "]) == [])
    }

    @Test func bracesChooseNestAndKeepEmptyAlternatives() {
        #expect(wrong("{a,b}{c,d}", ["ac", "ad", "bc", "bd"], ["ab", "a", "{a,b}{c,d}"]) == [])
        #expect(wrong("x{,y}.c", ["x.c", "xy.c"], ["x,y.c"]) == [])
        #expect(wrong("{a,{b,{c,d}}}", ["a", "b", "c", "d"], ["{c,d}"]) == [])
        #expect(wrong("{src,lib}/*.c", ["src/a.c", "lib/a.c"], ["x/src/a.c"]) == [], "a slash in braces anchors")
        #expect(wrong("}{", ["}{"]) == [])
        #expect(wrong(#"\{a,b\}"#, ["{a,b}"], ["a", "b"]) == [])
        #expect(wrong("{a*,b}", ["abc", "b"], ["bc"]) == [])
    }

    @Test func numberRangesTakeSignedIntegersWithoutLeadingZeros() {
        #expect(wrong("{-5..5}", ["-5", "-1", "0", "1", "5"], ["-6", "6", "05", "00", "-0", "+1", "-", ""]) == [])
        #expect(wrong("{-10..-2}", ["-10", "-2", "-5"], ["-1", "-11", "2", "0"]) == [])
        #expect(wrong("f{1..3}.txt", ["f1.txt", "f2.txt", "f3.txt"], ["f0.txt", "f4.txt", "f01.txt", "f.txt"]) == [])
        #expect(wrong("{1..999999999}", ["1", "999999999"], ["1000000000", "0"]) == [])
        #expect(wrong("{-9223372036854775808..9223372036854775807}",
                      ["-9223372036854775808", "0", "9223372036854775807"],
                      ["9223372036854775808", "-9223372036854775809", "99999999999999999999"]) == [])
        // "num1 is required to be less than num2": other pairs are plain text, like words.
        #expect(wrong("{3..3}", ["{3..3}"], ["3"]) == [])
        #expect(wrong("{5..1}", ["{5..1}"], ["1", "3"]) == [])
        #expect(wrong("{+1..3}", ["{+1..3}"], ["1", "2"]) == [])
        #expect(wrong("{1..99999999999999999999}", ["{1..99999999999999999999}"], ["1"]) == [], "too big to read")
    }

    @Test func backslashEscapesTheNextCharacterAndIsTextAtTheEnd() {
        #expect(wrong(#"\*.c"#, ["*.c"], ["a.c"]) == [])
        #expect(wrong(#"a\?"#, ["a?"], ["ab"]) == [])
        #expect(wrong(#"a\"#, [#"a\"#], ["a"]) == [])
        #expect(wrong(#"\[ab]"#, ["[ab]"], ["a"]) == [])
    }

    @Test func hostileGlobsTakeLinearTime() {
        let path = String(repeating: "a", count: 2000)
        let hostile: [(String, Bool)] = [
            (String(repeating: "*a", count: 150) + "b", false),
            (String(repeating: "*", count: 300), true),
            (String(repeating: "{a,b}", count: 150), false),
            (String(repeating: "**/", count: 150) + "x", false),
            (String(repeating: "{a,b}", count: 150) + "*", true),
        ]
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            for (glob, expected) in hostile {
                #expect(EditorConfigGlob(glob).matches(path) == expected, "\(glob.prefix(12))")
            }
        }
        // A backtracking matcher does not finish these; this one reads each character once per
        // live state (about 0.6 µs each in a debug build). The bound is loose: the machine is shared.
        #expect(elapsed < .seconds(20))
    }
}
