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

    /// dent on `big.txt` holding `contents`. Its reads of the file past the preview (and past
    /// `more` bytes of the whole file's read) wait until `gate` exists, or fail with EIO when
    /// not `gated`.
    struct GatedRun {
        let run: DentRun
        let gate: String
        /// The shim and the gate, removed with this run.
        let tools: ScratchDirectory

        init(_ contents: String, gated: Bool = true, more: Int = 0) throws {
            tools = try ScratchDirectory(prefix: "dent-shim")
            let shim = try FaultShim.build(in: tools)
            gate = tools.file("gate")
            let directory = try ScratchDirectory(prefix: "dent-e2e")
            try directory.write("big.txt", contents)
            try directory.makeDirectory("config")
            try directory.makeDirectory(".run")
            let environment = FaultShim.environment(shim: shim, op: "read", code: EIO, path: directory.file("big.txt"),
                                                    after: BigFileEndToEndTests.previewBytes + more, gate: gated ? gate : nil)
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

    /// 50,000 lines of 60 bytes: 3,000,000 bytes, read whole in blocks of 1 MiB.
    static let threeMegabytes = Self.lines(50_000, width: 60)
    /// What the status line says once the whole file's read has its first MiB.
    static let readProgress = "Reading big.txt… \((1 << 20) * 100 / 3_000_000)%"

    /// A run whose read of the whole file is held after its first MiB, its progress shown.
    private func heldRead() throws -> GatedRun {
        let gated = try GatedRun(Self.threeMegabytes, more: 1 << 20)
        try gated.run.waitUntilReady()
        try gated.run.waitForStatus(Self.readProgress)
        return gated
    }

    @Test("While the rest of a big file is read its progress is shown, the screen answers a resize, a key typed waits for the read")
    func theReadShowsItsProgress() throws {
        let gated = try heldRead()
        let run = gated.run
        try run.tmux.sendText("Z")
        try run.tmux.resize(columns: 100, rows: 30)
        try run.tmux.waitFor("the screen drawn again at 100×30, the read still held and the Z not typed") { screen in
            screen.count == 30 && screen[28].contains(Self.readProgress) && screen[27].hasPrefix("line 28 ") && screen[0].hasPrefix("line 1 ")
        }
        try gated.open()
        try run.tmux.waitFor(text: "Zline 1 ")
        try run.save()
        #expect(try run.quit() == 0)
        #expect(run.contents("big.txt") == "Z" + Self.threeMegabytes, "the Z typed during the read, in the whole file")
    }

    @Test("Ctrl+Q during the read waits for it, then quits")
    func ctrlQDuringTheReadQuitsOnceTheFileIsWhole() throws {
        let gated = try heldRead()
        try gated.run.tmux.sendKeys("C-q")
        try gated.open()
        #expect(try gated.run.waitForExit() == 0)
        #expect(gated.run.contents("big.txt") == Self.threeMegabytes)
        #expect(gated.run.ttyAfter == gated.run.ttyBefore)
    }

    @Test("SIGTERM during the read ends dent at once, the terminal restored and nothing written")
    func sigtermDuringTheReadEndsDent() throws {
        let gated = try heldRead()
        let run = gated.run
        #expect(kill(try run.dentPID(), SIGTERM) == 0)
        #expect(try run.waitForExit() == 128 + SIGTERM, "the read still held: dent did not wait for it")
        #expect(run.ttyAfter == run.ttyBefore)
        #expect(run.contents("big.txt") == Self.threeMegabytes)
        #expect(run.directory.entries(".")?.contains { $0.hasSuffix(".dent-save") } == false, "no rescue copy: nothing was edited")
    }
}
