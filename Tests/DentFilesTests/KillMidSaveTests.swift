import DentFiles
import DentTestSupport
import DentText
import Glibc
import Testing

/// A process killed with SIGKILL while saving a large file: the file holds the old or the new
/// bytes, never a mix, and the next save removes any temporary file the dead process left.
@Suite struct KillMidSaveTests {
    static let sizeA = 8 << 20
    static let sizeB = 6 << 20
    static let contentsA = [UInt8](repeating: UInt8(ascii: "a"), count: sizeA)
    static let contentsB = [UInt8](repeating: UInt8(ascii: "b"), count: sizeB)

    /// Starts `dent-save-probe loop` (saving A and B alternately, ~10 ms per save here), waits
    /// for its first completed save, kills it `delay` milliseconds later and reaps it, all in
    /// one shell. Returns how many saves had completed.
    @discardableResult
    static func killSaver(_ path: String, afterMilliseconds delay: Int, state: String, named: Bool = false) throws -> Int {
        let probe = Child.quote(try Child.probe())
        let log = Child.quote(path + ".log")
        let script = "\(probe) loop \(Child.quote(path)) \(sizeA) \(sizeB)\(named ? " named" : "") > \(log) & pid=$!; "
            + "while [ ! -s \(log) ] && kill -0 $pid; do sleep 0.005; done; "
            + "sleep \(String(format: delay)); kill -9 $pid; wait $pid; echo $?; tail -n 1 \(log); rm \(log)"
        let result = try Child.shell(script, environment: ["XDG_STATE_HOME": state])
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.first == "137", "killed by SIGKILL: \(result)")
        return lines.last.flatMap { Int($0.split(separator: " ").last ?? "") } ?? 0
    }

    static func isOldOrNew(_ path: String) -> Bool {
        Fixture.holds(path, contentsA) || Fixture.holds(path, contentsB)
    }

    @Test(arguments: [false, true])
    func anAtomicSaveKilledAtAnyMomentLeavesOldOrNew(named: Bool) throws {
        let dir = try Fixture.scratch()
        let state = try Fixture.scratch("dent-state")
        try dir.write("f", bytes: Self.contentsA)
        var generator = SplitMix64(state: named ? 2 : 1)
        for round in 0..<20 {
            let delay = Int(generator.next() % 60)
            try Self.killSaver(dir.file("f"), afterMilliseconds: delay, state: state.path, named: named)
            let intact = Self.isOldOrNew(dir.file("f"))
            #expect(intact, "round \(round), killed after \(delay) ms: the file is a mix or damaged")
            let leftovers = Fixture.entries(dir.path).filter { $0 != "f" }
            #expect(leftovers.allSatisfy { $0.hasPrefix(".f.dent-tmp-") }, "round \(round): \(leftovers)")
        }
        let options = SaveOptions(stateDirectory: StateDirectory(path: state.path))
        try FileSaver.save(GapBuffer(Array("final".utf8)), to: dir.file("f"), options: options)
        #expect(Fixture.entries(dir.path) == ["f"], "the next save sweeps temporary files of dead processes")
    }

    @Test func anInPlaceSaveKilledLeavesOldOrNewOrTheBackup() throws {
        let dir = try Fixture.scratch()
        let state = try Fixture.scratch("dent-state")
        try dir.write("f", bytes: Self.contentsA)
        link(dir.file("f"), dir.file("g"))
        var generator = SplitMix64(state: 3)
        for round in 0..<10 {
            let delay = Int(generator.next() % 60)
            try Self.killSaver(dir.file("f"), afterMilliseconds: delay, state: state.path)
            let backups = FileSaver.leftoverBackups(for: dir.file("f"), stateDirectory: StateDirectory(path: state.path))
            let recoverable = Self.isOldOrNew(dir.file("f")) || backups.contains { Self.isOldOrNew($0) }
            #expect(recoverable, "round \(round), killed after \(delay) ms: neither the file nor a backup is intact")
            // A backup offered as complete (mode 0400) is the whole original, wherever the kill came.
            #expect(backups.allSatisfy { Self.isOldOrNew($0) }, "round \(round): a backup listed as complete is not")
            for backup in backups { unlink(backup) }
            for partial in Fixture.entries(dir.path) where partial.hasPrefix(".f.dent-backup-") { unlink(dir.file(partial)) }
            if !Self.isOldOrNew(dir.file("f")) { try dir.write("f", bytes: Self.contentsA) }
        }
    }
}

extension String {
    /// Milliseconds as seconds for sleep(1): "0.042".
    fileprivate init(format milliseconds: Int) {
        let digits = String(milliseconds % 1000)
        self = "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - digits.count) + digits
    }
}
