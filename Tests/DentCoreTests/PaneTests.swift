import Testing
import DentCore
import DentKeys
import DentTestSupport
import DentText

/// Split panes: one document shared by its panes, each pane with its own view, edits in one
/// moving the others' positions, focus, closing, and the layout.
@Suite struct PaneTests {
    /// Each shown pane's view of its file, in layout order.
    static func views(_ editor: Editor) -> [Document] {
        let frames = editor.paneFrames
        return editor.layout.panes.compactMap { id in frames.first { $0.id == id }.map { editor.document(in: $0) } }
    }

    static func focusedNumber(_ editor: Editor) -> Int { editor.layout.panes.firstIndex(of: editor.focusedPaneID) ?? -1 }

    /// Gives the keys to the pane `number` (layout order) with Next pane.
    static func focus(_ editor: inout Editor, _ number: Int) {
        while focusedNumber(editor) != number { editor.press("Alt+t") }
    }

    static func editor(_ text: String, rows: Int = 24, columns: Int = 80) -> Editor {
        var editor = Editor(document: CursorText.document(text))
        editor.resize(rows: rows, columns: columns)
        return editor
    }

    @Test func splitRightSharesTheTextAndKeepsAViewEach() {
        var editor = Self.editor("|hello\nworld\n")
        editor.press("Alt+%")
        #expect(editor.paneCount == 2)
        #expect(Self.focusedNumber(editor) == 1, "the new pane takes the keys")
        editor.press("Down", "End")
        editor.paste("!")
        let views = Self.views(editor)
        #expect(views.map { CursorText.format($0) } == ["|hello\nworld!\n", "hello\nworld!|\n"])
        #expect(editor.files.count == 1, "one document")
        #expect(editor.invariantProblems().isEmpty)
    }

    /// The idle pass serves every file shown, not only the focused pane's: a highlighted file in
    /// the other pane is highlighted to its end while the keys go to a plain one.
    @Test func theIdlePassHighlightsAFileShownInAnotherPane() {
        var editor = Self.editor("|plain\n")
        editor.press("Alt+%")
        var highlighted = Document(path: "b.c", text: TextBuffer("/* open\n" + String(repeating: "int x;\n", count: 2_000)))
        highlighted.highlight(with: BlockCommentHighlighter().source)
        editor.opened(highlighted)
        Self.focus(&editor, 0)
        editor.prepareHighlighting()
        #expect(editor.document.syntax == nil)
        #expect(editor.hasHighlightingWork)
        var steps = 0
        while editor.hasHighlightingWork && steps < 100_000 {
            editor.continueHighlighting()
            steps += 1
        }
        #expect(editor.files.compactMap(\.document.syntax).map(\.isComplete) == [true])
    }

    @Test func anEditBeforeAnotherPanesCursorMovesItAndOneAfterDoesNot() {
        var editor = Self.editor("ab|cd\n")
        editor.press("Alt+\"")
        editor.press("End")
        // Pane 2 at the end of the line, pane 1 between b and c.
        Self.focus(&editor, 0)
        #expect(editor.document.cursor == 2)
        editor.press("Home")
        editor.paste("日本")
        #expect(Self.views(editor).map(\.cursor) == [6, 10], "six bytes typed before the other cursor move it")
        Self.focus(&editor, 1)
        editor.paste("xy")
        #expect(Self.views(editor).map(\.cursor) == [6, 12], "typed after it: the first pane's cursor stays")
    }

    @Test func undoInOnePaneMovesTheOtherPanesCursorBack() {
        var editor = Self.editor("|abc\n")
        editor.press("Alt+%")
        editor.press("End")
        Self.focus(&editor, 0)
        editor.paste("éé")
        #expect(Self.views(editor).map(\.cursor) == [4, 7])
        editor.press("Ctrl+z")
        let views = Self.views(editor)
        #expect(CursorText.format(views[1]) == "abc|\n", "the other pane's cursor stays after the same text")
        #expect(views[0].cursor == 0, "the undoing pane's cursor goes to the change, as with one pane")
        #expect(editor.invariantProblems().isEmpty)
    }

