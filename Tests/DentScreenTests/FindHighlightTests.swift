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
        // Four text rows: line 0 at the top is scrolled away once the match below is shown
        // (centred as far as the end allows: the last line on the last row).
        let lines = ["ab"] + Array(repeating: "--", count: 8) + ["ab", "ab"]
        let editor = find("ab", in: "-|-" + lines.joined(separator: "\n").dropFirst(2))
        let grid = Renderer.render(editor, rows: 6, columns: 30)
        #expect(editor.document.scrollLine == 7)
        #expect(ScreenText.lines(grid).prefix(4) == ["--", "--", "ab", "ab"])
        #expect(ScreenText.styles(grid, row: 2).prefix(2) == "UU")
        #expect(ScreenText.styles(grid, row: 3).prefix(2) == "uu")
    }

    @Test func nothingIsUnderlinedOnceThePromptCloses() {
        var editor = find("ab", in: "|ab ab\n")
        editor.handle(.key(KeyChord(.enter)))
        let grid = Renderer.render(editor, rows: 6, columns: 30)
        #expect(ScreenText.styles(grid, row: 0).prefix(6) == "rr....")
    }

    @Test func regexAndWholeWordMatchesAreUnderlinedAsFindWouldSelectThem() {
        var editor = find("a\\d", in: "|a1 ab a22 xa3\n")
        editor.handle(.key(KeyChord(.character("r"), .alt)))
        let grid = Renderer.render(editor, rows: 6, columns: 30)
        #expect(ScreenText.styles(grid, row: 0).prefix(14) == "UU....uu...uu.")
        #expect(ScreenText.lines(grid)[4] == " Find [Regex]: a\\d")
        editor.handle(.key(KeyChord(.character("w"), .alt)))
        let whole = Renderer.render(editor, rows: 6, columns: 30)
        #expect(ScreenText.styles(whole, row: 0).prefix(14) == "UU............", "a22 and xa3 cut words")
        #expect(ScreenText.lines(whole)[4] == " Find [Word] [Regex]: a\\d")
    }

    @Test func theReplaceQuestionUnderlinesTheMatchesToo() {
        var editor = Editor(document: CursorText.document("|ab ab\n"))
        editor.resize(rows: 6, columns: 30)
        for key in ["Ctrl+r", "a", "b", "Enter", "x", "Enter"] {
            editor.handle(.key(KeyChord(key) ?? KeyChord(.escape), text: key.count == 1 ? key : nil))
        }
        let grid = Renderer.render(editor, rows: 6, columns: 30)
        #expect(editor.modals == [.replaceMatch])
        #expect(ScreenText.styles(grid, row: 0).prefix(5) == "UU.uu")
    }

    @Test func aRunningSearchShowsItsProgress() {
        var editor = Editor(document: CursorText.document("|" + String(repeating: "-", count: 1_000) + "ab"))
        editor.resize(rows: 6, columns: 40)
        editor.searchStepBytes = 250
        editor.handle(.key(KeyChord(.character("f"), .ctrl)))
        editor.handle(.key(KeyChord(.character("a")), text: "a"))
        #expect(ScreenText.lines(Renderer.render(editor, rows: 6, columns: 40))[4] == " Find: a   (Searching… 24%)")
        editor.handle(.key(KeyChord(.enter)))
        editor.continueSearch()
        #expect(ScreenText.lines(Renderer.render(editor, rows: 6, columns: 40))[4].hasPrefix(" Searching… 49% (any key stops)"))
    }
}
