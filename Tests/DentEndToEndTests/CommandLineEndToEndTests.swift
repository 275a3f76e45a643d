import DentTestSupport
import Glibc
import Testing

/// The command line of the real binary, without a terminal.
@Suite("End to end: command line")
struct CommandLineEndToEndTests {
    private func dent(_ arguments: String...) throws -> ProcessResult {
        try ProcessRunner.run(try TestExecutables.dent(), arguments, timeout: .seconds(20))
    }

    @Test("--help prints the usage and exits 0")
    func help() throws {
        let result = try dent("--help")
        #expect(result.exitStatus == 0, "\(result)")
        #expect(result.stdout.contains("usage: dent"), "\(result)")
        #expect(result.stderr.isEmpty, "\(result)")
    }

    @Test("--version prints the version and exits 0")
    func version() throws {
        let result = try dent("--version")
        #expect(result.exitStatus == 0, "\(result)")
        #expect(result.stdout == "dent 0.1.0\n", "\(result)")
    }

    @Test("--list-keys lists the commands and exits 0")
    func listKeys() throws {
        let result = try dent("--list-keys")
        #expect(result.exitStatus == 0, "\(result)")
        #expect(result.stdout.contains("Indent"), "\(result)")
        #expect(result.stdout.contains("Save"), "\(result)")
    }

    /// Issue 51, item 11: every configuration problem, not only the first, as FILE:LINE: reason.
    @Test("--check-config prints every problem of dent.conf, keys.conf and the theme, and exits 1; none exits 0")
    func checkConfig() throws {
        let scratch = try ScratchDirectory(prefix: "dent-cli")
        try scratch.makeDirectory("config")
        try scratch.makeDirectory("config/dent")
        try scratch.write("config/dent/dent.conf", "tab-width = 4\nindnet-size = 2\nsoft-wrap = maybe\ntheme = no-such-scheme\n")
        try scratch.write("config/dent/keys.conf", "bind Ctrl+k indnet\n")
        let environment: [String: String?] = ["XDG_CONFIG_HOME": scratch.file("config"), "HOME": scratch.path]
        let result = try ProcessRunner.run(try TestExecutables.dent(), ["--check-config"], environment: environment, timeout: .seconds(20))
        #expect(result.exitStatus == 1, "\(result)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 4, "\(result)")
        #expect(lines.first?.hasPrefix("dent.conf:2: unknown setting \"indnet-size\"") == true, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("dent.conf:3: bad value \"maybe\" for soft-wrap") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("dent.conf:4: no colour scheme \"no-such-scheme\"") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("keys.conf:1: unknown command \"indnet\"") }, "\(lines)")
        try scratch.write("config/dent/dent.conf", "tab-width = 4\n")
        try scratch.write("config/dent/keys.conf", "")
        let clean = try ProcessRunner.run(try TestExecutables.dent(), ["--check-config"], environment: environment, timeout: .seconds(20))
        #expect(clean.exitStatus == 0, "\(clean)")
        #expect(clean.stdout == "dent.conf, keys.conf and the theme: no problems\n", "\(clean)")
    }

