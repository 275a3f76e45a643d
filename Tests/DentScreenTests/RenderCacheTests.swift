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
        var cache = RenderCache()
        var caps = TerminalCaps.xterm
        caps.colors = .indexed256
        var encoder = FrameEncoder(caps: caps)
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
                encoder.invalidate()
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
            let cached = Renderer.render(editor, rows: size.rows, columns: size.columns, cache: &cache)
            let fresh = Renderer.render(editor, rows: size.rows, columns: size.columns)
            #expect(cached == fresh, "seed \(seed), step \(step)")
            if cached != fresh { return }
            // The frame diff skips the rows the renderer left alone: the terminal must still
            // show the whole frame.
            #expect(throws: Never.self) { try terminal.play(encoder.encode(cached)) }
            #expect(terminal.mismatch(fresh) == nil, "seed \(seed), step \(step): \(terminal.mismatch(fresh) ?? "")")
        }
        #expect(seen.isSuperset(of: ["overlay", "wrap", "help", "selection"]), "seed \(seed) saw only \(seen.sorted())")
    }
}

/// The bars are drawn again only when what they show changes: a typed character moves the
/// position on the status line and leaves the shortcut bar alone; a selection changes the bar,
/// and so do new bindings (the bar is kept by what it depends on, `Editor.BarContext`).
@Suite struct BarCacheTests {
    static let size = (rows: 10, columns: 60)

    /// An editor on "|one\ntwo" and the cache of its first frame.
    static func drawn() -> (Editor, RenderCache) {
        var editor = Editor(document: CursorText.document("|one\ntwo"))
        editor.resize(rows: size.rows, columns: size.columns)
        var cache = RenderCache()
        _ = Renderer.render(editor, rows: size.rows, columns: size.columns, cache: &cache)
        return (editor, cache)
    }

    static func frame(_ editor: Editor, _ cache: inout RenderCache) -> CellGrid {
        Renderer.render(editor, rows: size.rows, columns: size.columns, cache: &cache)
    }

    @Test func aFrameKeepsTheBarsThatShowTheSame() {
        var (editor, cache) = BarCacheTests.drawn()
        editor.handle(.key(KeyChord(.character("x")), text: "x"))
        let typed = BarCacheTests.frame(editor, &cache)
        #expect(typed.unchanged[9], "the shortcut bar is the same")
        #expect(!typed.unchanged[8], "the status line shows the new position")
        let again = BarCacheTests.frame(editor, &cache)
        #expect(again.unchanged[8] && again.unchanged[9])
        editor.handle(.key(KeyChord(.right, .shift)))
        let selecting = BarCacheTests.frame(editor, &cache)
        #expect(!selecting.unchanged[9], "a selection has its own shortcuts")
        #expect(selecting == Renderer.render(editor, rows: 10, columns: 60))
    }

    @Test func newBindingsRedrawTheBar() {
        var (editor, cache) = BarCacheTests.drawn()
        let before = editor.barContext
        _ = editor.keymap.apply(KeyBindingDirective.parse("unbind Ctrl+G\nbind F2 help\n").0, table: .standard)
        #expect(editor.barContext != before, "the bindings changed")
        let rebound = BarCacheTests.frame(editor, &cache)
        #expect(!rebound.unchanged[9])
        #expect(rebound == Renderer.render(editor, rows: 10, columns: 60))
        #expect(BarCacheTests.frame(editor, &cache).unchanged[9])
    }
}

/// A row scrolled sideways keeps its mark in the cache, and loses it when the cursor comes onto it.
@Suite struct ScrollMarkCacheTests {
    @Test func theMarkGivesWayToTheCursorOnACachedRow() {
        var editor = Editor(document: CursorText.document(String(repeating: "x", count: 40) + "|"))
        editor.resize(rows: 4, columns: 10)
        var cache = RenderCache()
        var marks: [String] = []
        for _ in 0..<6 {
            editor.handle(.key(KeyChord(.left)))
            let cached = Renderer.render(editor, rows: 4, columns: 10, cache: &cache)
            #expect(cached == Renderer.render(editor, rows: 4, columns: 10), "cursor at \(editor.document.cursor)")
            marks.append(cached[0, 0].text)
        }
        #expect(marks == ["<", "<", "<", "<", "x", "<"], "the cursor on the first column hides the mark")
    }
}
