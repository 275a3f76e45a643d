import DentLSP
import Testing

/// The results dent reads from a server's answers: ranges, locations, diagnostics, hovers.
@Suite struct ResultsTests {
    static func json(_ text: String) throws -> JSONValue { try JSONValue(parsing: Array(text.utf8)) }

    static func range(_ startLine: Int, _ startCharacter: Int, _ endLine: Int, _ endCharacter: Int) -> LSPRange {
        LSPRange(start: LSPPosition(line: startLine, character: startCharacter), end: LSPPosition(line: endLine, character: endCharacter))
    }

    static let rangeText = #"{"start":{"line":1,"character":2},"end":{"line":1,"character":5}}"#

    // MARK: Ranges

    @Test func aRangeReadsItsPositionsAndWritesThemBack() throws {
        let range = try #require(LSPRange(Self.json(Self.rangeText)))
        #expect(range.start == LSPPosition(line: 1, character: 2))
        #expect(range.end == LSPPosition(line: 1, character: 5))
        #expect(LSPRange(range.json) == range)
    }

    @Test func aMalformedRangeIsNil() throws {
        let malformed = [
            #"{"start":{"line":1,"character":2}}"#,
            #"{"end":{"line":1,"character":2}}"#,
            #"{"start":{"line":-1,"character":2},"end":{"line":1,"character":5}}"#,
            #"{"start":{"line":1,"character":2},"end":{"line":1,"character":-5}}"#,
            #"{"start":{"line":"1","character":2},"end":{"line":1,"character":5}}"#,
            #"{"start":[1,2],"end":{"line":1,"character":5}}"#,
            #"[{"line":1,"character":2},{"line":1,"character":5}]"#,
            "null",
        ]
        for text in malformed { #expect(LSPRange(try Self.json(text)) == nil, "\(text)") }
    }

    /// An end before the start is swapped, not clamped: the text between them is kept.
    @Test func aBackwardsRangeIsSwapped() throws {
        let backwards = try #require(LSPRange(Self.json(#"{"start":{"line":4,"character":1},"end":{"line":2,"character":7}}"#)))
        #expect(backwards == Self.range(2, 7, 4, 1))
        #expect(Self.range(3, 9, 3, 2).start == LSPPosition(line: 3, character: 2))
        #expect(Self.range(3, 9, 3, 2).end == LSPPosition(line: 3, character: 9))
    }

    // MARK: Locations

    @Test func oneLocationIsAListOfOne() throws {
        let result = try Self.json(#"{"uri":"file:///src/a.c","range":\#(Self.rangeText)}"#)
        #expect(ServerLocation.list(result) == [ServerLocation(uri: "file:///src/a.c", range: Self.range(1, 2, 1, 5))])
    }

    @Test func anArrayOfLocationsSkipsTheMalformedOnes() throws {
        let result = try Self.json("""
            [{"uri":"file:///a.c","range":\(Self.rangeText)},
             {"uri":7,"range":\(Self.rangeText)},
             {"uri":"","range":\(Self.rangeText)},
             {"uri":"file:///b.c"},
             {"uri":"file:///c.c","range":{"start":{"line":-3,"character":0},"end":{"line":0,"character":0}}},
             3, "file:///d.c", null, [],
             {"uri":"file:///e.c","range":{"start":{"line":9,"character":0},"end":{"line":9,"character":4}}}]
            """)
        #expect(ServerLocation.list(result).map(\.uri) == ["file:///a.c", "file:///e.c"])
        #expect(ServerLocation.list(result).last?.range == Self.range(9, 0, 9, 4))
    }

    /// A link lands on its `targetSelectionRange`, or on `targetRange` when that is missing
    /// or malformed; `originSelectionRange` is not where it goes.
    @Test func locationLinksUseTheirSelectionRangeElseTheirRange() throws {
        let result = try Self.json("""
            [{"originSelectionRange":{"start":{"line":0,"character":0},"end":{"line":0,"character":3}},
              "targetUri":"file:///a.rs",
              "targetRange":{"start":{"line":10,"character":0},"end":{"line":14,"character":1}},
              "targetSelectionRange":{"start":{"line":10,"character":3},"end":{"line":10,"character":6}}},
             {"targetUri":"file:///b.rs","targetRange":{"start":{"line":2,"character":0},"end":{"line":3,"character":0}}},
             {"targetUri":"file:///c.rs","targetRange":{"start":{"line":5,"character":0},"end":{"line":6,"character":0}},
              "targetSelectionRange":{"start":{"line":-1,"character":0}}},
             {"targetUri":null,"targetRange":\(Self.rangeText),"targetSelectionRange":\(Self.rangeText)},
             {"targetUri":"file:///d.rs"},
             {"targetUri":"file:///e.rs","uri":"file:///e.rs","range":\(Self.rangeText)}]
            """)
        #expect(ServerLocation.list(result) == [
            ServerLocation(uri: "file:///a.rs", range: Self.range(10, 3, 10, 6)),
            ServerLocation(uri: "file:///b.rs", range: Self.range(2, 0, 3, 0)),
            ServerLocation(uri: "file:///c.rs", range: Self.range(5, 0, 6, 0)),
        ])
    }

