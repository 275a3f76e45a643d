import DentFiles
import DentTestSupport
import Glibc
import Testing

/// One way a save can fail, injected with the LD_PRELOAD shim.
struct Fault: Sendable, CustomTestStringConvertible {
    let op: String
    let code: Int32
    var after: Int?
    var testDescription: String { "\(op) fails with \(String(cString: strerror(code)))" + (after.map { " after \($0) bytes" } ?? "") }

    static let atomic: [Fault] = [
        Fault(op: "write", code: ENOSPC), Fault(op: "write", code: EIO, after: 100_000),
        Fault(op: "write", code: EFBIG), Fault(op: "fsync", code: EIO), Fault(op: "fsync", code: ENOSPC),
        Fault(op: "close", code: ENOSPC), Fault(op: "close", code: EIO), Fault(op: "rename", code: EIO),
        Fault(op: "rename", code: ENOSPC),
    ]
    static let inPlace: [Fault] = [
        Fault(op: "write", code: ENOSPC), Fault(op: "write", code: EIO, after: 100_000),
        Fault(op: "fsync", code: EIO), Fault(op: "close", code: ENOSPC),
    ]
}

/// Failures at every step of a save, in a child process (`dent-save-probe`): the original stays
/// byte-identical, no temporary file or backup is left, and the message names file and reason.
@Suite struct FaultInjectionTests {
    static let original = Fixture.bytes(300_000, seed: 1)

    /// A scratch directory with the original in `f`; the shim and the state directory live in
    /// a sibling directory, so listings of `dir` show only what saves leave behind.
    struct Setup {
        let dir: ScratchDirectory
        let tools: ScratchDirectory
        let shim: String

        init() throws {
            dir = try Fixture.scratch()
            tools = try Fixture.scratch("dent-shim")
            try dir.write("f", bytes: original)
            shim = try FaultShim.build(in: tools)
        }

        var state: String { tools.file("state") }

        func environment(_ fault: Fault, path: String, times: Int? = nil) -> [String: String?] {
            var environment = FaultShim.environment(shim: shim, op: fault.op, code: fault.code, path: path,
                                                    after: fault.after, times: times)
            environment["XDG_STATE_HOME"] = state
            return environment
        }
    }

    static func expectRefused(_ result: ProcessResult, _ path: String, _ code: Int32) {
        #expect(result.exitStatus == 1, "\(result)")
        #expect(result.stderr.contains("cannot save \(path): \(String(cString: strerror(code)))"), "\(result)")
        #expect(result.stderr.contains("the file on disk is unchanged"), "\(result)")
    }

    @Test(arguments: Fault.atomic, [true, false])
    func anAtomicSaveThatFailsChangesNothing(_ fault: Fault, unnamed: Bool) throws {
        let setup = try Setup()
        let dir = setup.dir
        let environment = setup.environment(fault, path: dir.path + "/")
        let arguments = ["save", dir.file("f"), "900000", "2"] + (unnamed ? [] : ["named"])
        let result = try Child.probe(arguments, environment: environment)
        Self.expectRefused(result, dir.file("f"), fault.code)
        Fixture.expectHolds(dir.file("f"), Self.original)
        #expect(Fixture.entries(dir.path) == ["f"])
    }

    @Test(arguments: Fault.inPlace)
    func anInPlaceSaveThatFailsOnceRestoresTheOriginal(_ fault: Fault) throws {
        let setup = try Setup()
        let dir = setup.dir
        link(dir.file("f"), dir.file("g"))
        let environment = setup.environment(fault, path: dir.file("f"), times: 1)
        let result = try Child.probe(["save", dir.file("f"), "900000", "2"], environment: environment)
        Self.expectRefused(result, dir.file("f"), fault.code)
        Fixture.expectHolds(dir.file("f"), Self.original)
        #expect(Fixture.entries(dir.path) == ["f", "g"], "the backup is removed once the original is back")
    }

    @Test func whenRestoringFailsTooTheBackupIsKeptAndNamed() throws {
        let setup = try Setup()
        let dir = setup.dir
        link(dir.file("f"), dir.file("g"))
        let environment = setup.environment(Fault(op: "write", code: EIO, after: 100_000), path: dir.file("f"))
        let result = try Child.probe(["save", dir.file("f"), "900000", "2"], environment: environment)
        #expect(result.exitStatus == 1)
        let backups = FileSaver.leftoverBackups(for: dir.file("f"), stateDirectory: StateDirectory(path: setup.state + "/dent"))
        try #require(backups.count == 1, "\(result)")
        #expect(result.stderr.contains("the original is kept in \(backups[0])"), "\(result)")
        Fixture.expectHolds(backups[0], Self.original)
    }

    @Test func theFileSizeLimitGivesEFBIGNotAKill() throws {
        let dir = try Fixture.scratch()
        let state = try Fixture.scratch("dent-state")
        try dir.write("f", bytes: Self.original)
        link(dir.file("f"), dir.file("g"))
        try dir.write("small", "small")
        let probe = Child.quote(try Child.probe())
        // dash counts `ulimit -f` in 512-byte blocks: 200 × 512 = 100 KiB.
        for (target, expectedEntries) in [("small", ["f", "g", "small"]), ("f", ["f", "g", "small"])] {
            let result = try Child.shell("ulimit -f 200 && exec \(probe) save \(Child.quote(dir.file(target))) 500000 3",
                                         environment: ["XDG_STATE_HOME": state.path])
            Self.expectRefused(result, dir.file(target), EFBIG)
            #expect(Fixture.entries(dir.path) == expectedEntries)
        }
        #expect(dir.readText("small") == "small")
        Fixture.expectHolds(dir.file("f"), Self.original, "in place: the backup itself cannot be written")
    }
}
