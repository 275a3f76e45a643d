import DentFiles
import DentTestSupport
import Glibc
import Testing

/// Insert file's reading: bytes exactly as on disk, and refusals that name the file.
@Suite struct FileInsertionTests {
    @Test func everyByteComesBackAsItIsOnDisk() throws {
        let dir = try Fixture.scratch()
        let bytes: [UInt8] = [0x00, 0x61, 0xFF, 0xC3, 0x28, 0x0D, 0x0A, 0x0D, 0x00] + Fixture.bytes(70_000, seed: 26)
        try dir.write("mixed.bin", bytes: bytes)
        #expect(try FileInsertion.bytes(at: dir.file("mixed.bin"), maximumSize: 1 << 20) == bytes)
    }

    @Test func aMissingFileADirectoryAndATooLargeFileAreRefused() throws {
        let dir = try Fixture.scratch()
        #expect(throws: FileError("cannot insert \(dir.file("none")): no such file")) {
            try FileInsertion.bytes(at: dir.file("none"), maximumSize: 1 << 20)
        }
        #expect(throws: FileError.self) { try FileInsertion.bytes(at: dir.path, maximumSize: 1 << 20) }
        try dir.write("big", bytes: [UInt8](repeating: 0x61, count: 100))
        #expect(throws: FileError.self) { try FileInsertion.bytes(at: dir.file("big"), maximumSize: 10) }
    }
}
