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
        let owners = [nil, ProcessIdentity(pid: 4242, started: 918_273, boot: "6f0c3a55-1c2d-4e5f-8a9b-0c1d2e3f4a5b")]
        for path in ["/plain", "/with space/and\nnewline", "/per%cent", "/日本語/ファイル", "/tab\there"] {
            for owner in owners {
                let header = JournalHeader(path: path, written: FileTime(seconds: 1, nanoseconds: 2), base: identity,
                                           length: 99, checksum: 0xDEAD_BEEF, owner: owner)
                let encoded = header.encoded()
                let decoded = try #require(JournalHeader.decode(encoded + [1, 2, 3]))
                #expect(decoded.header == header && decoded.size == encoded.count)
            }
        }
    }

    /// A journal from before owners were recorded (version 1: six lines) is read as one without;
    /// version 2 (before logs were appended) as one without a log.
    @Test func olderVersionsAreRead() throws {
        let header = JournalHeader(path: "/f", written: FileTime(seconds: 1, nanoseconds: 2), base: nil, length: 3, checksum: 7)
        let lines = String(decoding: header.encoded(), as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "dent-journal 3" && lines[6] == "owner none")
        var withoutLog = header
        withoutLog.hasLog = false
        let versionOne = (["dent-journal 1"] + lines[1...5] + ["", ""]).joined(separator: "\n")
        #expect(try #require(JournalHeader.decode(Array(versionOne.utf8))).header == withoutLog)
        let versionTwo = (["dent-journal 2"] + lines[1...6] + ["", ""]).joined(separator: "\n")
        #expect(try #require(JournalHeader.decode(Array(versionTwo.utf8))).header == withoutLog)
        let ownerless = (["dent-journal 3"] + lines[1...5] + ["", ""]).joined(separator: "\n")
        #expect(JournalHeader.decode(Array(ownerless.utf8)) == nil, "versions 2 and 3 have the owner line")
    }

    /// Records appended after the text are replayed on reading; a torn, damaged or impossible
    /// record ends the log there, and what came before it is the text (issue 50, item 3).
    @Test(arguments: ["whole", "torn", "flipped", "impossible", "garbage"])
    func appendedRecordsAreReplayedAndABadTailIsCut(_ damage: String) throws {
        let dir = try Fixture.scratch()
        let journal = Self.journal(dir)
        let writer = try journal.start(for: dir.file("f"), basedOn: nil, length: 5)
        try writer.write(Array("hello".utf8), limit: 5)
        let path = try writer.finish()
        let appender = try writer.appender()
        try appender.append([LoggedEdit(offset: 5, removed: 0, inserted: Array(" world".utf8))])
        try appender.append([LoggedEdit(offset: 0, removed: 1, inserted: Array("J".utf8)),
                             LoggedEdit(offset: 11, removed: 0, inserted: Array("!\u{0}é".utf8))])
        try appender.sync()
        #expect(appender.records == 3 && appender.unsynced == 0)
        var bytes = try #require(Fixture.read(path))
        let expected: String
        switch damage {
        case "torn": bytes.removeLast(3); expected = "Jello world"
        case "flipped": bytes[bytes.count - 12] ^= 0x20; expected = "Jello world"
        case "garbage": bytes += Array("garbage after the log".utf8); expected = "Jello world!\u{0}é"
        case "impossible":
            bytes += JournalRecord.encode([LoggedEdit(offset: 99, removed: 0, inserted: [1])], after: 0).bytes
            expected = "Jello world!\u{0}é"
        default: expected = "Jello world!\u{0}é"
        }
        let fd = open(path, O_WRONLY | O_TRUNC)
        _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        close(fd)
        #expect(try journal.read(for: dir.file("f"))?.buffer.allBytes == Array(expected.utf8))
    }

    /// Writes the journal of `path` as process `owner` would.
    func record(_ text: String, for path: String, in journal: RecoveryJournal, owner: ProcessIdentity?,
                at time: FileTime = .now()) throws {
        let writer = try journal.start(for: path, basedOn: nil, length: text.utf8.count, at: time, owner: owner)
        try writer.write(GapBuffer(Array(text.utf8)), limit: text.utf8.count)
        try writer.finish()
    }

    /// Each session keeps its own journal of a file (`NAME-HASH.PID-START.journal`): another
    /// running dent's (this test's parent process stands for it) is found but said to be that
    /// process's and never removed; an ended session's and one from before sessions kept their
    /// own (`NAME-HASH.journal`) are found too, newest first; this session writes and removes only
    /// its own (issue 50, item 5).
    @Test func eachSessionKeepsItsOwnJournal() throws {
        let dir = try Fixture.scratch()
        try dir.write("f", "on disk")
        let journal = Self.journal(dir)
        let running = try #require(ProcessIdentity.of(pid: getppid()))
        let ended = ProcessIdentity(pid: running.pid, started: running.started + 1, boot: running.boot)
        try record("older dent's", for: dir.file("f"), in: journal, owner: nil, at: FileTime(seconds: 100, nanoseconds: 0))
        try record("running one's", for: dir.file("f"), in: journal, owner: running, at: FileTime(seconds: 300, nanoseconds: 0))
        try record("ended one's", for: dir.file("f"), in: journal, owner: ended, at: FileTime(seconds: 200, nanoseconds: 0))
        try journal.record(GapBuffer(Array("mine".utf8)), for: dir.file("f"), basedOn: nil)
        let found = journal.findAll(for: dir.file("f"))
        #expect(found.map { String(decoding: $0.buffer.allBytes, as: UTF8.self) } == ["mine", "running one's", "ended one's", "older dent's"])
        #expect(found.map(\.runningOwner) == [nil, running.pid, nil, nil])
        #expect(Fixture.entries(journal.directory).count == 4)

        try journal.discard(for: dir.file("f"))
        for entry in found.dropFirst() { try journal.discard(journal: entry.journalPath) }
        #expect(journal.findAll(for: dir.file("f")).map(\.runningOwner) == [running.pid], "the running one's stays")
        #expect(journal.journalFiles(for: dir.file("f")) == [journal.journalPath(for: dir.file("f"), owner: running)])
    }
}

