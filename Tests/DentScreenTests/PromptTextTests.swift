import DentCore
import DentKeys
import DentScreen
import DentTestSupport
import DentWire
import Testing

/// Issue 60: a prompt's text is laid out by the text area's rules, so what the terminal shows
/// is what dent counted: two lone regional indicators apart stay apart, an invisible character
/// shows as its code point, a ZWJ sequence and a combining mark are one glyph each.
@Suite struct PromptTextTests {
    /// The status line of a find prompt holding `text` (cursor at its end), played through a
    /// virtual terminal, which must agree with the grid cell for cell; and the cursor's column.
    func findPrompt(_ text: String, columns: Int = 40) throws -> (line: String, cursor: Int?) {
        var editor = Editor(document: CursorText.document("text|"))
        editor.resize(rows: 6, columns: columns)
        editor.handle(.key(KeyChord(.character("f"), .ctrl)))
        for character in text {
            editor.handle(.key(KeyChord(.character(character.unicodeScalars.first ?? " ")), text: String(character)))
        }
        let grid = Renderer.render(editor, rows: 6, columns: columns)
        #expect(grid.checkInvariants().isEmpty, "\(grid.checkInvariants())")
        var encoder = FrameEncoder(caps: .xterm)
        var terminal = VirtualTerminal(rows: 6, columns: columns)
        try terminal.play(encoder.encode(grid))
        #expect(terminal.mismatch(grid) == nil, "\(terminal.mismatch(grid) ?? "")")
        return (ScreenText.lines(grid)[4], grid.cursor?.column)
    }

    @Test func twoLoneRegionalIndicatorsApartStayApart() throws {
        let (line, cursor) = try findPrompt("🇦\u{200B}🇦")
        #expect(line.hasPrefix(" Find: 🇦<200b>🇦 "), "\(line)")
        #expect(cursor == " Find: ".count + 2 + 6 + 2)
    }

    @Test func aZWJSequenceAndACombiningMarkAreOneGlyphEach() throws {
        let (line, cursor) = try findPrompt("🧑\u{200D}💻e\u{301}x")
        #expect(line.hasPrefix(" Find: 🧑\u{200D}💻e\u{301}x "), "\(line)")
        #expect(cursor == " Find: ".count + 2 + 1 + 1)
    }

    @Test func aLoneJoinerShowsAsTheTextAreaShowsIt() throws {
        let (line, _) = try findPrompt("\u{200D}b")
        #expect(line.hasPrefix(" Find: <200d>b "), "\(line)")
    }
}
