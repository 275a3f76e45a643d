import Glibc
import Testing
import DentFiles
import DentTestSupport
import DentText

@Suite struct ReplacedFileTests {
    /// The file an atomic save replaces is held open across the rename and closed on a thread
    /// of its own afterwards: the save writes the new bytes, and no descriptor of the old file
    /// stays open (it would keep its blocks allocated for as long as dent runs).
    @Test func theReplacedFileIsClosedAfterTheSave() throws {
        let dir = try Fixture.scratch()
        try dir.write("f", String(repeating: "old\n", count: 1 << 16))
        try FileSaver.save(GapBuffer(Array("new\n".utf8)), to: dir.file("f"))
        #expect(dir.read("f") == Array("new\n".utf8))
        let replaced = dir.file("f") + " (deleted)"
        var polls = 0
        while Self.openFiles().contains(replaced) && polls < 10_000 {
            polls += 1
            sched_yield()
            usleep(1000)
        }
        #expect(!Self.openFiles().contains(replaced), "the replaced file is still open")
    }

    /// What this process's descriptors point at (/proc/self/fd).
    private static func openFiles() -> [String] {
        DirectoryListing.names(of: "/proc/self/fd", startingWith: "").compactMap { name in
            var target = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let n = readlink("/proc/self/fd/" + name, &target, target.count - 1)
            return n > 0 ? String(decoding: target[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self) : nil
        }
    }
}
