import DentFiles
import DentTestSupport
import DentText
import Testing

@Suite struct SearchHistoryFileTests {
    func sample() -> SearchHistory {
        var history = SearchHistory()
        history.record(SearchHistory.Entry("plain"), as: .find)
        history.record(SearchHistory.Entry("a\tb \\d+ é", options: FindOptions(caseMode: .sensitive, wholeWord: true, regex: true)), as: .find)
        history.record(SearchHistory.Entry("word", options: FindOptions(caseMode: .insensitive)), as: .find)
        history.record(SearchHistory.Entry("$1 and $$"), as: .replacement)
        history.record(SearchHistory.Entry("sort -k2 | uniq"), as: .command)
        return history
    }

    @Test func entriesRoundTripWithTheirOptionsAndTabs() {
        let history = sample()
        let bytes = SearchHistoryFile.bytes(of: history)
        #expect(String(decoding: bytes, as: UTF8.self).hasPrefix("f\t-\tplain\nf\tswx\ta\tb"))
        #expect(SearchHistoryFile.history(from: bytes) == history)
        #expect(String(decoding: bytes, as: UTF8.self).hasSuffix("r\t-\t$1 and $$\nc\t-\tsort -k2 | uniq\n"), "shell commands are c lines")
    }

    @Test func aTornLastLineAndLinesThatDoNotParseAreDropped() {
        let good = SearchHistoryFile.bytes(of: sample())
        let bad = Array("x\t-\tunknown kind\nf\tq\tbad option\nf\t-\n".utf8) + [0x66, 0x09, 0x2D, 0x09, 0xFF, 0x0A]
        let torn = Array("f\t-\thalf a li".utf8)
        let read = SearchHistoryFile.history(from: good + bad + torn)
        #expect(read == sample())
        #expect(!read.entries(.find).contains { $0.text.hasPrefix("half") }, "a line without its LF is torn")
    }

    @Test func recordMergesWithTheFileOnDiskAndACrashedWriteLeavesTheOldOne() throws {
        let directory = try ScratchDirectory(prefix: "dent-history")
        let state = StateDirectory(path: directory.file("state"))
        #expect(SearchHistoryFile.load(from: state) == SearchHistory())
        #expect(SearchHistoryFile.record([(.find, SearchHistory.Entry("one"))], in: state) == nil)
        #expect(SearchHistoryFile.record([(.replacement, SearchHistory.Entry("two"))], in: state) == nil)
        #expect(SearchHistoryFile.record([(.find, SearchHistory.Entry("three"))], in: state) == nil)
        let loaded = SearchHistoryFile.load(from: state)
        #expect(loaded.entries(.find).map(\.text) == ["one", "three"])
        #expect(loaded.entries(.replacement).map(\.text) == ["two"])
        // A save killed mid-write leaves at most a temporary file beside the history.
        try directory.write("state/.search-history.dent-tmp", "f\t-\tnever")
        #expect(SearchHistoryFile.load(from: state) == loaded)
        #expect(directory.readText("state/search-history")?.hasSuffix("f\t-\tthree\nr\t-\ttwo\n") == true)
    }
}
