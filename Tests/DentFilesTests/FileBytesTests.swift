import DentFiles
import DentTestSupport
import Glibc
import Testing

/// `FileLoader.bytes`, the reading of small whole files (specs, schemes, caches, state files):
/// the bytes as on disk, with the refusals opening a file to edit has.
@Suite struct FileBytesTests {
    @Test func everyByteComesBackAsItIsOnDisk() throws {
        let dir = try Fixture.scratch()
        for (name, bytes) in [("empty", []), ("mixed", [0x00, 0x61, 0xFF, 0xC3, 0x28, 0x0D, 0x0A] + Fixture.bytes(70_000, seed: 3))] as [(String, [UInt8])] {
            try dir.write(name, bytes: bytes)
            #expect(try FileLoader.bytes(path: dir.file(name)) == bytes, "\(name)")
        }
    }

    @Test func aPrefixIsAtMostThatManyFirstBytes() throws {
        let dir = try Fixture.scratch()
        let bytes = Fixture.bytes(10_000, seed: 4)
        try dir.write("file", bytes: bytes)
        #expect(try FileLoader.bytes(path: dir.file("file"), prefix: 8_192) == Array(bytes.prefix(8_192)))
        #expect(try FileLoader.bytes(path: dir.file("file"), prefix: 20_000) == bytes)
        #expect(try FileLoader.bytes(path: dir.file("file"), prefix: 0) == [])
    }

    @Test func nothingThereIsNilAndWhatIsNotAFileIsRefused() throws {
        let dir = try Fixture.scratch()
        #expect(try FileLoader.bytes(path: dir.file("none")) == nil)
        #expect(throws: FileError.self) { try FileLoader.bytes(path: dir.path) }
        try #require(mkfifo(dir.file("pipe"), 0o644) == 0)
        #expect(throws: FileError.self, "a FIFO is refused, not waited on") { try FileLoader.bytes(path: dir.file("pipe")) }
        try dir.write("big", bytes: [UInt8](repeating: 0x61, count: 100))
        #expect(throws: FileError.self) { try FileLoader.bytes(path: dir.file("big"), maximumSize: 99) }
        #expect(try FileLoader.bytes(path: dir.file("big"), maximumSize: 100)?.count == 100)
    }
}
