import Glibc

/// A failed tmux command, or a condition on the screen that did not come true in time.
public struct TmuxError: Error, CustomStringConvertible {
    public let description: String

    public init(_ description: String) { self.description = description }
}

/// A program running in a pane of a private tmux server, driven like a person would.
///
/// Every instance starts its own server on a socket in its own temporary directory
/// (`tmux -S DIR/sock -f /dev/null`), so tests can run in parallel and never see the user's
/// tmux or configuration. `remain-on-exit` is on, so the last screen of a program that exited
/// can still be captured. The server is killed and the directory removed by `kill()` or deinit.
///
/// Nothing here sleeps to synchronise: `waitFor` polls the screen until a condition holds and
/// fails with the last screen when its deadline passes.
public final class TmuxSession {
    /// The default deadline for `waitFor` and `waitForExit`: generous for slow CI machines.
    public static let defaultTimeout: Duration = .seconds(10)

    /// The private directory holding the server's socket.
    public let directory: String
    /// The server's socket (`-S`).
    public let socket: String
    /// The tmux binary.
    public let tmuxPath: String
    /// The command running in the pane.
    public let command: [String]
    /// The target of pane commands (the session's only pane).
    public let target = "dent-test"

    private var killed = false
    private let scratch: ScratchDirectory

    /// Starts `command` (executed directly when it has several words, through `sh -c` when it
    /// has one) in a detached `columns`×`rows` session.
    ///
    /// - Parameters:
    ///   - workingDirectory: the pane's current directory (`new-session -c`).
    ///   - environment: changes to the environment the server (and so the pane) inherits; a nil
    ///     value removes a variable. `TMUX` is always removed and `LANG`/`LC_ALL` default to
    ///     C.UTF-8 so that text goes through as UTF-8.
    public init(
        command: [String],
        columns: Int = 80,
        rows: Int = 24,
        workingDirectory: String? = nil,
        environment: [String: String?] = [:]
    ) throws {
        tmuxPath = try TestExecutables.tmux()
        scratch = try ScratchDirectory(prefix: "dent-tmux")
        directory = scratch.path
        socket = scratch.file("sock")
        self.command = command
        var changes: [String: String?] = ["TMUX": nil, "TMUX_PANE": nil, "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"]
        changes.merge(environment) { _, new in new }
        var arguments = [
            // The option first, in the same command list, so it holds before the program can exit.
            "set-option", "-g", "remain-on-exit", "on", ";",
            "new-session", "-d", "-s", target, "-x", String(columns), "-y", String(rows),
        ]
        if let workingDirectory { arguments += ["-c", workingDirectory] }
        arguments += ["--"] + command
        let result = try ProcessRunner.run(tmuxPath, ["-S", socket, "-f", "/dev/null"] + arguments, environment: changes)
        guard result.exitStatus == 0 else {
            throw TmuxError("could not start tmux: \(result)")
        }
    }

    deinit { kill() }

    // MARK: - Commands

    /// Runs `tmux -S SOCKET ARGUMENTS...` and returns its result; throws when tmux fails.
    @discardableResult
    public func tmux(_ arguments: [String]) throws -> ProcessResult {
        let result = try ProcessRunner.run(tmuxPath, ["-S", socket] + arguments, timeout: .seconds(20))
        guard result.exitStatus == 0 else { throw TmuxError("tmux command failed: \(result)") }
        return result
    }

    /// Sends tmux key names (`Tab`, `BTab`, `C-s`, `Escape`, `Enter`, `F1`, `Down`...), in order.
    public func sendKeys(_ keys: String...) throws {
        try sendKeys(keys)
    }

    /// Sends tmux key names, in order.
    public func sendKeys(_ keys: [String]) throws {
        guard !keys.isEmpty else { return }
        try tmux(["send-keys", "-t", target] + keys)
    }

    /// Types `text` literally (`send-keys -l`), as if each character were a key.
    /// tmux takes an argument's last `;` for a command separator: it is sent escaped (`\;`).
    public func sendText(_ text: String) throws {
        guard !text.isEmpty else { return }
        try tmux(["send-keys", "-t", target, "-l", "--", text.hasSuffix(";") ? String(text.dropLast()) + "\\;" : text])
    }

    /// Pastes `text` as a terminal would: bracketed when the program asked for it
    /// (`paste-buffer -p`); tmux turns LF into CR, as real terminals do.
    public func paste(_ text: String) throws {
        try tmux(["set-buffer", "-b", "dent-test-paste", "--", text])
        try tmux(["paste-buffer", "-p", "-d", "-b", "dent-test-paste", "-t", target])
    }

    /// The visible screen, one string per row, trailing blanks removed (`capture-pane -p`).
    public func capture() throws -> [String] {
        let text = try tmux(["capture-pane", "-p", "-t", target]).stdout
        var rows = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if rows.last == "" { rows.removeLast() }
        return rows
    }

