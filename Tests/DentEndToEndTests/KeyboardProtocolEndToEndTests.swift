import DentTestSupport
import Glibc
import Testing

/// The keyboard protocols dent negotiates, checked by the bytes it writes: tmux 3.3a speaks
/// neither the kitty keyboard protocol nor passes modifyOtherKeys through, so these tests play
/// the terminal themselves with `PtyDriver` (which answers `CSI ? u` and DA1 or not).
@Suite("End to end: kitty keyboard protocol and modifyOtherKeys, on a raw pty")
struct KeyboardProtocolEndToEndTests {
    static let kittyPush = "\u{1B}[>1u"
    static let kittyPop = "\u{1B}[<u"
    static let modifyOtherKeysOn = "\u{1B}[>4;2m"
    static let modifyOtherKeysOff = "\u{1B}[>4m"
    static let alternateScreenOff = "\u{1B}[?1049l"
    static let contents = "one\n    two\n"

    /// `dent FILE` on an 80×24 pty, with HOME and XDG_CONFIG_HOME in a scratch directory.
    private final class EditorOnPty {
        let directory: ScratchDirectory
        let driver: PtyDriver

        init(answersKittyKeyboard: Bool) throws {
            directory = try ScratchDirectory(prefix: "dent-kbd")
            try directory.write("k.txt", KeyboardProtocolEndToEndTests.contents)
            try directory.makeDirectory("config")
            driver = try PtyDriver(
                try TestExecutables.dent(), [directory.file("k.txt")],
                environment: ["HOME": directory.path, "XDG_CONFIG_HOME": directory.file("config"),
                              "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"],
                workingDirectory: directory.path,
                answersKittyKeyboard: answersKittyKeyboard)
        }

        var output: [UInt8] { driver.output }
        var fileText: String? { directory.readText("k.txt") }
    }

    /// Offsets of `needle` in `bytes`.
    private func offsets(_ needle: String, _ bytes: [UInt8]) -> [Int] {
        PtyDriver.offsets(of: needle, in: bytes)
    }

