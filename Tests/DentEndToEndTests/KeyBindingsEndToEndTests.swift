import DentTestSupport
import Glibc
import Testing

/// keys.conf and the key listings, through the real binary.
@Suite("End to end: key bindings")
struct KeyBindingsEndToEndTests {
    @Test("--list-keys --tsv prints chord, context, command and title per line")
    func listKeysTSV() throws {
        let scratch = try ScratchDirectory(prefix: "dent-keys")
        let result = try ProcessRunner.run(try TestExecutables.dent(), ["--list-keys", "--tsv"],
                                           environment: ["XDG_CONFIG_HOME": scratch.path, "HOME": scratch.path])
        #expect(result.exitStatus == 0, "\(result)")
        let lines = result.stdout.split(separator: "\n").map { $0.split(separator: "\t").map(String.init) }
        #expect(lines.allSatisfy { $0.count == 4 }, "\(result)")
        #expect(lines.contains(["Tab", "editor", "indent", "Indent"]))
        #expect(lines.contains(["Ctrl+g", "global", "help", "Help"]))
    }

    @Test("A typo in keys.conf is reported with its line; the other bindings still work")
    func typoInKeysConf() throws {
        let run = try DentRun(file: "k.txt", contents: "text\n") { directory in
            try directory.makeDirectory("config/dent")
            try directory.write("config/dent/keys.conf", "bind Ctrl+e save\nbind Ctrl+w indnet\n")
        }
        let screen = try run.waitForStatus("keys.conf:2")
        #expect(statusLine(screen).contains("unknown command \"indnet\" (did you mean \"indent\"?)"), "\(screen)")
        try run.tmux.sendText("x")
        try run.tmux.sendKeys("C-e")
        try run.waitForStatus("Saved")
        #expect(try run.quit() == 0)
        #expect(run.contents("k.txt") == "xtext\n")
    }
}