    /// A replacement that leaves another pane's cursor between the CR and the LF it put in
    /// moves that cursor past the LF: never inside a glyph.
    @Test func aCursorLeftInsideCRLFMovesPastIt() {
        var editor = Editor(document: {
            var document = CursorText.document("abXcd\r\n|")
            document.lineEnding = .crlf
            return document
        }())
        editor.resize(rows: 24, columns: 80)
        editor.press("Alt+%")
        editor.press("Ctrl+Home", "Right", "Right")
        Self.focus(&editor, 0)
        editor.press("Ctrl+Home", "Right", "Shift+Right", "Shift+Right", "Shift+Right")
        editor.paste("\n")
        #expect(editor.document.text.bytes.allBytes == Array("a\r\nd\r\n".utf8))
        #expect(Self.views(editor)[1].cursor == 3, "not 2, between CR and LF")
        #expect(editor.invariantProblems().isEmpty)
    }

    @Test func ctrlWInASplitClosesTheFileAndThePaneLeftWithoutOne() {
        var editor = Self.editor("|one\n")
        editor.opened(CursorText.document("|two\n"))
        editor.press("Alt+%")
        #expect(editor.paneCount == 2)
        editor.press("Ctrl+w")
        #expect(editor.paneCount == 1, "the file was all this pane had shown")
        #expect(editor.files.count == 1)
        #expect(Self.views(editor).map { CursorText.format($0) } == ["|one\n"], "the other pane showed one.txt before two.txt")
        editor.press("Ctrl+w")
        #expect(editor.files.count == 1 && editor.document.path.isEmpty, "the last file leaves an empty one")
        #expect(!editor.isQuitting)
        #expect(editor.invariantProblems().isEmpty)
    }

    @Test func closePaneKeepsTheFilesAndTheLastPaneStays() {
        var editor = Self.editor("|one\n")
        editor.press("Alt+%", "Alt+\"")
        #expect(editor.paneCount == 3)
        editor.press("Alt+0")
        #expect(editor.paneCount == 2)
        editor.press("Alt+0")
        editor.press("Alt+0")
        #expect(editor.paneCount == 1)
        #expect(editor.message?.text.hasPrefix("The last pane stays") == true)
        #expect(editor.files.count == 1)
        #expect(editor.invariantProblems().isEmpty)
    }

    @Test func backAndForwardArePerPane() {
        var editor = Self.editor("|one\n")
        editor.press("Alt+%")
        editor.opened(CursorText.document("|two\n"))
        #expect(editor.document.displayName == "test.txt")
        editor.press("Alt+Left")
        #expect(editor.currentIndex == 0, "pane 2 goes back to the first file")
        Self.focus(&editor, 0)
        editor.press("Alt+Left")
        #expect(editor.message?.text.hasPrefix("No earlier place") == true, "pane 1 only ever showed the first file")
    }

