import DentWire
import Testing
import DentScreen
import DentTestSupport

/// What typical keystrokes cost on the wire at 80×24 (the frame after the keystroke, whole:
/// text, status line and cursor). The bounds are a little above what the encoder sends today
/// (docs/PERFORMANCE.md has the figures, before and after), so a regression fails.
@Suite struct KeystrokeBytesTests {
    static let bounds: [(KeystrokeFrames.Kind, Int)] = [
        (.typeMidLine, 30), (.backspaceMidLine, 30), (.enterMidFile, 110), (.scrollOneLine, 110), (.pageDown, 800),
    ]

    @Test(arguments: KeystrokeBytesTests.bounds.map(\.0))
    func aKeystrokeCostsNoMoreThanItsBound(kind: KeystrokeFrames.Kind) throws {
        let bound = try #require(KeystrokeBytesTests.bounds.first { $0.0 == kind }?.1)
        var frames = KeystrokeFrames()
        let bytes = frames.measure(kind)
        #expect(bytes.count <= bound, "\(kind.rawValue): \(bytes.count) bytes")
        // A terminal that played every frame shows the editor's.
        var terminal = VirtualTerminal(rows: 24, columns: 80)
        try terminal.play(frames.transcript)
        #expect(terminal.mismatch(Renderer.render(frames.editor, rows: 24, columns: 80)) == nil)
    }

    /// Every character typed mid-line (50 of them, past the right edge of the screen too), the
    /// first (which adds `[+]`) aside, costs at most 30 bytes: ICH, the character, the status
    /// line's column digits and the cursor back.
    @Test func typingMidLineCostsAtMostThirtyBytesACharacter() {
        var frames = KeystrokeFrames()
        let room = 80 - frames.editor.document.text.lineRange(frames.editor.document.cursorLine).count
        let sizes = frames.typing(50)
        #expect(room > 10 && room < 50, "the line reaches the edge part way: \(room)")
        #expect(sizes.dropFirst().allSatisfy { $0 <= 30 }, "\(sizes)")
        #expect(sizes[0] <= 40, "the first adds [+] to the status line: \(sizes[0])")
    }

    /// A terminal without ICH gets the rest of the line rewritten: the shift is what saves.
    @Test func withoutInsertCharactersTypingRewritesTheTail() {
        var caps = TerminalCaps.xterm
        caps.features.remove(.insertCharacters)
        var plain = KeystrokeFrames(caps: caps)
        var shifting = KeystrokeFrames()
        #expect(plain.measure(.typeMidLine).count > shifting.measure(.typeMidLine).count + 20)
    }
}
