import Testing
@testable import DentCore
import DentKeys
import DentTestSupport
import DentText

/// Back means the place before (issue 54): the history of places a pane jumped from, across
/// files; a jump of a screen or less adds nothing.
@Suite struct PlaceHistoryTests {
    static let a = DocumentID(1), b = DocumentID(2)

    static func place(_ id: DocumentID, _ line: Int, _ column: Int = 0) -> Place { Place(id: id, line: line, column: column) }

    @Test func backAndForwardReturnThePlacesLeftAndTakeTheCurrentOneWithThem() {
        var history = PlaceHistory(Self.a)
        history.push(from: Self.place(Self.a, 3, 2), to: Self.place(Self.a, 90))
        history.push(from: Self.place(Self.a, 91), to: Self.place(Self.b, 0))
        #expect(history.current == Self.b)
        #expect(history.back(from: Self.place(Self.b, 7)) == Self.place(Self.a, 91))
        #expect(history.back(from: Self.place(Self.a, 91)) == Self.place(Self.a, 3, 2))
        #expect(history.back(from: Self.place(Self.a, 3, 2)) == nil, "nothing before the first")
        #expect(history.forward(from: Self.place(Self.a, 4)) == Self.place(Self.a, 91))
        #expect(history.forward(from: Self.place(Self.a, 91)) == Self.place(Self.b, 7), "where b was left")
        #expect(history.forward(from: Self.place(Self.b, 7)) == nil)
    }

    @Test func aJumpAfterBackDropsTheForwardPartAndAJumpToWhereItStartedAddsNothing() {
        var history = PlaceHistory(Self.a)
        history.push(from: Self.place(Self.a, 0), to: Self.place(Self.a, 50))
        history.push(from: Self.place(Self.a, 50), to: Self.place(Self.a, 100))
        _ = history.back(from: Self.place(Self.a, 100))
        history.push(from: Self.place(Self.a, 50), to: Self.place(Self.a, 200))
        #expect(history.entries.map(\.line) == [0, 50, 200])
        history.push(from: Self.place(Self.a, 200), to: Self.place(Self.a, 200))
        #expect(history.entries.map(\.line) == [0, 50, 200])
    }

    @Test func theOldestPlacesGoPastTheLimit() {
        var history = PlaceHistory(Self.a)
        for line in 0..<(PlaceHistory.limit + 20) { history.push(from: Self.place(Self.a, line * 2), to: Self.place(Self.a, line * 2 + 1)) }
        #expect(history.entries.count == PlaceHistory.limit)
        #expect(history.position == PlaceHistory.limit - 1)
        #expect(history.entries.last == Self.place(Self.a, (PlaceHistory.limit + 19) * 2 + 1))
    }

    @Test func closingAFileTakesItsPlacesOut() {
        var history = PlaceHistory(Self.a)
        history.push(from: Self.place(Self.a, 1), to: Self.place(Self.b, 0))
        history.push(from: Self.place(Self.b, 0), to: Self.place(Self.a, 1))
        #expect(history.remove(Self.b) == Self.a)
        #expect(history.entries == [Self.place(Self.a, 1)], "the two places of a, now neighbours and the same, merge")
    }

    // MARK: The editor's jumps

    static func editor(lines: Int = 200) -> Editor {
        var editor = Editor(document: Document(path: "a.txt", text: TextBuffer((0..<lines).map { "line \($0)\n" }.joined())))
        editor.resize(rows: 24, columns: 80)
        return editor
    }

    static func goToLine(_ editor: inout Editor, _ line: String) {
        editor.press("Ctrl+l")
        editor.type(line)
        editor.press("Enter")
    }

    static func where_(_ editor: Editor) -> (line: Int, column: Int) {
        let place = editor.document.place(id: editor.currentID)
        return (place.line, place.column)
    }

    @Test func goToLineFarAwayIsAJumpBackReturnsToTheLineAndColumnLeft() {
        var editor = Self.editor()
        editor.press("Down", "Down", "End")
        Self.goToLine(&editor, "150")
        #expect(Self.where_(editor) == (149, 0))
        editor.press("Alt+Left")
        #expect(Self.where_(editor) == (2, 6), "back on line 3, at its end")
        editor.press("Alt+Right")
        #expect(Self.where_(editor) == (149, 0))
    }

    @Test func aJumpOfAScreenOrLessIsNoJump() {
        var editor = Self.editor()
        Self.goToLine(&editor, "10")
        editor.press("Alt+Left")
        #expect(Self.where_(editor) == (9, 0), "nothing to go back to")
        #expect(editor.message?.text.hasPrefix("No earlier place") == true)
    }

    @Test func theEndOfTheFileAndAMatchAcceptedAreJumps() {
        var editor = Self.editor()
        editor.press("Ctrl+End")
        editor.press("Alt+Left")
        #expect(Self.where_(editor) == (0, 0))
        editor.press("Ctrl+f")
        editor.type("line 120")
        editor.press("Enter")
        #expect(Self.where_(editor).line == 120)
        editor.press("Alt+Left")
        #expect(Self.where_(editor) == (0, 0), "back where the find began")
    }

    @Test func backGoesToAPlaceThatLinesRemovedSinceHaveMovedPastTheEnd() {
        var editor = Self.editor()
        Self.goToLine(&editor, "190")
        Self.goToLine(&editor, "1")
        editor.press("Ctrl+Shift+End", "Delete")
        editor.press("Alt+Left")
        #expect(Self.where_(editor) == (0, 0), "line 190 is gone: the nearest place is the end")
        #expect(editor.invariantProblems().isEmpty)
    }
}