    @Test func nullAndOtherShapesAreNoLocations() throws {
        for text in ["null", "[]", "3", #""file:///a.c""#, "true", #"{"uri":"file:///a.c"}"#, "{}"] {
            #expect(ServerLocation.list(try Self.json(text)).isEmpty, "\(text)")
        }
    }

    /// A place named twice (the same URI, or one spelled with other escapes, and the same
    /// range) is kept once, where it first came.
    @Test func duplicatesAreRemovedInOrder() throws {
        let result = try Self.json("""
            [{"uri":"file:///x/b.c","range":\(Self.rangeText)},
             {"uri":"file:///x/a.c","range":\(Self.rangeText)},
             {"uri":"file:///x/b.c","range":\(Self.rangeText)},
             {"uri":"file:///x/b.c","range":{"start":{"line":1,"character":5},"end":{"line":1,"character":2}}},
             {"uri":"file:///x/b.c","range":{"start":{"line":1,"character":2},"end":{"line":1,"character":6}}},
             {"uri":"file:///x/%61.c","range":\(Self.rangeText)},
             {"uri":"jdt://contents/A.class","range":\(Self.rangeText)},
             {"uri":"jdt://contents/A.class","range":\(Self.rangeText)},
             {"uri":"jdt://contents/B.class","range":\(Self.rangeText)}]
            """)
        let locations = ServerLocation.list(result)
        #expect(locations.map(\.uri) == ["file:///x/b.c", "file:///x/a.c", "file:///x/b.c", "jdt://contents/A.class", "jdt://contents/B.class"])
        #expect(locations[2].range == Self.range(1, 2, 1, 6))
    }

    // MARK: Diagnostics

    static let clangDiagnostic = #"{"range":\#(rangeText),"severity":1,"code":"expected_semi_after_expr","source":"clang","message":"expected ';' after expression"}"#

