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

/// The figures of long work's progress on the status line: a share in percent, a size in bytes.
@Suite struct ByteSizeTests {
    @Test(arguments: [
        (0, "0 bytes"), (1, "1 byte"), (999, "999 bytes"), (1_000, "1.0 kB"), (12_345, "12.3 kB"), (999_999, "999.9 kB"),
        (1_000_000, "1.0 MB"), (12_399_999, "12.3 MB"), (1_234_567_890, "1.2 GB"), (2_000_000_000_000, "2000.0 GB"),
    ])
    func aSizeIsInDecimalUnitsRoundedDown(bytes: Int, shown: String) {
        #expect(bytes.byteSize == shown)
    }

    @Test func aShareIsAPercentRoundedDownAndNeverPastAHundred() {
        #expect(0.percent(of: 0) == 0, "nothing to do")
        #expect((1 << 20).percent(of: 3_000_001) == 34)
        #expect(2_999_999.percent(of: 3_000_000) == 99, "100 only once all of it is done")
        #expect(3_000_000.percent(of: 3_000_000) == 100)
        #expect(3_500_000.percent(of: 3_000_000) == 100, "more than expected (a file that grew) says 100")
        #expect((-5).percent(of: 10) == 0)
    }
}
