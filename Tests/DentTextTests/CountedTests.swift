import DentText
import Testing

/// Issue 22, item 12: one helper for every count a message shows.
@Suite struct CountedTests {
    @Test func oneIsSingularAndEveryOtherCountPlural() {
        #expect(1.counted("line") == "1 line")
        #expect(0.counted("line") == "0 lines")
        #expect(2.counted("match", plural: "matches") == "2 matches")
        #expect(1.counted("match", plural: "matches") == "1 match")
    }
}
