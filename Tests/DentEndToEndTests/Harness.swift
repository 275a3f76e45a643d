import DentTestSupport
import Glibc
import Testing

/// One run of the real `dent` binary in its own tmux server, on files in its own directory.
///
/// The pane runs `sh -c 'stty -g > before; dent FILE; echo $? > status; stty -g > after'` in
/// `.run/` of the scratch directory: the shell reaps dent and records its exit status (tmux
/// 3.3a sometimes never reports a pane's status) and the tty settings on both sides of it.
/// HOME and XDG_CONFIG_HOME point into the scratch directory, so the user's dent.conf never
/// changes what a test sees.
final class DentRun {
    let directory: ScratchDirectory
    let tmux: TmuxSession
    let dent: String

    /// Writes `contents` (if any) to `name` and starts `dent NAME` in a `columns`×`rows` pane.
    /// `configure` prepares the scratch directory (config files, say) before dent starts;
    /// `arguments` replace the file name on dent's command line (`shellArguments`, shell text
    /// put there as it is, can pass bytes that are not UTF-8: `"$(printf 'caf\351')"`); `directory` reuses the files of
    /// an earlier run (a second session on the same file); `input` is piped into dent;
    /// `environment` is set for dent alone (`TERM`, say, which tmux sets for the pane);
    /// `capturingErrors` sends dent's standard error to `errors` instead of the pane;
    /// `fileSizeLimit` runs dent under `ulimit -f` (512-byte blocks, as dash counts them).
    init(file name: String, contents: String?, columns: Int = 80, rows: Int = 24, arguments: [String]? = nil, shellArguments: String? = nil,
         directory existing: ScratchDirectory? = nil, input: String? = nil, environment: [String: String] = [:],
         capturingErrors: Bool = false, fileSizeLimit: Int? = nil, configure: (ScratchDirectory) throws -> Void = { _ in }) throws {
        directory = try existing ?? ScratchDirectory(prefix: "dent-e2e")
        if let contents { try directory.write(name, contents) }
        if existing == nil {
            try directory.makeDirectory("config")
            try directory.makeDirectory(".run")
        }
        try configure(directory)
        dent = try TestExecutables.dent()
        let quote = TestExecutables.shellQuote
        let run = quote(directory.file(".run"))
        let words = shellArguments ?? (arguments ?? [directory.file(name)]).map(quote).joined(separator: " ")
        let feed = input.map { "printf %s \(quote($0)) | " } ?? ""
        let variables = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\(quote($0.value)) " }.joined()
        let errors = capturingErrors ? " 2> \(run)/stderr" : ""
        // The limit in a subshell: the shell's own records afterwards are not limited.
        let limited = fileSizeLimit.map { "(ulimit -f \($0); " } ?? ""
        let script = "stty -g > \(run)/before; \(limited)\(feed)\(variables)\(quote(dent)) \(words)\(errors)"
            + (fileSizeLimit == nil ? "" : "; exit $?)") + "; echo $? > \(run)/status; stty -g > \(run)/after"
        tmux = try TmuxSession(
            command: ["sh", "-c", script], columns: columns, rows: rows, workingDirectory: directory.path,
            environment: ["HOME": directory.path, "XDG_CONFIG_HOME": directory.file("config")])
    }

    /// Waits until dent shows the text with its status line under it (it is in raw mode and
    /// reading keys).
    @discardableResult
    func waitUntilReady(file: StaticString = #fileID, line: UInt = #line) throws -> [String] {
        try tmux.waitFor("dent's status line (\"Ln \") under the text", file: file, line: line, DentRun.showsEditor)
    }

    /// Whether `screen` is the editor's own: the status line (`Ln `, second row from the
    /// bottom) under the text. The help view, the command palette and the lists keep that
    /// status line under their rows; their shortcut bar starts with `Esc Close`, which tells
    /// them apart wherever they are scrolled.
    static func showsEditor(_ screen: [String]) -> Bool {
        guard screen.count >= 2, screen[screen.count - 2].contains("Ln ") else { return false }
        return !screen[screen.count - 1].hasPrefix("Esc Close")
    }

