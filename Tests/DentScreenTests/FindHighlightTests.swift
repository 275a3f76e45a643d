import Testing
import DentCore
import DentKeys
import DentScreen
import DentTestSupport

/// While the find prompt is open, the matches on screen are underlined and the current one (the
/// selection) is reversed and underlined; the status line shows the prompt.
@Suite struct FindHighlightTests {
    func find(_ pattern: String, in marked: String, rows: Int = 6) -> Editor {
        var editor = Editor(document: CursorText.document(marked))
        editor.resize(rows: rows, columns: 30)
        editor.handle(.key(KeyChord(.character("f"), .ctrl)))
        for character in pattern {
            editor.handle(.key(KeyChord(.character(character.unicodeScalars.first ?? " ")), text: String(character)))
        }
        return editor
    }

    @Test func visibleMatchesAreUnderlinedAndTheCurrentOneReversed() {
        let editor = find("ab", in: "|xx ab AB\nab\tab\nzz\n")
        let grid = Renderer.render(editor, rows: 6, columns: 30)
        #expect(ScreenText.styles(grid, row: 0).prefix(9) == "...UU.uu.", "the first match is current")
        #expect(ScreenText.styles(grid, row: 1).prefix(12) == "uudddddduu..", "the tab between is not underlined (dim: whitespace is shown)")
        #expect(ScreenText.styles(grid, row: 2).prefix(3) == "...")
        #expect(ScreenText.lines(grid)[4] == " Find: ab", "the prompt (the position does not fit beside it)")
    }

    @Test func onlyTheLinesOnScreenAreSearched() {
        // Four text rows: line 0 at the top is scrolled away once the match below is shown.
        let lines = ["ab"] + Array(repeating: "--", count: 8) + ["ab", "ab"]
        let editor = find("ab", in: "-|-" + lines.joined(separator: "\n").dropFirst(2))
        let grid = Renderer.render(editor, rows: 6, columns: 30)
        #expect(editor.document.scrollLine == 6)
        #expect(ScreenText.lines(grid).prefix(4) == ["--", "--", "--", "ab"])
        #expect(ScreenText.styles(grid, row: 3).prefix(2) == "UU")
    }

    @Test func nothingIsUnderlinedOnceThePromptCloses() {
        var editor = find("ab", in: "|ab ab\n")
        editor.handle(.key(KeyChord(.enter)))
        let grid = Renderer.render(editor, rows: 6, columns: 30)
        #expect(ScreenText.styles(grid, row: 0).prefix(6) == "rr....")
    }
}
