import Glibc
import Synchronization

/// How a child process ended and what it wrote.
public struct ProcessResult: Sendable, CustomStringConvertible {
    /// The way the process ended, as `waitpid` reported it.
    public enum Termination: Sendable, Equatable {
        case exited(Int32)
        case signaled(Int32)

        /// The ending a `waitpid` status describes.
        init(waitStatus status: Int32) {
            self = (status & 0x7f) == 0 ? .exited((status >> 8) & 0xff) : .signaled(status & 0x7f)
        }
    }

    public let command: [String]
    public let termination: Termination
    public let standardOutput: [UInt8]
    public let standardError: [UInt8]

    /// The exit status, or nil when a signal killed the process.
    public var exitStatus: Int32? {
        if case .exited(let status) = termination { return status }
        return nil
    }

    /// The signal that killed the process, or nil when it exited.
    public var signal: Int32? {
        if case .signaled(let signal) = termination { return signal }
        return nil
    }

    /// Standard output decoded as UTF-8 (invalid bytes become U+FFFD).
    public var stdout: String { String(decoding: standardOutput, as: UTF8.self) }

    /// Standard error decoded as UTF-8 (invalid bytes become U+FFFD).
    public var stderr: String { String(decoding: standardError, as: UTF8.self) }

    public var description: String {
        let how: String
        switch termination {
        case .exited(let status): how = "exit status \(status)"
        case .signaled(let signal): how = "killed by signal \(signal)"
        }
        return "\(command.joined(separator: " ")): \(how)\n--- stdout ---\n\(stdout)\n--- stderr ---\n\(stderr)"
    }
}

/// A failure to start, watch or finish a child process.
public struct ProcessError: Error, CustomStringConvertible {
    public let description: String

    public init(_ description: String) { self.description = description }

    static func systemCall(_ name: String, _ code: Int32, _ command: [String]) -> ProcessError {
        ProcessError("\(name) failed for `\(command.joined(separator: " "))`: \(String(cString: strerror(code)))")
    }
}

/// Runs a command with `posix_spawn` and collects its output.
///
/// Not `Foundation.Process`: its `waitUntilExit()` never returns when the command daemonizes
/// (tmux forks a server that inherits Process's internal socket). Here the child gets only
/// fds 0, 1 and 2 (`posix_spawn_file_actions_addclosefrom_np`), an empty signal mask and
/// default dispositions, and the parent stops reading once `waitpid` reports the child gone,
/// so a grandchild that keeps a pipe open cannot hang the caller.
public enum ProcessRunner {
    /// Runs `executable` (searched in `PATH` when it has no `/`) with `arguments`.
    ///
    /// - Parameters:
    ///   - stdin: bytes fed to standard input, which is then closed; nil gives `/dev/null`.
    ///   - environment: changes to the inherited environment; a nil value removes the variable.
    ///   - timeout: the child is killed with SIGKILL and `ProcessError` thrown after this long.
    public static func run(
        _ executable: String,
        _ arguments: [String] = [],
        stdin: [UInt8]? = nil,
        environment: [String: String?] = [:],
        timeout: Duration = .seconds(30)
    ) throws(ProcessError) -> ProcessResult {
        let command = [executable] + arguments
        let child = try spawn(command, stdin: stdin != nil, environment: environment)
        return try collect(child, command: command, stdin: stdin ?? [], timeout: timeout)
    }

    /// The environment of this process with `changes` applied, as `NAME=value` strings.
    public static func environment(applying changes: [String: String?]) -> [String] {
        var result: [String] = []
        var index = 0
        while let entry = environ[index] {
            let text = String(cString: entry)
            let name = String(text.prefix { $0 != "=" })
            if changes[name] == nil { result.append(text) }
            index += 1
        }
        for (name, value) in changes.sorted(by: { $0.key < $1.key }) {
            if let value { result.append("\(name)=\(value)") }
        }
        return result
    }

