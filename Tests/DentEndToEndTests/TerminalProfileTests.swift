import DentWire
@testable import dent
import DentTerminal
import Testing

/// The app's side: a terminal description becomes the encoder's `TerminalCaps`. (Here because
/// only this test target may import the `dent` executable.)
@Suite struct TerminalProfileTests {
    @Test func anXtermEntryGivesEveryFunctionAndItsOwnBytes() throws {
        let caps = TerminalProfile.caps(from: TerminalDescription.select(term: "xterm-256color", program: nil, colorTerm: nil))
        #expect(caps.features == .all)
        #expect(caps.colors == .indexed256)
        #expect(caps.showCursor == Array("\u{1B}[?12l\u{1B}[?25h".utf8), "cnorm from the entry")
    }

    @Test func theFunctionsFollowTheEntry() {
        let linux = TerminalProfile.caps(from: TerminalDescription.select(term: "linux", program: nil, colorTerm: nil))
        #expect(linux.features == [.insertCharacters, .deleteCharacters, .insertDeleteLines, .columnAddress, .synchronizedOutput],
                "no SU/SD on the Linux console: no scroll region")
        #expect(linux.colors == .ansi8)
        let vt100 = TerminalProfile.caps(from: TerminalDescription.select(term: "vt100", program: nil, colorTerm: "truecolor"))
        #expect(vt100.features == [.synchronizedOutput])
        #expect(vt100.colors == .trueColor, "COLORTERM is believed")
        #expect(vt100.clearScreen == Array("\u{1B}[H\u{1B}[J".utf8))
    }

    /// Italic and strikethrough need the entry's `sitm` and `smxx` in their ECMA-48 form:
    /// screen's entry has neither (screen would draw SGR 3 reversed), tmux's has both.
    @Test func italicsAndStrikethroughFollowTheEntry() {
        let screen = TerminalProfile.caps(from: TerminalDescription.select(term: "screen", program: nil, colorTerm: nil))
        #expect(screen.features.isDisjoint(with: [.italic, .strikethrough]))
        #expect(screen.missingStyles == [.italic, .strikethrough])
        let tmux = TerminalProfile.caps(from: TerminalDescription.select(term: "tmux-256color", program: nil, colorTerm: nil))
        #expect(tmux.features.isSuperset(of: [.italic, .strikethrough]))
        let fallback = TerminalProfile.caps(from: TerminalDescription.select(term: "no-such-terminal", program: nil, colorTerm: nil))
        #expect(fallback.features.isSuperset(of: [.italic, .strikethrough]), "xterm's own entry has both")
    }

    @Test(arguments: [(0, ColorDepth.none), (2, .none), (8, .ansi8), (88, .ansi8), (256, .indexed256), (1 << 24, .trueColor)])
    func colourCountsBecomeDepths(colors: Int, depth: ColorDepth) {
        #expect(TerminalProfile.depth(colors: colors) == depth)
    }

    @Test func aBuiltInProfileGivesTheSameAsAnEntry() {
        let kitty = TerminalProfile.caps(from: TerminalDescription.select(term: "xterm-kitty", program: nil, colorTerm: "truecolor") { _ in nil })
        #expect(kitty.features == .all && kitty.colors == .trueColor)
    }
}
