@testable import DentFiles
import DentTestSupport
import Glibc
import Testing

/// The marks of the files dent sessions have open: this process's own, other running ones',
/// and those of processes that ended.
@Suite struct OpenMarksTests {
    static func marks(_ dir: ScratchDirectory) -> OpenMarks {
        OpenMarks(stateDirectory: StateDirectory(path: dir.file("state")))
    }

    /// Writes the mark of `path` as process `owner` would have.
    static func write(_ owner: ProcessIdentity, markOf path: String, in marks: OpenMarks) throws {
        let markPath = marks.markPath(for: path, pid: owner.pid)
        let fd = open(markPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        try #require(fd >= 0)
        let bytes = Array((owner.text + "\n").utf8)
        _ = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
        close(fd)
    }

    @Test func thisProcessesMarkIsMadeAndRemovedAndIsNoOthers() throws {
        let dir = try Fixture.scratch()
        let marks = Self.marks(dir)
        let made = try #require(marks.mark(dir.file("f")))
        #expect(Fixture.entries(marks.directory) == [PathNames.baseName(of: made)])
        #expect(marks.others(for: dir.file("f")).isEmpty)
        #expect(Fixture.entries(marks.directory).count == 1, "this process's mark stays")
        marks.unmark(made)
        #expect(Fixture.entries(marks.directory).isEmpty)
    }

    /// This test's parent stands for another dent still running; the same id with another
    /// start time, or from another boot, for one that ended (its id since used again).
    @Test func anotherRunningProcessesMarkCountsAndAnEndedOnesIsRemoved() throws {
        let dir = try Fixture.scratch()
        let marks = Self.marks(dir)
        _ = try #require(marks.mark(dir.file("other")), "makes the folder")
        let parent = try #require(ProcessIdentity.of(pid: getppid()))
        try Self.write(parent, markOf: dir.file("f"), in: marks)
        #expect(marks.others(for: dir.file("f")) == [parent.pid])
        #expect(marks.others(for: dir.file("other")).isEmpty, "marks are per file")

        let ended = [ProcessIdentity(pid: 999_999, started: parent.started, boot: parent.boot),
                     ProcessIdentity(pid: 999_998, started: 1, boot: "an-earlier-boot")]
        for owner in ended { try Self.write(owner, markOf: dir.file("f"), in: marks) }
        #expect(Fixture.entries(marks.directory).count == 4)
        #expect(marks.others(for: dir.file("f")) == [parent.pid])
        #expect(Fixture.entries(marks.directory).count == 2, "the ended processes' marks went")
    }
}
