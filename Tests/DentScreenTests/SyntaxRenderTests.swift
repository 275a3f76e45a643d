import DentCore
import DentKeys
import DentScreen
import DentSyntax
import DentTestSupport
import DentText
import DentWire
import Testing

/// Highlighted text on screen: runs become the theme's pens, and the selection, find matches,
/// whitespace marks and the gutter read the same over every style.
@Suite struct SyntaxRenderTests {
    static let size = (rows: 8, columns: 40)

    /// An editor on `marked` highlighted by the test double, prepared for its first frame.
    static func editor(_ marked: String) -> Editor {
        var document = CursorText.document(marked)
        document.highlight(with: BlockCommentHighlighter().source)
        var editor = Editor(document: consume document)
        editor.resize(rows: size.rows, columns: size.columns)
        editor.prepareHighlighting()
        return editor
    }

    static func render(_ editor: Editor) -> CellGrid { Renderer.render(editor, rows: size.rows, columns: size.columns) }

    static let keyword = Theme.standard.pens["def:statement"]!
    static let comment = Theme.standard.pens["def:comment"]!

    @Test func runsAreDrawnInTheThemesPensAlongTheMapToChain() {
        let grid = SyntaxRenderTests.render(SyntaxRenderTests.editor("|int a; /* c */\nreturn"))
        // "test:keyword" maps to def:keyword, which the default theme knows.
        #expect(grid[0, 0].pen == Theme.standard.pens["def:keyword"])
        #expect(grid[0, 3].pen == .plain)
        #expect((7..<14).allSatisfy { grid[0, $0].pen == SyntaxRenderTests.comment })
        #expect(grid[1, 0].pen == Theme.standard.pens["def:keyword"])
    }

    @Test func aThemeResolvesTheFirstNameItKnows() {
        let theme = Theme(name: "t", pens: ["def:statement": Pen(style: .bold), "test:keyword": Pen(style: .underline)])
        #expect(theme.pen(for: SyntaxStyle(name: "test:keyword", mapsTo: ["def:keyword", "def:statement"])) == Pen(style: .underline))
        #expect(theme.pen(for: SyntaxStyle(name: "c:keyword", mapsTo: ["def:keyword", "def:statement"])) == Pen(style: .bold))
        #expect(theme.pen(for: SyntaxStyle(name: "c:other", mapsTo: [])) == nil)
        // Every def: style the issue names has a pen in the default theme (def:operator plain on purpose).
        for name in ["comment", "string", "keyword", "type", "number", "preprocessor", "function", "constant", "special-char",
                     "error", "note", "statement", "identifier", "builtin", "boolean", "floating-point", "base-n-integer",
                     "decimal", "character", "shebang", "doc-comment", "heading", "emphasis", "strong-emphasis", "link-text",
                     "net-address", "inline-code", "preformatted-section", "list-marker", "underlined", "deletion", "insertion",
                     "doc-comment-element", "special-constant", "operator"] {
            #expect(Theme.standard.pens["def:" + name] != nil, "def:\(name)")
        }
    }

    /// Styles whose `map-to` chains (json.lang, sh.lang) end on the same colour as the text
    /// beside them get their own pen in the default theme.
    @Test func jsonKeysAndShellCommandsStandApartFromTheirNeighbours() {
        let theme = Theme.standard
        let key = theme.pen(for: SyntaxStyle(name: "json:keyname", mapsTo: ["def:constant"]))
        let string = theme.pen(for: SyntaxStyle(name: "json:string", mapsTo: ["js:string", "def:string"]))
        #expect(key != nil && string != nil && key != string)
        let command = theme.pen(for: SyntaxStyle(name: "sh:common-command", mapsTo: ["def:keyword"]))
        let keyword = theme.pen(for: SyntaxStyle(name: "sh:keyword", mapsTo: ["def:keyword"]))
        #expect(command != nil && keyword != nil && command != keyword)
    }

    @Test func aSelectionIsPlainReverseOverEveryStyle() {
        var editor = SyntaxRenderTests.editor("|int a; /* c */\nreturn")
        editor.run(.selectAll)
        let grid = SyntaxRenderTests.render(editor)
        for column in 0..<15 {
            #expect(grid[0, column].pen == Pen(style: .reverse), "column \(column)")
        }
    }

