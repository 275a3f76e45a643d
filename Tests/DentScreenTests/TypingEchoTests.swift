import Testing
import DentConfig
import DentCore
import DentKeys
import DentScreen
import DentTestSupport

/// A typed character drawn before the editor handles it (`FrameEncoder.echo`): the row it
/// shows is the row of the frame that follows, which then sends only the rest; where the
/// character may not simply shift the row's tail, nothing is echoed.
@Suite struct TypingEchoTests {
    static let size = (rows: 8, columns: 30)
    static let caps = {
        var caps = TerminalCaps.xterm
        caps.colors = .indexed256
        return caps
    }()

    /// An editor on `marked` (the cursor at `|`), one frame drawn and played.
    struct Screen {
        var editor: Editor
        var cache = RenderCache()
        var encoder = FrameEncoder(caps: TypingEchoTests.caps)
        var terminal = VirtualTerminal(rows: TypingEchoTests.size.rows, columns: TypingEchoTests.size.columns)

        init(_ marked: String, prepare: (inout Editor) -> Void = { _ in }) throws {
            editor = Editor(document: CursorText.document(marked))
            editor.resize(rows: TypingEchoTests.size.rows, columns: TypingEchoTests.size.columns)
            prepare(&editor)
            try frame()
        }

        mutating func frame() throws {
            let grid = Renderer.render(editor, rows: TypingEchoTests.size.rows, columns: TypingEchoTests.size.columns, cache: &cache)
            try terminal.play(encoder.encode(grid))
        }

        /// Echoes `character` if the editor and the screen allow it.
        mutating func echo(_ character: Character) throws -> [UInt8]? {
            let byte = try #require(character.asciiValue)
            guard editor.keymap.typesItself(byte), let bytes = encoder.echo(byte) else { return nil }
            try terminal.play(bytes)
            return bytes
        }
    }

    static func key(_ character: Character) -> KeyEvent { .key(KeyChord(.character(character.unicodeScalars.first!)), text: String(character)) }

    @Test func aTypedCharacterIsAnInsertionAndTheCharacter() throws {
        var screen = try Screen("ab|cd\nef")
        let echo = try #require(try screen.echo("x"))
        #expect(echo == Array("\u{1B}[@x".utf8))
        #expect(screen.terminal.lines[0].hasPrefix("abxcd"))
        screen.editor.handle(TypingEchoTests.key("x"))
        let rest = screen.encoder.encode(Renderer.render(screen.editor, rows: TypingEchoTests.size.rows,
                                                         columns: TypingEchoTests.size.columns, cache: &screen.cache))
        let sent = String(decoding: rest, as: UTF8.self)
        #expect(!sent.contains("\u{1B}[@") && !sent.contains("xcd"), "the frame does not send the row again: \(sent)")
        try screen.terminal.play(rest)
        #expect(screen.terminal.mismatch(Renderer.render(screen.editor, rows: TypingEchoTests.size.rows, columns: TypingEchoTests.size.columns)) == nil)
    }

    /// A CRLF line's ending is not part of the row: typing before it shifts the row as on an LF line.
    @Test func aCRLFLineIsEchoedLikeAnyOther() throws {
        var screen = try Screen("ab|cd\r\nef\r\n")
        #expect(try screen.echo("x") != nil)
        screen.editor.handle(TypingEchoTests.key("x"))
        let next = Renderer.render(screen.editor, rows: TypingEchoTests.size.rows, columns: TypingEchoTests.size.columns)
        #expect(screen.terminal.cells[0] == Array(next.row(0)))
        try screen.frame()
        #expect(screen.terminal.mismatch(next) == nil)
    }

    @Test func oneEchoAFrame() throws {
        var screen = try Screen("ab|")
        #expect(try screen.echo("x") != nil)
        #expect(try screen.echo("y") == nil, "the cursor is no longer where the last frame left it")
    }

