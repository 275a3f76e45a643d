import Testing
import DentCore
import DentTestSupport
import DentText

/// The place a document is left at, and putting it back.
@Suite struct PlaceTests {
    @Test func thePlaceIsTheDisplayColumnAndRestoringFindsTheSameGlyph() {
        var document = CursorText.document("a\n\tb日c|d\ne\n", tabWidth: 4)
        document.scrollLine = 1
        let place = document.place
        #expect(place == FilePlace(line: 2, column: 9, scrollLine: 1, indentStyle: nil))
        var reopened = CursorText.document("|a\n\tb日cd\ne\n", tabWidth: 4)
        reopened.restore(place)
        #expect(CursorText.format(reopened) == "a\n\tb日c|d\ne\n")
        #expect(reopened.scrollLine == 1)
    }

    @Test func aShorterFileTakesTheNearestLineAndColumnAndKeepsTheCursorOnScreen() {
        var document = CursorText.document("|one\ntwo\n")
        document.restore(FilePlace(line: 50, column: 30, scrollLine: 45))
        #expect(CursorText.format(document) == "one\ntwo\n|")
        #expect(document.scrollLine == 2, "never below the cursor's line")
        document.restore(FilePlace(line: 1, column: 30, scrollLine: 0))
        #expect(CursorText.format(document) == "one|\ntwo\n")
    }

    @Test func onlyAStyleChosenByACommandIsRemembered() {
        var document = CursorText.document("|x\n", indent: .spaces(4))
        #expect(document.place.indentStyle == nil)
        document.setIndentStyle(.tabs)
        #expect(document.place.indentStyle == .tabs)
        var reopened = CursorText.document("|x\n", indent: .spaces(4))
        reopened.restore(document.place)
        #expect(reopened.indentStyle == .tabs)
        #expect(reopened.indentSource == .command)
    }
}
