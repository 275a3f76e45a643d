@testable import DentFiles
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

    /// Issue 50, item 12: a configuration file is read to a bounded size, cut at its last whole
    /// line, and a rewrite of one read in part is refused (it would lose the rest).
    @Test func aConfigurationFileIsReadToTheLimitAtAWholeLine() throws {
        let directory = try ScratchDirectory(prefix: "dent-config")
        try directory.write("small.conf", "a = 1\nb = 2\n")
        let small = try ConfigurationText.read(directory.file("small.conf"), limit: 12)
        #expect(small == ConfigurationText(text: "a = 1\nb = 2\n", isCut: false))
        let cut = try ConfigurationText.read(directory.file("small.conf"), limit: 9)
        #expect(cut == ConfigurationText(text: "a = 1\n", isCut: true), "the half line goes too")
        #expect(try ConfigurationText.read(directory.file("none.conf")) == nil)
    }

    @Test func aTebibyteSparseFileIsReadOnlyToTheLimitAndNotRewritten() throws {
        let directory = try ScratchDirectory(prefix: "dent-config")
        try directory.write("dent.conf", "tab-width = 2\n")
        let path = directory.file("dent.conf")
        #expect(truncate(path, 1 << 40) == 0, "a sparse file of 1 TiB")
        let read = try ConfigurationText.read(path)
        #expect(read?.isCut == true)
        #expect(read?.text == "tab-width = 2\n", "the NULs after it have no line end: the cut keeps whole lines")
        let problem = ConfigFile.rewrite(path) { $0 + "soft-wrap = on\n" }
        #expect(problem?.hasSuffix("the rest is ignored: not rewritten") == true, "\(String(describing: problem))")
        var info = stat()
        #expect(stat(path, &info) == 0 && info.st_size == 1 << 40, "left as it was")
    }

    @Test func aHugeEditorConfigIsReadInPartAndSaid() throws {
        let directory = try ScratchDirectory(prefix: "dent-config")
        try directory.write(".editorconfig", "root = true\n[*]\nindent_size = 3\n")
        #expect(truncate(directory.file(".editorconfig"), 1 << 40) == 0)
        let (properties, notes) = EditorConfigFiles.resolve(for: directory.file("a.txt"))
        #expect(properties.raw["indent_size"] == "3")
        #expect(notes == [ConfigurationText.cutNote(directory.file(".editorconfig"))])
    }
}