    /// The frame puts back a row the echo got wrong, though the renderer did not redraw it.
    @Test func theFrameUndoesAWrongEcho() throws {
        var screen = try Screen("ab|cd")
        #expect(try screen.echo("x") != nil)
        try screen.frame()
        #expect(screen.terminal.mismatch(Renderer.render(screen.editor, rows: TypingEchoTests.size.rows, columns: TypingEchoTests.size.columns)) == nil)
        #expect(screen.terminal.lines[0].hasPrefix("abcd") && !screen.terminal.lines[0].contains("x"))
    }

    /// Whitespace is shown unless a case hides it.
    static let noEcho: [(String, String, Character, @Sendable (inout Editor) -> Void)] = [
        ("a tab after the cursor", "ab|c\td", "x", { _ in }),
        ("a wide character after the cursor", "ab|日本", "x", { _ in }),
        ("a combining mark after the cursor", "ab|\u{301}x", "x", { _ in }),
        ("a character that is not ASCII before the cursor", "é|x", "x", { _ in }),
        ("a selection", "ab|cd", "x", { $0.handle(.key(KeyChord(.right, .shift))) }),
        ("the find prompt", "ab|cd", "x", { $0.run("find") }),
        ("soft wrap", "ab|cd", "x", { $0.toggleSoftWrap() }),
        ("the help", "ab|cd", "x", { $0.run("help") }),
        ("a space that trails", "ab|", " ", { _ in }),
        ("a character after trailing blanks, which stop trailing", "ab  |", "x", { _ in }),
        ("a character in mixed indentation, which it ends", "\t| x", "x", { _ in }),
        ("a space after a tab of indentation, which it mixes", "\t|x", " ", { _ in }),
    ]

    @Test(arguments: TypingEchoTests.noEcho.indices)
    func nothingIsEchoedWhereTypingDoesMoreThanShiftTheTail(index: Int) throws {
        let (name, marked, character, prepare) = TypingEchoTests.noEcho[index]
        var screen = try Screen(marked, prepare: prepare)
        #expect(try screen.echo(character) == nil, "\(name)")
    }

    /// What shown whitespace forbids is echoed with it hidden; a space between words is
    /// echoed either way, and a character before trailing blanks (which stay trailing).
    @Test func hiddenWhitespaceEchoesSpacesAnywhere() throws {
        let echoed: [(String, Character, Bool)] = [("ab|", " ", false), ("ab  |", "x", false), ("ab| cd", " ", true), ("ab|  ", "x", true)]
        for (marked, character, shown) in echoed {
            var screen = try Screen(marked, prepare: { if !shown { $0.toggleWhitespace() } })
            #expect(try screen.echo(character) != nil, "\(marked), whitespace shown: \(shown)")
        }
    }

    /// Typing up to the edge echoes every character, the one in the last column too: it shows
    /// there until the frame scrolls the view sideways and puts it in the middle.
    @Test func theCharacterThatScrollsIsEchoedAtTheEdge() throws {
        var screen = try Screen("|")
        var echoed = 0
        for _ in 0..<TypingEchoTests.size.columns {
            if try screen.echo("x") != nil { echoed += 1 }
            screen.editor.handle(TypingEchoTests.key("x"))
            if screen.editor.document.scrollColumn > 0 {
                #expect(screen.terminal.lines[0] == String(repeating: "x", count: TypingEchoTests.size.columns), "at the edge")
            }
            try screen.frame()
        }
        #expect(echoed == TypingEchoTests.size.columns)
        #expect(screen.editor.document.scrollColumn > 0)
        #expect(screen.terminal.mismatch(Renderer.render(screen.editor, rows: TypingEchoTests.size.rows, columns: TypingEchoTests.size.columns)) == nil)
    }