    /// The full path of `name` found in `PATH`, or nil.
    public static func findInPath(_ name: String) -> String? {
        let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/\(name)"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }

    // MARK: - Spawning

    struct Child {
        let pid: pid_t
        let output: Int32
        let error: Int32
        let input: Int32?
    }

    /// Serializes pipe creation and spawning in this process: a pipe made by one test must be
    /// close-on-exec before any other test's child can inherit it (`pipe2` is hidden by Glibc).
    private static let spawnLock = Mutex<Void>(())

    private typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32

    /// glibc 2.34+ `posix_spawn_file_actions_addclosefrom_np`, which `import Glibc` hides.
    private static func addCloseFrom(_ actions: inout posix_spawn_file_actions_t, _ lowest: Int32) {
        guard let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") else { return }
        _ = unsafeBitCast(symbol, to: AddCloseFrom.self)(&actions, lowest)
    }

    private static func makePipe(_ command: [String]) throws(ProcessError) -> (read: Int32, write: Int32) {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { throw .systemCall("pipe", errno, command) }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        return (fds[0], fds[1])
    }

    static func spawn(_ command: [String], stdin: Bool, environment: [String: String?]) throws(ProcessError) -> Child {
        let envp = Self.environment(applying: environment)
        let result: Result<Child, ProcessError> = spawnLock.withLock { _ in
            do throws(ProcessError) {
                return .success(try spawnLocked(command, stdin: stdin, envp: envp))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    private static func spawnLocked(_ command: [String], stdin: Bool, envp: [String]) throws(ProcessError) -> Child {
        let output = try makePipe(command)
        let error = try makePipe(command)
        let input = stdin ? try makePipe(command) : nil

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let input {
            posix_spawn_file_actions_adddup2(&actions, input.read, 0)
        } else {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        }
        posix_spawn_file_actions_adddup2(&actions, output.write, 1)
        posix_spawn_file_actions_adddup2(&actions, error.write, 2)
        addCloseFrom(&actions, 3)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // Test threads may block signals (HUP, TERM, WINCH...); children start clean.
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigmask(&attributes, &empty)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGHUP, SIGINT, SIGQUIT, SIGPIPE, SIGALRM, SIGTERM, SIGUSR1, SIGUSR2,
                       SIGCHLD, SIGTSTP, SIGTTIN, SIGTTOU, SIGWINCH, SIGXFSZ] {
            sigaddset(&defaults, signal)
        }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        var pid: pid_t = 0
        let status = withCStrings(command) { argv in
            withCStrings(envp) { env in
                posix_spawnp(&pid, command[0], &actions, &attributes, argv, env)
            }
        }
        close(output.write)
        close(error.write)
        if let input { close(input.read) }
        guard status == 0 else {
            close(output.read)
            close(error.read)
            if let input { close(input.write) }
            throw .systemCall("posix_spawnp", status, command)
        }
        return Child(pid: pid, output: output.read, error: error.read, input: input?.write)
    }


    // MARK: - Collecting

    /// Reads both output pipes and feeds stdin while the child runs, so none of them blocks.
    private static func collect(_ child: Child, command: [String], stdin: [UInt8], timeout: Duration) throws(ProcessError) -> ProcessResult {
        var output: [UInt8] = []
        var error: [UInt8] = []
        var outputOpen = true
        var errorOpen = true
        var input = child.input
        var written = 0
        for fd in [child.output, child.error] + (input.map { [$0] } ?? []) {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        }
        defer {
            close(child.output)
            close(child.error)
            if let input { close(input) }
        }
        if input != nil && stdin.isEmpty, let fd = input {
            close(fd)
            input = nil
        }
        let deadline = ContinuousClock.now + timeout
        var status: Int32 = 0
        while true {
            var fds: [pollfd] = []
            if outputOpen { fds.append(pollfd(fd: child.output, events: Int16(POLLIN), revents: 0)) }
            if errorOpen { fds.append(pollfd(fd: child.error, events: Int16(POLLIN), revents: 0)) }
            if let fd = input { fds.append(pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)) }
            _ = poll(&fds, nfds_t(fds.count), fds.isEmpty ? 1 : 20)

            if outputOpen { outputOpen = drain(child.output, into: &output) }
            if errorOpen { errorOpen = drain(child.error, into: &error) }
            if let fd = input {
                let (count, code) = stdin.withUnsafeBytes { writeWithoutSigpipe(fd, $0.baseAddress.map { $0 + written }, stdin.count - written) }
                if count > 0 { written += count }
                if written == stdin.count || (count < 0 && code != EAGAIN && code != EINTR) {
                    close(fd)
                    input = nil
                }
            }

            let reaped = waitpid(child.pid, &status, WNOHANG)
            if reaped == child.pid {
                // Everything the child wrote is in the pipes now; a grandchild may hold them open.
                if outputOpen { _ = drain(child.output, into: &output) }
                if errorOpen { _ = drain(child.error, into: &error) }
                break
            }
            if reaped < 0 && errno != EINTR { throw .systemCall("waitpid", errno, command) }
            if ContinuousClock.now > deadline {
                Glibc.kill(child.pid, SIGKILL)
                _ = waitpid(child.pid, &status, 0)
                throw ProcessError("`\(command.joined(separator: " "))` did not finish within \(timeout); "
                    + "stdout so far: \(String(decoding: output, as: UTF8.self)) stderr so far: \(String(decoding: error, as: UTF8.self))")
            }
        }
        return ProcessResult(command: command, termination: .init(waitStatus: status), standardOutput: output, standardError: error)
    }

    /// Writes with SIGPIPE blocked in this thread, so a child that closed its stdin cannot kill
    /// the test process; a SIGPIPE left pending by the write is consumed. Returns the count and errno.
    static func writeWithoutSigpipe(_ fd: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> (Int, Int32) {
        var pipeSet = sigset_t()
        sigemptyset(&pipeSet)
        sigaddset(&pipeSet, SIGPIPE)
        var previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &pipeSet, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        let written = write(fd, bytes, count)
        let code = errno
        if written < 0 && code == EPIPE {
            var pending = sigset_t()
            sigpending(&pending)
            if sigismember(&pending, SIGPIPE) == 1 {
                var zero = timespec(tv_sec: 0, tv_nsec: 0)
                _ = sigtimedwait(&pipeSet, nil, &zero)
            }
        }
        return (written, code)
    }

    /// Reads what is available on the non-blocking `fd`; returns false at end of file.
    static func drain(_ fd: Int32, into bytes: inout [UInt8]) -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count > 0 {
                bytes.append(contentsOf: chunk[0..<count])
            } else if count == 0 {
                return false
            } else {
                return errno == EAGAIN || errno == EINTR
            }
        }
    }
}

// MARK: - Process tree

extension ProcessRunner {
    /// The direct children of `pid`, from `/proc/PID/task/*/children`, falling back to `pgrep -P`.
    public static func childProcesses(of pid: pid_t) -> [pid_t] {
        var children: [pid_t] = []
        var foundProcFile = false
        if let directory = opendir("/proc/\(pid)/task") {
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                guard let task = Int32(name) else { continue }
                guard let text = readText("/proc/\(pid)/task/\(task)/children") else { continue }
                foundProcFile = true
                children += text.split(separator: " ").compactMap { pid_t($0.trimmingWhitespace) }
            }
        }
        if !foundProcFile, let result = try? run("pgrep", ["-P", String(pid)]) {
            children = result.stdout.split(separator: "\n").compactMap { pid_t($0.trimmingWhitespace) }
        }
        return children
    }

    /// The command name of `pid` (`/proc/PID/comm`), or nil when it is gone.
    public static func commandName(of pid: pid_t) -> String? {
        readText("/proc/\(pid)/comm").map { String($0.trimmingWhitespace) }
    }

    private static func readText(_ path: String) -> String? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count > 0 { bytes.append(contentsOf: chunk[0..<count]) } else { break }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension Substring {
    fileprivate var trimmingWhitespace: Substring {
        var text = self
        while let first = text.first, first.isWhitespace { text = text.dropFirst() }
        while let last = text.last, last.isWhitespace { text = text.dropLast() }
        return text
    }
}

extension String {
    fileprivate var trimmingWhitespace: Substring { self[...].trimmingWhitespace }
}
