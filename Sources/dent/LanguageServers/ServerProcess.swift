import CSpawn
import DentText
import Glibc

/// A language server's process (issue 54): started by `dent_spawn_server` in a session and
/// process group of its own (pgid = pid), 10 nicer than dent, killed by the kernel when dent's
/// run loop thread ends however it ends; its stdin, stdout and stderr on pipes whose other
/// ends only dent holds, close-on-exec and non-blocking.
struct ServerProcess {
    let pid: pid_t
    /// dent's ends: what the server reads, what it writes, what it logs.
    let input: Int32
    let output: Int32
    let errors: Int32

    /// Niceness added to the server's: a busy server never slows typing.
    static let niceness: Int32 = 10

    /// Starts the program `words[0]` (found on PATH when it has no `/`) with the rest as its
    /// arguments, from the run loop's thread (the parent-death signal follows the thread that
    /// started it); why it could not be started otherwise.
    static func start(_ words: [String]) -> Result<ServerProcess, ShellError> {
        guard let program = words.first, !program.isEmpty else { return .failure(ShellError("no command given")) }
        var ends: [(read: Int32, write: Int32)] = []
        defer { for pair in ends { close(pair.read); close(pair.write) } }
        for _ in 0..<3 {
            var fds: [Int32] = [-1, -1]
            guard dent_spawn_pipe(&fds) == 0 else { return .failure(ShellError("no pipe: \(String(cString: strerror(errno)))")) }
            ends.append((fds[0], fds[1]))
        }
        let arguments: [UnsafeMutablePointer<CChar>?] = words.map { PathBytes.withCString($0) { strdup($0) } } + [nil]
        defer { for argument in arguments { free(argument) } }
        var pid: pid_t = 0
        let status = dent_spawn_server(&pid, arguments[0], arguments, ends[0].read, ends[1].write, ends[2].write, niceness)
        guard status == 0 else { return .failure(ShellError("\(program): \(String(cString: strerror(status)))")) }
        let process = ServerProcess(pid: pid, input: ends[0].write, output: ends[1].read, errors: ends[2].read)
        // Kept: dent's ends. The server's ends close with the defer.
        ends = [(ends[0].read, -1), (-1, ends[1].write), (-1, ends[2].write)]
        for fd in [process.input, process.output, process.errors] { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
        return .success(process)
    }

    /// Sends `signal` to the server and everything it started (its process group). Only
    /// before it is reaped: a reaped pid may be another process's.
    func signalGroup(_ signal: Int32) { _ = kill(-pid, signal) }

    /// Closes dent's ends of the pipes.
    func closePipes() {
        for fd in [input, output, errors] { close(fd) }
    }
}
