import DentTestSupport
import Glibc
import Testing

/// A big file is drawn from its start while the whole of it is read (`Opening.open`,
/// previewing). The fault shim holds the read of the rest until the test creates a gate file,
/// so what the preview shows and what input does meanwhile are seen at a known moment.
@Suite("End to end: big files shown before they are read whole")
struct BigFileEndToEndTests {
    /// Bytes the preview reads (`Opening.previewBytes`): the shim lets exactly these through.
    static let previewBytes = 256 << 10

    /// `count` numbered lines of `width` bytes with their line ends, from `first`.
    static func lines(_ count: Int, from first: Int = 1, width: Int, indent: String = "") -> String {
        (first..<(first + count)).map { number in
            let head = indent + "line \(number) "
            return head + String(repeating: "x", count: width - 1 - head.utf8.count) + "\n"
        }.joined()
    }

    /// dent on `big.txt` holding `contents`. Its reads of the file past the preview wait until
    /// `gate` exists, or fail with EIO when not `gated`.
    struct GatedRun {
        let run: DentRun
        let gate: String
        /// The shim and the gate, removed with this run.
        let tools: ScratchDirectory

        init(_ contents: String, gated: Bool = true) throws {
            tools = try ScratchDirectory(prefix: "dent-shim")
            let shim = try FaultShim.build(in: tools)
            gate = tools.file("gate")
            let directory = try ScratchDirectory(prefix: "dent-e2e")
            try directory.write("big.txt", contents)
            try directory.makeDirectory("config")
            try directory.makeDirectory(".run")
            let environment = FaultShim.environment(shim: shim, op: "read", code: EIO, path: directory.file("big.txt"),
                                                    after: BigFileEndToEndTests.previewBytes, gate: gated ? gate : nil)
            run = try DentRun(file: "big.txt", contents: nil, directory: directory,
                              environment: environment.compactMapValues { $0 }, capturingErrors: !gated)
        }

        /// Lets the read of the rest of the file go on.
        func open() throws {
            let fd = Glibc.open(gate, O_CREAT | O_WRONLY | O_CLOEXEC, 0o644)
            try #require(fd >= 0, "cannot create the gate \(gate)")
            close(fd)
        }
    }

    @Test("The start of a big file is drawn before the rest is read; keys typed meanwhile edit the whole file")
    func keysWaitForTheWholeFile() throws {
        let original = Self.lines(40_000, width: 60)
        let gated = try GatedRun(original)
        let run = gated.run
        let screen = try run.waitUntilReady()
        #expect(screen.first == String(original.split(separator: "\n")[0]))
        #expect(screen[21] == String(original.split(separator: "\n")[21]))
        try run.tmux.sendText("abc")
        try run.tmux.sendKeys("C-s")
        try gated.open()
        try run.waitForStatus("Saved 40000 lines")
        #expect(try run.quit() == 0)
        #expect(run.contents("big.txt") == "abc" + original, "the whole file, with what was typed, was saved")
    }

    @Test("What the status line says comes from the whole file once it is read")
    func statusComesFromTheWholeFile() throws {
        // The preview holds about 1,200 lines without indentation; the indentation style is
        // detected from the first 2,000, whose last 800 are indented with tabs.
        let original = Self.lines(1_200, width: 219) + Self.lines(800, from: 1_201, width: 100, indent: "\t")
            + Self.lines(8_000, from: 2_001, width: 100)
        let gated = try GatedRun(original)
        let run = gated.run
        let preview = try run.waitUntilReady()
        #expect(!statusLine(preview).contains("Tabs"), "\(statusLine(preview))")
        #expect(preview[1].hasPrefix("line 2 xxxx"), "\(preview[1])")
        try gated.open()
        try run.waitForStatus("Tabs (detected)")
        #expect(try run.quit() == 0)
        #expect(run.contents("big.txt") == original)
    }

    @Test("A big file that cannot be read to its end: dent says why and exits 1, the file and the terminal unharmed")
    func aFailedReadEndsTheSession() throws {
        let original = Self.lines(40_000, width: 60)
        let gated = try GatedRun(original, gated: false)
        let run = gated.run
        #expect(try run.waitForExit() == 1)
        let errors = run.errors ?? ""
        #expect(errors.contains("dent: cannot read \(run.directory.file("big.txt")): \(String(cString: strerror(EIO)))"), "\(errors)")
        #expect(run.contents("big.txt") == original)
        #expect(run.ttyAfter == run.ttyBefore)
    }
}
