import DentCore
import Testing

/// Searches that run in steps: the editor keeps the search and the host calls
/// `continueSearch()` while no key is waiting; any key stops it.
@Suite struct SteppedSearchTests {
    let budget = 100
    /// 100 lines of filler before the match, so the search needs many steps of `budget`.
    let filler = String(repeating: "xxxxxxxxx\n", count: 100)

    /// A driver on `marked` whose searches take steps of `budget` bytes, with the find prompt
    /// open and `pattern` typed.
    func finding(_ pattern: String, in marked: String) -> FindDriver {
        var find = FindDriver(marked)
        find.editor.searchStepBytes = budget
        find.press("Ctrl+f")
        find.type(pattern)
        return find
    }

    /// Steps until the search ends; returns how many it took (at most `limit`).
    func finish(_ find: inout FindDriver, limit: Int = 10_000) -> Int {
        var steps = 0
        while find.editor.isSearching && steps < limit {
            find.editor.continueSearch()
            steps += 1
        }
        return steps
    }

    @Test(arguments: [false, true])
    func aSearchThatNeedsNStepsFinishesAfterNSteps(regex: Bool) {
        var find = FindDriver("|" + filler + "needle\n")
        find.editor.searchStepBytes = budget
        find.press("Ctrl+f")
        if regex { find.press("Alt+r") }
        find.type("needle")
        // The key took the first step; the match starts `filler.utf8.count` bytes away.
        let needed = filler.utf8.count / budget + 1
        #expect(find.editor.isSearching)
        #expect(find.selection == nil)
        var progress: [Int] = []
        for _ in 1..<(needed - 1) {
            find.editor.continueSearch()
            progress.append(find.editor.searchProgress ?? -1)
        }
        #expect(find.editor.isSearching, "one step short")
        #expect(progress == progress.sorted() && progress.first ?? 0 > 0, "progress grows: \(progress)")
        find.editor.continueSearch()
        #expect(!find.editor.isSearching)
        #expect(find.selected == "needle")
        #expect(find.selection?.lowerBound == filler.utf8.count)
    }

    @Test func aKeyStopsTheSearchAndEnterLetsItFinish() {
        var find = finding("needle", in: "|" + filler + "needle\n")
        find.editor.continueSearch()
        find.press("Esc")
        #expect(!find.editor.isSearching, "Esc stops it")
        #expect(find.editor.document.cursor == 0)

        find.press("Ctrl+f")
        find.type("needle")
        find.press("Enter")
        #expect(find.editor.modals.isEmpty)
        #expect(find.editor.isSearching, "Enter closes the prompt, the search goes on")
        #expect(finish(&find) > 1)
        #expect(find.selected == "needle")

        find.editor.document.cursor = 0
        find.editor.document.anchor = nil
        find.press("Ctrl+n")
        #expect(find.editor.isSearching)
        find.editor.continueSearch()
        find.press("Right")
        #expect(!find.editor.isSearching, "any key stops it")
        _ = finish(&find)
        #expect(find.selection == nil)
        #expect(find.editor.document.cursor == 1, "only the key's own work was done")
    }

    @Test func movingInThePromptNeitherStopsNorRestartsTheSearch() {
        var find = finding("needle", in: "|" + filler + "needle\n")
        find.editor.continueSearch()
        let progress = find.editor.searchProgress ?? 0
        find.press("Left", "Home", "End")
        #expect(find.editor.isSearching)
        #expect(find.editor.searchProgress == progress, "not started again")
        #expect(finish(&find) == filler.utf8.count / budget - 1, "the steps left, no more")
        #expect(find.selected == "needle")
        find.press("Alt+c")
        #expect(find.editor.isSearching, "an option does search again")
        find.press("Esc", "Ctrl+f")
        find.type("zz")
        _ = finish(&find)
        find.press("Left")
        #expect(find.note == "Not found", "a move keeps what the search said")
    }

    @Test func typingRestartsTheSearchFromWhereItBegan() {
        var find = finding("needle", in: "needle |" + filler + "needle needles\n")
        find.editor.continueSearch()
        find.type("s")
        _ = finish(&find)
        #expect(find.selected == "needles")
        #expect(find.editor.label(of: find.prompt ?? PromptState(kind: .find)) == "Find:")
    }

    @Test func whileTheNextMatchIsLookedForOnlyEscAnswersTheReplaceQuestion() {
        var find = FindDriver(replacing: "|cat " + filler + "cat\n", "cat", with: "dog", stepBytes: budget)
        #expect(find.selection == 0..<3)
        find.press("y")
        #expect(find.editor.isSearching)
        find.press("y", "n", "a")
        #expect(find.editor.isSearching, "answers wait for the match they are about")
        #expect(find.text.hasPrefix("dog ") && find.text.hasSuffix("cat\n"))
        _ = finish(&find)
        #expect(find.selected == "cat")
        find.press("a")
        _ = finish(&find)
        #expect(find.text == "dog " + filler + "dog\n")
        find.press("Ctrl+z")
        #expect(find.text == "dog " + filler + "cat\n")

        var helped = FindDriver("|cat " + filler + "cat\n")
        helped.editor.searchStepBytes = budget
        helped.press("Ctrl+r")
        helped.type("cat")
        helped.press("Enter", "Enter", "n", "Ctrl+g", "Esc")
        #expect(!helped.editor.isSearching, "Help stopped the search")
        #expect(helped.editor.modals == [.replaceMatch])
        helped.press("n")
        #expect(helped.editor.isSearching, "an answer starts it again")
        _ = finish(&helped)
        #expect(helped.selection == (filler.utf8.count + 4)..<(filler.utf8.count + 7))

        var stopped = FindDriver("|cat " + filler + "cat\n")
        stopped.editor.searchStepBytes = budget
        stopped.press("Ctrl+r")
        stopped.type("cat")
        stopped.press("Enter", "Enter", "n")
        stopped.press("Esc")
        #expect(!stopped.editor.isSearching)
        #expect(stopped.editor.modals.isEmpty)
        #expect(stopped.editor.message?.text == "Replaced 0 of 1 match")
    }
}
