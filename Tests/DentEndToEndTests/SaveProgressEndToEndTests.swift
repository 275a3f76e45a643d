import DentTestSupport
import Glibc
import Testing

/// A save slowed down by the fault shim: the writes into the file's folder stop after the first
/// MiB until the test creates a gate file, so what the screen does while a save runs
/// (`Saves`, `BackgroundSave`) is seen at a known moment.
@Suite("End to end: a slow save shows its progress and keeps the screen answering")
struct SaveProgressEndToEndTests {
    /// Bytes the shim lets through before the writes wait for the gate.
    static let before = 1 << 20
    /// 50,000 numbered lines of 60 bytes: 3 MB.
    static let original = BigFileEndToEndTests.lines(50_000, width: 60)
    /// What the status line says once the first MiB of "A" + `original` is written.
    static let progress = "Saving… 34% (Esc cancels)"

    /// dent on `work/big.txt` holding `contents`; its writes under `work/` (the temporary file,
    /// a backup, the file itself) wait for `gate` after `before` bytes. The journal, in the state
    /// folder, is not held. `linked` gives the file a second name, `work/other.txt`: its save is
    /// then in place (`SavePlan`), a backup copy first, then the file written over.
    struct GatedSave {
        let run: DentRun
        let gate: String
        /// The shim and the gate, removed with this run.
        let tools: ScratchDirectory

        init(_ contents: String, linked: Bool = false, before: Int = SaveProgressEndToEndTests.before) throws {
            tools = try ScratchDirectory(prefix: "dent-shim")
            let shim = try FaultShim.build(in: tools)
            gate = tools.file("gate")
            let directory = try ScratchDirectory(prefix: "dent-e2e")
            try directory.makeDirectory("work")
            try directory.write("work/big.txt", contents)
            if linked { try #require(link(directory.file("work/big.txt"), directory.file("work/other.txt")) == 0) }
            try directory.makeDirectory("config")
            try directory.makeDirectory(".run")
            let environment = FaultShim.environment(shim: shim, op: "write", code: EIO, path: directory.file("work") + "/",
                                                    after: before, gate: gate)
            run = try DentRun(file: "work/big.txt", contents: nil, directory: directory, environment: environment.compactMapValues { $0 })
        }

        /// Lets the save's writes go on.
        func open() throws {
            let fd = Glibc.open(gate, O_CREAT | O_WRONLY | O_CLOEXEC, 0o644)
            try #require(fd >= 0, "cannot create the gate \(gate)")
            close(fd)
        }

        /// Types "A" at the top of the file and saves; waits until the save's `progress` is shown.
        func startSaving(progress: String = SaveProgressEndToEndTests.progress) throws {
            try run.waitUntilReady()
            try run.tmux.sendText("A")
            try run.tmux.waitFor(text: "Aline 1 ")
            try run.tmux.sendKeys("C-s")
            try run.waitForStatus(progress)
        }

        /// Quits without saving again; dent's exit status.
        func quitUnsaved() throws -> Int32? {
            try run.tmux.sendKeys("C-q")
            try run.waitForStatus("Save changes")
            try run.tmux.sendKeys("n")
            return try run.waitForExit()
        }
    }

    @Test("While a slow save runs the screen answers, a key typed meanwhile waits for it, and the text saved is the text when it began")
    func aSlowSaveKeepsTheScreenAnswering() throws {
        let gated = try GatedSave(Self.original)
        let run = gated.run
        try gated.startSaving()
        #expect(try run.tmux.capture().last?.hasPrefix("Esc Cancel save") == true, "the bar offers the save's own key")
        try run.tmux.resize(columns: 100, rows: 30)
        try run.tmux.waitFor("the screen drawn again at 100×30, the save still running") { screen in
            screen.count == 30 && screen[28].contains(Self.progress) && screen[0].count <= 100
        }
        try run.tmux.sendKeys("PageDown")
        try run.tmux.waitFor("the text scrolled a page down during the save") { screen in
            screen.count == 30 && screen[0].hasPrefix("line ") && statusLine(screen).contains(Self.progress)
        }
        try run.tmux.sendText("Z")
        try gated.open()
        try run.waitForStatus("Saved 50000 lines")
        #expect(run.contents("work/big.txt") == "A" + Self.original, "the text as it was when the save began, without the Z")
        try run.tmux.sendKeys("Right")
        let after = try run.waitForStatus("[+]")
        #expect(after.contains { $0.contains("Z") }, "the Z typed during the save was typed once it was over")
        #expect(try gated.quitUnsaved() == 0)
        #expect(run.contents("work/big.txt") == "A" + Self.original)
        #expect(run.directory.entries("work") == ["big.txt"])
    }