    /// The last `?1049l` dent wrote: where it left the alternate screen.
    private func finalLeave(_ bytes: [UInt8]) throws -> Int {
        try #require(offsets(Self.alternateScreenOff, bytes).last,
                     "dent never left the alternate screen: \(PtyDriver.escaped(bytes))")
    }

    /// The kitty flags dent pushed are popped after the last push and before it leaves the
    /// alternate screen for the last time; pushes and pops pair up.
    private func expectPopBeforeLeaving(_ bytes: [UInt8]) throws {
        let shown = PtyDriver.escaped(bytes)
        let lastPush = try #require(offsets(Self.kittyPush, bytes).last, "no kitty push in \(shown)")
        let pop = try #require(PtyDriver.firstOffset(of: Array(Self.kittyPop.utf8), in: bytes, from: lastPush),
                               "no kitty pop after the last push: \(shown)")
        let leave = try finalLeave(bytes)
        #expect(pop < leave, "the kitty pop must come before leaving the alternate screen: \(shown)")
        #expect(offsets(Self.kittyPush, bytes).count == offsets(Self.kittyPop, bytes).count,
                "pushes and pops do not pair up: \(shown)")
        #expect(offsets(Self.modifyOtherKeysOn, bytes).isEmpty, "modifyOtherKeys set on a kitty terminal: \(shown)")
    }

    @Test("A kitty terminal: dent pushes flag 1 after the replies, Ctrl+Q as CSI 113;5u quits, the pop precedes rmcup")
    func kittyTerminal() throws {
        let run = try EditorOnPty(answersKittyKeyboard: true)
        let push = try run.driver.waitForOutput(containing: Self.kittyPush)
        let answered = run.driver.answeredQueries
        #expect(answered.map { $0.query } == [.kittyKeyboard, .primaryDeviceAttributes],
                "the terminal should have answered the kitty query, then DA1")
        // The answers are written when the queries are seen: a push after both queries is a
        // push after the replies.
        let lastQuery = try #require(answered.last?.offset)
        #expect(push > lastQuery, "dent pushed kitty flags before asking: \(PtyDriver.escaped(run.output))")

        try run.driver.send(Array("\u{1B}[113;5u".utf8))
        #expect(try run.driver.waitForExit() == .exited(0))
        try expectPopBeforeLeaving(run.output)
        #expect(run.fileText == Self.contents, "quitting must not touch the file")
    }

    @Test("A terminal answering only DA1: modifyOtherKeys level 2 on, reset on exit, no kitty flags")
    func modifyOtherKeysTerminal() throws {
        let run = try EditorOnPty(answersKittyKeyboard: false)
        let set = try run.driver.waitForOutput(containing: Self.modifyOtherKeysOn)
        #expect(run.driver.seenQueries.contains(.kittyKeyboard), "dent should still ask for the kitty protocol")
        #expect(run.driver.answeredQueries.map { $0.query } == [.primaryDeviceAttributes])

        try run.driver.send([0x11])
        #expect(try run.driver.waitForExit() == .exited(0))
        let bytes = run.output
        let shown = PtyDriver.escaped(bytes)
        let reset = try #require(PtyDriver.firstOffset(of: Array(Self.modifyOtherKeysOff.utf8), in: bytes, from: set),
                                 "modifyOtherKeys was never reset: \(shown)")
        let leave = try finalLeave(bytes)
        #expect(reset < leave, "modifyOtherKeys should be reset before leaving the alternate screen: \(shown)")
        #expect(offsets(Self.modifyOtherKeysOn, bytes).count == 1, "modifyOtherKeys set more than once: \(shown)")
        #expect(offsets(Self.kittyPush, bytes).isEmpty, "kitty flags pushed without a kitty reply: \(shown)")
        #expect(offsets(Self.kittyPop, bytes).isEmpty, "kitty flags popped without a push: \(shown)")
        #expect(run.fileText == Self.contents)
    }

    @Test("SIGTERM on a kitty terminal: the flags are popped before leaving the alternate screen")
    func sigtermPopsKittyFlags() throws {
        let run = try EditorOnPty(answersKittyKeyboard: true)
        try run.driver.waitForOutput(containing: Self.kittyPush)
        #expect(run.driver.signal(SIGTERM))
        // dent restores the terminal, then dies of the signal it re-raises.
        #expect(try run.driver.waitForExit() == .signaled(SIGTERM))
        try expectPopBeforeLeaving(run.output)
        #expect(run.fileText == Self.contents)
    }

    @Test("--decode-keys from a pipe prints one line per event")
    func decodeKeysFromPipe() throws {
        let directory = try ScratchDirectory(prefix: "dent-kbd")
        let input = Array("\u{1B}[1;6A\u{1B}[27;5;9~\u{1B}[9;6u".utf8)
        let result = try ProcessRunner.run(
            try TestExecutables.dent(), ["--decode-keys"], stdin: input,
            environment: ["TERM": "xterm-256color", "HOME": directory.path, "XDG_CONFIG_HOME": directory.path])
        #expect(result.exitStatus == 0, "\(result)")
        #expect(result.stdout == "Ctrl+Shift+Up\nCtrl+Tab\nCtrl+Shift+Tab\n", "\(result)")
        #expect(result.stderr.isEmpty, "\(result)")
    }

    @Test("--decode-keys from a pipe prints a paste left open at the end of input")
    func decodeKeysPrintsAnUnendedPaste() throws {
        let directory = try ScratchDirectory(prefix: "dent-kbd")
        let result = try ProcessRunner.run(
            try TestExecutables.dent(), ["--decode-keys"], stdin: Array("x\u{1B}[200~abc\u{1B}[20".utf8),
            environment: ["TERM": "xterm-256color", "HOME": directory.path, "XDG_CONFIG_HOME": directory.path])
        #expect(result.exitStatus == 0, "\(result)")
        #expect(result.stdout == "Text(x)\nPaste(\"abc\\x1b[20\")\n", "\(result)")
    }

    @Test("The live key tester shows each key with its bytes and quits on Ctrl+C twice")
    func liveKeyTester() throws {
        let directory = try ScratchDirectory(prefix: "dent-kbd")
        let driver = try PtyDriver(
            try TestExecutables.dent(), ["--decode-keys"],
            environment: ["HOME": directory.path, "XDG_CONFIG_HOME": directory.path, "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"],
            workingDirectory: directory.path)
        try driver.waitForOutput(containing: "Ctrl+C twice quits")
        // Keys typed once the keyboard mode is set, as a person would.
        try driver.waitForOutput(containing: Self.kittyPush)

        var mark = driver.output.count
        try driver.send(Array("a".utf8))
        try driver.waitForOutput(containing: "Text(a)", after: mark)
        mark = driver.output.count
        try driver.send(Array("\u{1B}[1;6A".utf8))
        try driver.waitForOutput(containing: "Ctrl+Shift+Up", after: mark)
        try driver.send([0x03, 0x03])
        #expect(try driver.waitForExit() == .exited(0))

        let lines = driver.outputText.split(separator: "\r\n").map(String.init)
        let shown = lines.map { PtyDriver.escaped(Array($0.utf8)) }.joined(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("Text(a)") }, "no line starting with Text(a):\n\(shown)")
        #expect(lines.contains { $0.hasPrefix("Ctrl+Shift+Up") }, "no line starting with Ctrl+Shift+Up:\n\(shown)")
        // The tester leaves the keyboard as it found it, on the normal screen.
        let bytes = driver.output
        #expect(offsets(Self.kittyPush, bytes).count == offsets(Self.kittyPop, bytes).count, "\(shown)")
        #expect(offsets("\u{1B}[?1049h", bytes).isEmpty, "the key tester should stay on the normal screen: \(shown)")
    }
}
