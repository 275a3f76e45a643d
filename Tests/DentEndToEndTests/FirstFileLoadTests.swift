@testable import dent
import DentCore
import DentKeys
import Testing

/// The session's state for a big first file (`FirstFileLoad`): the preview is taken once, input
/// is held only while the whole file is being read, and comes back in the order it came.
/// (Here because only this test target may import the `dent` executable; the job is a name
/// instead of a thread.)
@Suite struct FirstFileLoadTests {
    static let preview = PendingOpen(id: DocumentID(1), path: "big.txt", shownMessage: nil, otherMessage: nil, lineCounting: nil)

    static func key(_ character: Character) -> KeyEvent { .key(KeyChord(.character(character.unicodeScalars.first ?? " "))) }

    @Test func thePreviewIsTakenOnceAndInputIsHeldOnlyWhileLoading() {
        var state = FirstFileLoad<String>.preview(Self.preview)
        let heldEarly = state.hold(Self.key("a"), bytes: [0x61])
        #expect(!heldEarly, "before the load starts, input is the editor's")
        let taken = state.takePreview()
        let again = state.takePreview()
        #expect(taken?.path == "big.txt")
        #expect(again == nil, "taken once")
        state.startLoading("reader", at: 1_000)
        #expect(state.job == "reader")
        let heldX = state.hold(Self.key("x"), bytes: [0x78])
        let heldY = state.hold(Self.key("y"), bytes: [0x79])
        #expect(heldX && heldY)
        let held = state.finish()
        #expect(held.map(\.event) == [Self.key("x"), Self.key("y")], "in the order it came")
        #expect(held.map(\.bytes) == [[0x78], [0x79]])
        #expect(state.job == nil)
        let heldLate = state.hold(Self.key("z"), bytes: [0x7A])
        #expect(!heldLate, "once the file is whole, input is the editor's again")
        let finishedAgain = state.finish()
        #expect(finishedAgain.isEmpty)
    }

    @Test func theReadsProgressIsDueAfterTheQuietTimeThenEveryIntervalAndHeldInputStays() {
        var state = FirstFileLoad<String>.preview(Self.preview)
        #expect(state.nextReport(now: 1_000) == nil, "nothing is read yet")
        _ = state.takePreview()
        state.startLoading("reader", at: 1_000)
        #expect(state.nextReport(now: 1_000) == ProgressReports.quiet, "the session sleeps until the first report")
        let early = state.progressDue(now: 1_000 + ProgressReports.quiet - 1)
        #expect(early == nil, "a read over within the quiet time shows nothing")
        _ = state.hold(Self.key("x"), bytes: [0x78])
        let first = state.progressDue(now: 1_000 + ProgressReports.quiet)
        let again = state.progressDue(now: 1_000 + ProgressReports.quiet + 1)
        #expect(first == "reader" && again == nil)
        #expect(state.nextReport(now: 1_000 + ProgressReports.quiet) == ProgressReports.interval)
        #expect(state.finish().map(\.event) == [Self.key("x")], "a report keeps the input held")
        #expect(state.nextReport(now: 2_000) == nil && state.progressDue(now: 2_000) == nil, "the file is whole: no more reports")
    }

    @Test func withoutABigFileNothingIsHeldOrTaken() {
        var state = FirstFileLoad<String>.done
        let taken = state.takePreview()
        let held = state.hold(Self.key("a"), bytes: [0x61])
        let finished = state.finish()
        #expect(taken == nil && !held)
        #expect(state.job == nil && finished.isEmpty)
    }
}
