import DentTestSupport
import Testing
@testable import DentText

/// The text-model parts of find: word edges for whole-word matches, the valid UTF-8 runs a
/// regular expression searches, the options' case rule, and the history's bookkeeping.
@Suite struct FindPartsTests {
    @Test func wordEdgesAreWhereAWordIsNotCut() {
        let text = TextBuffer("foo foo_bar -foo é日本 x\r\nfoo")
        // Glyph boundaries only: é is bytes 17-18, 日 19-21, 本 22-24.
        let boundaries = (0...text.count).filter { ![18, 20, 21, 23, 24].contains($0) }
        let edges = boundaries.filter { text.isWordEdge(at: $0) }
        // Inside "foo", "foo_bar", "é日本" (letters of any script), and "foo" on line 2.
        let cuts: Set<Int> = [1, 2, 5, 6, 7, 8, 9, 10, 14, 15, 19, 22, 30, 31]
        #expect(edges == boundaries.filter { !cuts.contains($0) })
        #expect(text.isWordEdge(at: 28), "between CR and LF, nothing is cut")
    }

    /// The runs from the standard library's own parser, one scalar or error at a time.
    func referenceRuns(_ bytes: [UInt8]) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        var start = 0
        loop: while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded): offset += encoded.count
            case .error(let length):
                if offset > start { runs.append(start..<offset) }
                offset += length
                start = offset
            case .emptyInput: break loop
            }
        }
        if offset > start { runs.append(start..<offset) }
        return runs
    }

    @Test func validRunsAgreeWithTheStandardLibrary() {
        var random = SplitMix64(state: 99)
        let units: [[UInt8]] = [Array("abcdefgh".utf8), Array("é".utf8), Array("日".utf8), Array("👍".utf8),
                                [0xFF], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xE6, 0x97], [0xF4, 0x90, 0x80, 0x80], [0x80]]
        for _ in 0..<2_000 {
            var bytes: [UInt8] = []
            for _ in 0..<random.int(in: 0...12) { bytes += units[random.below(units.count)] }
            let runs = bytes.withUnsafeBufferPointer { UTF8Runs.valid(in: $0) }
            #expect(runs == referenceRuns(bytes), "\(bytes)")
        }
    }

    @Test func smartCaseCountsCapitalsButNotRegexEscapes() {
        let smart = FindOptions()
        #expect(smart.ignoresCase("word"))
        #expect(!smart.ignoresCase("Word"))
        let regex = FindOptions(regex: true)
        #expect(regex.ignoresCase(#"\S+\W\D\p{Lu}\N{LATIN SMALL LETTER A}"#), "escapes and property names are syntax")
        #expect(!regex.ignoresCase(#"\sFoo"#))
        #expect(!FindOptions(caseMode: .sensitive).ignoresCase("word"))
        #expect(FindOptions(caseMode: .insensitive).ignoresCase("Word"))
        #expect(CaseMode.smart.next == .sensitive && CaseMode.sensitive.next == .insensitive && CaseMode.insensitive.next == .smart)
    }

    @Test func historyKeepsTheNewestOfEachTextUpToTheCapacity() {
        var history = SearchHistory()
        history.record(SearchHistory.Entry("a"), as: .find)
        history.record(SearchHistory.Entry("b"), as: .find)
        history.record(SearchHistory.Entry("a", options: FindOptions(regex: true)), as: .find)
        history.record(SearchHistory.Entry("two\nlines"), as: .find)
        history.record(SearchHistory.Entry(""), as: .find)
        #expect(history.entries(.find) == [SearchHistory.Entry("b"), SearchHistory.Entry("a", options: FindOptions(regex: true))])
        #expect(history.entries(.replacement).isEmpty)
        for index in 0..<(SearchHistory.capacity + 5) { history.record(SearchHistory.Entry("r\(index)"), as: .replacement) }
        #expect(history.entries(.replacement).count == SearchHistory.capacity)
        #expect(history.entries(.replacement).first?.text == "r5")
    }
}
