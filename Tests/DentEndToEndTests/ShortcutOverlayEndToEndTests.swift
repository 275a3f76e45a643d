import DentScreen
import DentTestSupport
import Glibc
import Testing

/// The shortcut overlay against the real binary: `PtyDriver` plays a kitty terminal (it answers
/// `CSI ? u` and DA1), checks the flags dent sets, sends the modifier keys themselves as kitty
/// does with flag 8, and reads the screen by playing dent's output on a `VirtualTerminal`.
@Suite("End to end: hold Ctrl to see its shortcuts, on a raw pty playing kitty")
struct ShortcutOverlayEndToEndTests {
    static let push = KeyboardProtocolEndToEndTests.kittyPush
    static let pop = KeyboardProtocolEndToEndTests.kittyPop
    static let overlayFlags = "\u{1B}[=27;1u"
    static let plainFlags = "\u{1B}[=1;1u"
    static let ctrlDown = "\u{1B}[57442;5u"
    static let ctrlUp = "\u{1B}[57442;1:3u"
    static let title = "With Ctrl held, press:"

    /// dent with `arguments` on an 80×24 pty that plays kitty (or, with `kitty` false, a terminal
    /// without the protocol), in a scratch directory holding `h.txt` ("one") that is also HOME
    /// and the configuration directory; the directory lives as long as the run.
    final class Run {
        let directory: ScratchDirectory
        let driver: PtyDriver

        init(_ arguments: [String], kitty: Bool = true) throws {
            directory = try ScratchDirectory(prefix: "dent-hud")
            try directory.write("h.txt", "one\n")
            driver = try PtyDriver(
                try TestExecutables.dent(), arguments,
                environment: ["HOME": directory.path, "XDG_CONFIG_HOME": directory.path, "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"],
                workingDirectory: directory.path, answersKittyKeyboard: kitty)
        }
    }

    /// A kitty pop comes after `offset` (the last flags dent set) and before dent leaves the
    /// alternate screen for the last time.
    static func expectPop(after offset: Int, in bytes: [UInt8]) throws {
        let shown = PtyDriver.escaped(bytes)
        let pop = try #require(PtyDriver.firstOffset(of: Array(Self.pop.utf8), in: bytes, from: offset), "no pop after the flags: \(shown)")
        let leave = try #require(PtyDriver.lastOffset(of: Array("\u{1B}[?1049l".utf8), in: bytes), "never left the screen: \(shown)")
        #expect(pop < leave, "the pop comes before leaving the alternate screen: \(shown)")
        #expect(PtyDriver.offsets(of: Self.push, in: bytes).count == PtyDriver.offsets(of: Self.pop, in: bytes).count, "\(shown)")
    }

