import DentFiles
import DentTestSupport
import DentText
import Glibc
import Testing

/// The crash rescue's registry and its signal-safe writer (`CrashRescue.handler`), called here
/// directly as the crash handler calls it (it prints its lines on standard error).
@Suite struct CrashRescueTests {
    @Test func theHandlerWritesEveryRegisteredTextToANewFileBesideIt() throws {
        let dir = try Fixture.scratch()
        try dir.write("a.txt", "disk a")
        try dir.write("b.txt.dent-save", "an earlier rescue")
        let rescue = CrashRescue(stateDirectory: StateDirectory(path: dir.file("state")))
        var a = GapBuffer(Array("text of a".utf8))
        var b = GapBuffer(Array("b".utf8))
        a.attach(rescue.mirror(for: 1, path: dir.file("a.txt"), name: "a.txt"))
        b.attach(rescue.mirror(for: 2, path: dir.file("b.txt"), name: "b.txt"))
        // Edits after the registration: the handler sees the buffers as they are now.
        a.replace(0..<a.count, with: Array("replaced whole".utf8))
        b.insert(contentsOf: [UInt8](repeating: 0x62, count: 10_000), at: 0)
        CrashRescue.handler(UnsafeMutableRawPointer(rescue.table))
        #expect(dir.readText("a.txt.dent-save") == "replaced whole")
        #expect(dir.readText("a.txt") == "disk a")
        #expect(dir.readText("b.txt.dent-save") == "an earlier rescue")
        #expect(dir.readText("b.txt.dent-save.1") == String(repeating: "b", count: 10_001))
        #expect(Fixture.info(dir.file("a.txt.dent-save")).map { $0.st_mode & 0o777 } == 0o600)
    }

    @Test func aReleasedOrDetachedSlotWritesNothing() throws {
        let dir = try Fixture.scratch()
        let rescue = CrashRescue(stateDirectory: StateDirectory(path: dir.file("state")))
        var saved = GapBuffer(Array("saved".utf8))
        var closing = GapBuffer(Array("closing".utf8))
        saved.attach(rescue.mirror(for: 1, path: dir.file("saved.txt"), name: "saved.txt"))
        closing.attach(rescue.mirror(for: 2, path: dir.file("closing.txt"), name: "closing.txt"))
        saved.detachMirror()
        rescue.release(1)
        closing.detachMirror()
        #expect(Array(rescue.keys) == [2])
        CrashRescue.handler(UnsafeMutableRawPointer(rescue.table))
        #expect(dir.entries("") == ["state"], "nothing written beside the files: \(dir.entries("") ?? [])")
        #expect(dir.entries("state/rescue") == [], "nor in the state directory")
    }

    @Test func aFolderThatTakesNothingSendsTheCopyToTheStateDirectory() throws {
        let dir = try Fixture.scratch()
        let state = StateDirectory(path: dir.file("state"))
        let rescue = CrashRescue(stateDirectory: state)
        var many: [GapBuffer] = []
        // More documents than the first table holds, and one whose folder is missing.
        for key in 0..<20 {
            var buffer = GapBuffer(Array("text \(key)".utf8))
            buffer.attach(rescue.mirror(for: key, path: dir.file(key == 7 ? "gone/f7.txt" : "f\(key).txt"), name: "f\(key)"))
            many.append(buffer)
        }
        CrashRescue.handler(UnsafeMutableRawPointer(rescue.table))
        #expect(dir.readText("f19.txt.dent-save") == "text 19")
        let rescued = try #require(dir.entries("state/rescue"))
        #expect(rescued.count == 1 && rescued[0].hasPrefix("f7.txt-") && rescued[0].hasSuffix(".dent-save"), "\(rescued)")
        #expect(dir.readText("state/rescue/" + rescued[0]) == "text 7")
        #expect(many.count == 20)
    }
}
