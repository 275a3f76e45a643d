@testable import DentFiles
import DentTestSupport
import Glibc
import Testing

/// The temporary file of an atomic save: unnamed until the moment before the rename.
@Suite struct TemporaryFileTests {
    @Test func anUnnamedFileHasNoNameUntilLinked() throws {
        let dir = try Fixture.scratch()
        var file = try TemporaryFile.create(in: dir.path, for: "f", unnamed: true).get()
        #expect(file.name == nil, "O_TMPFILE works on this file system")
        #expect(Fixture.entries(dir.path).isEmpty)
        #expect(Descriptor.writeAll(Array("x".utf8), to: file.fd) == 0)
        #expect(file.giveName() == 0)
        let name = try #require(file.name)
        #expect(name.hasPrefix(dir.file(".f.dent-tmp-\(getpid())-")))
        #expect(file.rename(onto: dir.file("f")) == 0)
        #expect(file.close() == 0)
        #expect(Fixture.entries(dir.path) == ["f"])
        #expect(dir.readText("f") == "x")
    }

    @Test(arguments: [true, false])
    func discardingLeavesNothing(unnamed: Bool) throws {
        let dir = try Fixture.scratch()
        var file = try TemporaryFile.create(in: dir.path, for: "f", unnamed: unnamed).get()
        #expect((file.name != nil) == !unnamed)
        _ = file.giveName()
        file.discard()
        #expect(Fixture.entries(dir.path).isEmpty)
    }

    @Test func longNamesAreShortenedBelowNameMax() throws {
        let dir = try Fixture.scratch()
        let long = String(repeating: "é", count: 120)
        var file = try TemporaryFile.create(in: dir.path, for: long, unnamed: false).get()
        defer { file.discard() }
        #expect(file.name.map { PathNames.baseName(of: $0).utf8.count < 255 } == true)
    }
}
