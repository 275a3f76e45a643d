import DentCore
import DentTestSupport
import Testing

/// Replace (Ctrl+R): the search, the replacement, then y / n / a / Esc for each match.
@Suite struct ReplaceTests {
    @Test func yesNoAndEscAnswerEachMatchFromTheCursorRoundToIt() {
        var find = FindDriver("one cat, t|wo cat, three cat")
        find.press("Ctrl+r")
        #expect(find.label == "Replace:")
        find.type("cat")
        #expect(find.selection == 13..<16, "incremental, like find")
        find.press("Enter")
        #expect(find.prompt?.kind == .replaceWith)
        #expect(find.label == "Replace with:")
        find.type("dog")
        find.press("Enter")
        #expect(find.editor.modals == [.replaceMatch])
        #expect(find.selection == 13..<16, "the first match after the cursor is asked about")
        find.press("y")
        #expect(find.text == "one cat, two dog, three cat")
        #expect(find.selection == 24..<27)
        find.press("n")
        #expect(find.selection == 4..<7, "wrapped to the start")
        find.press("y")
        #expect(find.text == "one dog, two dog, three cat")
        #expect(find.editor.modals.isEmpty, "back at where it started: done")
        #expect(find.editor.message?.text == "Replaced 2 of 3 matches")
        find.press("Ctrl+z")
        #expect(find.text == "one cat, two dog, three cat", "each y is an undo step")

        var stopped = FindDriver(replacing: "|a a a", "a", with: "b")
        stopped.press("y", "Esc")
        #expect(stopped.text == "b a a")
        #expect(stopped.editor.modals.isEmpty)
        #expect(stopped.editor.message?.text == "Replaced 1 match")
    }

    @Test func allReplacesEveryMatchLeftInOneUndoStep() {
        var find = FindDriver(replacing: "x |foo foo\nfoo bar foo", "foo", with: "quux")
        find.press("n", "a")
        #expect(find.text == "x foo quux\nquux bar quux")
        #expect(find.editor.message?.text == "Replaced 3 of 4 matches")
        #expect(find.editor.modals.isEmpty)
        find.press("Ctrl+z")
        #expect(find.text == "x foo foo\nfoo bar foo", "one undo step")
        find.press("Ctrl+y")
        #expect(find.text == "x foo quux\nquux bar quux")
    }

    @Test func matchesFarApartAndCloseTogetherAreOneUndoStepToo() {
        let far = String(repeating: "-", count: 10_000)
        let original = "ab ab" + far + "ab" + far + "ab ab ab\n"
        var find = FindDriver(replacing: "|" + original, "ab", with: "xyz")
        find.press("a")
        let replaced = "xyz xyz" + far + "xyz" + far + "xyz xyz xyz\n"
        #expect(find.text == replaced)
        #expect(find.editor.document.cursor == replaced.utf8.count - 1, "after the last replacement")
        find.editor.document.text.checkInvariants()
        find.press("Ctrl+z")
        #expect(find.text == original)
        find.press("Ctrl+z")
        #expect(find.text == original, "nothing before it to undo")
        find.press("Ctrl+y")
        #expect(find.text == replaced)
    }

    @Test func allFromTheMiddleWrapsToTheStartAndStopsWhereItBegan() {
        var find = FindDriver(replacing: "ab ab a|b ab", "ab", with: "X")
        #expect(find.selection == 9..<11, "the first match starting after the cursor")
        find.press("a")
        #expect(find.text == "X X X X", "then round from the start: the one the cursor was inside starts before it")
        #expect(find.editor.message?.text == "Replaced 4 matches")
        find.press("Ctrl+z")
        #expect(find.text == "ab ab ab ab")
    }

    @Test func regexGroupsDollarZeroAndADollarSign() {
        var find = FindDriver(replacing: "|width=10 height=20", "(\\w+)=(\\d+)", with: "$2 is $1 ($0) $$", regex: true)
        find.press("a")
        #expect(find.text == "10 is width (width=10) $ 20 is height (height=20) $")
        var one = FindDriver(replacing: "|k1=v1", "(k)(\\d)", with: "${2}${1}", regex: true)
        one.press("y")
        #expect(one.text == "1k=v1")
    }

    @Test func aLiteralReplacementIsInsertedAsTyped() {
        var find = FindDriver(replacing: "|price", "price", with: "$1 $$")
        find.press("y")
        #expect(find.text == "$1 $$")
    }

    @Test func aGroupThePatternLacksIsReportedInTheReplacementPrompt() {
        var find = FindDriver(replacing: "|ab", "(a)b", with: "$2", regex: true)
        #expect(find.prompt?.kind == .replaceWith)
        #expect(find.note == "No group $2: the pattern has 1 group")
        #expect(find.text == "ab")
        find.press("Esc")
        #expect(find.editor.modals.isEmpty)
        #expect(find.editor.document.cursor == 0, "Esc goes back to where the search started")
    }

    @Test func emptyMatchesAreReplacedOnceEach() {
        var find = FindDriver(replacing: "|a\nb\n", "^", with: "> ", regex: true)
        find.press("a")
        #expect(find.text == "> a\n> b\n")
        var asked = FindDriver(replacing: "|a\nb", "^", with: "", regex: true)
        asked.press("n", "n")
        #expect(asked.editor.modals.isEmpty, "n past an empty match goes on to the next line")
        #expect(asked.editor.message?.text == "Replaced 0 of 2 matches")
    }

    @Test func nothingToReplaceSaysSo() {
        var find = FindDriver(replacing: "|abc", "x", with: "y")
        #expect(find.editor.modals.isEmpty)
        #expect(find.editor.message?.text == "Not found")
        find.press("Ctrl+z")
        #expect(find.text == "abc")
    }

    @Test func theQuestionShowsItsKeysInTheBar() {
        let find = FindDriver(replacing: "|cat", "cat", with: "dog")
        #expect(find.editor.barShortcuts.map(\.title).prefix(5) == ["Yes", "No", "All", "Stop", "Help"])
    }

    @Test func replaceIsInTheHelpAndThePaletteAndRunsFromThem() {
        var find = FindDriver("|cat")
        #expect(find.editor.helpEntries(filter: "replace").contains { $0.command == .replace && $0.chords.count == 2 })
        find.press("Ctrl+e")
        find.type("replace")
        find.press("Enter")
        #expect(find.prompt?.kind == .replace, "the palette ran it")
        find.press("Esc", "Ctrl+\\")
        #expect(find.prompt?.kind == .replace, "nano's chord too")
    }
}
