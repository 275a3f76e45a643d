@testable import DentFiles
import DentTestSupport
import DentText
import Glibc
import Testing

/// Recovery journals: written atomically, read back byte-exact, found only when newer.
@Suite struct RecoveryJournalTests {
    static func journal(_ dir: ScratchDirectory) -> RecoveryJournal {
        RecoveryJournal(stateDirectory: StateDirectory(path: dir.file("state")))
    }

    @Test(arguments: OddFile.all)
    func theTextComesBackByteExact(_ file: OddFile) throws {
        let dir = try Fixture.scratch()
        try dir.write("f", "on disk")
        let base = FileIdentity.current(at: dir.file("f"))
        let journal = Self.journal(dir)
        let written = try journal.record(GapBuffer(file.bytes), for: dir.file("f"), basedOn: base)
        let entry = try #require(try journal.read(for: dir.file("f")))
        #expect(entry.journalPath == written)
        #expect(entry.originalPath == dir.file("f"))
        #expect(entry.base == base)
        let same = entry.buffer.allBytes == file.bytes
        #expect(same)
        #expect(Fixture.entries(journal.directory) == [PathNames.baseName(of: written)], "no temporary file is left")
    }

    @Test func findReturnsAJournalWhoseTextDiffersFromTheFile() throws {
        let dir = try Fixture.scratch()
        try dir.write("f", "on disk")
        let journal = Self.journal(dir)
        try journal.record(GapBuffer(Array("edited".utf8)), for: dir.file("f"), basedOn: FileIdentity.current(at: dir.file("f")))
        #expect(journal.find(for: dir.file("f"))?.buffer.allBytes == Array("edited".utf8))
        #expect(journal.find(for: dir.file("f"))?.fileChangedSinceBase == false)
        #expect(journal.find(for: dir.file("f"))?.isNewerThanFile == true)

        let later = timespec(tv_sec: time(nil) + 60, tv_nsec: 0)
        var times = [later, later]
        try #require(utimensat(AT_FDCWD, dir.file("f"), &times, 0) == 0)
        let older = try #require(journal.find(for: dir.file("f")), "the file was touched after the journal: still offered")
        #expect(!older.isNewerThanFile)
        #expect(try journal.read(for: dir.file("f"))?.fileChangedSinceBase == true)
        try dir.write("f", "edited")
        #expect(journal.find(for: dir.file("f")) == nil, "the file holds the journal's text: nothing to recover")

        unlink(dir.file("f"))
        #expect(journal.find(for: dir.file("f")) != nil, "the file is gone: the journal is all there is")
    }

    /// Written a piece at a time from a buffer with its gap inside, the journal is the file one
    /// write makes; until it is finished the older journal stays as it was, and one given up
    /// leaves it so and no temporary file.
    @Test func aJournalWrittenInPiecesIsTheOneWrittenAtOnce() throws {
        let dir = try Fixture.scratch()
        try dir.write("f", "on disk")
        let journal = Self.journal(dir)
        let time = FileTime.now()
        var buffer = GapBuffer(Array(String(repeating: "line of text\n", count: 40).utf8))
        buffer.insert(contentsOf: Array("é\u{0}\r\n".utf8), at: 200)
        let target = try journal.record(GapBuffer(Array("older".utf8)), for: dir.file("f"), basedOn: nil)
        let older = try #require(dir.read("state/journal/" + PathNames.baseName(of: target)))

        let writer = try journal.start(for: dir.file("f"), basedOn: nil, length: buffer.count, at: time)
        while !writer.isComplete {
            try writer.write(buffer, limit: 7)
            #expect(dir.read("state/journal/" + PathNames.baseName(of: target)) == older, "the older journal stays until the end")
        }
        try writer.finish()
        let pieces = try #require(dir.read("state/journal/" + PathNames.baseName(of: target)))
        try journal.record(buffer, for: dir.file("f"), basedOn: nil, at: time)
        #expect(pieces == dir.read("state/journal/" + PathNames.baseName(of: target)))
        #expect(try journal.read(for: dir.file("f"))?.buffer.allBytes == buffer.allBytes)

        let given = try journal.start(for: dir.file("f"), basedOn: nil, length: 5, at: time)
        try given.write(GapBuffer(Array("newer".utf8)), limit: 2)
        given.discard()
        #expect(try journal.read(for: dir.file("f"))?.buffer.allBytes == buffer.allBytes)
        #expect(Fixture.entries(journal.directory) == [PathNames.baseName(of: target)], "no temporary file is left")
    }

    @Test func aNewFileHasNoBase() throws {
        let dir = try Fixture.scratch()
        let journal = Self.journal(dir)
        try journal.record(GapBuffer(Array("draft".utf8)), for: dir.file("new"), basedOn: nil)
        let entry = try #require(journal.find(for: dir.file("new")))
        #expect(entry.base == nil && !entry.fileChangedSinceBase)
    }

    @Test func discardRemovesTheJournal() throws {
        let dir = try Fixture.scratch()
        let journal = Self.journal(dir)
        try journal.discard(for: dir.file("f"))
        try journal.record(GapBuffer(Array("x".utf8)), for: dir.file("f"), basedOn: nil)
        try journal.discard(for: dir.file("f"))
        #expect(try journal.read(for: dir.file("f")) == nil)
        #expect(Fixture.entries(journal.directory).isEmpty)
    }

    @Test func aLinkAndItsTargetShareOneJournal() throws {
        let dir = try Fixture.scratch()
        try dir.write("real", "x")
        symlink("real", dir.file("link"))
        let journal = Self.journal(dir)
        #expect(journal.journalPath(for: dir.file("link")) == journal.journalPath(for: dir.file("real")))
        #expect(journal.journalPath(for: dir.file("real")) != journal.journalPath(for: dir.file("other")))
    }

    @Test(arguments: ["truncated", "flipped", "garbage"])
    func aDamagedJournalIsReportedAndNotFound(_ damage: String) throws {
        let dir = try Fixture.scratch()
        let journal = Self.journal(dir)
        let path = try journal.record(GapBuffer(Fixture.bytes(5000, seed: 8)), for: dir.file("f"), basedOn: nil)
        var bytes = try #require(Fixture.read(path))
        switch damage {
        case "truncated": bytes.removeLast()
        case "flipped": bytes[bytes.count - 100] ^= 0x01
        default: bytes = Array("not a journal\n\n".utf8)
        }
        let fd = open(path, O_WRONLY | O_TRUNC)
        _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        close(fd)
        let error = #expect(throws: FileError.self) { try journal.read(for: dir.file("f")) }
        #expect(error?.reason == .corruptJournal)
        #expect(journal.find(for: dir.file("f")) == nil)
    }

    @Test func theHeaderRoundTripsAnyPath() throws {
        let identity = FileIdentity(size: 12, inode: 34, device: 56, modified: FileTime(seconds: 7, nanoseconds: 8),
                                    changed: FileTime(seconds: 9, nanoseconds: 10))
        for path in ["/plain", "/with space/and\nnewline", "/per%cent", "/日本語/ファイル", "/tab\there"] {
            let header = JournalHeader(path: path, written: FileTime(seconds: 1, nanoseconds: 2), base: identity,
                                       length: 99, checksum: 0xDEAD_BEEF)
            let encoded = header.encoded()
            let decoded = try #require(JournalHeader.decode(encoded + [1, 2, 3]))
            #expect(decoded.header == header && decoded.size == encoded.count)
        }
    }
}
