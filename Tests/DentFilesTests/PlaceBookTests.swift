import DentFiles
import DentText
import DentTestSupport
import Glibc
import Testing

@Suite struct PlaceBookTests {
    let place = FilePlace(line: 12, column: 5, scrollLine: 3, indentStyle: .tabs)

    @Test func placesRoundTripWithPathsHoldingTabsAndSpaces() {
        var book = PlaceBook()
        book.remember(place, for: "/a b/c\td.txt")
        book.remember(FilePlace(line: 1, column: 1, scrollLine: 0, indentStyle: .spaces(2)), for: "/x")
        book.remember(FilePlace(line: 7, column: 9, scrollLine: 0), for: "/y")
        let read = PlaceBook(bytes: book.bytes)
        #expect(read == book)
        #expect(read.place(for: "/a b/c\td.txt") == place)
        #expect(read.place(for: "/y")?.indentStyle == nil)
    }

    /// A chosen language (or plain text) round-trips, also before a path that holds tabs and
    /// looks like a language field; no choice writes the line as before the field existed.
    @Test func aChosenLanguageRoundTrips() {
        var book = PlaceBook()
        let python = FilePlace(line: 2, column: 1, scrollLine: 0, language: .language("python3"))
        let plain = FilePlace(line: 3, column: 4, scrollLine: 1, indentStyle: .spaces(2), language: .plain)
        book.remember(python, for: "/notes.txt")
        book.remember(plain, for: "/a\tlanguage=c\tb.c")
        book.remember(place, for: "/guessed")
        let read = PlaceBook(bytes: book.bytes)
        #expect(read == book)
        #expect(read.place(for: "/notes.txt") == python)
        #expect(read.place(for: "/a\tlanguage=c\tb.c") == plain)
        #expect(read.place(for: "/guessed")?.language == nil)
        #expect(String(decoding: book.bytes, as: UTF8.self).split(separator: "\n") == [
            "2\t1\t0\t-\tlanguage=python3\t/notes.txt", "3\t4\t1\t2\tlanguage=\t/a\tlanguage=c\tb.c", "12\t5\t3\ttabs\t/guessed",
        ])
    }

    /// A book written before languages were kept reads as it did: every place, no choice.
    @Test func anOldBookReadsWithNoLanguageChosen() {
        let old = Array("12\t5\t3\ttabs\t/a b/c\td.txt\n7\t9\t0\t-\t/y\n".utf8)
        let read = PlaceBook(bytes: old)
        #expect(read.paths == ["/a b/c\td.txt", "/y"])
        #expect(read.place(for: "/a b/c\td.txt") == place)
        #expect(read.place(for: "/y") == FilePlace(line: 7, column: 9, scrollLine: 0))
        #expect(PlaceBook(bytes: Array("1\t1\t0\t-\tlanguage=c\n1\t1\t0\t-\tlanguage=c\trelative\n".utf8)).paths.isEmpty,
                "a language field without a path after it")
    }

    @Test func theOldestIsForgottenBeyondTheCapacityAndRevisitingMakesAFileNewest() {
        var book = PlaceBook()
        for index in 0..<PlaceBook.capacity { book.remember(place, for: "/f\(index)") }
        book.remember(place, for: "/f0")
        book.remember(place, for: "/new")
        #expect(book.paths.count == PlaceBook.capacity)
        #expect(book.place(for: "/f0") != nil, "revisited, so newer than /f1")
        #expect(book.place(for: "/f1") == nil)
        #expect(book.paths.last == "/new")
    }

    @Test func aTornOrEditedFileKeepsEveryLineThatParses() {
        var book = PlaceBook()
        book.remember(place, for: "/kept")
        let bytes = book.bytes + Array("x\t1\t0\t-\t/bad\n3\t1\t0\tweird\t/bad2\n1\t1\t0\t-\trelative\n5\t2\t".utf8)
        let read = PlaceBook(bytes: bytes)
        #expect(read.paths == ["/kept"])
        #expect(read.place(for: "/kept") == place)
    }

    @Test func recordMergesWithTheBookOnDiskAndACrashedWriteLeavesTheOldBook() throws {
        let directory = try ScratchDirectory(prefix: "dent-places")
        let state = StateDirectory(path: directory.file("state"))
        #expect(PlaceBook.record([(path: "/one", place: place)], in: state) == nil)
        #expect(PlaceBook.record([(path: "/two", place: place)], in: state) == nil)
        #expect(PlaceBook.load(from: state).paths == ["/one", "/two"])
        // A save killed mid-write leaves at most a temporary file beside the book, never a
        // shortened book (the saver renames a complete, fsynced copy over it).
        try directory.write("state/.places.dent-tmp", "1\t1\t0\t-\t/half")
        #expect(PlaceBook.load(from: state).paths == ["/one", "/two"])
        #expect(PlaceBook.record([(path: "/one", place: place)], in: state) == nil)
        #expect(PlaceBook.load(from: state).paths == ["/two", "/one"])
    }

    @Test func anUnwritableStateDirectoryIsReportedNotFatal() throws {
        let directory = try ScratchDirectory(prefix: "dent-places")
        try directory.write("state", "a file, not a directory")
        let state = StateDirectory(path: directory.file("state"))
        #expect(PlaceBook.record([(path: "/one", place: place)], in: state) != nil)
        #expect(PlaceBook.load(from: state).paths.isEmpty)
    }
}