    @Test func aDiagnosticReadsItsMembers() throws {
        let diagnostic = try #require(ServerDiagnostic(Self.json(Self.clangDiagnostic)))
        #expect(diagnostic == ServerDiagnostic(range: Self.range(1, 2, 1, 5), severity: .error, message: "expected ';' after expression",
                                               source: "clang", code: "expected_semi_after_expr"))
        let numbered = try #require(ServerDiagnostic(Self.json(#"{"range":\#(Self.rangeText),"severity":2,"code":2304,"message":"m"}"#)))
        #expect(numbered.code == "2304")
        #expect(numbered.severity == .warning)
        #expect(numbered.source == nil)
        let severities = try (1...4).map { try ServerDiagnostic(Self.json(#"{"range":\#(Self.rangeText),"severity":\#($0),"message":"m"}"#))?.severity }
        #expect(severities == [.error, .warning, .information, .hint])
    }

    /// The spec lets the client choose; dent, like helix and VS Code, takes an error.
    @Test func aDiagnosticWithoutSeverityIsAnError() throws {
        let absent = try #require(ServerDiagnostic(Self.json(#"{"range":\#(Self.rangeText),"message":"m"}"#)))
        #expect(absent.severity == .error)
        let null = try #require(ServerDiagnostic(Self.json(#"{"range":\#(Self.rangeText),"message":"m","severity":null,"source":null,"code":null}"#)))
        #expect(null.severity == .error)
        #expect(null.source == nil && null.code == nil)
    }

    @Test func aMalformedDiagnosticIsNil() throws {
        let members = [
            #""message":"m""#,
            #""range":\#(Self.rangeText)"#,
            #""range":\#(Self.rangeText),"message":3"#,
            #""range":{"start":{"line":0,"character":-1},"end":{"line":0,"character":1}},"message":"m""#,
            #""range":\#(Self.rangeText),"message":"m","severity":0"#,
            #""range":\#(Self.rangeText),"message":"m","severity":5"#,
            #""range":\#(Self.rangeText),"message":"m","severity":"error""#,
            #""range":\#(Self.rangeText),"message":"m","severity":1.5"#,
            #""range":\#(Self.rangeText),"message":"m","source":4"#,
            #""range":\#(Self.rangeText),"message":"m","code":true"#,
            #""range":\#(Self.rangeText),"message":"m","code":{"value":1}"#,
        ]
        for text in members { #expect(ServerDiagnostic(try Self.json("{\(text)}")) == nil, "\(text)") }
    }

    @Test func publishedDiagnosticsKeepTheWellFormedOnes() throws {
        let params = try Self.json("""
            {"uri":"file:///src/a.c","version":7,"diagnostics":[\(Self.clangDiagnostic),
              {"range":\(Self.rangeText)},
              {"range":\(Self.rangeText),"severity":3,"message":"note"}]}
            """)
        let published = try #require(PublishedDiagnostics(params: params))
        #expect(published.uri == "file:///src/a.c")
        #expect(published.version == 7)
        #expect(published.diagnostics.map(\.message) == ["expected ';' after expression", "note"])
        let unversioned = try Self.json(#"{"uri":"file:///a.c","diagnostics":[]}"#)
        #expect(PublishedDiagnostics(params: unversioned) == PublishedDiagnostics(uri: "file:///a.c", version: nil, diagnostics: []))
        let nullVersion = try Self.json(#"{"uri":"file:///a.c","version":null,"diagnostics":[]}"#)
        #expect(PublishedDiagnostics(params: nullVersion)?.version == nil)
        #expect(PublishedDiagnostics(params: nullVersion) != nil)
    }

    @Test func malformedPublishedDiagnosticsAreNil() throws {
        let malformed = [
            #"{"diagnostics":[]}"#,
            #"{"uri":"","diagnostics":[]}"#,
            #"{"uri":5,"diagnostics":[]}"#,
            #"{"uri":"file:///a.c"}"#,
            #"{"uri":"file:///a.c","diagnostics":{}}"#,
            #"{"uri":"file:///a.c","version":"3","diagnostics":[]}"#,
            #"{"uri":"file:///a.c","version":2.5,"diagnostics":[]}"#,
            "null",
        ]
        for text in malformed { #expect(PublishedDiagnostics(params: try Self.json(text)) == nil, "\(text)") }
    }

    @Test func theSummaryIsTheSeverityTheFirstLineAndTheSource() {
        func summary(_ message: String, _ severity: DiagnosticSeverity = .error, source: String? = nil) -> String {
            ServerDiagnostic(range: Self.range(0, 0, 0, 1), severity: severity, message: message, source: source).summary
        }
        #expect(summary("expected ';' after expression", source: "clang") == "error: expected ';' after expression (clang)")
        #expect(summary("mismatched types\nexpected `i32`, found `&str`", .error, source: "rustc") == "error: mismatched types (rustc)")
        #expect(summary(" \n  unused variable 'x'  \r\nmore", .warning) == "warning: unused variable 'x'")
        #expect(summary("m", .information, source: "") == "info: m")
        #expect(summary("m", .hint, source: "Pyflakes") == "hint: m (Pyflakes)")
        #expect(summary("", .warning) == "warning")
    }

    // MARK: Hover contents

    static func hover(_ contents: String) throws -> [HoverLine] { HoverText.lines(try json(#"{"contents":\#(contents)}"#)) }

    static func markdown(_ value: String) throws -> [HoverLine] {
        HoverText.lines(["contents": ["kind": "markdown", "value": .string(value)]])
    }

    static func prose(_ texts: String...) -> [HoverLine] { texts.map { HoverLine($0) } }

    @Test func clangdHover() throws {
        let lines = try Self.markdown("### function `add`\n\n---\n→ `int`\nParameters:\n- `int a`\n\n---\n```cpp\nint add(int a, int b)\n```")
        #expect(lines == Self.prose("function add", "", "→ int", "Parameters:", "- int a", "") + [HoverLine("int add(int a, int b)", code: "cpp")])
        // clangd ends its lines with two spaces (hard breaks) and puts the scope in the code.
        let full = try Self.markdown(
            "### function `add`  \n\n---\n→ `int`  \nParameters:  \n- `int a`  \n- `int b`\n\nAdds \\*two\\* numbers  \n\n---\n```cpp\n// In namespace math\nint add(int a, int b)\n```")
        #expect(full == Self.prose("function add", "", "→ int", "Parameters:", "- int a", "- int b", "", "Adds *two* numbers", "")
            + [HoverLine("// In namespace math", code: "cpp"), HoverLine("int add(int a, int b)", code: "cpp")])
    }

    @Test func pylspHovers() throws {
        // pylsp's Markdown: the signature fenced, the docstring with Markdown escaped and
        // runs of spaces made no-break spaces.
        let markdown = try Self.markdown("```python\nadd(a, b)\n```\n\n\nAdd a\\_b and c\\*d\\.\n\n:param a:\u{A0}\u{A0}the first")
        #expect(markdown == [HoverLine("add(a, b)", code: "python")] + Self.prose("", "Add a_b and c*d.", "", ":param a:\u{A0}\u{A0}the first"))
        // Plain text is kept as it is: no markup removed, blank lines kept but at the ends.
        let plain = HoverText.lines(["contents": ["kind": "plaintext", "value": "\nadd(a, b)\n\n\n**kwargs: `x`\r\n  indented\n\n"]])
        #expect(plain == Self.prose("add(a, b)", "", "", "**kwargs: `x`", "  indented"))
    }

    @Test func rustAnalyzerAndGoplsHovers() throws {
        let rust = try Self.markdown("\n```rust\nmycrate::math\n```\n\n```rust\npub fn add(a: i32, b: i32) -> i32\n```\n\n---\n\nAdds two numbers, see [`i32::checked_add`](https://doc.rust-lang.org/std/primitive.i32.html).")
        #expect(rust == [HoverLine("mycrate::math", code: "rust"), HoverLine(""), HoverLine("pub fn add(a: i32, b: i32) -> i32", code: "rust")]
            + Self.prose("", "Adds two numbers, see i32::checked_add."))
        let go = try Self.markdown("```go\ntype Point struct {\n\tX int\n}\n```\n\nPoint is a point.\n\n\n[`geo.Point` on pkg.go.dev](https://pkg.go.dev/geo#Point)")
        #expect(go == [HoverLine("type Point struct {", code: "go"), HoverLine("\tX int", code: "go"), HoverLine("}", code: "go")]
            + Self.prose("", "Point is a point.", "", "geo.Point on pkg.go.dev"))
    }

    @Test func markedStringsInEveryShape() throws {
        let array = try Self.hover(#"[{"language":"python","value":"def f(x)\n"},"Docs *here*.",{"language":"","value":"raw"},"",[]]"#)
        #expect(array == [HoverLine("def f(x)", code: "python"), HoverLine(""), HoverLine("Docs here."), HoverLine(""), HoverLine("raw", code: "")])
        #expect(try Self.hover(#""**int** x""#) == Self.prose("int x"))
        #expect(try Self.hover(#"{"language":"c","value":"int *p;"}"#) == [HoverLine("int *p;", code: "c")])
    }

    @Test func nullAndMalformedHoversHaveNoLines() throws {
        #expect(HoverText.lines(.null).isEmpty)
        for contents in ["null", "3", #"{"kind":"markdown"}"#, #"{"value":"x"}"#, #"{"language":3,"value":"x"}"#, #"{"kind":"markdown","value":4}"#, "[1,null]", #""\n\n""#] {
            #expect(try Self.hover(contents).isEmpty, "\(contents)")
        }
        #expect(HoverText.lines(["range": ["start": 0]]).isEmpty)
    }

    @Test func fencesKeepTheirLinesVerbatim() throws {
        #expect(try Self.markdown("```\n**x**  \n\n\n\ty\n```") == [HoverLine("**x**  ", code: ""), HoverLine("", code: ""), HoverLine("", code: ""), HoverLine("\ty", code: "")])
        // Tildes, a longer closing fence, an info string's first word, the fence's indentation.
        #expect(try Self.markdown("~~~ rust,ignore extra\nlet a = 1;\n~~~~\nafter") == [HoverLine("let a = 1;", code: "rust"), HoverLine("after")])
        #expect(try Self.markdown("  ```c\n    x;\n y;\n  ```") == [HoverLine("  x;", code: "c"), HoverLine("y;", code: "c")])
        // A shorter or other fence does not close; an unclosed fence runs to the end.
        #expect(try Self.markdown("````\n```\n~~~\n") == [HoverLine("```", code: ""), HoverLine("~~~", code: "")])
        // Backticks with a backtick after them on one line are inline code, not a fence.
        #expect(try Self.markdown("```int x```") == Self.prose("int x"))
    }

    @Test func inlineMarkupLosesItsMarkers() throws {
        let cases: [(String, String)] = [
            ("**bold**, *em*, __b__, _e_ and ***both***", "bold, em, b, e and both"),
            ("`a*b*c` and ``x ` y`` and ` `` `", "a*b*c and x ` y and ``"),
            ("[text](https://a.b/c_(d)) and ![alt *x*](i.png \"t\")", "text and alt x"),
            ("<https://example.com/a_b> and Vec<T> and <T: Clone>", "https://example.com/a_b and Vec<T> and <T: Clone>"),
            (#"\*not em\*, \\, \[x\](y), a\b"#, #"*not em*, \, [x](y), a\b"#),
            ("snake_case_name and __init__ stay", "snake_case_name and init stay"),
            ("_private_name stays", "_private_name stays"),
            ("a_b and c_", "a_b and c_"),
            ("f(*args, **kwargs) and 2 * 3 * 4", "f(*args, **kwargs) and 2 * 3 * 4"),
            ("`unclosed and ``also", "`unclosed and ``also"),
            ("[no link] and [half](open", "[no link] and [half](open"),
        ]
        for (markdown, text) in cases { #expect(try Self.markdown(markdown) == Self.prose(text), "\(markdown)") }
    }

    @Test func headingsRulesAndListsAreMadePlain() throws {
        #expect(try Self.markdown("# Title #\n### ###\n## `Vec` ##\n#hashtag\n####### seven") == Self.prose("Title", "", "Vec", "#hashtag", "####### seven"))
        #expect(try Self.markdown("a\n***\nb\n___\nc\n- - -\nd\n--") == Self.prose("a", "", "b", "", "c", "", "d", "--"))
        #expect(try Self.markdown("- `x`: *first*\n* item **b**\n  + nested\n12. twelve\n3) three\n-not a list")
            == Self.prose("- x: first", "* item b", "  + nested", "12. twelve", "3) three", "-not a list"))
    }

    @Test func blankLinesCollapseAndTheEdgesGo() throws {
        #expect(try Self.markdown("\n \n\na\n\n \n\nb\n---\n\n") == Self.prose("a", "", "b"))
        #expect(try Self.markdown("line\\\nnext") == Self.prose("line", "next"))
    }

    // MARK: Wrapping

    static func wrap(_ texts: [String], _ width: Int, code: String? = nil) -> [String] {
        HoverText.wrap(texts.map { HoverLine($0, code: code) }, width: width).map(\.text)
    }

    @Test func proseWrapsAtSpaces() {
        #expect(Self.wrap(["the quick brown fox jumps"], 10) == ["the quick", "brown fox", "jumps"])
        #expect(Self.wrap(["a  b", "", "fits exactly"], 12) == ["a  b", "", "fits exactly"])
        #expect(Self.wrap(["one two   three"], 7) == ["one two", "three"])
        #expect(HoverText.wrap([HoverLine("aa bb")], width: 2).allSatisfy { $0.code == nil })
    }

    @Test func listItemsAndIndentedLinesHang() {
        #expect(Self.wrap(["- alpha beta gamma"], 12) == ["- alpha beta", "  gamma"])
        #expect(Self.wrap(["  12. alpha beta gamma"], 16) == ["  12. alpha beta", "      gamma"])
        #expect(Self.wrap(["    indented words here"], 14) == ["    indented", "    words here"])
        // An indent of more than half the width is not kept.
        #expect(Self.wrap(["        deep words"], 10) == ["deep words"])
    }

    @Test func aLongWordIsCutAndWidthIsInColumns() {
        #expect(Self.wrap(["abcdefghijkl"], 5) == ["abcde", "fghij", "kl"])
        #expect(Self.wrap(["see https://example.com/long"], 10) == ["see", "https://ex", "ample.com/", "long"])
        // CJK characters take two columns each: seven characters, thirteen columns.
        #expect(Self.wrap(["日本語 日本語"], 7) == ["日本語", "日本語"])
        #expect(Self.wrap(["ab"], 0) == ["a", "b"])
    }

    @Test func codeIsCutNotWrapped() {
        let wrapped = HoverText.wrap([HoverLine("int add(int a, int b)", code: "cpp")], width: 10)
        #expect(wrapped == [HoverLine("int add(in", code: "cpp")])
        #expect(Self.wrap(["日本語", "short"], 5, code: "") == ["日本", "short"])
    }

    @Test func tabsBecomeSpacesToTheNextStop() {
        #expect(Self.wrap(["\tX int", "ab\tc"], 80, code: "go") == ["    X int", "ab  c"])
        #expect(HoverText.wrap([HoverLine("\tX")], width: 80, tabWidth: 8).map(\.text) == ["        X"])
    }
}