    @Test func findMatchesAreUnderlinedOverStyles() {
        var editor = SyntaxRenderTests.editor("|int a; /* c */\nreturn")
        editor.run(.find)
        for character in ["r", "e"] { editor.handle(.key(KeyChord(.character(Unicode.Scalar(character)!)), text: character)) }
        editor.prepareHighlighting()
        let grid = SyntaxRenderTests.render(editor)
        // The match on the second line ("re" of "return") is underlined and keeps its colour;
        // the current match is the selection.
        let other = grid[1, 0]
        let current = grid.cells.filter { $0.style.contains(.underline) }
        #expect(!current.isEmpty)
        #expect(other.style.contains(.underline))
        #expect(other.style.contains(.reverse) || other.foreground == Theme.standard.pens["def:keyword"]!.foreground)
    }

    @Test func whitespaceMarksKeepTheirLookInsideAComment() {
        var editor = SyntaxRenderTests.editor("|/*\ta  \n*/")
        editor.showsWhitespace = true
        editor.prepareHighlighting()
        let grid = SyntaxRenderTests.render(editor)
        #expect(grid[0, 2].text == "→")
        #expect(grid[0, 2].foreground == Color.indexed(245))
        #expect(grid[0, 8].foreground == SyntaxRenderTests.comment.foreground)
        #expect(grid[0, 9].text == "·")
    }

    @Test func theGutterIsNotColoured() {
        var editor = SyntaxRenderTests.editor("|/* a\nb */")
        editor.showsLineNumbers = true
        editor.prepareHighlighting()
        let grid = SyntaxRenderTests.render(editor)
        #expect(grid[1, 0].foreground == .default)
        #expect(grid[1, editor.gutterWidth].pen == SyntaxRenderTests.comment)
    }

    /// Typing `/*` recolours the rows below in the cached frame too, and `*/` restores them:
    /// the frame drawn over the last one equals one drawn from nothing, on the terminal too.
    @Test(arguments: 0..<3)
    func aCachedHighlightedFrameIsTheFrameDrawnFromNothing(seed: UInt64) {
        var random = SplitMix64(state: seed)
        let lines = (0..<40).map { "int x\($0); return \($0);" }
        var editor = SyntaxRenderTests.editor("|" + lines.joined(separator: "\n"))
        let keys: [KeyEvent] = [
            .key(KeyChord(.character("/")), text: "/"), .key(KeyChord(.character("*")), text: "*"),
            .key(KeyChord(.backspace)), .key(KeyChord(.enter)), .key(KeyChord(.down)), .key(KeyChord(.up)),
            .key(KeyChord(.right)), .key(KeyChord(.pageDown)), .key(KeyChord(.pageUp)), .key(KeyChord(.right, .shift)),
            .key(KeyChord(.character("z"), .ctrl)), .key(KeyChord(.character("/")), text: "/"),
            .key(KeyChord(.character("*")), text: "*"), .key(KeyChord(.character("/")), text: "/"),
        ]
        var caps = TerminalCaps.xterm
        caps.colors = .indexed256
        var screen = Screen(caps: caps)
        var terminal = VirtualTerminal(rows: SyntaxRenderTests.size.rows, columns: SyntaxRenderTests.size.columns)
        var sawComment = false
        for step in 0..<300 {
            editor.clock += 100
            editor.handle(keys[Int(random.next() % UInt64(keys.count))])
            editor.prepareHighlighting()
            while editor.hasHighlightingWork { if editor.continueHighlighting() { editor.prepareHighlighting() } }
            let bytes = screen.draw(editor, rows: SyntaxRenderTests.size.rows, columns: SyntaxRenderTests.size.columns)
            let fresh = SyntaxRenderTests.render(editor)
            #expect(screen.frame == fresh, "seed \(seed), step \(step)")
            if screen.frame != fresh { return }
            if fresh.cells.contains(where: { $0.pen == SyntaxRenderTests.comment }) { sawComment = true }
            #expect(throws: Never.self) { try terminal.play(bytes) }
            #expect(terminal.mismatch(fresh) == nil, "seed \(seed), step \(step): \(terminal.mismatch(fresh) ?? "")")
        }
        #expect(sawComment)
    }
}

