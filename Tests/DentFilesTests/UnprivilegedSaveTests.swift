import DentFiles
import DentTestSupport
import Glibc
import Testing

/// Saves by an ordinary user (nobody, through `setpriv` in a child process): permission denied,
/// a folder the user cannot write, a file whose owner the user cannot restore.
@Suite(.enabled(if: HostAbilities.canSwitchUser, "needs root and setpriv (util-linux)"))
struct UnprivilegedSaveTests {
    /// A scratch directory with a state directory that nobody owns.
    static func setUp() throws -> (dir: ScratchDirectory, state: ScratchDirectory) {
        let dir = try Fixture.scratch()
        let state = try Fixture.scratch("dent-state")
        try #require(chown(state.path, 65534, 65534) == 0)
        return (dir, state)
    }

    static func runAsNobody(_ words: String, state: ScratchDirectory) throws -> ProcessResult {
        try Child.shell(Child.asNobody("\(Child.quote(try Child.probe())) \(words)"), environment: ["XDG_STATE_HOME": state.path])
    }

    @Test func anotherUsersFileIsRefusedWithPermissionDenied() throws {
        let (dir, state) = try Self.setUp()
        try dir.write("f", bytes: Fixture.bytes(1000, seed: 1))
        try dir.setMode(0o777)
        let path = Child.quote(dir.file("f"))
        let writable = try Self.runAsNobody("writable \(path)", state: state)
        #expect(writable.stdout.hasPrefix("notWritable(cannot save \(dir.file("f")): Permission denied"), "\(writable)")
        let result = try Self.runAsNobody("save \(path) 2000 2", state: state)
        #expect(result.exitStatus == 1)
        #expect(result.stderr == "error: cannot save \(dir.file("f")): Permission denied (checking permission); the file on disk is unchanged\n")
        Fixture.expectHolds(dir.file("f"), Fixture.bytes(1000, seed: 1))
        #expect(Fixture.entries(dir.path) == ["f"])
    }

    @Test func aFolderTheUserCannotWriteMeansInPlaceWithTheBackupInTheStateDirectory() throws {
        let (dir, state) = try Self.setUp()
        try dir.write("f", bytes: Fixture.bytes(1000, seed: 1))
        try #require(chown(dir.file("f"), 65534, 65534) == 0)
        let result = try Self.runAsNobody("save \(Child.quote(dir.file("f"))) 2000 2", state: state)
        #expect(result.stdout == "saved in place (its folder is not writable)\n", "\(result)")
        Fixture.expectHolds(dir.file("f"), Fixture.bytes(2000, seed: 2))
        #expect(Fixture.info(dir.file("f"))?.st_uid == 65534)
        #expect(Fixture.entries(state.file("dent/backup")) == [], "the backup was made there and removed")
    }

    @Test func aFileWhoseOwnerCannotBeRestoredIsWrittenInPlace() throws {
        let (dir, state) = try Self.setUp()
        try dir.write("f", bytes: Fixture.bytes(1000, seed: 1), mode: 0o666)
        try dir.setMode(0o777)
        let result = try Self.runAsNobody("save \(Child.quote(dir.file("f"))) 2000 2", state: state)
        #expect(result.stdout == "saved in place (its owner could not be kept)\n", "\(result)")
        Fixture.expectHolds(dir.file("f"), Fixture.bytes(2000, seed: 2))
        let info = try #require(Fixture.info(dir.file("f")))
        #expect(info.st_uid == 0 && info.st_gid == 0 && info.st_mode & 0o777 == 0o666)
        #expect(Fixture.entries(dir.path) == ["f"])
    }

    @Test func anEmergencySaveGoesToTheStateDirectoryWhenTheFolderIsNotWritable() throws {
        let (dir, state) = try Self.setUp()
        let result = try Self.runAsNobody("emergency \(Child.quote(dir.file("f"))) 500 4", state: state)
        #expect(result.exitStatus == 0, "\(result)")
        let written = result.stdout.split(separator: "\n").first.map(String.init) ?? ""
        #expect(written.hasPrefix(state.file("dent/rescue/f-")) && written.hasSuffix(".dent-save"), "\(written)")
        Fixture.expectHolds(written, Fixture.bytes(500, seed: 4))
        #expect(Fixture.info(written).map { $0.st_mode & 0o777 } == 0o600)
        #expect(Fixture.entries(dir.path).isEmpty)
    }
}