    @Test func focusByDirectionAndResize() {
        var editor = Self.editor("|one\n", rows: 25, columns: 81)
        editor.press("Alt+%")
        #expect(editor.paneFrames.map(\.rect) == [PaneRect(top: 0, left: 0, rows: 24, columns: 40),
                                                  PaneRect(top: 0, left: 41, rows: 24, columns: 40)])
        editor.press("Ctrl+Alt+Left")
        #expect(Self.focusedNumber(editor) == 0)
        editor.press("Ctrl+Alt+Left")
        #expect(editor.message?.text == "No pane to the left")
        editor.press("Alt++")
        #expect(editor.paneFrames.first { $0.isFocused }?.rect.columns == 44)
        editor.press("Alt+-", "Alt+-")
        #expect(editor.paneFrames.first { $0.isFocused }?.rect.columns == 36)
        editor.press("Ctrl+Alt+Right")
        #expect(Self.focusedNumber(editor) == 1)
    }

    @Test func resizingTheTerminalKeepsProportionsAndHidesPanesTooSmall() {
        var editor = Self.editor("|one\n", rows: 25, columns: 81)
        editor.press("Alt+%", "Alt+-", "Alt+-")
        editor.resize(rows: 25, columns: 161)
        #expect(editor.paneFrames.map(\.rect.columns) == [96, 64], "60% and 40% of 160 columns")
        editor.resize(rows: 25, columns: 12)
        #expect(editor.paneFrames.count == 1, "too narrow for two: one is hidden")
        #expect(editor.paneFrames.first?.isFocused == true, "the focused pane stays shown")
        editor.resize(rows: 25, columns: 81)
        #expect(editor.paneFrames.count == 2)
        #expect(editor.invariantProblems().isEmpty)
    }

    @Test func aClickFocusesAPaneAndADragOnTheBorderResizes() {
        var editor = Self.editor("|hello\nworld\n", rows: 25, columns: 81)
        editor.press("Alt+%")
        editor.handle(.mouse(MouseEvent(kind: .down, button: .left, x: 3, y: 2)))
        #expect(Self.focusedNumber(editor) == 0)
        #expect(editor.document.cursor == 8, "the click also places the cursor: row 2, column 3")
        editor.handle(.mouse(MouseEvent(kind: .down, button: .left, x: 41, y: 5)))
        editor.handle(.mouse(MouseEvent(kind: .drag, button: .left, x: 21, y: 5)))
        editor.handle(.mouse(MouseEvent(kind: .up, button: .left, x: 21, y: 5)))
        #expect(editor.paneFrames.map(\.rect.columns) == [20, 60])
        #expect(Self.focusedNumber(editor) == 0)
    }

    @Test func theFileListSaysWhichPanesShowAFile() {
        var editor = Self.editor("|one\n")
        editor.press("Alt+%")
        editor.opened(CursorText.document("|two\n"))
        #expect(editor.fileListEntries().map(\.panes) == [[1], [2]])
    }

    /// The model: random pastes, deletions and cursor moves through three panes on one file
    /// against a byte array and a position per pane; after every step each pane's cursor is
    /// inside the text, on a glyph boundary, and where the reference put it.
    @Test(arguments: [1, 2, 3, 4, 5] as [UInt64]) func randomEditsThroughThreePanesMoveEveryCursor(seed: UInt64) {
        var random = SplitMix64(state: seed)
        let pieces = ["a", "b", "é", "日", "\n", "😀", "xyz"]
        var editor = Self.editor("|start\n", rows: 30, columns: 100)
        editor.press("Alt+%", "Alt+\"")
        var text = Array("start\n".utf8)
        var cursors = Self.views(editor).map(\.cursor)
        for step in 0..<150 {
            let pane = Int(random.next() % 3)
            Self.focus(&editor, pane)
            let starts = Self.characterStarts(text)
            switch random.next() % 4 {
            case 0:
                let target = starts[Int(random.next() % UInt64(starts.count))]
                editor.edit { $0.cursor = target }
                cursors[pane] = target
            case 1, 2:
                let piece = Array(pieces[Int(random.next() % UInt64(pieces.count))].utf8)
                let at = cursors[pane]
                editor.paste(String(decoding: piece, as: UTF8.self))
                text.insert(contentsOf: piece, at: at)
                cursors = cursors.enumerated().map { $0.offset == pane ? at + piece.count : $0.element > at ? $0.element + piece.count : $0.element }
            default:
                let at = cursors[pane]
                guard let start = starts.last(where: { $0 < at }) else { continue }
                editor.press("Backspace")
                text.removeSubrange(start..<at)
                let removed = at - start
                cursors = cursors.map { $0 >= at ? $0 - removed : $0 > start ? start : $0 }
            }
            let views = Self.views(editor)
            #expect(editor.document.text.bytes.allBytes == text, "seed \(seed), step \(step)")
            #expect(views.map(\.cursor) == cursors, "seed \(seed), step \(step)")
            #expect(editor.invariantProblems().isEmpty, "seed \(seed), step \(step): \(editor.invariantProblems())")
            if views.map(\.cursor) != cursors || editor.document.text.bytes.allBytes != text { return }
        }
    }

    /// Where each character of `text` starts, and its end (the pieces are whole characters
    /// that never join: no combining marks).
    static func characterStarts(_ text: [UInt8]) -> [Int] {
        text.indices.filter { text[$0] & 0xC0 != 0x80 } + [text.count]
    }
}
