import Testing
import DentCore
import DentKeys
import DentScreen
import DentTestSupport

/// The help view and the palette as drawn (issue 51): a filtered list is in the ranker's order
/// (item 2).
@Suite struct HelpViewTests {
    static func screen(_ editor: Editor, opening chord: String = "Ctrl+g", typing filter: String = "", rows: Int = 800,
                       columns: Int = 120) -> [String] {
        var editor = editor
        editor.resize(rows: rows, columns: columns)
        if let chord = KeyChord(chord) { editor.handle(.key(chord)) }
        for character in filter { editor.handle(.key(KeyChord(.character(character.unicodeScalars.first ?? " ")), text: String(character))) }
        return ScreenText.lines(Renderer.render(editor, rows: rows, columns: columns))
    }

    static func plainEditor() -> Editor { Editor(document: CursorText.document("a|")) }

    @Test func aFilteredHelpIsInTheRankersOrderUnderOneHeading() throws {
        let screen = Self.screen(Self.plainEditor(), typing: "paste", rows: 12)
        #expect(screen.first == "Filter: paste")
        let heading = try #require(screen.firstIndex(of: "Commands, best match first"))
        #expect(screen[heading + 1] == "  Ctrl+v  Paste: Paste what was copied or cut in dent (a whole line goes above the cursor's line)")
        #expect(!screen.contains("Edit") && !screen.contains("File"), "no category headings in a ranked list")
    }
}
