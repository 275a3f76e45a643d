import Testing
import DentCore
import DentKeys
import DentTestSupport

/// Find (Ctrl+F) as the user drives it: keys in, cursor, selection and feedback out.
@Suite struct FindTests {
    let text = "alpha beta\nGamma beta\nalpha BETA\n"

    func editor(_ marked: String) -> Editor {
        var editor = Editor(document: CursorText.document(marked))
        editor.resize(rows: 10, columns: 40)
        return editor
    }

    func type(_ editor: inout Editor, _ text: String) {
        for character in text {
            editor.handle(.key(KeyChord(.character(character.unicodeScalars.first ?? " ")), text: String(character)))
        }
    }

    func press(_ editor: inout Editor, _ letter: Unicode.Scalar) { editor.handle(.key(KeyChord(.character(letter), .ctrl))) }

    /// The find prompt's note (what the status line shows after the text), if the prompt is open.
    func note(_ editor: Editor) -> String? {
        guard case .prompt(let state) = editor.modals.last, state.kind == .find else { return nil }
        return state.note
    }

    /// The selection as (start, end) and the cursor, for compact expectations.
    func selection(_ editor: Editor) -> Range<Int>? { editor.document.selection }

    @Test func typingSelectsTheFirstMatchFromWhereTheSearchStarted() {
        var editor = editor("alpha b|eta\nGamma beta\nalpha BETA\n")
        press(&editor, "f")
        #expect(editor.activeContext == .find)
        type(&editor, "b")
        #expect(selection(editor) == 17..<18, "the b of the second line's beta: the search starts at the cursor")
        type(&editor, "eta")
        #expect(selection(editor) == 17..<21)
        #expect(editor.document.cursor == 21, "the cursor is at the match's end")
        #expect(note(editor) == nil)
    }

    @Test func escapePutsCursorSelectionAndScrollBack() {
        let long = (1...100).map { "line \($0)" }.joined(separator: "\n") + "\nneedle\n"
        var editor = editor("li|ne" + long.dropFirst(4))
        editor.handle(.key(KeyChord(.right, .shift)))
        let before = (editor.document.cursor, editor.document.anchor, editor.document.scrollLine)
        press(&editor, "f")
        type(&editor, "needle")
        #expect(editor.document.scrollLine > 0, "scrolled to the match")
        editor.handle(.key(KeyChord(.escape)))
        #expect(editor.modals.isEmpty)
        #expect((editor.document.cursor, editor.document.anchor, editor.document.scrollLine) == before)
        editor.handle(.key(KeyChord(.character("n"), .ctrl)))
        #expect(editor.activeContext == .find, "Esc keeps no pattern: Ctrl+N opens the prompt")
    }

    @Test func enterKeepsTheMatchSelectedAndTypingReplacesIt() {
        var editor = editor("|" + text)
        press(&editor, "f")
        type(&editor, "gamma")
        editor.handle(.key(KeyChord(.enter)))
        #expect(editor.modals.isEmpty)
        #expect(selection(editor) == 11..<16)
        type(&editor, "Delta")
        #expect(CursorText.format(editor.document) == "alpha beta\nDelta| beta\nalpha BETA\n")
    }

    @Test func nextAndPreviousWrapWithAMessage() {
        var editor = editor("|" + text)
        press(&editor, "f")
        type(&editor, "beta")
        #expect(selection(editor) == 6..<10)
        press(&editor, "n")
        #expect(selection(editor) == 17..<21)
        press(&editor, "n")
        #expect(selection(editor) == 28..<32, "smart case: beta finds BETA")
        #expect(note(editor) == nil)
        press(&editor, "n")
        #expect(selection(editor) == 6..<10)
        #expect(note(editor) == "Search wrapped")
        press(&editor, "p")
        #expect(selection(editor) == 28..<32)
        #expect(note(editor) == "Search wrapped")
        editor.handle(.key(KeyChord(.enter)))

        // In the editor, with the last pattern.
        press(&editor, "p")
        #expect(selection(editor) == 17..<21)
        #expect(editor.message == nil)
        press(&editor, "n")
        press(&editor, "n")
        #expect(selection(editor) == 6..<10)
        #expect(editor.message == Message("Search wrapped"))
        #expect(editor.modals.isEmpty)
    }

    @Test func aCapitalMakesTheSearchCaseSensitive() {
        var editor = editor("|" + text)
        press(&editor, "f")
        type(&editor, "BETA")
        #expect(selection(editor) == 28..<32)
        editor.handle(.key(KeyChord(.backspace)))
        editor.handle(.key(KeyChord(.backspace)))
        editor.handle(.key(KeyChord(.backspace)))
        type(&editor, "eta")
        #expect(note(editor) == "Not found", "Beta matches nothing: the B keeps it case-sensitive")
        #expect(selection(editor) == nil)
        #expect(editor.document.cursor == 0, "back where the search started")
    }

    @Test func notFoundStaysWhereTheSearchStarted() {
        var editor = editor("alpha |beta\n")
        press(&editor, "f")
        type(&editor, "bet")
        #expect(selection(editor) == 6..<9)
        type(&editor, "x")
        #expect(note(editor) == "Not found")
        #expect(selection(editor) == nil)
        #expect(editor.document.cursor == 6)
        editor.handle(.key(KeyChord(.enter)))
        press(&editor, "n")
        #expect(editor.message == Message("Not found"))
    }

    @Test func ctrlNWithoutAPatternOpensThePromptAndAnEmptyPromptRecallsTheLast() {
        var editor = editor("|" + text)
        press(&editor, "n")
        #expect(editor.activeContext == .find)
        type(&editor, "alpha")
        editor.handle(.key(KeyChord(.enter)))
        editor.document.cursor = 0
        editor.document.anchor = nil
        press(&editor, "f")
        press(&editor, "n")
        guard case .prompt(let state) = editor.modals.last else { return #expect(Bool(false), "the prompt closed") }
        #expect(state.text == "alpha")
        #expect(selection(editor) == 0..<5)
    }

    @Test func aMatchInsideAGlyphIsSkipped() {
        // "e" followed by a combining acute accent is one glyph: the e alone is not a match.
        var editor = editor("|cafe\u{301} cafe")
        press(&editor, "f")
        type(&editor, "cafe")
        #expect(selection(editor) == 7..<11, "the second cafe, after the 6 bytes of cafe\u{301} and a space")
    }

    @Test func theFindPromptShowsItsKeysInTheBar() {
        var editor = editor("|" + text)
        press(&editor, "f")
        let titles = editor.barShortcuts.map(\.title)
        #expect(Array(titles.prefix(4)) == ["Done", "Cancel", "Next", "Previous"])
    }
}
