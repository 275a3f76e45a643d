@testable import DentFiles
import DentTestSupport
@testable import DentText
import Glibc
import Testing

/// Loading: refusals, limits, identity, binary detection, standard input.
@Suite struct LoadTests {
    @Test func aFIFOIsRefusedWithoutBlocking() throws {
        let dir = try Fixture.scratch()
        try #require(mkfifo(dir.file("pipe"), 0o644) == 0)
        let start = ContinuousClock.now
        #expect(throws: FileError("\(dir.file("pipe")) is a FIFO (named pipe), not a regular file", reason: .notRegularFile)) {
            try FileLoader.load(path: dir.file("pipe"))
        }
        #expect(ContinuousClock.now - start < .seconds(2))
        #expect(throws: FileError.self) { try FileLoader.size(of: dir.file("pipe")) }
    }

    @Test func aSymlinkToADeviceIsRefused() throws {
        let dir = try Fixture.scratch()
        symlink("/dev/zero", dir.file("zero"))
        #expect(throws: FileError("\(dir.file("zero")) is a character device, not a regular file", reason: .notRegularFile)) {
            try FileLoader.load(path: dir.file("zero"))
        }
    }

    /// A big file's text is read into memory advised for huge pages (`MADV_HUGEPAGE`) before
    /// the read: every whole 2 MiB page inside the text. Whether the kernel grants them is its
    /// choice (it may not, when its memory is fragmented), so the test checks dent's part, the
    /// advice, which /proc/self/smaps shows as the `hg` flag of the mappings.
    @Test(.enabled(if: HostAbilities.hugePagesOnRequest, "transparent huge pages are not given on request (madvise mode) here"))
    func aBigFileIsReadIntoMemoryAdvisedForHugePages() throws {
        let dir = try Fixture.scratch()
        var bytes = [UInt8](repeating: UInt8(ascii: "x"), count: 20 << 20)
        for end in stride(from: 63, to: bytes.count, by: 64) { bytes[end] = UInt8(ascii: "\n") }
        try dir.write("big", bytes: bytes)
        let loaded = try FileLoader.load(path: dir.file("big"))
        let start = loaded.buffer.withPieces(of: 0..<loaded.buffer.count) { first, second in
            (first.isEmpty ? second : first).baseAddress.map { Int(bitPattern: $0) }
        }
        let address = try #require(start)
        let page = FileLoader.hugePage
        let whole = ((address + page - 1) / page * page)..<((address + loaded.buffer.count) / page * page)
        #expect(whole.count >= 8 * page)
        #expect(LoadTests.bytesAdvisedForHugePages(in: whole) == whole.count)
    }

    /// How many bytes of `range` (addresses) lie in this process's mappings advised for huge
    /// pages (`VmFlags` with `hg` in /proc/self/smaps; advising part of a mapping splits it).
    static func bytesAdvisedForHugePages(in range: Range<Int>) -> Int {
        guard let smaps = TextFile.read("/proc/self/smaps") else { return 0 }
        var mapping: Range<Int>?
        var total = 0
        for line in smaps.split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard let first = fields.first else { continue }
            if first.contains("-") {
                let bounds = first.split(separator: "-").compactMap { Int($0, radix: 16) }
                mapping = bounds.count == 2 ? bounds[0]..<bounds[1] : nil
            } else if first == "VmFlags:", fields.contains("hg"), let mapping, mapping.overlaps(range) {
                total += mapping.clamped(to: range).count
            }
        }
        return total
    }

    @Test func aMissingFileIsNewWithoutIdentity() throws {
        let dir = try Fixture.scratch()
        let loaded = try FileLoader.load(path: dir.file("new"))
        #expect(!loaded.exists && loaded.buffer.isEmpty && loaded.identity == nil && !loaded.isBinary)
        #expect(try FileLoader.size(of: dir.file("new")) == nil)
    }

    /// The whole of a big first file is read on another thread, which the session shows.
    @Test func aLoadCountsTheBytesItReadsOfTheFilesSize() throws {
        let dir = try Fixture.scratch()
        let size = 3 * FileLoader.block + 12_345
        try dir.write("f", bytes: Fixture.bytes(size, seed: 7))
        let whole = ByteCounter()
        #expect(try FileLoader.load(path: dir.file("f"), progress: whole).buffer.count == size)
        #expect(whole.progress == (size, size))
        let start = ByteCounter()
        _ = try FileLoader.load(path: dir.file("f"), prefix: 1_000, progress: start)
        #expect(start.progress == (1_000, 1_000), "a preview counts its own part")
    }

    @Test func theSizeLimitIsCheckedBeforeReading() throws {
        let dir = try Fixture.scratch()
        try dir.write("f", bytes: Fixture.bytes(1000, seed: 3))
        #expect(try FileLoader.size(of: dir.file("f")) == 1000)
        #expect(throws: FileError("\(dir.file("f")) is 1000 bytes, more than the limit of 999", reason: .tooLarge(size: 1000, limit: 999))) {
            try FileLoader.load(path: dir.file("f"), maximumSize: 999)
        }
        #expect(try FileLoader.load(path: dir.file("f"), maximumSize: 1000).buffer.count == 1000)
        #expect(throws: FileError.self) { try FileLoader.size(of: dir.path) }
    }

    @Test func theGapComesBeforeTheTextWhereTheCursorStarts() throws {
        let dir = try Fixture.scratch()
        let bytes = Fixture.bytes(300_000, seed: 5)
        try dir.write("f", bytes: bytes)
        var loaded = try FileLoader.load(path: dir.file("f"))
        #expect(loaded.buffer.gapOffset == 0, "an edit at the top would move the whole text")
        #expect(loaded.buffer.allBytes == bytes)
        loaded.buffer.insert(contentsOf: [0x58], at: 0)
        #expect(loaded.buffer.allBytes == [0x58] + bytes)
    }

    /// The size fstat gave is a hint: a file that grew or shrank since is read to its end.
    @Test(arguments: [0, 1, 99_999, 150_000, 3 << 20])
    func aSizeThatIsWrongStillReadsTheWholeFile(hint: Int) throws {
        let dir = try Fixture.scratch()
        let bytes = Array(String(repeating: "twelve bytes\n", count: 11_111).utf8)
        try dir.write("f", bytes: bytes)
        let fd = open(dir.file("f"), O_RDONLY)
        try #require(fd >= 0)
        defer { close(fd) }
        let text = try FileLoader.readText(fd: fd, expectedSize: hint, limit: nil, name: "f")
        #expect(text.bytes.allBytes == bytes)
        #expect(text.lineCount == 11_112)
        text.checkInvariants()
    }

    @Test func theIdentityIsRecordedAtLoad() throws {
        let dir = try Fixture.scratch()
        try dir.write("f", "text\n")
        let loaded = try FileLoader.load(path: dir.file("f"))
        let identity = try #require(loaded.identity)
        #expect(identity == FileIdentity.current(at: dir.file("f")))
        #expect(identity.size == 5)
        #expect(identity.changeOnDisk(at: dir.file("f")) == .unchanged)
    }

    @Test func binaryFilesAreRecognised() throws {
        let dir = try Fixture.scratch()
        let cases: [(String, [UInt8], Bool)] = [
            ("text", Array("plain text\n\tindented\r\n".utf8), false),
            ("utf8", Array("naïve café, 日本語, emoji 👍🏽\n".utf8), false),
            ("latin1", Array("caf".utf8) + [0xE9] + Array(" au lait, tr".utf8) + [0xE8] + Array("s bon\n".utf8), false),
            ("nul", Array("abc".utf8) + [0] + Array("def".utf8), true),
            ("random", Fixture.bytes(10_000, seed: 9), true),
            ("empty", [], false),
        ]
        for (name, bytes, binary) in cases {
            try dir.write(name, bytes: bytes)
            #expect(try FileLoader.load(path: dir.file(name)).isBinary == binary, "\(name)")
        }
    }

    @Test func aNULAfterTheSampleDoesNotCount() throws {
        let dir = try Fixture.scratch()
        try dir.write("late", bytes: Array(repeating: UInt8(ascii: "a"), count: BinaryHeuristic.sampleSize) + [0])
        #expect(try !FileLoader.load(path: dir.file("late")).isBinary)
    }

    @Test func aDescriptorIsReadToItsEnd() throws {
        var fds: [Int32] = [0, 0]
        try #require(pipe(&fds) == 0)
        let bytes = Fixture.bytes(30_000, seed: 4)
        #expect(bytes.withUnsafeBytes { write(fds[1], $0.baseAddress, $0.count) } == bytes.count)
        close(fds[1])
        defer { close(fds[0]) }
        let loaded = try FileLoader.read(descriptor: fds[0], name: "pipe")
        #expect(loaded.buffer.allBytes == bytes && !loaded.exists && loaded.isBinary)
    }

    @Test func standardInputIsReadByteExact() throws {
        let dir = try Fixture.scratch()
        let bytes = Fixture.bytes(300_000, seed: 5)
        let result = try Child.probe(["stdin", dir.file("out")], stdin: bytes)
        #expect(result.exitStatus == 0, "\(result)")
        #expect(result.stdout == "read 300000 binary true\n")
        Fixture.expectHolds(dir.file("out"), bytes)
    }

    @Test func aHugeFileUnderAMemoryLimitIsAnErrorNotACrash() throws {
        let dir = try Fixture.scratch()
        let fd = open(dir.file("huge"), O_WRONLY | O_CREAT, 0o644)
        try #require(fd >= 0 && ftruncate(fd, 4 << 30) == 0, "cannot make a sparse 4 GiB file")
        close(fd)
        let probe = try Child.probe()
        let result = try Child.shell("ulimit -v 2000000 && exec \(Child.quote(probe)) load \(Child.quote(dir.file("huge")))")
        #expect(result.exitStatus == 1, "\(result)")
        #expect(result.stderr.contains("not enough memory to load \(dir.file("huge"))"), "\(result)")
    }
}