/// `theme = NAME`: a scheme's styles become 24-bit pens, which the terminal's colour depth
/// downgrades.
@Suite struct SchemeThemeTests {
    @Test func aSchemesStylesBecomePensInTrueColourDowngradedByTheTerminal() {
        let theme = Theme(name: "classic", scheme: [
            "def:comment": SchemeStyle(foreground: SchemeColor(red: 0, green: 0, blue: 255)),
            "def:type": SchemeStyle(foreground: SchemeColor(red: 0x2E, green: 0x8B, blue: 0x57), bold: true),
            "current-line": SchemeStyle(background: SchemeColor(red: 0xEE, green: 0xEE, blue: 0xEC)),
        ])
        #expect(theme.pens["def:comment"] == Pen(foreground: .rgb(0, 0, 255)))
        #expect(theme.pens["def:type"] == Pen(style: .bold, foreground: .rgb(0x2E, 0x8B, 0x57)))
        #expect(theme.pens["current-line"] == nil)
        #expect(Color.rgb(0, 0, 255).downgraded(to: .indexed256) == .indexed(21))
        #expect(Color.rgb(0, 0, 255).downgraded(to: .ansi8) == .ansi(4))
    }

    /// A scheme file's `italic` and `strikethrough` reach the pens (as `bold` and `underline`
    /// do), and the encoder sends them where the terminal has them.
    @Test func aSchemesItalicAndStrikethroughBecomeAttributes() throws {
        func style(_ name: String, _ attributes: [(String, String)]) -> XMLNode {
            .element(XMLElement(name: "style", attributes: [XMLAttribute("name", name)] + attributes.map { XMLAttribute($0.0, $0.1) }))
        }
        let root = XMLElement(name: "style-scheme", attributes: [XMLAttribute("id", "fixture"), XMLAttribute("_name", "Fixture"),
                                                                 XMLAttribute("version", "1.0")], children: [
            style("def:comment", [("foreground", "#0000FF"), ("italic", "true")]),
            style("def:deletion", [("strikethrough", "true"), ("bold", "true")]),
            style("def:keyword", [("italic", "false"), ("underline", "single")]),
        ])
        let theme = Theme(scheme: try StyleScheme.read(root, path: "fixture.xml").get())
        #expect(theme.pens["def:comment"] == Pen(style: .italic, foreground: .rgb(0, 0, 255)))
        #expect(theme.pens["def:deletion"] == Pen(style: [.bold, .strikethrough]))
        #expect(theme.pens["def:keyword"] == Pen(style: .underline))
        var grid = CellGrid(rows: 1, columns: 4)
        grid.write("ab", row: 0, column: 0)
        for (column, name) in ["def:comment", "def:deletion"].enumerated() {
            let pen = try #require(theme.pens[name])
            (grid[0, column].style, grid[0, column].foreground) = (pen.style, pen.foreground)
        }
        var caps = TerminalCaps.xterm
        caps.colors = .trueColor
        var encoder = FrameEncoder(caps: caps)
        var terminal = VirtualTerminal(rows: 1, columns: 4)
        try terminal.play(encoder.encode(grid))
        #expect(terminal.mismatch(grid) == nil, "\(terminal.mismatch(grid) ?? "")")
        #expect(terminal.cells[0][0].style == .italic && terminal.cells[0][1].style == [.bold, .strikethrough])
    }
}

@Suite struct SyntaxTypingTests {
    /// Both characters before a frame (one read), or a frame after each.
    @Test(arguments: [false, true])
    func typingACommentOpenerRecoloursTheLinesBelow(framePerKey: Bool) {
        var editor = SyntaxRenderTests.editor("|int main\nint two\nint three")
        var screen = Screen(caps: .xterm)
        _ = screen.grid(editor, rows: 8, columns: 40)
        for character in ["/", "*"] {
            editor.handle(.key(KeyChord(.character(Unicode.Scalar(character)!)), text: character))
            if framePerKey {
                editor.prepareHighlighting()
                _ = screen.grid(editor, rows: 8, columns: 40)
            }
        }
        editor.prepareHighlighting()
        #expect(editor.document.highlightedLine(2)?.start == BlockCommentHighlighter.inComment)
        let grid = screen.grid(editor, rows: 8, columns: 40)
        #expect(grid[2, 0].pen == SyntaxRenderTests.comment)
    }
}
