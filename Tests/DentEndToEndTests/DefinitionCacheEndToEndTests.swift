import DentTestSupport
import Glibc
import Testing

/// The definitions cache in the real binary: the first start parses the C specs with libxml2
/// and caches them; the next start shows the same colours without libxml2 in the process
/// (read from `/proc/PID/maps` of the running dent).
@Suite(.serialized) struct DefinitionCacheEndToEndTests {
    static var installed: Bool { access("/usr/share/gtksourceview-4/language-specs/c.lang", R_OK) == 0 }

    /// The pid of the dent the pane's shell runs.
    static func dentPID(_ run: DentRun) throws -> pid_t {
        let shell = try run.tmux.panePID()
        let children = TextFile.read("/proc/\(shell)/task/\(shell)/children") ?? ""
        for word in children.split(separator: " ") {
            guard let pid = pid_t(word) else { continue }
            let command = TextFile.read("/proc/\(pid)/cmdline") ?? ""
            if command.split(separator: "\u{0}").first.map(String.init) == run.dent { return pid }
        }
        throw TmuxError("no dent among the children of the pane's shell \(shell): \(children)")
    }

    /// Whether the running dent has libxml2 mapped (loaded with dlopen when a spec is parsed).
    static func hasLibxml2(_ run: DentRun) throws -> Bool {
        let maps = try #require(TextFile.read("/proc/\(try dentPID(run))/maps"), "dent's memory map")
        return maps.contains("libxml2")
    }

    /// The file's rows with their colours, once the comment is coloured.
    static func colouredRows(_ run: DentRun) throws -> [String] {
        try run.waitUntilReady()
        try run.tmux.waitFor("the comment coloured") { _ in
            SyntaxEndToEndTests.coloured(try SyntaxEndToEndTests.styledRows(run), row: 0, "/* comment */")
        }
        return Array(try SyntaxEndToEndTests.styledRows(run).prefix(6))
    }

    @Test(.enabled(if: installed, "libgtksourceview-4-common is not installed"))
    func aWarmStartColoursTheSameWithoutLibxml2() throws {
        let cold = try DentRun(file: "a.c", contents: "/* comment */\n" + SyntaxEndToEndTests.cSource)
        defer { cold.tmux.kill() }
        let coldRows = try Self.colouredRows(cold)
        #expect(try Self.hasLibxml2(cold), "the first start parses: the probe sees libxml2 when it is there")
        try cold.tmux.waitFor("the parsed specs cached once dent is idle") { _ in
            !(cold.directory.entries(".cache/dent/definitions") ?? []).isEmpty
        }
        try cold.quit()

        let warm = try DentRun(file: "a.c", contents: nil, directory: cold.directory)
        defer { warm.tmux.kill() }
        #expect(try Self.colouredRows(warm) == coldRows)
        #expect(!(try Self.hasLibxml2(warm)), "every spec came from the caches")
        try warm.quit()
    }
}
