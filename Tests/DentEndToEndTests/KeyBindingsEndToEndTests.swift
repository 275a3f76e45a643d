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

    /// Issue 22 item 22: `keys = nano` in dent.conf gives nano's keys, and the bar shows them.
    @Test("keys = nano: the bar shows ^O and ^W, and nano's keys find, write out and exit")
    func nanoKeys() throws {
        let run = try DentRun(file: "n.txt", contents: "text\n") { directory in
            try directory.makeDirectory("config/dent")
            try directory.write("config/dent/dent.conf", "keys = nano\n")
        }
        let screen = try run.waitUntilReady()
        #expect(screen.last?.hasPrefix("^G Help  ^S Save  ^O Save as  ^X Quit  ^W Find") == true, "\(screen)")
        try run.tmux.sendKeys("C-w")
        try run.waitForStatus("Find:")
        try run.tmux.sendKeys("Escape")
        try run.tmux.waitFor("the find prompt closed") { !statusLine($0).contains("Find:") }
        try run.tmux.sendKeys("C-e")
        try run.tmux.sendText("!")
        try run.tmux.sendKeys("C-o")
        try run.waitForStatus("Save as: n.txt")
        try run.tmux.sendKeys("Enter")
        try run.waitForStatus("Saved")
        try run.tmux.sendKeys("C-x")
        #expect(try run.waitForExit() == 0)
        #expect(run.contents("n.txt") == "text!\n")
    }

    /// Issue 26: nano's ^J justifies under `keys = nano`, and Enter (0x0D, not 0x0A) still breaks the line.
    @Test("keys = nano: ^J justifies the paragraph to wrap-column, Enter still splits the line")
    func nanoCtrlJJustifies() throws {
        let run = try DentRun(file: "p.txt", contents: "aaa bbb ccc ddd eee fff\n") { directory in
            try directory.makeDirectory("config/dent")
            try directory.write("config/dent/dent.conf", "keys = nano\nwrap-column = 20\n")
        }
        try run.waitUntilReady()
        try run.tmux.sendKeys("C-j")
        let screen = try run.waitForStatus("Justified to 20 columns")
        #expect(Array(screen[0...1]) == ["aaa bbb ccc ddd eee", "fff"], "\(screen)")
        try run.tmux.sendKeys("C-Home", "Right", "Enter")
        try run.tmux.waitFor("the line split") { $0[0] == "a" && $0[1] == "aa bbb ccc ddd eee" }
        try run.tmux.sendKeys("C-s")
        try run.waitForStatus("Saved")
        try run.tmux.sendKeys("C-x")
        try run.waitForExit()
        #expect(run.contents("p.txt") == "a\naa bbb ccc ddd eee\nfff\n")
    }
}
