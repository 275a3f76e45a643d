import DentFiles
import DentTestSupport
import DentText
import Glibc
import Testing

/// Rescue copies found when a file is opened again (issue 50, item 8).
@Suite struct RescueCopiesTests {
    /// Sets the modification time of `path` to `seconds` after the epoch.
    static func age(_ path: String, _ seconds: Int) {
        var times = [timespec(tv_sec: seconds, tv_nsec: 0), timespec(tv_sec: seconds, tv_nsec: 0)]
        _ = utimensat(AT_FDCWD, path, &times, 0)
    }

    /// Every name an emergency save could write, beside the file and in the state folder, is
    /// found when its text differs from the file's, newest first; other names are not.
    @Test func copiesWhoseTextDiffersAreFoundNewestFirst() throws {
        let dir = try Fixture.scratch()
        let state = StateDirectory(path: dir.file("state"))
        try dir.write("f.txt", "on disk")
        Self.age(dir.file("f.txt"), 1_000)
        let first = try EmergencySave.save(GapBuffer(Array("first".utf8)), for: dir.file("f.txt"), stateDirectory: state)
        let same = try EmergencySave.save(GapBuffer(Array("on disk".utf8)), for: dir.file("f.txt"), stateDirectory: state)
        let second = try EmergencySave.save(GapBuffer(Array("second".utf8)), for: dir.file("f.txt"), stateDirectory: state)
        try dir.write("f.txt.dent-save.x", "not a rescue copy")
        try dir.write("f.txt.dent-saved", "not one either")
        let stateCopy = try EmergencySave.save(GapBuffer(Array("in state".utf8)), for: nil, stateDirectory: state)
        #expect(stateCopy.hasSuffix("untitled.dent-save"))
        Self.age(first, 500)
        Self.age(same, 3_000)
        Self.age(second, 2_000)
        let found = RescueCopies.find(for: dir.file("f.txt"), stateDirectory: state)
        #expect(found.map(\.path) == [second, first], "the one holding the file's text is not offered")
        #expect(found.map(\.isNewerThanFile) == [true, false])
        #expect(found.first?.name == "f.txt.dent-save.2")
        #expect(RescueCopies.findUntitled(stateDirectory: state).map(\.path) == [stateCopy])

        unlink(dir.file("f.txt"))
        #expect(RescueCopies.find(for: dir.file("f.txt"), stateDirectory: state).count == 3, "the file is gone: all are offered")
    }
}