    /// Expands a tmux format for the pane (`display-message -p`), e.g. `#{alternate_on}`,
    /// `#{pane_pid}`, `#{pane_dead}`, `#{cursor_x}`.
    public func display(_ format: String) throws -> String {
        var value = try tmux(["display-message", "-p", "-t", target, format]).stdout
        while value.last == "\n" { value.removeLast() }
        return value
    }

    /// Resizes the window (and so the pane) to `columns`×`rows`; the program gets SIGWINCH.
    public func resize(columns: Int, rows: Int) throws {
        try tmux(["resize-window", "-t", target, "-x", String(columns), "-y", String(rows)])
    }

    /// Writes `bytes` to the pane's terminal (`#{pane_tty}`) as if the pane's program had
    /// written them: tmux draws them. For checking a model of a terminal against tmux.
    public func writeToPane(_ bytes: [UInt8]) throws {
        let path = try display("#{pane_tty}")
        let fd = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { throw TmuxError("cannot open the pane's terminal \(path)") }
        defer { close(fd) }
        var written = 0
        while written < bytes.count {
            let n = bytes[written...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { throw TmuxError("cannot write to the pane's terminal \(path)") }
            written += n
        }
    }

    /// The pid of the pane's process (the command given to `init`).
    public func panePID() throws -> pid_t {
        let text = try display("#{pane_pid}")
        guard let pid = pid_t(text) else { throw TmuxError("unexpected #{pane_pid}: \(text)") }
        return pid
    }

    // MARK: - Waiting

    /// Polls the screen until `predicate` holds and returns that screen; throws with the last
    /// screen when `timeout` passes.
    @discardableResult
    public func waitFor(
        timeout: Duration = TmuxSession.defaultTimeout,
        _ what: String = "the expected screen",
        file: StaticString = #fileID, line: UInt = #line,
        _ predicate: ([String]) throws -> Bool
    ) throws -> [String] {
        let deadline = ContinuousClock.now + timeout
        while true {
            let screen = try capture()
            if try predicate(screen) { return screen }
            if ContinuousClock.now > deadline {
                throw TmuxError("\(file):\(line): timed out after \(timeout) waiting for \(what); last screen:\n"
                    + Self.framed(screen))
            }
            Self.pause()
        }
    }

    /// Polls until some row of the screen contains `text`; returns that screen.
    @discardableResult
    public func waitFor(
        text: String,
        timeout: Duration = TmuxSession.defaultTimeout,
        file: StaticString = #fileID, line: UInt = #line
    ) throws -> [String] {
        try waitFor(timeout: timeout, "text \"\(text)\"", file: file, line: line) { screen in
            screen.contains { $0.contains(text) }
        }
    }

    /// Polls until the pane's program has exited (`#{pane_dead}`); returns how it ended when
    /// tmux knows (`#{pane_dead_status}` / `#{pane_dead_signal}`), else nil.
    ///
    /// tmux 3.3a marks a pane dead when its pty closes, which can come before it reaps the
    /// child; measured here, about a third of exits then never get a status at all (the child
    /// stays a zombie). A test that needs the exit status should run the program under
    /// `sh -c 'PROGRAM; echo $? > FILE'` and read the file instead.
    @discardableResult
    public func waitForExit(
        timeout: Duration = TmuxSession.defaultTimeout,
        file: StaticString = #fileID, line: UInt = #line
    ) throws -> ProcessResult.Termination? {
        let deadline = ContinuousClock.now + timeout
        while true {
            let state = try display("#{pane_dead}|#{pane_dead_status}|#{pane_dead_signal}")
                .split(separator: "|", omittingEmptySubsequences: false)
            if state.first == "1" {
                if state.count == 3, let status = Int32(state[1]) { return .exited(status) }
                if state.count == 3, let signal = Int32(state[2]) { return .signaled(signal) }
                return nil
            }
            if ContinuousClock.now > deadline {
                let screen = (try? capture()) ?? []
                throw TmuxError("\(file):\(line): timed out after \(timeout) waiting for `\(command.joined(separator: " "))` to exit; last screen:\n"
                    + Self.framed(screen))
            }
            Self.pause()
        }
    }

    /// Whether the pane's program is still running.
    public var isAlive: Bool { (try? display("#{pane_dead}")) == "0" }

    /// `screen` with row numbers and a right margin, for failure messages.
    public static func framed(_ screen: [String]) -> String {
        screen.enumerated().map { index, row in
            (index < 10 ? " \(index)" : "\(index)") + "|" + row + "|"
        }.joined(separator: "\n")
    }

    /// The interval between two polls: a short pause, never relied upon for ordering.
    private static func pause() {
        var interval = timespec(tv_sec: 0, tv_nsec: 10_000_000)
        _ = nanosleep(&interval, nil)
    }

    // MARK: - Ending

    /// Kills the server (the pane's program gets SIGHUP) and removes the directory. Idempotent.
    public func kill() {
        guard !killed else { return }
        killed = true
        _ = try? ProcessRunner.run(tmuxPath, ["-S", socket, "kill-server"], timeout: .seconds(10))
        scratch.remove()
    }
}