/// Reading only the start of a big file, for its first screen (`FileLoader.load(path:prefix:)`).
@Suite struct PrefixLoadTests {
    @Test func onlyTheStartIsReadWithItsLines() throws {
        let dir = try Fixture.scratch()
        let bytes = Array((0..<5_000).map { "line \($0)\n" }.joined().utf8)
        try dir.write("f", bytes: bytes)
        let start = try FileLoader.load(path: dir.file("f"), prefix: 1_000)
        #expect(start.isPrefix && start.buffer.allBytes == Array(bytes.prefix(1_000)))
        #expect(start.text.lineCount == TextBuffer(GapBuffer(bytes.prefix(1_000))).lineCount)
        #expect(start.identity?.size == Int64(bytes.count), "the identity is the whole file's")
    }

    @Test func aFileNoBiggerThanThePrefixIsReadWhole() throws {
        let dir = try Fixture.scratch()
        let bytes = Fixture.bytes(1_000, seed: 5)
        try dir.write("f", bytes: bytes)
        let loaded = try FileLoader.load(path: dir.file("f"), prefix: 1_000)
        #expect(!loaded.isPrefix && loaded.buffer.allBytes == bytes)
    }

    @Test(arguments: [(newlines: 2, counted: 10, expected: 3 as Int?), (newlines: 9, counted: 10, expected: 10),
                      (newlines: 10, counted: 10, expected: nil), (newlines: 500, counted: 10, expected: nil)])
    func theRestsLinesAreCountedAsFarAsAsked(newlines: Int, counted: Int, expected: Int?) throws {
        let dir = try Fixture.scratch()
        // Long lines: the start holds none of the line ends, which come spread over the rest.
        let line = [UInt8](repeating: UInt8(ascii: "x"), count: 3_000) + [0x0A]
        let bytes = Array([[UInt8]](repeating: line, count: newlines).joined()) + Array("end".utf8)
        try dir.write("f", bytes: bytes)
        let start = try FileLoader.load(path: dir.file("f"), prefix: 2_000)
        #expect(start.isPrefix && start.buffer.count == 2_000)
        let identity = try #require(start.identity)
        let count = FileLoader.countLines(path: dir.file("f"), identity: identity, from: start.buffer.count,
                                          after: start.text.lineCount - 1, limit: counted)
        #expect(count == expected)
        #expect(TextBuffer(GapBuffer(bytes)).lineCount == newlines + 1)
    }

    @Test func aFileChangedSinceItsStartWasReadIsNotCounted() throws {
        let dir = try Fixture.scratch()
        try dir.write("f", bytes: Array("one\ntwo\n".utf8))
        let identity = try #require(FileIdentity.current(at: dir.file("f")))
        #expect(FileLoader.countLines(path: dir.file("f"), identity: identity, from: 4, after: 1, limit: 10) == 3)
        try dir.write("f", bytes: Array("one\ntwo\nthree\n".utf8))
        #expect(FileLoader.countLines(path: dir.file("f"), identity: identity, from: 4, after: 1, limit: 10) == nil)
        #expect(FileLoader.countLines(path: dir.file("gone"), identity: identity, from: 4, after: 1, limit: 10) == nil)
    }
}
