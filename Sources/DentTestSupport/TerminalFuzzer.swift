import Glibc

/// The terminal fuzzer (docs/FUZZING.md): random bytes typed into a real `dent` on a pty that
/// answers its keyboard queries, with resizes between them. The keys that save, quit, open,
/// close or suspend are never typed (`RandomTerminalBytes`), so at the end dent must still be
/// running, and the file it edits must hold exactly what it held at the start.
public struct TerminalFuzzer {
    /// How a run ended.
    public struct Outcome: Sendable, CustomStringConvertible {
        public var pieces = 0
        public var bytes = 0
        public var resizes = 0
        /// What went wrong; empty when nothing did.
        public var problems: [String] = []
        public var description: String {
            "\(pieces) pieces, \(bytes) bytes, \(resizes) resizes" + (problems.isEmpty ? "" : ": " + problems.joined(separator: "; "))
        }
    }

    let dent: String
    let seed: UInt64

    public init(dent: String, seed: UInt64) {
        self.dent = dent
        self.seed = seed
    }

    /// Types `pieces` random pieces (stopping early when dent dies), then checks dent is alive
    /// and ends it with SIGTERM; the file must be unchanged and dent must have ended by that
    /// signal, not by another.
    public func run(pieces: Int, progress: ((Outcome) -> Void)? = nil) throws -> Outcome {
        let directory = try ScratchDirectory(prefix: "dent-terminal-fuzz")
        defer { directory.remove() }
        let original = Array("def f(x):\n\tif x:\n\t\treturn 'é\u{301}日本'\n".utf8) + Array(repeating: UInt8(ascii: "w"), count: 300) + [0x0A]
        try directory.write("f.py", bytes: original)
        try directory.makeDirectory("config")
        let driver = try PtyDriver(
            dent, [directory.file("f.py")], columns: 80, rows: 24,
            environment: ["HOME": directory.path, "XDG_CONFIG_HOME": directory.file("config"), "XDG_STATE_HOME": directory.file("state"),
                          "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"],
            workingDirectory: directory.path)
        defer { driver.shutDown() }
        try driver.waitForOutput(containing: "Ln ")
        var random = SplitMix64(state: seed)
        var generator = RandomTerminalBytes(rows: 24)
        var actualRows = 24
        var outcome = Outcome()
        for _ in 0..<pieces {
            if driver.termination != nil { break }
            if random.chance(percent: 1) {
                let rows = random.int(in: 1...60)
                // A mouse report dent takes at another size than it was made for could land on
                // the shortcut bar and save or quit there. So dent takes what was sent before
                // the resize first (its output goes quiet), and until it has taken the resize
                // (it does before the input that follows) the mouse stays above both bars.
                try? driver.waitForQuiet(.milliseconds(50))
                try driver.resize(columns: random.int(in: 1...200), rows: rows)
                generator.rows = Swift.min(actualRows, rows)
                actualRows = rows
                outcome.resizes += 1
            }
            let piece = generator.next(using: &random)
            do {
                try driver.send(piece)
            } catch {
                // A program that ended is reported below; one that still runs stopped reading.
                if driver.termination == nil { outcome.problems.append("input not taken: \(error)") }
                break
            }
            outcome.pieces += 1
            outcome.bytes += piece.count
            if outcome.pieces % 1_000 == 0 {
                driver.discardOutput()
                progress?(outcome)
            }
        }
        if let termination = driver.termination {
            outcome.problems.append("dent ended during the run: \(termination)")
        } else {
            driver.signal(SIGTERM)
            let termination = try driver.waitForExit(timeout: .seconds(30))
            if termination != .signaled(SIGTERM) && termination != .exited(0) {
                outcome.problems.append("dent ended by \(termination) after SIGTERM")
            }
        }
        if directory.read("f.py") != original { outcome.problems.append("the file on disk changed") }
        return outcome
    }
}
