import Testing
import DentCore
import DentTestSupport

/// The status line's column is a display column: a tab counts to its stop, a wide character as two.
@Suite struct StatusColumnTests {
    @Test(arguments: [("ab|c", 3), ("\tx|", 10), ("日本|x", 5), ("e\u{301}|x", 2), ("|", 1)])
    func columnsAreDisplayColumns(marked: String, column: Int) {
        let document = CursorText.document(marked)
        #expect(document.cursorPosition.column == column, "\(marked)")
        #expect(document.cursorPosition.line == 1)
    }
}
