import DentTestSupport
import Glibc
import Testing

/// Language servers in the real binary with real servers (issue 54): clangd on a small C
/// project (a header, two files, compile_commands.json) and pylsp on a Python package. Each
/// test leaves no server process: the servers dent started are found among its children while
/// it runs and must be gone once it has quit.
@Suite(.serialized) struct LanguageServerEndToEndTests {
    static func installed(_ program: String) -> Bool {
        (environment("PATH") ?? "").split(separator: ":").contains { access("\($0)/\(program)", X_OK) == 0 }
    }

    static func environment(_ name: String) -> String? { getenv(name).map { String(cString: $0) } }

    /// The live children of `pid` (the language servers dent started: each leads its own group).
    static func children(of pid: pid_t) -> [pid_t] {
        (TextFile.read("/proc/\(pid)/task/\(pid)/children") ?? "").split(separator: " ").compactMap { pid_t($0) }
    }

    static func isLive(_ pid: pid_t) -> Bool {
        guard let stat = TextFile.read("/proc/\(pid)/stat"), let close = stat.lastIndex(of: ")") else { return false }
        return !stat[stat.index(after: close)...].hasPrefix(" Z")
    }

    /// A C project: `add` defined in a header, used in two files; main.c calls it wrongly.
    static func cProject(_ directory: ScratchDirectory) throws {
        try directory.write("add.h", "#pragma once\n\nstatic inline int add(int a, int b) {\n    return a + b;\n}\n")
        try directory.write("other.c", "#include \"add.h\"\n\nint twice(int a) { return add(a, a); }\n")
        let folder = directory.path
        let commands = ["main.c", "other.c"].map {
            "{\"directory\": \"\(folder)\", \"command\": \"cc -c \($0)\", \"file\": \"\(folder)/\($0)\"}"
        }
        try directory.write("compile_commands.json", "[" + commands.joined(separator: ",\n") + "]\n")
    }

    static let mainC = "#include \"add.h\"\n\nint main(void) {\n    int sum = add(1, 2);\n    return add(sum);\n}\n"

    @Test(.enabled(if: installed("clangd"), "clangd is not installed"))
    func clangdMarksAnErrorGoesToTheDefinitionAndBackAndListsReferences() throws {
        let run = try DentRun(file: "main.c", contents: Self.mainC, columns: 100, rows: 20, configure: Self.cProject)
        defer { run.tmux.kill() }
        try run.waitUntilReady()
        let dent = try DefinitionCacheEndToEndTests.dentPID(run)
        // The diagnostic: the mark on line 5, and its message when the cursor is there.
        let marked = try run.tmux.waitFor(timeout: .seconds(30), "clangd's error marked on line 5") { $0.count > 4 && $0[4].hasPrefix("E") }
        #expect(marked[3].hasPrefix(" "), "line 4 is fine: \(marked[3])")
        let servers = Self.children(of: dent)
        #expect(!servers.isEmpty, "clangd runs as dent's child")
        try run.tmux.sendKeys("Down", "Down", "Down", "Down")
        try run.waitForStatus("Too few arguments")
        // Go to definition of `add` (line 4, column 15) opens the header there; Back returns.
        try run.goToLine("4:15")
        try run.waitForStatus("Ln 4, Col 15")
        try run.tmux.sendKeys("M-D")
        let header = try run.waitForStatus("add.h")
        #expect(header.contains { $0.contains("static inline int add") })
        try run.waitForStatus("Ln 3")
        try run.tmux.sendKeys("M-Left")
        try run.waitForStatus("main.c")
        try run.waitForStatus("Ln 4")
        // References: a list with main.c's two calls.
        try run.tmux.sendKeys("M-U")
        let list = try run.tmux.waitFor("the list of references") { $0.contains { $0.contains("main.c:5:") } }
        #expect(list.contains { $0.contains("main.c:4:") && $0.contains("int sum = add(1, 2);") })
        try run.tmux.sendKeys("Escape")
        try run.tmux.waitFor(text: "int main(void)")
        try run.tmux.sendKeys("C-q")
        try run.tmux.waitForExit()
        for server in servers { #expect(!Self.isLive(server), "server \(server) outlived dent") }
    }

    /// A Python package: `area` documented in one module, used in another that also names
    /// something undefined.
    static func pythonPackage(_ directory: ScratchDirectory) throws {
        try directory.write("pyproject.toml", "[project]\nname = \"shapes\"\n")
        try directory.makeDirectory("pkg")
        try directory.write("pkg/__init__.py", "")
        try directory.write("pkg/shapes.py", "def area(width, height):\n    \"\"\"Return the area of a rectangle.\"\"\"\n    return width * height\n")
    }

    static var pylspWithPyflakes: Bool {
        installed("pylsp") && access("/usr/lib/python3/dist-packages/pyflakes", R_OK) == 0
    }

    @Test(.enabled(if: pylspWithPyflakes, "pylsp or pyflakes (python3-pylsp, python3-pyflakes) is not installed"))
    func pylspMarksAnUndefinedNameAndShowsTheDocumentation() throws {
        let main = "from pkg.shapes import area\n\nprint(area(2, 3))\nprint(undefined_name)\n"
        let run = try DentRun(file: "main.py", contents: main, columns: 100, rows: 16, configure: Self.pythonPackage)
        defer { run.tmux.kill() }
        try run.waitUntilReady()
        let dent = try DefinitionCacheEndToEndTests.dentPID(run)
        try run.tmux.waitFor(timeout: .seconds(30), "pyflakes' error marked on line 4") { $0.count > 3 && $0[3].hasPrefix("E") }
        let servers = Self.children(of: dent)
        try run.goToLine("4:8")
        try run.waitForStatus("undefined name")
        try run.goToLine("3:8")
        try run.waitForStatus("Ln 3, Col 8")
        try run.tmux.sendKeys("M-h")
        let hover = try run.tmux.waitFor(text: "Return the area of a rectangle.", timeout: .seconds(30))
        #expect(hover.contains { $0.contains("area(width, height)") })
        try run.tmux.sendKeys("Escape")
        try run.tmux.waitFor("the hover closed") { !$0.contains { $0.contains("Return the area") } }
        try run.tmux.sendKeys("C-q")
        try run.tmux.waitForExit()
        #expect(!servers.isEmpty)
        for server in servers { #expect(!Self.isLive(server), "server \(server) outlived dent") }
    }
}
