import DentFiles
import DentTestSupport
import DentText
import Glibc
import Testing

/// Saves that must be refused before anything changes, even for root.
@Suite struct SaveRefusalTests {
    static func options(_ dir: ScratchDirectory) -> SaveOptions {
        SaveOptions(stateDirectory: StateDirectory(path: dir.file("state")))
    }

    @Test func aReadOnlyFileIsRefusedEvenForRoot() throws {
        let dir = try Fixture.scratch()
        try dir.write("f", "protected", mode: 0o444)
        let expected = FileError("cannot save \(dir.file("f")): the file is read-only (mode 0444)", reason: .readOnly)
        #expect(throws: expected) { try FileSaver.save(GapBuffer(Array("x".utf8)), to: dir.file("f"), options: Self.options(dir)) }
        #expect(FileSaver.writability(of: dir.file("f")) == .notWritable(expected))
        #expect(!FileSaver.isWritable(dir.file("f")))
        #expect(dir.readText("f") == "protected")
        #expect(Fixture.entries(dir.path) == ["f"])
    }

    @Test(.enabled(if: HostAbilities.canSetImmutable, "chattr +i needs root and a file system with the immutable flag"))
    func anImmutableFileIsRefused() throws {
        let dir = try Fixture.scratch()
        try dir.write("f", "protected")
        try #require(Child.immutable(dir.file("f"), true) == nil)
        defer { Child.immutable(dir.file("f"), false) }
        #expect(!FileSaver.isWritable(dir.file("f")))
        let error = #expect(throws: FileError.self) {
            try FileSaver.save(GapBuffer(Array("x".utf8)), to: dir.file("f"), options: Self.options(dir))
        }
        #expect(error?.errorNumber == EPERM)
        #expect(error?.description == "cannot save \(dir.file("f")): Operation not permitted (checking permission); the file on disk is unchanged")
        #expect(dir.readText("f") == "protected")
        #expect(Fixture.entries(dir.path) == ["f"])
    }

    /// Save with sudo is offered for these and no others: root may write what permission
    /// denies, never a read-only mode, an immutable file (EPERM), a read-only file system or a
    /// full disk.
    @Test func onlyAPermissionRefusalIsOneSudoCouldGetPast() {
        #expect(FileError("x", reason: .system(EACCES)).isPermissionDenied)
        for reason: FileError.Reason in [.readOnly, .system(EPERM), .system(EROFS), .system(ENOSPC), .missingDirectory, .other] {
            #expect(!FileError("x", reason: reason).isPermissionDenied, "\(reason)")
        }
    }

    @Test func directoriesAndFIFOsAreNotSavedOver() throws {
        let dir = try Fixture.scratch()
        try #require(mkfifo(dir.file("pipe"), 0o644) == 0)
        #expect(throws: FileError("cannot save \(dir.file("pipe")): it is a FIFO (named pipe), not a regular file", reason: .notRegularFile)) {
            try FileSaver.save(GapBuffer(), to: dir.file("pipe"), options: Self.options(dir))
        }
        #expect(throws: FileError("cannot save \(dir.path): it is a directory, not a regular file", reason: .notRegularFile)) {
            try FileSaver.save(GapBuffer(), to: dir.path, options: Self.options(dir))
        }
    }

    @Test func aMissingFolderIsRefused() throws {
        let dir = try Fixture.scratch()
        #expect(throws: FileError("cannot save \(dir.file("no/f")): directory \(dir.file("no")) does not exist", reason: .missingDirectory)) {
            try FileSaver.save(GapBuffer(), to: dir.file("no/f"), options: Self.options(dir))
        }
        #expect(Fixture.entries(dir.path).isEmpty)
    }
}
