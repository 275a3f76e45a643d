import DentTestSupport
import DentText
import Glibc
import Testing
@testable import dent

/// File names that are not UTF-8 (issue 50, item 11) and file names holding terminal escapes
/// (item 15), through the real binary: the command line, Tab completion, saving, standard
/// error on every path that names a file, and `dent --highlight`.
@Suite struct FileNamesEndToEndTests {
    /// `caf\xe9.txt`: Latin-1 é, not UTF-8.
    static let latin1 = PathBytes.string(Array("caf".utf8) + [0xE9] + Array(".txt".utf8))
    /// A name that sets the clipboard (OSC 52) when written raw to a terminal.
    static let clipboard = "t\u{1B}]52;c;aGk=\u{07}.txt"

    /// The names in the run's folder but dent's own (`.run`, `config`, `.local`, `.cache`).
    static func names(_ run: DentRun) -> [String] {
        (run.directory.entries("") ?? []).filter { !$0.hasPrefix(".") && $0 != "config" }
    }

    @Test("A name that is not UTF-8 given on the command line opens that file, shows as caf<e9>.txt and saves to it")
    func aNameThatIsNotUTF8OpensAndSaves() throws {
        let run = try DentRun(file: "unused", contents: nil, shellArguments: "\"$(printf 'caf\\351.txt')\"") { directory in
            try directory.write(Self.latin1, "on disk\n")
        }
        let screen = try run.waitUntilReady()
        #expect(screen.first == "on disk", "the file's text, not an empty new file: \(screen)")
        #expect(statusLine(screen).contains("caf<e9>.txt"), "\(statusLine(screen))")
        try run.tmux.sendText("edited ")
        try run.save()
        #expect(run.directory.read(Self.latin1) == Array("edited on disk\n".utf8))
        #expect(Self.names(run) == [Self.latin1], "no caf\u{FFFD}.txt made beside it: \(Self.names(run))")
        try run.quit()
    }

    @Test("Tab completion in Ctrl+O offers a name that is not UTF-8 by its bytes, and Enter opens that file")
    func completionOpensANameThatIsNotUTF8() throws {
        let run = try DentRun(file: "a.txt", contents: "alpha\n", arguments: ["a.txt"]) { directory in
            try directory.write(Self.latin1, "latin one\n")
        }
        try run.waitUntilReady()
        try run.tmux.sendKeys("C-o")
        try run.waitForStatus("Open:")
        try run.tmux.sendText("ca")
        try run.tmux.sendKeys("Tab")
        try run.waitForStatus("Open: caf<e9>.txt")
        try run.tmux.sendKeys("Enter")
        let screen = try run.tmux.waitFor("the file opened") { $0.first == "latin one" }
        #expect(statusLine(screen).contains("caf<e9>.txt"), "\(statusLine(screen))")
        try run.tmux.sendText("x")
        try run.save()
        #expect(run.directory.read(Self.latin1) == Array("xlatin one\n".utf8))
        #expect(Self.names(run) == ["a.txt", Self.latin1], "\(Self.names(run))")
        try run.quit()
    }

    @Test("After SIGKILL, the journal of a file whose name is not UTF-8 is offered for that file and recovered into it")
    func aNameThatIsNotUTF8IsRecovered() throws {
        let arguments = "\"$(printf 'caf\\351.txt')\""
        let first = try DentRun(file: "unused", contents: nil, shellArguments: arguments) { directory in
            try directory.write(Self.latin1, "base\n")
        }
        try first.waitUntilReady()
        try first.tmux.sendText("typed ")
        try first.waitForStatus("[+]")
        try first.tmux.waitFor("the recovery journal") { _ in !(first.directory.entries(".local/state/dent/journal") ?? []).isEmpty }
        #expect(kill(try first.dentPID(), SIGKILL) == 0)
        _ = try first.waitForExit()

        let second = try DentRun(file: "unused", contents: nil, shellArguments: arguments, directory: first.directory)
        try second.waitForStatus("can be recovered")
        try second.tmux.sendKeys("r")
        try second.tmux.waitFor("the recovered text") { $0.first == "typed base" }
        try second.save()
        #expect(try second.quit() == 0)
        #expect(second.directory.read(Self.latin1) == Array("typed base\n".utf8))
        #expect(Self.names(second) == [Self.latin1], "\(Self.names(second))")
    }

