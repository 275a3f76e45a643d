import DentFiles
import DentTestSupport
import DentText
import Glibc
import Testing

/// A file whose bytes must survive load and save unchanged.
struct OddFile: Sendable, CustomTestStringConvertible {
    let name: String
    let bytes: [UInt8]
    var testDescription: String { name }

    static let all: [OddFile] = [
        OddFile(name: "empty", bytes: []),
        OddFile(name: "random bytes", bytes: Fixture.bytes(200_000, seed: 7)),
        OddFile(name: "NUL bytes", bytes: [0, 0, 0x41, 0, 0x0A, 0]),
        OddFile(name: "invalid UTF-8", bytes: [0xFF, 0xFE, 0xC0, 0x80, 0xED, 0xA0, 0x80, 0xF4, 0x90, 0x80, 0x80, 0x0A, 0xE6, 0x97]),
        OddFile(name: "CRLF", bytes: Array("one\r\ntwo\r\n".utf8)),
        OddFile(name: "lone CR", bytes: Array("one\rtwo\rthree".utf8)),
        OddFile(name: "mixed line endings", bytes: Array("a\nb\r\nc\rd\n\r".utf8)),
        OddFile(name: "no final newline", bytes: Array("last line".utf8)),
        OddFile(name: "byte order mark", bytes: [0xEF, 0xBB, 0xBF] + Array("text\n".utf8)),
        OddFile(name: "1 MB line", bytes: Array(repeating: UInt8(ascii: "x"), count: 1 << 20) + [0x0A]),
    ]
}

/// Byte-exact load and save of odd files, through every save path.
@Suite struct RoundTripTests {
    @Test(arguments: OddFile.all)
    func loadingGivesTheExactBytes(_ file: OddFile) throws {
        let dir = try Fixture.scratch()
        try dir.write("f", bytes: file.bytes)
        let loaded = try FileLoader.load(path: dir.file("f"))
        #expect(loaded.exists)
        #expect(loaded.buffer.allBytes == file.bytes)
    }

    @Test(arguments: OddFile.all)
    func savingWritesTheExactBytesAtomically(_ file: OddFile) throws {
        for unnamed in [true, false] {
            let dir = try Fixture.scratch()
            try dir.write("f", bytes: Array("old\n".utf8))
            let options = SaveOptions(stateDirectory: StateDirectory(path: dir.file("state")), unnamedTemporaryFiles: unnamed)
            let result = try FileSaver.save(GapBuffer(file.bytes), to: dir.file("f"), options: options)
            #expect(result.method == .atomic)
            Fixture.expectHolds(dir.file("f"), file.bytes, "unnamed temporary: \(unnamed)")
            #expect(Fixture.entries(dir.path) == ["f"], "no temporary file is left")
        }
    }

    @Test(arguments: OddFile.all)
    func savingWritesTheExactBytesInPlace(_ file: OddFile) throws {
        let dir = try Fixture.scratch()
        try dir.write("f", bytes: Fixture.bytes(5000, seed: 1))
        link(dir.file("f"), dir.file("g"))
        let options = SaveOptions(stateDirectory: StateDirectory(path: dir.file("state")))
        let result = try FileSaver.save(GapBuffer(file.bytes), to: dir.file("f"), options: options)
        #expect(result.method == .inPlace(.hardLinks(2)))
        Fixture.expectHolds(dir.file("f"), file.bytes)
        Fixture.expectHolds(dir.file("g"), file.bytes)
        #expect(Fixture.entries(dir.path) == ["f", "g"], "the backup is removed")
    }

    @Test(arguments: OddFile.all)
    func aLoadedFileSavedUneditedIsUnchanged(_ file: OddFile) throws {
        let dir = try Fixture.scratch()
        try dir.write("f", bytes: file.bytes)
        var buffer = try FileLoader.load(path: dir.file("f")).buffer
        if !file.bytes.isEmpty {
            buffer.insert(contentsOf: [0x41], at: file.bytes.count / 2)
            buffer.remove(file.bytes.count / 2..<(file.bytes.count / 2 + 1))
        }
        try FileSaver.save(buffer, to: dir.file("f"))
        Fixture.expectHolds(dir.file("f"), file.bytes, "the gap in the middle is written around")
    }
}
