@testable import DentFiles
import DentTestSupport
import DentText
import Glibc
import Testing

/// A save's `SaveMonitor`: the bytes it counts, and a cancel, taken only where it loses nothing
/// (an atomic save until its rename, an in-place save until its first write into the file).
/// A monitor cancelled before the save starts stops it at its first write; with nothing to
/// write, at the commit itself (the rename, or the first write into the file).
@Suite struct SaveCancelTests {
    static let original = Array("the file as it was\n".utf8)

    private static func cancelled() -> SaveMonitor {
        let monitor = SaveMonitor()
        _ = monitor.cancel()
        return monitor
    }

    /// Saves `text` to `path` with `options`; the error it threw.
    private static func failure(saving text: [UInt8], to path: String, options: SaveOptions) -> FileError? {
        do throws(FileError) {
            try FileSaver.save(GapBuffer(text), to: path, options: options)
            return nil
        } catch {
            return error
        }
    }

    /// `size`: the bytes of the text saved (none: stopped at the rename itself).
    @Test(arguments: [200_000, 0])
    func aCancelledAtomicSaveLeavesTheFileAndNoTemporaryFile(_ size: Int) throws {
        let text = Fixture.bytes(size, seed: 3)
        for unnamed in [true, false] {
            let dir = try Fixture.scratch()
            try dir.write("f", bytes: Self.original)
            let options = SaveOptions(stateDirectory: StateDirectory(path: dir.file("state")), unnamedTemporaryFiles: unnamed,
                                      monitor: Self.cancelled())
            let error = Self.failure(saving: text, to: dir.file("f"), options: options)
            #expect(error?.isCancelled == true, "\(String(describing: error))")
            #expect(error?.description == "save of \(dir.file("f")) cancelled; the file on disk is unchanged")
            Fixture.expectHolds(dir.file("f"), Self.original, "unnamed temporary: \(unnamed)")
            #expect(Fixture.entries(dir.path) == ["f"], "no temporary file is left (unnamed: \(unnamed))")
        }
    }

    /// `size`: the bytes of the file before (none: stopped at the first write into it).
    @Test(arguments: [5_000, 0])
    func aCancelledInPlaceSaveStopsBeforeItsFirstWriteAndLeavesNoBackup(_ size: Int) throws {
        let before = Fixture.bytes(size, seed: 4)
        let dir = try Fixture.scratch()
        try dir.write("f", bytes: before)
        link(dir.file("f"), dir.file("g"))
        let options = SaveOptions(stateDirectory: StateDirectory(path: dir.file("state")), monitor: Self.cancelled())
        let error = Self.failure(saving: Array("new text\n".utf8), to: dir.file("f"), options: options)
        #expect(error?.isCancelled == true, "\(String(describing: error))")
        Fixture.expectHolds(dir.file("f"), before)
        Fixture.expectHolds(dir.file("g"), before)
        #expect(Fixture.entries(dir.path) == ["f", "g"], "the backup made first is removed")
        #expect(Fixture.entries(dir.file("state/backup")).isEmpty)
    }

    @Test func onceTheFileItselfIsWrittenACancelIsRefused() {
        let committed = SaveMonitor()
        #expect(committed.commit())
        #expect(!committed.cancel(), "too late: the save finishes")
        #expect(!committed.isCancelled)
        #expect(committed.commit(), "a save that turns in place after its rename was refused commits again")
        let stopped = SaveMonitor()
        #expect(stopped.cancel())
        #expect(stopped.cancel(), "asked twice, still stopping")
        #expect(stopped.isCancelled)
        #expect(!stopped.commit(), "the save stops instead of changing the file")
    }

    @Test func aSaveCountsEveryByteItWrites() throws {
        let text = Fixture.bytes(300_000, seed: 5)
        let dir = try Fixture.scratch()
        try dir.write("f", bytes: Self.original)
        let atomic = SaveMonitor()
        try FileSaver.save(GapBuffer(text), to: dir.file("f"), options: SaveOptions(stateDirectory: StateDirectory(path: dir.file("state")), monitor: atomic))
        #expect(atomic.progress == (text.count, text.count))
        link(dir.file("f"), dir.file("g"))
        let inPlace = SaveMonitor()
        let shorter = Array(text.prefix(1_000))
        try FileSaver.save(GapBuffer(shorter), to: dir.file("f"), options: SaveOptions(stateDirectory: StateDirectory(path: dir.file("state")), monitor: inPlace))
        #expect(inPlace.progress == (text.count + shorter.count, text.count + shorter.count), "the backup's copy, then the file")
        Fixture.expectHolds(dir.file("g"), shorter)
    }
}
