import Testing
import DentCore
import DentKeys
import DentScreen
import DentTestSupport

/// The shortcut overlay as drawn: over the bottom of the text, above the status line, at 80 and
/// 200 columns; short screens; the cursor it covers.
@Suite struct ShortcutOverlayViewTests {
    /// An editor of `rows` × `columns` with Ctrl held long enough (the clock is the editor's).
    static func holdingCtrl(_ marked: String = "one\ntwo|\n", rows: Int = 24, columns: Int) -> Editor {
        var editor = Editor(document: CursorText.document(marked))
        editor.resize(rows: rows, columns: columns)
        editor.terminalReportsModifierKeys = true
        editor.clock = 1_000
        editor.handle(.key(KeyChord(.modifier(.leftControl))))
        editor.advanceClock(to: 1_600)
        return editor
    }

    @Test func at80Columns() {
        let editor = Self.holdingCtrl(columns: 80)
        let grid = Renderer.render(editor, rows: 24, columns: 80)
        let lines = ScreenText.lines(grid)
        #expect(Array(lines[0...2]) == ["one", "two", ""], "the text above stays")
        #expect(Array(lines[13...23]) == [
            " With Ctrl held, press:                                   release Ctrl to close",
            " File      S Save  Q Quit  O Open  W Close",
            " Edit      _ / Toggle comment  Backspace Delete word left",
            "           Delete Delete word right  K Cut line  D Duplicate line  Z Undo",
            "           Y Redo  T Insert literally  C Copy  X Cut  V Paste  ] Complete word",
            " Navigate  Left Word left  Right Word right  Home Start of file  End End of file",
            "           A Select all  L Go to line",
            " Search    F Find  N Find next  P Find previous  R \\ Replace",
            " Help      E Command palette  G Help",
            " test.txt                     Plain text  Spaces:4 (default)  LF  Ln 2, Col 4",
            "^G Help  ^S Save  ^Q Quit  Tab Indent  S-Tab Outdent  ^Z Undo  ^F Find",
        ])
        #expect(ScreenText.styles(grid, row: 13) == String(repeating: "r", count: 80), "a reversed title row")
        #expect(ScreenText.styles(grid, row: 14).hasPrefix("bbbbbbbbbbbr.......r.......r"), "bold labels, reversed keys")
        #expect(ScreenText.styles(grid, row: 15).hasPrefix("bbbbbbbbbbbr.r................."), "each key of a command reversed")
        #expect(grid.cursor! == (1, 3), "the cursor above the overlay stays")
    }

    @Test func at200Columns() {
        let editor = Self.holdingCtrl(columns: 200)
        let lines = ScreenText.lines(Renderer.render(editor, rows: 24, columns: 200))
        #expect(Array(lines[16...22]) == [
            " With Ctrl held, press:" + String(repeating: " ", count: 155) + "release Ctrl to close",
            " File      S Save  Q Quit  O Open  W Close",
            " Edit      _ / Toggle comment  Backspace Delete word left  Delete Delete word right  K Cut line  D Duplicate line"
                + "  Z Undo  Y Redo  T Insert literally  C Copy  X Cut  V Paste  ] Complete word",
            " Navigate  Left Word left  Right Word right  Home Start of file  End End of file  A Select all  L Go to line",
            " Search    F Find  N Find next  P Find previous  R \\ Replace",
            " Help      E Command palette  G Help",
            " test.txt" + String(repeating: " ", count: 141) + "Plain text  Spaces:4 (default)  LF  Ln 2, Col 4",
        ])
        #expect(lines[15] == "~", "only the rows it needs: the text area (past the end here) shows above it")
    }

    @Test func onAShortScreenTheLastRowPointsToTheHelp() {
        let editor = Self.holdingCtrl(rows: 8, columns: 80)
        let lines = ScreenText.lines(Renderer.render(editor, rows: 8, columns: 80))
        #expect(Array(lines[0...5]) == [
            " With Ctrl held, press:                                   release Ctrl to close",
            " File      S Save  Q Quit  O Open  W Close",
            " Edit      _ / Toggle comment  Backspace Delete word left",
            "           Delete Delete word right  K Cut line  D Duplicate line  Z Undo",
            "           Y Redo  T Insert literally  C Copy  X Cut  V Paste  ] Complete word",
            " More than fits here: Ctrl+g lists every shortcut",
        ])
    }

    @Test func aCoveredCursorIsHiddenAndTheReleaseBringsTheTextBack() {
        let text = (1...30).map { "line \($0)" }.joined(separator: "\n")
        var editor = Self.holdingCtrl("|" + text, columns: 80)
        for _ in 0..<21 { editor.handle(.key(KeyChord(.down))) }
        #expect(editor.shortcutOverlay == nil, "a key ends the hold")
        editor.handle(.key(KeyChord(.modifier(.leftControl))))
        editor.advanceClock(to: editor.clock + 600)
        let shown = Renderer.render(editor, rows: 24, columns: 80)
        #expect(shown.cursor == nil, "the cursor is under the overlay")
        editor.handle(.key(KeyChord(.modifier(.leftControl)), action: .release))
        let released = Renderer.render(editor, rows: 24, columns: 80)
        #expect(ScreenText.lines(released)[21] == "line 22")
        #expect(released.cursor! == (21, 0))
    }

    /// The help's notes say so only where holding a modifier works (issue 51, item 17):
    /// `dent --check-keys` tells the other cases.
    @Test func theHelpSaysWhereTheOverlayIsAvailable() {
        func helpText(_ reports: Bool?, delay: UInt64 = 600) -> String {
            var editor = Editor(document: CursorText.document("a|"))
            editor.modifierHold.delay = delay
            editor.terminalReportsModifierKeys = reports
            editor.handle(.key(KeyChord(.function(1))))
            return ScreenText.lines(Renderer.render(editor, rows: 1_000, columns: 200)).joined(separator: "\n")
        }
        #expect(helpText(true).contains("Hold Ctrl or Alt alone for 600 ms to see its shortcuts over the text"))
        #expect(!helpText(false).contains("kitty keyboard protocol"))
        #expect(!helpText(true, delay: 0).contains("The shortcut overlay is off"))
        #expect(!helpText(nil).contains("Hold Ctrl or Alt"), "nothing before the terminal answered")
    }
}