    /// The screen `bytes` leave on an 80×24 terminal (the frames in them; the model throws on
    /// anything it cannot play, so a stray sequence fails the test).
    static func screen(_ bytes: [UInt8]) throws -> [String] {
        var terminal = VirtualTerminal(rows: 24, columns: 80)
        try terminal.play(VirtualTerminal.frames(ofSession: bytes))
        return terminal.cells.map { row in
            var line = row.map(\.text).joined()
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    /// Waits until the screen shows a line containing `text`.
    static func waitForScreen(_ driver: PtyDriver, containing text: String) throws {
        try driver.waitUntil("a screen line containing \"\(text)\"") { bytes in (try? Self.screen(bytes))?.contains { $0.contains(text) } == true }
    }

    /// `text` typed as kitty sends it with flags 1|2|8|16: each key pressed with its text and
    /// released; capitals with Shift held around them.
    static func typed(_ text: String) -> String {
        text.unicodeScalars.map { scalar in
            let isCapital = ("A"..."Z").contains(scalar)
            let code = isCapital ? scalar.value + 0x20 : scalar.value
            let key = "\u{1B}[\(code);\(isCapital ? "2" : "");\(scalar.value)u\u{1B}[\(code);\(isCapital ? "2" : "1"):3u"
            return isCapital ? "\u{1B}[57441;2u" + key + "\u{1B}[57441;1:3u" : key
        }.joined()
    }

    /// Ctrl+`letter` with Ctrl pressed and released around it, as kitty reports it.
    static func ctrl(_ letter: Character) -> String {
        let code = letter.unicodeScalars.first?.value ?? 0
        return ctrlDown + "\u{1B}[\(code);5u\u{1B}[\(code);5:3u" + ctrlUp
    }

    @Test("Hold Ctrl: the overlay shows, release hides it; typing and saving with the flags on; help gets the plain flags; exit pops")
    func holdCtrlTypeSaveAndQuit() throws {
        let run = try Run(["h.txt"])
        let pushed = try run.driver.waitForOutput(containing: Self.push)
        let set = try run.driver.waitForOutput(containing: Self.overlayFlags, after: pushed)
        #expect(set > pushed, "flags 27 go on the entry dent pushed")

        var mark = run.driver.output.count
        try run.driver.send(Self.ctrlDown)
        try run.driver.waitForOutput(containing: Self.title, after: mark)
        let shown = try Self.screen(run.driver.output)
        #expect(shown[0] == "one")
        #expect(shown.contains { $0.hasPrefix(" File") && $0.contains("S Save") }, "\(shown.joined(separator: "\n"))")
        #expect(shown[22].hasPrefix(" h.txt"), "the status line stays under the overlay")

        mark = run.driver.output.count
        try run.driver.send(Self.ctrlUp)
        try run.driver.waitUntil("the overlay gone after the release") { bytes in
            bytes.count > mark && (try? Self.screen(bytes))?.contains { $0.contains(Self.title) } == false
        }
        #expect(try Self.screen(run.driver.output)[0] == "one", "no effect on the text")

        try run.driver.send(Self.typed("Hello") + Self.ctrl("s"))
        try Self.waitForScreen(run.driver, containing: "Saved 1 line")
        #expect(run.directory.readText("h.txt") == "Helloone\n", "each letter typed once, releases type nothing")

        mark = run.driver.output.count
        try run.driver.send(Self.ctrl("g"))
        try run.driver.waitForOutput(containing: Self.plainFlags, after: mark)
        // The note on the overlay stands at the help's end now (issue 51, item 17; HelpViewTests).
        try Self.waitForScreen(run.driver, containing: "Type to filter")
        mark = run.driver.output.count
        try run.driver.send("\u{1B}[27u")
        try run.driver.waitForOutput(containing: Self.overlayFlags, after: mark)

        try run.driver.send(Self.ctrl("q"))
        #expect(try run.driver.waitForExit() == .exited(0))
        let lastSet = try #require(PtyDriver.lastOffset(of: Array(Self.overlayFlags.utf8), in: run.driver.output))
        try Self.expectPop(after: lastSet, in: run.driver.output)
        #expect(run.directory.readText("h.txt") == "Helloone\n")
    }

    @Test("SIGTERM while the overlay flags are on: the one pop still restores the terminal")
    func sigtermPopsTheOverlayFlags() throws {
        let run = try Run(["h.txt"])
        let set = try run.driver.waitForOutput(containing: Self.overlayFlags)
        #expect(run.driver.signal(SIGTERM))
        #expect(try run.driver.waitForExit() == .signaled(SIGTERM))
        try Self.expectPop(after: set, in: run.driver.output)
    }

    @Test("--check-keys says whether the overlay is available in this terminal", arguments: [true, false])
    func checkKeysSaysWhetherTheOverlayIsAvailable(kitty: Bool) throws {
        let run = try Run(["--check-keys"], kitty: kitty)
        #expect(try run.driver.waitForExit() == .exited(0))
        let line = run.driver.outputText.split(separator: "\r\n").first { $0.hasPrefix("Shortcut overlay: ") }.map(String.init)
        if kitty {
            #expect(line?.contains("Hold Ctrl or Alt alone for 600 ms") == true, "\(run.driver.outputText)")
        } else {
            #expect(line?.contains("needs the kitty keyboard protocol") == true, "\(run.driver.outputText)")
        }
        #expect(!run.driver.outputText.contains(Self.overlayFlags), "--check-keys only asks")
    }

    @Test("Without the kitty protocol the overlay flags are never set")
    func legacyTerminalGetsNoOverlayFlags() throws {
        let run = try Run(["h.txt"], kitty: false)
        try run.driver.waitForOutput(containing: "\u{1B}[>4;2m")
        try run.driver.send([0x11])
        #expect(try run.driver.waitForExit() == .exited(0))
        #expect(!run.driver.outputText.contains("\u{1B}[="), "\(PtyDriver.escaped(run.driver.output))")
    }
}
