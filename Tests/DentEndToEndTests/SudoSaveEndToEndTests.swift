import DentTestSupport
import Glibc
import Testing

/// Save with sudo (issue 26 item 9) through the real binary: the hidden `--save-from-fd` mode
/// alone, and the whole flow in tmux as an unprivileged user whose sudo rule exists only inside
/// a private mount namespace (a bind mount over /etc/sudoers.d), so nothing is left on the
/// machine.
@Suite("End to end: save with sudo")
struct SudoSaveEndToEndTests {
    /// Root, sudo, setpriv and unshare -m: what the sudo flow needs to run as another user.
    static let canSudoAsNobody: Bool = {
        guard getuid() == 0, ProcessRunner.findInPath("sudo") != nil, ProcessRunner.findInPath("setpriv") != nil,
              let unshare = ProcessRunner.findInPath("unshare") else { return false }
        return (try? ProcessRunner.run(unshare, ["-m", "--propagation", "private", "true"]))?.exitStatus == 0
    }()

    /// dent run as nobody on `root.conf` (root's, 0644, in a folder of root's) in tmux, with the
    /// sudoers `rule` bind-mounted over /etc/sudoers.d in a mount namespace of the pane's own:
    /// the machine's sudo rules never change.
    private func nobodyEditsARootFile(rule: String) throws -> (ScratchDirectory, TmuxSession) {
        let directory = try ScratchDirectory(prefix: "dent-sudo")
        try directory.setMode(0o755)
        try directory.write("root.conf", "setting = 1\n", mode: 0o644)
        try directory.makeDirectory("rules")
        try directory.write("rules/dent-test", rule + "\n", mode: 0o440)
        try directory.makeDirectory("home")
        #expect(chown(directory.file("home"), 65534, 65534) == 0)
        let quote = TestExecutables.shellQuote
        let script = "mount --bind \(quote(directory.file("rules"))) /etc/sudoers.d && exec setpriv --reuid=65534 --regid=65534 --clear-groups "
            + "env HOME=\(quote(directory.file("home"))) XDG_CONFIG_HOME=\(quote(directory.file("home"))) "
            + "\(quote(try TestExecutables.dent())) \(quote(directory.file("root.conf")))"
        let tmux = try TmuxSession(command: ["unshare", "-m", "--propagation", "private", "sh", "-c", script], columns: 100,
                                   workingDirectory: directory.path)
        return (directory, tmux)
    }

    @Test("--save-from-fd 0 FILE saves the bytes of its input byte for byte, keeping the file's mode")
    func hiddenModeSavesAPipesBytes() throws {
        let directory = try ScratchDirectory(prefix: "dent-sudo")
        try directory.write("f.conf", "old\n", mode: 0o640)
        let bytes: [UInt8] = [0x61, 0x00, 0xFF, 0x0D, 0x0A, 0xC3, 0x28, 0x0A]
        let result = try ProcessRunner.run(try TestExecutables.dent(), ["--save-from-fd", "0", directory.file("f.conf")], stdin: bytes)
        #expect(result.exitStatus == 0 && result.stderr.isEmpty, "\(result)")
        #expect(directory.read("f.conf") == bytes)
        var info = stat()
        #expect(stat(directory.file("f.conf"), &info) == 0 && info.st_mode & 0o7777 == 0o640)
    }

    @Test("--save-from-fd with bad arguments says what it needs; a save that fails says why and writes nothing")
    func hiddenModeBadArguments() throws {
        let dent = try TestExecutables.dent()
        let directory = try ScratchDirectory(prefix: "dent-sudo")
        let usage = "dent: --save-from-fd needs a descriptor number and a file: dent --save-from-fd FD PATH\n"
        for arguments in [["--save-from-fd"], ["--save-from-fd", "x", "f"], ["--save-from-fd", "0"], ["--save-from-fd", "0", "a", "b"]] {
            let result = try ProcessRunner.run(dent, arguments, stdin: [])
            #expect(result.exitStatus == 2 && result.stderr == usage, "\(arguments): \(result)")
        }
        let closed = try ProcessRunner.run(dent, ["--save-from-fd", "9", directory.file("f")], stdin: [])
        #expect(closed.exitStatus == 2 && closed.stderr == "dent: --save-from-fd 9: Bad file descriptor\n", "\(closed)")
        #expect(!directory.exists("f"))
        let missing = try ProcessRunner.run(dent, ["--save-from-fd", "0", directory.file("no/f")], stdin: Array("x".utf8))
        #expect(missing.exitStatus == 1 && missing.stderr.hasPrefix("dent: cannot save \(directory.file("no/f"))"), "\(missing)")
    }