    /// What the host reads decides too (`echoPlan`): a printable byte, decoded alone, that no
    /// binding takes. (That it came alone is the read's test: `TerminalDeviceEchoTests`.)
    @Test func thePlanHoldsOnlyCharactersThatTypeThemselves() throws {
        let keymap = Keymap(.standard)
        var bound = keymap
        _ = bound.apply(KeyBindingDirective.parse("bind x save\n").0, table: .standard)
        var waiting = KeyDecoder()
        _ = waiting.decode([0x1B])
        let x = UInt8(ascii: "x")
        var screen = try Screen("ab|")
        let plan = try #require(screen.encoder.echoPlan(decoder: KeyDecoder(), keymap: keymap))
        #expect(plan.prefix == Array("\u{1B}[@".utf8))
        #expect(plan.bytes.contains(x) && plan.bytes.contains(UInt8(ascii: "A")) && plan.bytes.contains(UInt8(ascii: "~")))
        #expect(!plan.bytes.contains(0x09) && !plan.bytes.contains(0x7F) && !plan.bytes.contains(0x1B))
        #expect(screen.encoder.echoPlan(decoder: waiting, keymap: keymap)?.bytes.contains(x) == false)
        #expect(screen.encoder.echoPlan(decoder: KeyDecoder(), keymap: bound)?.bytes.contains(x) == false)
        #expect(screen.encoder.echo(x) == plan.prefix + [x], "what the read writes is the echo the encoder notes")
        #expect(screen.encoder.echoPlan(decoder: KeyDecoder(), keymap: keymap) == nil, "one echo a frame")
    }

    /// Random edits, scrolls and modes, and after each a typed character: wherever it is
    /// echoed and the view does not scroll sideways, the row the terminal shows is already the
    /// next frame's; the terminal shows the whole frame after it.
    @Test(arguments: 0..<3)
    func anEchoShowsWhatTheFrameWillDraw(seed: UInt64) throws {
        var random = SplitMix64(state: seed)
        let lines = (0..<40).map { index in
            index % 5 == 2 ? "\tx" + String(repeating: "word ", count: index % 9)
                : String(repeating: "ab ", count: index % 13) + (index % 7 == 3 ? "é" : "cd")
        }
        var screen = try Screen("|" + lines.joined(separator: "\n"))
        let moves: [KeyEvent] = [.key(KeyChord(.down)), .key(KeyChord(.up)), .key(KeyChord(.right)), .key(KeyChord(.end)),
                                 .key(KeyChord(.home)), .key(KeyChord(.pageDown)), .key(KeyChord(.backspace)),
                                 .key(KeyChord(.right, .shift)), .key(KeyChord(.left))]
        var echoes = 0
        for step in 0..<300 {
            let roll = random.next() % 10
            if roll < 4 {
                screen.editor.handle(moves[Int(random.next() % UInt64(moves.count))])
                try screen.frame()
                continue
            }
            if roll == 4 { screen.editor.run(screen.editor.showsLineNumbers ? "find" : "toggle-line-numbers") }
            if roll != 4 && screen.editor.activeContext != .editor { screen.editor.handle(.key(KeyChord(.escape))) }
            if roll == 6 { screen.editor.toggleWhitespace() }
            try screen.frame()
            let character = random.next() % 4 == 0 ? " " : Character(UnicodeScalar(UInt8(0x21 + random.next() % 94)))
            let echoed = try screen.echo(character)
            let scroll = screen.editor.document.scrollColumn
            screen.editor.handle(TypingEchoTests.key(character))
            let next = Renderer.render(screen.editor, rows: TypingEchoTests.size.rows, columns: TypingEchoTests.size.columns)
            // Past the edge the view scrolls sideways, and the frame moves the echoed character.
            if echoed != nil && screen.editor.document.scrollColumn == scroll {
                echoes += 1
                let row = screen.editor.document.cursorLine - screen.editor.document.scrollLine
                #expect(screen.terminal.cells[row] == Array(next.row(row)), "seed \(seed), step \(step)")
            }
            try screen.frame()
            #expect(screen.terminal.mismatch(next) == nil, "seed \(seed), step \(step)")
        }
        #expect(echoes > 50, "seed \(seed): \(echoes) echoes")
    }
}