    /// Waits until the status line (second row from the bottom) contains `text`.
    @discardableResult
    func waitForStatus(_ text: String, file: StaticString = #fileID, line: UInt = #line) throws -> [String] {
        try tmux.waitFor("status line containing \"\(text)\"", file: file, line: line) { screen in
            screen.count >= 2 && screen[screen.count - 2].contains(text)
        }
    }

    /// Goes to `answer` (`LINE` or `LINE:COL`) with Ctrl+L, the go-to-line prompt.
    func goToLine(_ answer: String) throws {
        try tmux.sendKeys("C-l")
        try waitForStatus("line")
        try tmux.sendText(answer)
        try tmux.sendKeys("Enter")
    }

    /// Opens `name` with Ctrl+O (the open prompt, the name, Enter), sending `after` in the same
    /// write as the Enter.
    func openWithPrompt(_ name: String, keysAfter after: [String] = []) throws {
        try tmux.sendKeys("C-o")
        try waitForStatus("Open")
        try tmux.sendText(name)
        try tmux.sendKeys(["Enter"] + after)
    }

    /// Runs the command titled `title` from the palette (Ctrl+E, its title, Enter).
    func runFromPalette(_ title: String) throws {
        try tmux.sendKeys("C-e")
        let palette = try tmux.waitFor("the palette") { $0.first?.hasPrefix("Type to filter") == true }
        #expect(!DentRun.showsEditor(palette), "waitUntilReady takes the palette for the editor")
        try tmux.sendText(title)
        // The closest title comes first and is highlighted (ToolsTests checks the order).
        try tmux.waitFor("the palette filtered") { $0.first == "Filter: \(title)" && $0.contains { $0.contains(title) } }
        try tmux.sendKeys("Enter")
    }

    /// Saves with Ctrl+S and waits for the `Saved` message.
    func save(file: StaticString = #fileID, line: UInt = #line) throws {
        try tmux.sendKeys("C-s")
        try waitForStatus("Saved", file: file, line: line)
    }

    /// Quits with Ctrl+Q (expecting no prompt), waits for the pane to end; returns dent's status.
    @discardableResult
    func quit(file: StaticString = #fileID, line: UInt = #line) throws -> Int32? {
        try tmux.sendKeys("C-q")
        return try waitForExit(file: file, line: line)
    }

    /// Waits for the pane's shell to end; returns dent's exit status as the shell saw it
    /// (128 + N when signal N killed it), nil when the shell never recorded it.
    @discardableResult
    func waitForExit(file: StaticString = #fileID, line: UInt = #line) throws -> Int32? {
        try tmux.waitForExit(file: file, line: line)
        return contents(".run/status").flatMap { Int32($0.filter { !$0.isWhitespace }) }
    }

    /// dent's process id: the child of the pane's shell.
    func dentPID() throws -> pid_t {
        let shell = try tmux.panePID()
        let children = ProcessRunner.childProcesses(of: shell)
        return try #require(children.first { ProcessRunner.commandName(of: $0) == "dent" },
                            "no dent among the children \(children) of the pane's shell \(shell)")
    }

    /// `stty -g` before dent started and after it ended (nil until recorded).
    var ttyBefore: String? { contents(".run/before") }
    var ttyAfter: String? { contents(".run/after") }

    /// What dent wrote to standard error, with `capturingErrors`.
    var errors: String? { contents(".run/stderr") }

    /// The bytes of `name` as text; nil when it does not exist.
    func contents(_ name: String) -> String? { directory.readText(name) }
}

/// The status line of `screen` (second row from the bottom).
func statusLine(_ screen: [String]) -> String {
    screen.count >= 2 ? screen[screen.count - 2] : ""
}

/// Bytes shown with escapes, for readable expectation failures.
func visible(_ text: String?) -> String {
    guard let text else { return "<missing>" }
    return text.unicodeScalars.map { scalar in
        switch scalar {
        case "\n": return "\\n"
        case "\t": return "\\t"
        case "\r": return "\\r"
        default: return String(scalar)
        }
    }.joined()
}