    @Test("Esc cancels a slow atomic save: the file is byte for byte as it was, and no temporary file is left")
    func escCancelsASlowSave() throws {
        let gated = try GatedSave(Self.original)
        let run = gated.run
        try gated.startSaving()
        try run.tmux.sendKeys("Escape")
        try run.waitForStatus("Cancelling the save…")
        try gated.open()
        try run.waitForStatus("Save cancelled: the file on disk is unchanged")
        #expect(run.contents("work/big.txt") == Self.original)
        #expect(run.directory.entries("work") == ["big.txt"], "the temporary file is removed")
        #expect(try gated.quitUnsaved() == 0, "the text typed is still unsaved")
        #expect(run.contents("work/big.txt") == Self.original)
    }

    /// An in-place save writes the backup copy (the file's 3,000,000 bytes) and then the file
    /// (3,000,001): 6,000,001 bytes in all.
    static let inPlaceTotal = 6_000_001

    @Test("Esc cancels an in-place save held while it copies the backup: the file (both its names) is unchanged, no backup is left")
    func escCancelsAnInPlaceSaveBeforeItWritesTheFile() throws {
        let gated = try GatedSave(Self.original, linked: true)
        let run = gated.run
        // Held after the backup's first MiB: the file itself is not written yet.
        try gated.startSaving(progress: "Saving… \(Self.before * 100 / Self.inPlaceTotal)% (Esc cancels)")
        try run.tmux.sendKeys("Escape")
        try run.waitForStatus("Cancelling the save…")
        try gated.open()
        try run.waitForStatus("Save cancelled: the file on disk is unchanged")
        #expect(run.contents("work/big.txt") == Self.original)
        #expect(run.contents("work/other.txt") == Self.original, "the other name is the same file, unchanged")
        #expect(run.directory.entries("work") == ["big.txt", "other.txt"], "the backup begun is removed")
        #expect(try gated.quitUnsaved() == 0, "the text typed is still unsaved")
        #expect(run.contents("work/other.txt") == Self.original)
    }

    @Test("Esc after an in-place save began writing into the file is refused: the save finishes, both names hold the new text")
    func escAfterAnInPlaceSaveWritesTheFileIsRefused() throws {
        // The whole backup goes through, then the file's first MiB: held inside the file's own write.
        let before = Self.original.utf8.count + Self.before
        let gated = try GatedSave(Self.original, linked: true, before: before)
        let run = gated.run
        let progress = before * 100 / Self.inPlaceTotal
        try gated.startSaving(progress: "Saving… \(progress)% (Esc cancels)")
        try run.tmux.sendKeys("Escape")
        try run.waitForStatus("Saving… \(progress)% (too late to cancel: the file itself is being written)")
        #expect(run.contents("work/big.txt") != Self.original, "the file is half written while the save is held")
        try gated.open()
        try run.waitForStatus("Saved 50000 lines")
        #expect(run.contents("work/big.txt") == "A" + Self.original)
        #expect(run.contents("work/other.txt") == "A" + Self.original, "written in place: both names have it")
        #expect(run.directory.entries("work") == ["big.txt", "other.txt"], "the backup is removed once the file is whole")
        #expect(try run.quit() == 0, "nothing left unsaved")
    }
}
