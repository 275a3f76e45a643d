import Glibc
import Testing
import DentFiles
import DentTestSupport
import DentText

@Suite struct FileTests {
    static let awkward: [UInt8] = Array("a\r\nb\n".utf8) + [0x00, 0xFF, 0xFE, 0xE6, 0x97] + Array("\tno final newline".utf8)

    @Test func loadAndSaveRoundTripEveryByte() throws {
        let dir = try ScratchDirectory(prefix: "dent-files")
        try dir.write("f", bytes: FileTests.awkward)
        let loaded = try FileLoader.load(path: dir.file("f"))
        #expect(loaded.exists)
        #expect(loaded.buffer.allBytes == FileTests.awkward)
        var buffer = loaded.buffer.copy()
        buffer.insert(contentsOf: Array("X".utf8), at: 3)
        try FileSaver.save(buffer, to: dir.file("f"))
        #expect(dir.read("f") == Array(FileTests.awkward[..<3]) + Array("X".utf8) + Array(FileTests.awkward[3...]))
        #expect((dir.entries("") ?? []) == ["f"], "no temporary file is left")
    }

    @Test func aMissingFileIsNewAndIsCreatedOnSave() throws {
        let dir = try ScratchDirectory(prefix: "dent-files")
        let loaded = try FileLoader.load(path: dir.file("new.txt"))
        #expect(!loaded.exists && loaded.buffer.isEmpty)
        try FileSaver.save(GapBuffer(Array("hi\n".utf8)), to: dir.file("new.txt"))
        #expect(dir.read("new.txt") == Array("hi\n".utf8))
    }

    @Test func saveKeepsTheModeAndFollowsSymlinks() throws {
        let dir = try ScratchDirectory(prefix: "dent-files")
        try dir.write("real", bytes: Array("old".utf8), mode: 0o750)
        symlink("real", dir.file("link"))
        try FileSaver.save(GapBuffer(Array("new".utf8)), to: dir.file("link"))
        var info = stat()
        lstat(dir.file("link"), &info)
        #expect(info.st_mode & S_IFMT == S_IFLNK, "the link is still a link")
        stat(dir.file("real"), &info)
        #expect(info.st_mode & 0o7777 == 0o750)
        #expect(dir.read("real") == Array("new".utf8))
    }

    @Test func directoriesDevicesAndMissingDirectoriesAreClearErrors() throws {
        let dir = try ScratchDirectory(prefix: "dent-files")
        #expect(throws: FileError("\(dir.path) is a directory", reason: .isDirectory)) { try FileLoader.load(path: dir.path) }
        #expect(throws: FileError("/dev/null is a character device, not a regular file", reason: .notRegularFile)) {
            try FileLoader.load(path: "/dev/null")
        }
        #expect(throws: FileError("cannot create \(dir.path)/no/f: directory \(dir.path)/no does not exist", reason: .missingDirectory)) {
            try FileLoader.load(path: dir.file("no/f"))
        }
    }

    @Test func aFailedSaveLeavesTheOriginalAndNoTemporaryFile() throws {
        let dir = try ScratchDirectory(prefix: "dent-files")
        #expect(throws: FileError.self) { try FileSaver.save(GapBuffer(Array("x".utf8)), to: dir.file("no/f")) }
        #expect((dir.entries("") ?? []).isEmpty)
    }
}
