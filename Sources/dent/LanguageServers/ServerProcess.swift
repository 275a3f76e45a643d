import CSpawn
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
        let pipes: ChildPipes
        switch ChildPipes.make() {
        case .success(let made): pipes = made
        case .failure(let why): return .failure(why)
        }
        var pid: pid_t = 0
        let status = withArgumentVector(words) {
            dent_spawn_server(&pid, $0[0], $0, pipes.child.input, pipes.child.output, pipes.child.errors, niceness)
        }
        guard status == 0 else {
            pipes.closeAll()
            return .failure(ShellError("\(program): \(String(cString: strerror(status)))"))
        }
        let kept = pipes.handOver()
        return .success(ServerProcess(pid: pid, input: kept.input, output: kept.output, errors: kept.errors))
    }

    /// Sends `signal` to the server and everything it started (its process group). Only
    /// before it is reaped: a reaped pid may be another process's.
    func signalGroup(_ signal: Int32) { _ = kill(-pid, signal) }

    /// Closes dent's ends of the pipes.
    func closePipes() {
        for fd in [input, output, errors] { close(fd) }
    }
}
