import DentFiles
import DentTestSupport
import DentText
import Glibc
import Testing

/// "Changed on disk": what counts as a change.
@Suite struct IdentityTests {
    static let base = FileIdentity(size: 10, inode: 5, device: 1, modified: FileTime(seconds: 100, nanoseconds: 1),
                                   changed: FileTime(seconds: 100, nanoseconds: 1))

    @Test func changesAreClassified() {
        var ctimeOnly = Self.base
        ctimeOnly.changed.nanoseconds += 1
        var nanosecondWrite = Self.base
        nanosecondWrite.modified.nanoseconds += 1
        var replaced = Self.base
        replaced.inode = 6
        #expect(Self.base.change(comparedTo: Self.base) == .unchanged)
        #expect(Self.base.change(comparedTo: ctimeOnly) == .metadataChanged(ctimeOnly))
        #expect(Self.base.change(comparedTo: nanosecondWrite) == .contentChanged(nanosecondWrite))
        #expect(Self.base.change(comparedTo: replaced) == .contentChanged(replaced))
        #expect(Self.base.change(comparedTo: nil) == .missing)
    }

    @Test func changesOnDiskAreSeen() throws {
        let dir = try Fixture.scratch()
        try dir.write("f", "one\n")
        let loaded = try #require(try FileLoader.load(path: dir.file("f")).identity)
        #expect(loaded.changeOnDisk(at: dir.file("f")) == .unchanged)

        try #require(chmod(dir.file("f"), 0o600) == 0)
        guard case .metadataChanged(let afterChmod) = loaded.changeOnDisk(at: dir.file("f")) else {
            Issue.record("chmod is a metadata change")
            return
        }
        let fd = open(dir.file("f"), O_WRONLY | O_APPEND)
        _ = write(fd, "x", 1)
        close(fd)
        guard case .contentChanged(let afterWrite) = afterChmod.changeOnDisk(at: dir.file("f")) else {
            Issue.record("a write is a content change")
            return
        }
        #expect(afterWrite.size == 5)
        unlink(dir.file("f"))
        #expect(afterWrite.changeOnDisk(at: dir.file("f")) == .missing)
    }

    @Test func aSaveReturnsTheNewIdentity() throws {
        let dir = try Fixture.scratch()
        try dir.write("f", "one\n")
        let loaded = try #require(try FileLoader.load(path: dir.file("f")).identity)
        let saved = try FileSaver.save(GapBuffer(Array("two\n".utf8)), to: dir.file("f"))
        #expect(saved.identity.changeOnDisk(at: dir.file("f")) == .unchanged)
        #expect(loaded.changeOnDisk(at: dir.file("f")) != .unchanged)
    }

    @Test func fileTimesPrintAndParseWithNanoseconds() {
        let time = FileTime(seconds: 1_718_000_000, nanoseconds: 42)
        #expect(time.description == "1718000000.000000042")
        #expect(FileTime(seconds: 1, nanoseconds: 999_999_999) < FileTime(seconds: 2, nanoseconds: 0))
    }
}
