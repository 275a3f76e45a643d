@testable import DentFiles
import DentTestSupport
import DentText
import Glibc
import Testing

/// What an atomic save keeps besides the bytes, and when it writes in place instead.
@Suite struct SaveMetadataTests {
    static func options(_ dir: ScratchDirectory) -> SaveOptions {
        SaveOptions(stateDirectory: StateDirectory(path: dir.file("state")))
    }

    @Test func modeIncludingSpecialBitsIsKept() throws {
        let dir = try Fixture.scratch()
        try dir.write("f", "old", mode: 0o4751)
        try FileSaver.save(GapBuffer(Array("new".utf8)), to: dir.file("f"), options: Self.options(dir))
        #expect(Fixture.info(dir.file("f"))?.st_mode == S_IFREG | 0o4751)
    }

    /// In a child process: the umask is process-wide state.
    @Test(arguments: [false, true])
    func aNewFileGetsTheUmaskMode(named: Bool) throws {
        let dir = try Fixture.scratch()
        let probe = Child.quote(try Child.probe())
        let result = try Child.shell("umask 027 && exec \(probe) save \(Child.quote(dir.file("new"))) 10 1\(named ? " named" : "")")
        #expect(result.stdout == "saved atomic\n", "\(result)")
        #expect(Fixture.info(dir.file("new")).map { $0.st_mode & 0o777 } == 0o640)
        #expect(Fixture.entries(dir.path) == ["new"])
    }

    @Test(.enabled(if: HostAbilities.isRoot, "chown to another user needs root"))
    func anotherUsersFileKeepsItsOwnerWhenRootSaves() throws {
        let dir = try Fixture.scratch()
        try dir.write("f", "old")
        try #require(chown(dir.file("f"), 65534, 65534) == 0)
        let result = try FileSaver.save(GapBuffer(Array("new".utf8)), to: dir.file("f"), options: Self.options(dir))
        #expect(result.method == .atomic)
        let info = try #require(Fixture.info(dir.file("f")))
        #expect(info.st_uid == 65534 && info.st_gid == 65534)
        #expect(dir.readText("f") == "new")
    }

    @Test(.enabled(if: HostAbilities.hasUserExtendedAttributes, "the scratch file system has no user extended attributes"))
    func extendedAttributesAreKept() throws {
        let dir = try Fixture.scratch()
        try dir.write("f", "old")
        let attributes = try #require(ExtendedAttributes())
        let code = attributes.set("user.dent.test", Array("kept\u{0}value".utf8), at: dir.file("f"))
        try #require(code == 0, "setxattr: \(String(cString: strerror(code)))")
        let result = try FileSaver.save(GapBuffer(Array("new".utf8)), to: dir.file("f"), options: Self.options(dir))
        #expect(result.method == .atomic)
        #expect(try attributes.value(of: "user.dent.test", at: dir.file("f")).get() == Array("kept\u{0}value".utf8))
        #expect(dir.readText("f") == "new")
    }

    @Test func aChainOfSymlinksStaysAndTheTargetIsWritten() throws {
        let dir = try Fixture.scratch()
        try dir.makeDirectory("real")
        try dir.write("real/file", "old", mode: 0o640)
        symlink("real/file", dir.file("one"))
        symlink(dir.file("one"), dir.file("two"))
        let result = try FileSaver.save(GapBuffer(Array("new".utf8)), to: dir.file("two"), options: Self.options(dir))
        #expect(result.path == dir.file("real/file"))
        #expect(Fixture.info(dir.file("two")).map { $0.st_mode & S_IFMT } == S_IFLNK)
        #expect(Fixture.info(dir.file("one")).map { $0.st_mode & S_IFMT } == S_IFLNK)
        #expect(Fixture.info(dir.file("real/file")).map { $0.st_mode & 0o7777 } == 0o640)
        #expect(dir.readText("real/file") == "new")
        #expect(Fixture.entries(dir.file("real")) == ["file"])
    }

    @Test func aDanglingSymlinkCreatesItsTarget() throws {
        let dir = try Fixture.scratch()
        symlink("target", dir.file("link"))
        try FileSaver.save(GapBuffer(Array("new".utf8)), to: dir.file("link"), options: Self.options(dir))
        #expect(Fixture.info(dir.file("link")).map { $0.st_mode & S_IFMT } == S_IFLNK)
        #expect(dir.readText("target") == "new")
    }

    @Test func aSymlinkLoopIsAnError() throws {
        let dir = try Fixture.scratch()
        symlink("b", dir.file("a"))
        symlink("a", dir.file("b"))
        #expect(throws: FileError.self) { try FileSaver.save(GapBuffer(), to: dir.file("a"), options: Self.options(dir)) }
    }

    @Test func aHardLinkedFileIsWrittenInPlace() throws {
        let dir = try Fixture.scratch()
        try dir.write("f", "old contents")
        link(dir.file("f"), dir.file("g"))
        let inode = Fixture.info(dir.file("f"))?.st_ino
        let result = try FileSaver.save(GapBuffer(Array("new".utf8)), to: dir.file("f"), options: Self.options(dir))
        #expect(result.method == .inPlace(.hardLinks(2)))
        #expect(Fixture.info(dir.file("f"))?.st_ino == inode)
        #expect(dir.readText("g") == "new")
        #expect(result.identity == FileIdentity.current(at: dir.file("f")))
        #expect(Fixture.entries(dir.path) == ["f", "g"])
    }

    @Test(.enabled(if: HostAbilities.canSetImmutable, "chattr +i needs root and a file system with the immutable flag"))
    func anImmutableFolderMeansInPlaceWithTheBackupInTheStateDirectory() throws {
        let dir = try Fixture.scratch()
        try dir.makeDirectory("locked")
        try dir.write("locked/f", "old")
        try #require(Child.immutable(dir.file("locked"), true) == nil)
        defer { Child.immutable(dir.file("locked"), false) }
        #expect(FileSaver.writability(of: dir.file("locked/f")) == .writable(.inPlace(.directoryNotWritable)))
        let result = try FileSaver.save(GapBuffer(Array("new".utf8)), to: dir.file("locked/f"), options: Self.options(dir))
        #expect(result.method == .inPlace(.directoryNotWritable))
        #expect(dir.readText("locked/f") == "new")
        #expect(Fixture.entries(dir.file("state/backup")) == [], "the backup was made there and removed")
    }

    @Test func staleTemporaryFilesOfDeadProcessesAreRemoved() throws {
        let dir = try Fixture.scratch()
        try dir.write("f", "old")
        try dir.write(".f.dent-tmp-999999999-abcdef", "left by a killed dent")
        try dir.write(".f.dent-tmp-1-abcdef", "pid 1 is alive")
        try dir.write(".f.dent-backup-abcdef", "a backup is never swept")
        chmod(dir.file(".f.dent-backup-abcdef"), 0o400)
        try dir.write(".f.dent-backup-ghijkl", "a backup still being copied (0600) is not offered")
        chmod(dir.file(".f.dent-backup-ghijkl"), 0o600)
        try FileSaver.save(GapBuffer(Array("new".utf8)), to: dir.file("f"), options: Self.options(dir))
        #expect(Fixture.entries(dir.path) == [".f.dent-backup-abcdef", ".f.dent-backup-ghijkl", ".f.dent-tmp-1-abcdef", "f"])
        #expect(FileSaver.leftoverBackups(for: dir.file("f"), stateDirectory: StateDirectory(path: dir.file("state")))
            == [dir.file(".f.dent-backup-abcdef")])
    }
}
