import DentWire
import Testing
import DentCore
import DentScreen
import DentTestSupport

/// Colours are sent in the form the terminal takes, downgraded to the nearest it has, and the
/// pen changes by the shortest SGR.
@Suite struct ColorTests {
    @Test(arguments: [
        (Color.rgb(255, 0, 0), ColorDepth.trueColor, Color.rgb(255, 0, 0)),
        (.rgb(255, 0, 0), .indexed256, .indexed(196)),
        (.rgb(128, 128, 128), .indexed256, .indexed(244)),
        (.rgb(255, 0, 0), .ansi8, .ansi(1)),
        (.rgb(0, 0, 250), .ansi8, .ansi(4)),
        (.rgb(10, 10, 10), .ansi8, .ansi(0)),
        (.rgb(240, 240, 240), .ansi8, .ansi(7)),
        (.indexed(245), .ansi8, .default),
        (.indexed(9), .ansi8, .ansi(1)),
        (.indexed(46), .ansi8, .ansi(2)),
        (.indexed(245), .indexed256, .indexed(245)),
        (.ansi(3), .ansi8, .ansi(3)),
        (.ansi(3), .none, .default),
        (.default, .ansi8, .default),
    ])
    func coloursAreDowngradedToTheNearestTheTerminalHas(color: Color, depth: ColorDepth, shown: Color) {
        #expect(color.downgraded(to: depth) == shown)
    }

    @Test func theSGRIsTheShorterOfTheChangesAndAReset() {
        var caps = TerminalCaps.xterm
        caps.colors = .trueColor
        func sgr(_ old: Pen?, _ new: Pen) -> String { String(decoding: caps.attributes(from: old, to: new), as: UTF8.self) }
        let reverse = Pen(style: .reverse)
        #expect(sgr(.plain, reverse) == "\u{1B}[7m")
        #expect(sgr(nil, reverse) == "\u{1B}[0;7m", "an unknown pen is reset first")
        #expect(sgr(reverse, Pen(style: [.reverse, .bold])) == "\u{1B}[1m")
        #expect(sgr(Pen(style: [.reverse, .bold]), reverse) == "\u{1B}[22m")
        #expect(sgr(Pen(style: [.bold, .dim]), Pen(style: .dim)) == "\u{1B}[0;2m", "shorter than 22;2")
        #expect(sgr(Pen(style: [.bold, .dim], foreground: .indexed(245)), Pen(style: .dim, foreground: .indexed(245))) == "\u{1B}[22;2m",
                "22 clears both bold and dim, so dim is set again")
        #expect(sgr(reverse, .plain) == "\u{1B}[m")
        #expect(sgr(reverse, reverse) == "")
        #expect(sgr(.plain, Pen(foreground: .indexed(245))) == "\u{1B}[38;5;245m")
        #expect(sgr(.plain, Pen(foreground: .rgb(1, 2, 3), background: .ansi(4))) == "\u{1B}[38;2;1;2;3;44m")
        #expect(sgr(Pen(style: [.bold, .underline, .reverse], foreground: .ansi(1)), Pen(style: .dim)) == "\u{1B}[0;2m")
    }

    /// Italic and strikethrough have their own resets (23, 29), so clearing one keeps the rest.
    @Test func italicAndStrikethroughAreSetAndClearedAlone() {
        var caps = TerminalCaps.xterm
        caps.colors = .trueColor
        func sgr(_ old: Pen?, _ new: Pen) -> String { String(decoding: caps.attributes(from: old, to: new), as: UTF8.self) }
        #expect(sgr(.plain, Pen(style: [.italic, .strikethrough])) == "\u{1B}[3;9m")
        #expect(sgr(Pen(style: [.italic, .bold], foreground: .ansi(4)), Pen(style: .bold, foreground: .ansi(4))) == "\u{1B}[23m")
        #expect(sgr(Pen(style: [.strikethrough, .underline], foreground: .ansi(1)), Pen(style: .underline, foreground: .ansi(1)))
                == "\u{1B}[29m")
        #expect(sgr(Pen(style: .bold), Pen(style: [.bold, .italic])) == "\u{1B}[3m")
    }

    /// A terminal whose entry has no `sitm` (screen draws SGR 3 reversed) or `smxx` gets
    /// neither attribute; the rest of the pen still goes.
    @Test func aTerminalWithoutItalicsGetsNone() {
        var caps = TerminalCaps.xterm
        caps.features.subtract([.italic, .strikethrough])
        #expect(caps.attributes(from: .plain, to: Pen(style: [.italic, .strikethrough])).isEmpty)
        #expect(caps.attributes(from: .plain, to: Pen(style: [.italic, .bold], foreground: .ansi(4))) == Array("\u{1B}[1;34m".utf8))
        #expect(caps.attributes(from: Pen(style: .bold), to: Pen(style: [.bold, .strikethrough])).isEmpty)
        caps.features.insert(.strikethrough)
        #expect(caps.attributes(from: .plain, to: Pen(style: [.italic, .strikethrough])) == Array("\u{1B}[9m".utf8))
    }

    @Test func aTerminalWithoutColourGetsAttributesOnly() {
        var caps = TerminalCaps.xterm
        caps.colors = .none
        #expect(caps.attributes(from: .plain, to: Pen(style: .dim, foreground: .indexed(245))) == Array("\u{1B}[2m".utf8))
        #expect(caps.attributes(from: Pen(style: .dim), to: Pen(style: .dim, foreground: .indexed(245))).isEmpty)
        caps.colors = .ansi8
        #expect(caps.attributes(from: .plain, to: Pen(foreground: .rgb(250, 0, 0))) == Array("\u{1B}[31m".utf8))
    }

    /// The whitespace marks are grey where the terminal has 256 colours, and only dim with 8.
    @Test func whitespaceMarksAreGreyWhereTheTerminalHasTheColour() {
        var editor = Editor(document: CursorText.document("\tx  |"))
        editor.showsWhitespace = true
        editor.resize(rows: 3, columns: 20)
        let grid = Renderer.render(editor, rows: 3, columns: 20)
        #expect(grid[0, 0] == Cell("→", style: .dim, foreground: .indexed(245)))
        #expect(grid[0, 10] == Cell("·", style: .dim, foreground: .indexed(245)))
        for (depth, sgr) in [(ColorDepth.indexed256, "\u{1B}[2;38;5;245m→"), (.trueColor, "\u{1B}[2;38;5;245m→"), (.ansi8, "\u{1B}[2m→")] {
            var caps = TerminalCaps.xterm
            caps.colors = depth
            var encoder = FrameEncoder(caps: caps)
            #expect(String(decoding: encoder.encode(grid), as: UTF8.self).contains(sgr), "\(depth)")
        }
    }
}