@Suite struct ProcessIdentityTests {
    /// proc(5): the command name is in parentheses and may hold both spaces and parentheses.
    @Test func theStartTimeIsReadPastTheCommandName() {
        let stat = "4242 (a (b) c) S 1 4242 4242 0 -1 4194560 100 0 0 0 1 2 0 0 20 0 1 0 918273 1000 200"
        #expect(ProcessIdentity.startTime(inStat: stat) == 918_273)
        #expect(ProcessIdentity.startTime(inStat: "4242 (short) S 1") == nil)
    }

    @Test func thisProcessIsNoOtherAndItsParentIsAnotherRunningOne() throws {
        let me = try #require(ProcessIdentity.current())
        #expect(me.pid == getpid() && !me.isAnotherRunningProcess)
        let parent = try #require(ProcessIdentity.of(pid: getppid()))
        #expect(parent.isAnotherRunningProcess)
        #expect(ProcessIdentity.of(pid: getppid()) == parent, "a process's owner stays the same")
    }

    /// proc(5): the state follows the command name; `Z` (zombie) and `X` (dead) have ended.
    @Test func theStateIsReadPastTheCommandName() {
        #expect(!ProcessIdentity.hasEnded(inStat: "4242 (a) Z) S 1"), "the last parenthesis ends the name")
        #expect(ProcessIdentity.hasEnded(inStat: "4242 (a) S) Z 1"))
        #expect(ProcessIdentity.hasEnded(inStat: "4242 (dent) X 1"))
        #expect(!ProcessIdentity.hasEnded(inStat: "4242 (Z Z) S 1"))
        #expect(!ProcessIdentity.hasEnded(inStat: "4242 (dent) R 1"))
    }

    /// A child that exited but is not reaped yet (a zombie, as tmux leaves a killed dent) is no
    /// running process: its journal and marks are an ended session's (issue 50, item 6).
    @Test func aZombieHasEnded() throws {
        var pid: pid_t = 0
        let argv: [UnsafeMutablePointer<CChar>?] = [strdup("/bin/true"), nil]
        defer { free(argv[0]) }
        try #require(posix_spawn(&pid, "/bin/true", nil, nil, argv, nil) == 0)
        defer { var status: Int32 = 0; _ = waitpid(pid, &status, 0) }
        let deadline = time(nil) + 10
        var stat = ""
        while time(nil) < deadline {
            stat = (try? FileLoader.bytes(path: "/proc/\(pid)/stat", prefix: 1024)).flatMap { $0 }.map { String(decoding: $0, as: UTF8.self) } ?? ""
            if ProcessIdentity.hasEnded(inStat: stat) { break }
            usleep(10_000)
        }
        #expect(ProcessIdentity.hasEnded(inStat: stat), "the child is a zombie: \(stat)")
        #expect(ProcessIdentity.of(pid: pid) == nil)
        let recorded = ProcessIdentity(pid: pid, started: ProcessIdentity.startTime(inStat: stat) ?? 0,
                                       boot: try #require(ProcessIdentity.current()).boot)
        #expect(!recorded.isAnotherRunningProcess)
    }
}
