import DentCore
import Testing

/// Replace's "All" (`a`) in a big file: its search runs in steps that show their progress, the
/// text is edited only once every match is collected, so Esc before then changes nothing, and a
/// replace all that completes is one undo step.
@Suite struct SteppedReplaceAllTests {
    let budget = 1_000
    /// Longer than `Document.replaceJoinGap` (4 KiB): the matches it separates are replaced by
    /// changes of their own, which must still make one undo step.
    let filler = String(repeating: "xxxxxxxxx\n", count: 500)

    /// "cat", then `count` more each after `filler`.
    func text(cats count: Int) -> String {
        "cat " + String(repeating: filler + "cat ", count: count) + "\n"
    }

    /// A driver on `text` whose searches take steps of `budget` bytes, asking about its first
    /// "cat" (to be replaced by "dog").
    func replacing(_ text: String) -> FindDriver {
        FindDriver(replacing: "|" + text, "cat", with: "dog", stepBytes: budget)
    }

    /// The same once y replaced the first "cat" and the next one is asked about.
    func answeredYes(_ text: String) -> FindDriver {
        var find = replacing(text)
        find.press("y")
        _ = finish(&find)
        return find
    }

    /// Steps the running search until it ends; the progress after each step.
    func finish(_ find: inout FindDriver) -> [Int?] {
        var progress: [Int?] = []
        while find.editor.isSearching && progress.count < 10_000 {
            find.editor.continueSearch()
            progress.append(find.editor.searchProgress)
        }
        return progress
    }

    @Test func allRunsInStepsThatReportTheirProgressAndEditsOnlyAtTheEnd() {
        let original = text(cats: 3)
        var find = replacing(original)
        #expect(find.selection == 0..<3)
        find.press("a")
        #expect(find.editor.isSearching, "a 15 KB text takes many steps of 1,000 bytes")
        #expect(find.editor.modals == [.replaceMatch], "the question stays while the matches are collected")
        var progress: [Int] = []
        while find.editor.isSearching, let percent = find.editor.searchProgress {
            progress.append(percent)
            #expect(find.text == original, "nothing is replaced before every match is collected")
            find.editor.continueSearch()
        }
        #expect(progress.count > 10, "\(progress)")
        #expect(progress == progress.sorted() && (progress.first ?? 0) > 0 && (progress.last ?? 100) < 100, "\(progress)")
        #expect(find.text == original.replacingOccurrences("cat", "dog"))
        #expect(find.editor.modals.isEmpty)
        #expect(find.editor.message?.text == "Replaced 4 matches")
    }

    @Test func escWhileAllCollectsChangesNothingAndAddsNoUndoStep() {
        let original = text(cats: 3)
        var find = replacing(original)
        find.press("a")
        find.editor.continueSearch()
        find.editor.continueSearch()
        #expect(find.editor.isSearching)
        find.press("Esc")
        #expect(!find.editor.isSearching)
        #expect(find.editor.modals.isEmpty)
        #expect(find.text == original, "byte for byte")
        #expect(!find.editor.document.history.canUndo, "no undo step")
        #expect(!find.editor.document.isModified)
        #expect(find.editor.message?.text == "Replace all stopped: nothing replaced")
        _ = finish(&find)
        #expect(find.text == original, "the stopped search never comes back to replace")
    }

    @Test func escWhileAllCollectsKeepsWhatYesReplacedBefore() {
        let original = text(cats: 3)
        var find = answeredYes(original)
        let afterYes = find.text
        let step = find.editor.document.history.stateID
        #expect(afterYes == "dog" + original.dropFirst(3))
        find.press("a")
        find.editor.continueSearch()
        find.press("Esc")
        #expect(find.text == afterYes)
        #expect(find.editor.document.history.stateID == step, "the answer y's undo step is the last one")
        #expect(find.editor.message?.text == "Replace all stopped: nothing more replaced (1 match replaced before)")
    }

    @Test func aCompletedReplaceAllIsOneUndoStep() {
        let original = text(cats: 3)
        var find = answeredYes(original)
        let afterYes = find.text
        find.press("a")
        _ = finish(&find)
        #expect(find.text == original.replacingOccurrences("cat", "dog"))
        #expect(find.editor.message?.text == "Replaced 4 matches")
        find.press("Ctrl+z")
        #expect(find.text == afterYes, "one undo takes back every match All replaced, changes far apart included")
        find.press("Ctrl+z")
        #expect(find.text == original, "and the next one the answer y")
        #expect(!find.editor.document.history.canUndo)
    }
}

extension String {
    /// Every `target` replaced with `replacement` (the standard library alone, no Foundation).
    fileprivate func replacingOccurrences(_ target: String, _ replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
