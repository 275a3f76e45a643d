import DentFiles
import DentTestSupport
import Glibc
import Testing

@Suite struct ConfigFileTests {
    @Test func aMissingFileAndItsFoldersAreCreated() throws {
        let directory = try ScratchDirectory(prefix: "dent-config")
        let path = directory.file("config/dent/dent.conf")
        #expect(ConfigFile.rewrite(path) { $0 + "soft-wrap = on\n" } == nil)
        #expect(directory.readText("config/dent/dent.conf") == "soft-wrap = on\n")
    }

    @Test func anExistingFileIsRewrittenWithItsModeAndAnUnchangedOneIsNotWritten() throws {
        let directory = try ScratchDirectory(prefix: "dent-config")
        try directory.write("dent.conf", "tab-width = 2\n", mode: 0o600)
        let path = directory.file("dent.conf")
        #expect(ConfigFile.rewrite(path) { $0 + "line-numbers = on\n" } == nil)
        #expect(directory.readText("dent.conf") == "tab-width = 2\nline-numbers = on\n")
        var info = stat()
        #expect(stat(path, &info) == 0 && info.st_mode & 0o777 == 0o600)
        let before = info.st_ino
        #expect(ConfigFile.rewrite(path) { $0 } == nil)
        #expect(stat(path, &info) == 0 && info.st_ino == before, "nothing to change: the file is not replaced")
    }

    @Test func aFolderInTheWayIsReported() throws {
        let directory = try ScratchDirectory(prefix: "dent-config")
        try directory.write("config", "a file, not a folder")
        let problem = ConfigFile.rewrite(directory.file("config/dent/dent.conf")) { $0 + "x = 1\n" }
        #expect(problem != nil)
        #expect(directory.readText("config") == "a file, not a folder")
    }
}
