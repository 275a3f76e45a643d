@testable import DentFiles
import DentTestSupport
import DentText
import Glibc
import Testing

/// A file whose name is not UTF-8 (`caf\xe9.txt`), through every kind of call DentFiles makes
/// with a path (`PathCalls.swift`): the oracle here is the kernel itself, given and giving raw
/// bytes, never a Swift string.
@Suite struct PathCallsTests {
    static let nameBytes: [UInt8] = Array("caf".utf8) + [0xE9] + Array(".txt".utf8)
    static let name = PathBytes.string(nameBytes)

    /// The names in `directory` as the kernel gives them.
    static func rawNames(_ directory: String) -> [[UInt8]] {
        guard let stream = opendir(directory) else { return [] }
        defer { closedir(stream) }
        var names: [[UInt8]] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            if name != [0x2E] && name != [0x2E, 0x2E] { names.append(name) }
        }
        return names.sorted { $0.lexicographicallyPrecedes($1) }
    }

    /// The bytes of the file `name` (raw bytes) in `directory`, read by its raw name.
    static func raw(_ directory: String, _ name: [UInt8]) -> [UInt8]? {
        let path = Array(directory.utf8) + [0x2F] + name
        let fd = (path.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer { Glibc.open($0.baseAddress!, O_RDONLY) }
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while case let count = read(fd, &chunk, chunk.count), count > 0 { bytes += chunk[0..<count] }
        return bytes
    }

    @Test func aFileWhoseNameIsNotUTF8LoadsAndSavesUnderItsOwnBytes() throws {
        let dir = try Fixture.scratch()
        try dir.write(Self.name, "on disk\n")
        #expect(Self.rawNames(dir.path) == [Self.nameBytes], "the fixture made the name byte for byte")
        let loaded = try FileLoader.load(path: dir.file(Self.name))
        #expect(loaded.exists)
        #expect(loaded.buffer.allBytes == Array("on disk\n".utf8))
        for unnamed in [true, false] {
            let text = Array("saved \(unnamed)\n".utf8)
            _ = try FileSaver.save(GapBuffer(text), to: dir.file(Self.name),
                                   options: SaveOptions(stateDirectory: StateDirectory(path: dir.file("state")), unnamedTemporaryFiles: unnamed))
            #expect(Self.raw(dir.path, Self.nameBytes) == text)
            #expect(Self.rawNames(dir.path) == [Self.nameBytes], "no caf\u{FFFD}.txt beside it, no temporary file left")
        }
    }

    @Test func anInPlaceSaveBacksUpAndWritesTheFileOfThoseBytes() throws {
        let dir = try Fixture.scratch()
        try dir.write(Self.name, "original\n")
        // A second hard link makes the save in place, behind a backup named after the file.
        try #require(PathBytes.withCString(dir.file(Self.name)) { old in PathBytes.withCString(dir.file("link")) { Glibc.link(old, $0) } } == 0)
        let result = try FileSaver.save(GapBuffer(Array("new\n".utf8)), to: dir.file(Self.name),
                                        options: SaveOptions(stateDirectory: StateDirectory(path: dir.file("state"))))
        #expect(result.method == .inPlace(.hardLinks(2)))
        #expect(Self.raw(dir.path, Self.nameBytes) == Array("new\n".utf8))
        #expect(Self.raw(dir.path, Array("link".utf8)) == Array("new\n".utf8))
    }

    @Test func aNewFileIsCreatedUnderItsOwnBytes() throws {
        let dir = try Fixture.scratch()
        let name = PathBytes.string([0x6E, 0xFF, 0x80, 0xC3])
        _ = try FileSaver.save(GapBuffer(Array("x".utf8)), to: dir.file(name))
        #expect(Self.rawNames(dir.path) == [[0x6E, 0xFF, 0x80, 0xC3]])
    }

    @Test func folderListingsGiveTheNamesBytes() throws {
        let dir = try Fixture.scratch()
        try dir.write(Self.name, "x")
        try dir.makeDirectory(PathBytes.string([0x64, 0xFE]))
        #expect(DirectoryListing.names(of: dir.path, startingWith: "caf") == [Self.name])
        #expect(DirectoryListing.names(of: dir.path, startingWith: "caf\u{10FFE9}") == [Self.name], "a prefix with the byte")
        let entries = DirectoryListing.entries(of: dir.path).sorted { $0.name < $1.name }
        #expect(entries.map(\.name) == [Self.name, PathBytes.string([0x64, 0xFE])].sorted())
        #expect(entries.map(\.isDirectory) == entries.map { $0.name.hasPrefix("d") })
    }

    @Test func realpathGetcwdAndReadlinkKeepTheBytes() throws {
        let dir = try Fixture.scratch()
        let folder = PathBytes.string([0x64, 0xE9])
        try dir.makeDirectory(folder)
        try dir.write(folder + "/" + Self.name, "x")
        #expect(PathResolution.canonical(dir.file(folder + "/" + Self.name)).hasSuffix("/" + folder + "/" + Self.name))
        #expect(PlaceBook.key(for: dir.file(folder)).map { $0.hasSuffix("/" + folder) } == true)
        // A link whose target is the name: a save writes the target, not a new name.
        let made = PathBytes.withCString(Self.name) { target in PathBytes.withCString(dir.file(folder + "/link")) { symlink(target, $0) } }
        try #require(made == 0)
        #expect(try PathResolution.finalTarget(of: dir.file(folder + "/link")) == dir.file(folder + "/" + Self.name))
    }

    @Test func emergencySavesAndJournalsOfSuchAFileKeepItsBytes() throws {
        let dir = try Fixture.scratch()
        try dir.write(Self.name, "on disk")
        let state = StateDirectory(path: dir.file("state"))
        let written = try EmergencySave.save(GapBuffer(Array("rescued".utf8)), for: dir.file(Self.name), stateDirectory: state)
        #expect(written == dir.file(Self.name + ".dent-save"))
        #expect(Self.raw(dir.path, Self.nameBytes + Array(".dent-save".utf8)) == Array("rescued".utf8))
        let journal = RecoveryJournal(stateDirectory: state)
        try journal.record(GapBuffer(Array("edited".utf8)), for: dir.file(Self.name), basedOn: FileIdentity.current(at: dir.file(Self.name)))
        let entry = try #require(journal.find(for: dir.file(Self.name)))
        #expect(entry.originalPath == dir.file(Self.name), "the recovered path names the same bytes")
        #expect(PathBytes.bytes(entry.originalPath).suffix(Self.nameBytes.count) == ArraySlice(Self.nameBytes))
        #expect(entry.buffer.allBytes == Array("edited".utf8))
        #expect(!entry.fileChangedSinceBase, "the file is found by the recovered path")
        try journal.record(GapBuffer(Array("on disk".utf8)), for: dir.file(Self.name), basedOn: nil)
        #expect(journal.find(for: dir.file(Self.name)) == nil, "the file's own text is read by that path, so nothing is offered")
    }

    @Test func messagesShowTheNameEscaped() {
        let error = FileError.system("/tmp/" + Self.name + "\u{1B}]52;c;aGk=\u{07}", "open", code: ENOENT)
        #expect(error.description == "cannot open /tmp/caf<e9>.txt^[]52;c;aGk=^G: No such file or directory")
    }

    /// The crash handler cannot escape (it may not allocate): the label and the paths it
    /// prints are escaped when the slot is prepared, while the path it opens keeps the bytes.
    @Test func theCrashRescuePreparesItsMessageEscaped() throws {
        let dir = try Fixture.scratch()
        let rescue = CrashRescue(stateDirectory: StateDirectory(path: dir.file("state")))
        let name = Self.name + "\u{1B}]0;t\u{07}"
        var buffer = GapBuffer(Array("text".utf8))
        buffer.attach(rescue.mirror(for: 1, path: dir.file(name), name: name))
        let slot = try #require(rescue.table.pointee.slots?[0])
        let place = try #require(slot.places?[0])
        #expect(slot.label.map { String(cString: $0) } == "caf<e9>.txt^[]0;t^G")
        #expect(place.shown.map { String(cString: $0) } == dir.file("caf<e9>.txt^[]0;t^G.dent-save"))
        #expect(place.base.map { PathBytes.string(cString: $0) } == dir.file(name + ".dent-save"))
        CrashRescue.handler(UnsafeMutableRawPointer(rescue.table))
        #expect(Self.raw(dir.path, Self.nameBytes + Array("\u{1B}]0;t\u{07}.dent-save".utf8)) == Array("text".utf8))
        buffer.detachMirror()
    }

    /// Calls with a path that `PathCalls.swift` does not declare would bridge a `String`
    /// implicitly, sending a reserved code point's UTF-8 instead of its byte: DentFiles makes
    /// none (a new one belongs in `PathCalls.swift`, converting through `PathBytes`).
    @Test func dentFilesMakesNoPathCallPathCallsDoesNotConvert() throws {
        let sources = URLPath.packageRoot + "/Sources/DentFiles"
        let unconverted = #/\b(chmod|lchown|chown|truncate|rmdir|symlink|link|creat|fopen|mknod|statfs|statvfs|chdir|utimensat|renameat2?|unlinkat|mkdirat|readlinkat|openat|realpath|execv[pe]*|posix_spawnp?)\(/#
        #expect("_ = chmod(path, 0o600)".contains(unconverted) && !"fchmod(fd, mode)".contains(unconverted), "the pattern itself")
        let files = try URLPath.swiftFiles(under: sources)
        #expect(files.count > 50, "DentFiles's sources were found: \(files.count)")
        var found: [String] = []
        for file in files where !file.hasSuffix("/PathCalls.swift") {
            let text = try #require(Fixture.read(file)).split(separator: 0x0A)
            for (number, line) in text.enumerated() {
                let code = String(decoding: line, as: UTF8.self)
                if code.trimmingPrefix(while: \.isWhitespace).hasPrefix("//") { continue }
                if code.contains(unconverted) { found.append("\(file):\(number + 1): \(code)") }
            }
        }
        #expect(found.isEmpty, "\(found)")
    }
}

/// The package's files, found from a test's own path.
enum URLPath {
    /// The package's directory, from this file's path (Tests/DentFilesTests/…).
    static var packageRoot: String {
        "/" + #filePath.split(separator: "/").dropLast(3).joined(separator: "/")
    }

    /// Every `.swift` file below `folder`.
    static func swiftFiles(under folder: String) throws -> [String] {
        var files: [String] = []
        for entry in DirectoryListing.entries(of: folder) {
            let path = folder + "/" + entry.name
            if entry.isDirectory { files += try swiftFiles(under: path) } else if entry.name.hasSuffix(".swift") { files.append(path) }
        }
        return files
    }
}