    @Test("A root-owned 0644 file opened by nobody: Ctrl+S asks, y saves it through sudo, owner and mode kept",
          .enabled(if: SudoSaveEndToEndTests.canSudoAsNobody, "needs root, sudo, setpriv and unshare -m"))
    func sudoSaveAsNobody() throws {
        let (directory, tmux) = try nobodyEditsARootFile(rule: "nobody ALL=(root) NOPASSWD: ALL")
        try tmux.waitFor("the file, read-only") { statusLine($0).contains("root.conf [read-only]") }
        try tmux.sendKeys("End")
        try tmux.sendText("0")
        try tmux.sendKeys("C-s")
        try tmux.waitFor("the question") { statusLine($0).contains("You may not write root.conf: save it with sudo, save as, or not? (y/s/n)") }
        try tmux.sendText("y")
        try tmux.waitFor("saved through sudo") { statusLine($0).contains("Saved 1 line with sudo") }
        #expect(directory.readText("root.conf") == "setting = 10\n")
        var info = stat()
        #expect(stat(directory.file("root.conf"), &info) == 0)
        #expect(info.st_uid == 0 && info.st_gid == 0 && info.st_mode & 0o7777 == 0o644, "owner \(info.st_uid), mode \(String(info.st_mode, radix: 8))")
        #expect(directory.entries("")?.sorted() == ["home", "root.conf", "rules"], "no temporary file left")
        try tmux.sendKeys("C-q")
        try tmux.waitForExit()
    }

    @Test("sudo asks for the password on the terminal (cooked, no echo); a wrong one, then Ctrl+C, brings dent back unsaved, saying so",
          .enabled(if: SudoSaveEndToEndTests.canSudoAsNobody, "needs root, sudo, setpriv and unshare -m"))
    func sudoPasswordPromptAndCancel() throws {
        // A password is asked: nobody has none that could be right.
        let (directory, tmux) = try nobodyEditsARootFile(rule: "nobody ALL=(root) ALL")
        try tmux.waitFor("the file, read-only") { statusLine($0).contains("root.conf [read-only]") }
        try tmux.sendText("#")
        try tmux.sendKeys("C-s")
        try tmux.waitFor("the question") { statusLine($0).contains("save it with sudo, save as, or not? (y/s/n)") }
        try tmux.sendText("y")
        try tmux.waitFor("sudo's prompt, after dent's line") { screen in
            screen.contains("dent: saving \(directory.file("root.conf")) as root with sudo") && screen.contains { $0.hasPrefix("[sudo] password for nobody:") }
        }
        try tmux.sendText("secret")
        var screen = try tmux.capture()
        #expect(!screen.contains { $0.contains("secret") }, "the password is not echoed")
        try tmux.sendKeys("Enter")
        screen = try tmux.waitFor(timeout: .seconds(20), "sudo refusing it") { $0.contains("Sorry, try again.") }
        try tmux.sendKeys("C-c")
        screen = try tmux.waitFor("dent back, saying what happened") { statusLine($0).contains("not saved with sudo") }
        #expect(screen[0] == "#setting = 1", "\(screen)")
        #expect(directory.readText("root.conf") == "setting = 1\n")
        try tmux.sendKeys("C-q")
        try tmux.waitFor("the question before quitting") { statusLine($0).contains("Save changes") }
        try tmux.sendText("n")
        try tmux.waitForExit()
        #expect(directory.readText("root.conf") == "setting = 1\n")
    }
}