    /// Issue 54: a language server's command line and options are checked as dent.conf is read.
    @Test("--check-config reports a bad language-server command, options, timeout and max size with their lines")
    func checkConfigLanguageServers() throws {
        let scratch = try ScratchDirectory(prefix: "dent-cli")
        try scratch.makeDirectory("config")
        try scratch.makeDirectory("config/dent")
        let conf = "language-server-max-size = 0\n[language python3]\nlanguage-server = 'pylsp\n"
            + "language-server-options = {oops}\nlanguage-server-timeout = 0\nlanguage-server = pylsp  # fine\n"
        try scratch.write("config/dent/dent.conf", conf)
        try scratch.write("config/dent/keys.conf", "")
        let environment: [String: String?] = ["XDG_CONFIG_HOME": scratch.file("config"), "HOME": scratch.path]
        let result = try ProcessRunner.run(try TestExecutables.dent(), ["--check-config"], environment: environment, timeout: .seconds(20))
        #expect(result.exitStatus == 1, "\(result)")
        #expect(result.stdout.split(separator: "\n") == [
            "dent.conf:1: bad value \"0\" for language-server-max-size",
            "dent.conf:3: bad value \"'pylsp\" for language-server: the ' at character 1 is never closed",
            "dent.conf:4: bad value \"{oops}\" for language-server-options: invalid JSON: unexpected byte 0x6F at byte 1",
            "dent.conf:5: bad value \"0\" for language-server-timeout: seconds, 1 to 3600",
        ], "\(result)")
    }

    /// Issue 51, item 18: "Ctrl+Shift+Left, Alt+Shift+LeftSelect word left" ran together.
    @Test("--list-keys keeps two spaces between the chords and the title")
    func listKeysColumnsNeverTouch() throws {
        let result = try dent("--list-keys")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let chords = "  Ctrl+Shift+Left, Alt+Shift+Left  "
        #expect(lines.contains { $0.hasPrefix(chords) && $0.dropFirst(chords.count).drop { $0 == " " }.hasPrefix("Select word left: ") }, "\(result)")
        // Every bound command's title stands after two spaces (`--tsv` names them).
        let titles = Set(try dent("--list-keys", "--tsv").stdout.split(separator: "\n").compactMap { $0.split(separator: "\t").last })
        #expect(titles.count > 50)
        let runTogether = titles.filter { title in !lines.contains { $0.contains("  " + title + ": ") } }
        #expect(runTogether.isEmpty, "\(runTogether)")
    }

    @Test("A directory is refused with exit 1")
    func directory() throws {
        let scratch = try ScratchDirectory(prefix: "dent-cli")
        let result = try dent(scratch.path)
        #expect(result.exitStatus == 1, "\(result)")
        #expect(result.stderr.contains("dent: \(scratch.path) is a directory"), "\(result)")
        #expect(result.stdout.isEmpty, "\(result)")
    }

    @Test("Several files none of which can be opened exit 1 with every reason, before the terminal")
    func severalFilesNoneOpens() throws {
        let scratch = try ScratchDirectory(prefix: "dent-cli")
        try scratch.makeDirectory("folder")
        try scratch.makeDirectory("other")
        let result = try dent(scratch.file("folder"), scratch.file("other"))
        #expect(result.exitStatus == 1, "\(result)")
        #expect(result.stderr.contains("dent: \(scratch.file("folder")) is a directory"), "\(result)")
        #expect(result.stderr.contains("dent: \(scratch.file("other")) is a directory"), "\(result)")
        #expect(result.stdout.isEmpty, "\(result)")
    }

    @Test("Standard input named twice is a usage error: exit 2 with the usage")
    func standardInputTwice() throws {
        let result = try dent("-", "-")
        #expect(result.exitStatus == 2, "\(result)")
        #expect(result.stderr.contains("dent: - (standard input) can be given once"), "\(result)")
        #expect(result.stderr.contains("usage: dent"), "\(result)")
    }

    @Test("An unknown option is a usage error: exit 2")
    func unknownOption() throws {
        let result = try dent("--frobnicate", "a.txt")
        #expect(result.exitStatus == 2, "\(result)")
        #expect(result.stderr.contains("--frobnicate"), "\(result)")
        #expect(result.stderr.contains("usage: dent"), "\(result)")
    }

    @Test("A file that cannot be read is refused with exit 1 and the reason")
    func unreadableFile() throws {
        let scratch = try ScratchDirectory(prefix: "dent-cli")
        // The directory must be enterable by the unprivileged user, so the file's own mode is the cause.
        try scratch.setMode(0o755)
        try scratch.write("secret.txt", "hidden\n", mode: 0o000)
        let path = scratch.file("secret.txt")
        let dent = try TestExecutables.dent()
        let result: ProcessResult
        if getuid() == 0 {
            // Root bypasses permissions: run as nobody.
            let setpriv = try #require(ProcessRunner.findInPath("setpriv"), "setpriv (util-linux) is needed to drop root")
            result = try ProcessRunner.run(setpriv, ["--reuid=65534", "--regid=65534", "--clear-groups", dent, path])
        } else {
            result = try ProcessRunner.run(dent, [path])
        }
        #expect(result.exitStatus == 1, "\(result)")
        #expect(result.stderr == "dent: cannot open \(path): Permission denied\n", "\(result)")
        if getuid() == 0 { #expect(scratch.read("secret.txt") == Array("hidden\n".utf8)) }
    }
}
