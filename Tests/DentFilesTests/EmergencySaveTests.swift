import DentFiles
import DentTestSupport
import DentText
import Glibc
import Testing

/// The emergency save: a new file next to the original, never over anything.
@Suite struct EmergencySaveTests {
    @Test func theTextGoesToANewFileNextToTheOriginal() throws {
        let dir = try Fixture.scratch()
        try dir.write("notes.txt", "original")
        let state = StateDirectory(path: dir.file("state"))
        let bytes = Fixture.bytes(10_000, seed: 6)
        let first = try EmergencySave.save(GapBuffer(bytes), for: dir.file("notes.txt"), stateDirectory: state)
        let second = try EmergencySave.save(GapBuffer(Array("later".utf8)), for: dir.file("notes.txt"), stateDirectory: state)
        #expect(first == dir.file("notes.txt.dent-save"))
        #expect(second == dir.file("notes.txt.dent-save.1"))
        Fixture.expectHolds(first, bytes)
        #expect(dir.readText("notes.txt.dent-save.1") == "later")
        #expect(dir.readText("notes.txt") == "original")
        #expect(Fixture.info(first).map { $0.st_mode & 0o777 } == 0o600)
    }

    @Test func aPlantedSymlinkIsNeverFollowed() throws {
        let dir = try Fixture.scratch()
        try dir.write("victim", "do not touch")
        symlink(dir.file("victim"), dir.file("f.dent-save"))
        let written = try EmergencySave.save(GapBuffer(Array("rescued".utf8)), for: dir.file("f"),
                                             stateDirectory: StateDirectory(path: dir.file("state")))
        #expect(written == dir.file("f.dent-save.1"))
        #expect(dir.readText("victim") == "do not touch")
    }

    @Test func anUnnamedDocumentGoesToTheStateDirectory() throws {
        let dir = try Fixture.scratch()
        let state = StateDirectory(path: dir.file("state/dent"))
        let written = try EmergencySave.save(GapBuffer(Array("piped text".utf8)), for: nil, stateDirectory: state)
        #expect(written == dir.file("state/dent/rescue/untitled.dent-save"))
        #expect(dir.readText("state/dent/rescue/untitled.dent-save") == "piped text")
        #expect(Fixture.info(dir.file("state/dent")).map { $0.st_mode & 0o777 } == 0o700)
    }

    @Test(.enabled(if: HostAbilities.canSetImmutable, "chattr +i needs root and a file system with the immutable flag"))
    func anImmutableFolderSendsTheCopyToTheStateDirectory() throws {
        let dir = try Fixture.scratch()
        try dir.makeDirectory("locked")
        try #require(Child.immutable(dir.file("locked"), true) == nil)
        defer { Child.immutable(dir.file("locked"), false) }
        let written = try EmergencySave.save(GapBuffer(Array("x".utf8)), for: dir.file("locked/f"),
                                             stateDirectory: StateDirectory(path: dir.file("state")))
        #expect(written.hasPrefix(dir.file("state/rescue/f-")))
        #expect(dir.readText(String(written.dropFirst(dir.path.count + 1))) == "x")
    }

    @Test func noWritableLocationIsAnError() {
        #expect(throws: FileError.self) {
            try EmergencySave.save(GapBuffer(), for: "/proc/version", stateDirectory: StateDirectory(path: "/proc/dent"))
        }
    }
}
