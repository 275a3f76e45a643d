import DentWire
import Testing
import DentConfig
import DentCore
import DentKeys
import DentScreen
import DentTestSupport
import DentText

/// A frame drawn with the last frame's rows in the cache is exactly the frame drawn from
/// nothing, whatever happened in between: typing, deleting, selecting, scrolling sideways and
/// down, line numbers and whitespace toggled, a find highlighting matches, a resize.
@Suite struct RenderCacheTests {
    static let keys: [KeyEvent] = [
        .key(KeyChord(.character("x")), text: "x"), .key(KeyChord(.character(" ")), text: " "),
        .key(KeyChord(.character("\t"), .ctrl)), .key(KeyChord(.backspace)), .key(KeyChord(.enter)),
        .key(KeyChord(.left)), .key(KeyChord(.right)), .key(KeyChord(.up)), .key(KeyChord(.down)),
        .key(KeyChord(.right, .shift)), .key(KeyChord(.down, .shift)), .key(KeyChord(.end)), .key(KeyChord(.home)),
        .key(KeyChord(.pageDown)), .key(KeyChord(.tab)), .key(KeyChord(.tab, .shift)),
        .key(KeyChord(.character("n"), .alt)), .key(KeyChord(.character("."), .alt)),
        .key(KeyChord(.character("z"), .ctrl)), .key(KeyChord(.character("k"), .ctrl)),
        .key(KeyChord(.function(1))), .key(KeyChord(.escape)), .key(KeyChord(.character("o"), .alt)),
        .key(KeyChord(.character("$"), .alt)),
        .key(KeyChord(.down, [.alt, .shift])), .key(KeyChord(.up, [.alt, .shift])), .key(KeyChord(.character("n"), [.alt, .shift])),
    ]

    /// Holding Ctrl (kitty's report of the key alone) until the overlay shows, or letting go.
    static let ctrlDown = Array("\u{1B}[57442;5u".utf8), ctrlUp = Array("\u{1B}[57442;1:3u".utf8)

    @Test(arguments: 0..<4)
    func aCachedFrameIsTheFrameDrawnFromNothing(seed: UInt64) {
        var random = SplitMix64(state: seed)
        let lines = (0..<60).map { index in
            index % 7 == 3 ? String(repeating: "long 日本 ", count: 20) : "line \(index)\tword  "
        }
        var editor = Editor(document: CursorText.document("|" + lines.joined(separator: "\n")))
        var size = (rows: 12, columns: 40)
        editor.resize(rows: size.rows, columns: size.columns)
        editor.terminalReportsModifierKeys = true
        var caps = TerminalCaps.xterm
        caps.colors = .indexed256
        var screen = Screen(caps: caps)
        var terminal = VirtualTerminal(rows: size.rows, columns: size.columns)
        var decoder = KeyDecoder()
        var seen: Set<String> = []
        for step in 0..<400 {
            let roll = random.next() % 100
            editor.clock += 100
            if roll < 6 {
                for event in decoder.decode(roll < 4 ? RenderCacheTests.ctrlDown : RenderCacheTests.ctrlUp) { editor.handle(event) }
                editor.advanceClock(to: editor.clock + 700)
            } else if roll < 7 {
                size = (Int(random.next() % 20) + 3, Int(random.next() % 60) + 5)
                editor.resize(rows: size.rows, columns: size.columns)
                terminal = VirtualTerminal(rows: size.rows, columns: size.columns)
                screen.invalidate()
            } else if roll < 9 {
                editor.run(editor.activeContext == .find ? .findCancel : .find)
                if editor.activeContext == .find { editor.handle(.key(KeyChord(.character("o")), text: "o")) }
            } else {
                editor.handle(RenderCacheTests.keys[Int(random.next() % UInt64(RenderCacheTests.keys.count))])
            }
            if editor.shortcutOverlay != nil { seen.insert("overlay") }
            if editor.wrapsLines { seen.insert("wrap") }
            if editor.activeContext != .editor { seen.insert(editor.activeContext.rawValue) }
            if editor.document.selection != nil { seen.insert("selection") }
            let bytes = screen.draw(editor, rows: size.rows, columns: size.columns)
            let fresh = Renderer.render(editor, rows: size.rows, columns: size.columns)
            #expect(screen.frame == fresh, "seed \(seed), step \(step)")
            if screen.frame != fresh { return }
            // The rows the renderer left alone are the last frame's: the terminal must still
            // show the whole frame.
            #expect(throws: Never.self) { try terminal.play(bytes) }
            #expect(terminal.mismatch(fresh) == nil, "seed \(seed), step \(step): \(terminal.mismatch(fresh) ?? "")")
        }
        #expect(seen.isSuperset(of: ["overlay", "wrap", "help", "selection"]), "seed \(seed) saw only \(seen.sorted())")
    }
}

