import Testing
import DentTestSupport

/// The editor fuzzer in every `swift test`: 5×10^4 random events over 20 fixed seeds, so a
/// failure is reproducible (`EditorFuzzer(seed:)` with the seed printed); longer runs with
/// `dent-editor-fuzz` (docs/FUZZING.md). Its checks rebuild every text's line index after each
/// event, so in a debug build these events were half of the suite's time.
@Suite struct EditorFuzzTests {
    static let seeds: [UInt64] = (1...20).map { 0x5EED_0000 + UInt64($0) }

    @Test(arguments: seeds)
    func randomEventsBreakNoInvariant(seed: UInt64) {
        var fuzzer = EditorFuzzer(seed: seed)
        do throws(EditorFuzzer.Failure) {
            try fuzzer.run(events: 2_500)
        } catch {
            Issue.record("\(error)")
        }
    }
}