    @Test("A file that cannot be created is named on standard error with its escapes written out")
    func cannotCreateEscapesTheName() throws {
        let run = try DentRun(file: "unused", contents: nil, arguments: ["x\u{1B}]52;c;aGk=\u{07}\u{9B}2J/y"], capturingErrors: true)
        #expect(try run.waitForExit() == 1)
        let errors = run.errors ?? ""
        #expect(errors.contains("cannot create x^[]52;c;aGk=^G<9b>2J/y"), "\(visible(errors))")
        #expect(!errors.contains("\u{1B}") && !errors.contains("\u{07}") && !errors.contains("\u{9B}"), "\(visible(errors))")
    }

    @Test("The rescue after SIGTERM names the file on standard error with its escapes written out; the screen shows them too")
    func signalRescueEscapesTheName() throws {
        let run = try DentRun(file: Self.clipboard, contents: "one\n", capturingErrors: true)
        let screen = try run.waitUntilReady()
        #expect(statusLine(screen).contains("t^[]52;c;aGk=^G.txt"), "\(statusLine(screen))")
        try run.tmux.sendText("unsaved ")
        try run.waitForStatus("[+]")
        #expect(kill(try run.dentPID(), SIGTERM) == 0)
        #expect(try run.waitForExit() == 128 + SIGTERM)
        #expect(run.contents(Self.clipboard + ".dent-save") == "unsaved one\n")
        let errors = run.errors ?? ""
        #expect(errors.contains("unsaved changes of t^[]52;c;aGk=^G.txt written to \(run.directory.path)/t^[]52;c;aGk=^G.txt.dent-save"),
                "\(visible(errors))")
        #expect(!errors.contains("\u{1B}") && !errors.contains("\u{07}"), "\(visible(errors))")
    }

    @Test("The crash rescue names the file on standard error with its escapes written out")
    func crashRescueEscapesTheName() throws {
        let run = try DentRun(file: Self.clipboard, contents: "one\n", environment: ["DENT_TEST_TRAP": "F12"], capturingErrors: true)
        try run.waitUntilReady()
        try run.tmux.sendText("kept ")
        try run.waitForStatus("[+]")
        try run.tmux.sendKeys("F12")
        let status = try run.waitForExit()
        #expect(status == 128 + SIGILL || status == 128 + SIGTRAP, "\(String(describing: status))")
        #expect(run.contents(Self.clipboard + ".dent-save") == "kept one\n")
        let errors = run.errors ?? ""
        #expect(errors.contains("unsaved changes of t^[]52;c;aGk=^G.txt written to \(run.directory.path)/t^[]52;c;aGk=^G.txt.dent-save"),
                "\(visible(errors))")
        #expect(!errors.contains("\u{1B}") && !errors.contains("\u{07}"), "\(visible(errors))")
    }

    @Test("dent --highlight escapes a file's control bytes on a terminal and keeps them exact in a pipe")
    func highlightEscapesOnATerminalOnly() throws {
        let text = "/* \u{1B}]52;c;aGk=\u{07} */ x\n"
        let run = try DentRun(file: "a.c", contents: text, arguments: ["--highlight", "a.c"])
        try run.waitForExit()
        // The screen and its history, as the crash test reads it once the pane is dead.
        let result = try run.tmux.tmux(["capture-pane", "-p", "-S", "-100"])
        let screen = String(decoding: result.standardOutput, as: UTF8.self)
        #expect(screen.contains("/* ^[]52;c;aGk=^G */ x"), "\(visible(screen))")
        let piped = try ProcessRunner.run(try TestExecutables.dent(), ["--highlight", run.directory.file("a.c")],
                                          environment: ["XDG_CONFIG_HOME": run.directory.file("config"), "HOME": run.directory.path])
        #expect(piped.stdout == "\u{1B}[34m/* \u{1B}]52;c;aGk=\u{07} */\u{1B}[0m x\n", "\(piped)")
    }

    @Test func sudosLineShowsTheNameEscaped() {
        #expect(SudoSave.announcement(for: "/etc/" + Self.clipboard + "\u{10FFE9}")
                == "dent: saving /etc/t^[]52;c;aGk=^G.txt<e9> as root with sudo\n")
    }
}