/// The bars are drawn again only when what they show changes: a typed character moves the
/// position on the status line and leaves the shortcut bar alone; a selection changes the bar,
/// and so do new bindings (the bar is kept by what it depends on, `Editor.BarContext`). A bar
/// kept when it should not be shows the wrong shortcuts: each frame must be the one drawn from
/// nothing.
@Suite struct BarCacheTests {
    static let size = (rows: 10, columns: 60)

    /// An editor on "|one\ntwo" and the screen of its first frame.
    static func drawn() -> (Editor, Screen) {
        var editor = Editor(document: CursorText.document("|one\ntwo"))
        editor.resize(rows: size.rows, columns: size.columns)
        var screen = Screen(caps: .xterm)
        screen.draw(editor, rows: size.rows, columns: size.columns)
        return (editor, screen)
    }

    /// The frame `screen` draws for `editor`, checked against the one drawn from nothing; its
    /// last two rows as text.
    static func bars(_ editor: Editor, _ screen: inout Screen) -> [String] {
        let grid = screen.grid(editor, rows: size.rows, columns: size.columns)
        #expect(grid == Renderer.render(editor, rows: size.rows, columns: size.columns))
        return Array(ScreenText.lines(grid).suffix(2))
    }

    @Test func aFrameKeepsTheBarsThatShowTheSame() {
        var (editor, screen) = BarCacheTests.drawn()
        let first = BarCacheTests.bars(editor, &screen)
        editor.handle(.key(KeyChord(.character("x")), text: "x"))
        let typed = BarCacheTests.bars(editor, &screen)
        #expect(typed[1] == first[1], "the shortcut bar is the same")
        #expect(typed[0] != first[0], "the status line shows the new position")
        #expect(BarCacheTests.bars(editor, &screen) == typed)
        editor.handle(.key(KeyChord(.right, .shift)))
        #expect(BarCacheTests.bars(editor, &screen)[1] != typed[1], "a selection has its own shortcuts")
    }

    @Test func newBindingsRedrawTheBar() {
        var (editor, screen) = BarCacheTests.drawn()
        let before = editor.barContext
        let first = BarCacheTests.bars(editor, &screen)
        _ = editor.keymap.apply(KeyBindingDirective.parse("unbind Ctrl+G\nbind F2 help\n").0, table: .standard)
        #expect(editor.barContext != before, "the bindings changed")
        let rebound = BarCacheTests.bars(editor, &screen)
        #expect(first[1].hasPrefix("^G Help") && !rebound[1].contains("^G"), "\(rebound[1])")
        #expect(BarCacheTests.bars(editor, &screen) == rebound)
    }
}

/// A row scrolled sideways keeps its mark in the cache, and loses it when the cursor comes onto it.
@Suite struct ScrollMarkCacheTests {
    @Test func theMarkGivesWayToTheCursorOnACachedRow() {
        var editor = Editor(document: CursorText.document(String(repeating: "x", count: 40) + "|"))
        editor.resize(rows: 4, columns: 10)
        var screen = Screen(caps: .xterm)
        var marks: [String] = []
        for _ in 0..<6 {
            editor.handle(.key(KeyChord(.left)))
            let cached = screen.grid(editor, rows: 4, columns: 10)
            #expect(cached == Renderer.render(editor, rows: 4, columns: 10), "cursor at \(editor.document.cursor)")
            marks.append(cached[0, 0].text)
        }
        #expect(marks == ["<", "<", "<", "<", "x", "<"], "the cursor on the first column hides the mark")
    }
}
