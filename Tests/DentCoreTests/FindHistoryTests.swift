import DentCore
import DentText
import Testing

/// Up and Down in the find, replace and replacement prompts browse the history.
@Suite struct FindHistoryTests {
    @Test func upAndDownBrowseSearchesWithTheirOptionsThenGiveBackWhatWasTyped() {
        var find = FindDriver("|alpha beta gamma")
        find.press("Ctrl+f")
        find.type("alpha")
        find.press("Enter", "Ctrl+f", "Alt+r")
        find.type("b.ta")
        find.press("Enter")
        #expect(find.editor.searchHistory.entries(.find).map(\.text) == ["alpha", "b.ta"])
        #expect(find.editor.takeEffects().filter {
            if case .rememberSearch(.find, _) = $0 { return true }
            return false
        }.count == 2, "the host is asked to keep each accepted search")

        find.press("Ctrl+f", "Alt+r")
        find.type("gam")
        #expect(find.label == "Find:")
        find.press("Up")
        #expect(find.prompt?.text == "b.ta")
        #expect(find.label == "Find [Regex]:", "the options it was searched with")
        #expect(find.selected == "beta", "and it is searched for")
        find.press("Up")
        #expect(find.prompt?.text == "alpha")
        #expect(find.label == "Find:")
        find.press("Up")
        #expect(find.prompt?.text == "alpha", "the oldest stays")
        #expect(find.note == "No older entry")
        find.press("Down", "Down")
        #expect(find.prompt?.text == "gam", "what was typed comes back")
        #expect(find.label == "Find:")
        #expect(find.selected == "gam")
        find.press("Down")
        #expect(find.prompt?.text == "gam")
    }

    @Test func editingARecalledSearchStartsBrowsingAfresh() {
        var find = FindDriver("|one two three")
        for word in ["one", "two"] {
            find.press("Ctrl+f")
            find.type(word)
            find.press("Enter")
        }
        find.press("Ctrl+f", "Up", "Up")
        #expect(find.prompt?.text == "one")
        find.type("x")
        find.press("Up")
        #expect(find.prompt?.text == "two", "the newest again")
        find.press("Down")
        #expect(find.prompt?.text == "onex")
    }

    @Test func theReplacementPromptHasAHistoryOfItsOwn() {
        var find = FindDriver("|a b")
        find.editor.searchHistory.record(SearchHistory.Entry("old"), as: .replacement)
        find.press("Ctrl+r")
        find.type("a")
        find.press("Enter", "Up")
        #expect(find.prompt?.kind == .replaceWith)
        #expect(find.prompt?.text == "old")
        find.press("Enter", "y")
        #expect(find.text == "old b")
        #expect(find.editor.searchHistory.entries(.replacement).map(\.text) == ["old"])
        #expect(find.editor.searchHistory.entries(.find).map(\.text) == ["a"])
        #expect(find.editor.takeEffects().contains(.rememberSearch(.replacement, SearchHistory.Entry("old"))))
    }

    @Test func upAndDownNoLongerStepThroughMatchesButCtrlNAndCtrlPDo() {
        var find = FindDriver("|ab ab ab")
        find.press("Ctrl+f")
        find.type("ab")
        find.press("Down")
        #expect(find.selection == 0..<2)
        find.press("Ctrl+n")
        #expect(find.selection == 3..<5)
    }
}
