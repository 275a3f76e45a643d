import Glibc

/// A child process a test talks with through pipes, turn by turn, as a language server client
/// does: bytes go to its standard input when the test chooses, its output is read as it comes
/// (waiting on `poll`, up to a deadline, never a sleep), its standard error is kept. Spawned
/// like `ProcessRunner.run`'s children (fds 0-2 only, clean signal state); killed and reaped
/// on deinit if it still runs.
public final class PipedProcess {
    public let command: [String]
    public let pid: pid_t
    private var input: Int32?
    private var output: Int32?
    private var errorOutput: Int32?
    /// Output read while waiting for the end, given back by `read` first.
    private var unread: [UInt8] = []
    /// What the process wrote to its standard error so far.
    public private(set) var standardError: [UInt8] = []
    private var termination: ProcessResult.Termination?

    /// Starts `executable` (searched in `PATH` when it has no `/`) with `arguments`.
    public init(_ executable: String, _ arguments: [String] = [], environment: [String: String?] = [:]) throws(ProcessError) {
        command = [executable] + arguments
        let child = try ProcessRunner.spawn(command, stdin: true, environment: environment)
        pid = child.pid
        input = child.input
        output = child.output
        errorOutput = child.error
        for fd in [child.output, child.error] { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
    }

    deinit {
        if termination == nil {
            Glibc.kill(pid, SIGKILL)
            var status: Int32 = 0
            _ = waitpid(pid, &status, 0)
        }
        for fd in [input, output, errorOutput].compactMap({ $0 }) { close(fd) }
    }

    /// Writes all of `bytes` to its standard input; throws when it no longer reads it.
    public func write(_ bytes: [UInt8]) throws(ProcessError) {
        guard let input else { throw ProcessError("the input of `\(command.joined(separator: " "))` is closed") }
        var written = 0
        while written < bytes.count {
            let (count, code) = bytes.withUnsafeBytes { ProcessRunner.writeWithoutSigpipe(input, $0.baseAddress.map { $0 + written }, bytes.count - written) }
            if count < 0 && code == EINTR { continue }
            guard count > 0 else { throw .systemCall("write", code, command) }
            written += count
        }
    }

    /// Closes its standard input: it reads the end of its input.
    public func closeInput() {
        if let input { close(input) }
        input = nil
    }

    /// The next bytes of its standard output, as soon as there are some; nil at its end.
    /// Throws when nothing comes within `timeout`.
    public func read(timeout: Duration = .seconds(20)) throws(ProcessError) -> [UInt8]? {
        if !unread.isEmpty {
            defer { unread = [] }
            return unread
        }
        let deadline = ContinuousClock.now + timeout
        while let fd = output {
            var chunk: [UInt8] = []
            let open = ProcessRunner.drain(fd, into: &chunk)
            if !chunk.isEmpty { return chunk }
            if !open {
                close(fd)
                output = nil
                return nil
            }
            try pollOutputs(until: deadline, what: "output")
        }
        return nil
    }

    /// Sends `signal` to it.
    public func signal(_ signal: Int32) {
        Glibc.kill(pid, signal)
    }

    /// Waits until it has ended and returns how; its output meanwhile is kept for `read`.
    /// Throws when it still runs after `timeout`.
    public func wait(timeout: Duration = .seconds(20)) throws(ProcessError) -> ProcessResult.Termination {
        if let termination { return termination }
        let deadline = ContinuousClock.now + timeout
        while true {
            var status: Int32 = 0
            let reaped = waitpid(pid, &status, WNOHANG)
            // Everything it wrote is in the pipes once it is reaped (a child of its own may
            // still hold them open, so they are not read to their end).
            drainOutputs()
            if reaped == pid {
                let ended = ProcessResult.Termination(waitStatus: status)
                termination = ended
                return ended
            }
            if reaped < 0 && errno != EINTR { throw .systemCall("waitpid", errno, command) }
            // With both outputs at their end there is nothing to wake on but the exit itself.
            try pollOutputs(until: deadline, what: "exit", interval: output == nil && errorOutput == nil ? 10 : 50)
        }
    }

    /// Waits until an output has something (keeping what standard error says) or `interval`
    /// ms pass; throws past `deadline`.
    private func pollOutputs(until deadline: ContinuousClock.Instant, what: String, interval: Int32 = -1) throws(ProcessError) {
        let left = deadline - ContinuousClock.now
        guard left > .zero else {
            throw ProcessError("`\(command.joined(separator: " "))` gave no \(what) in time; stderr: \(String(decoding: standardError, as: UTF8.self))")
        }
        var fds = [output, errorOutput].compactMap { $0 }.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        let milliseconds = Int32(min(left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000 + 1, 60_000))
        _ = poll(&fds, nfds_t(fds.count), interval < 0 ? milliseconds : min(interval, milliseconds))
        drainError()
    }

    /// Reads what both outputs hold now: standard output for `read`, standard error kept.
    private func drainOutputs() {
        if let fd = output, !ProcessRunner.drain(fd, into: &unread) {
            close(fd)
            output = nil
        }
        drainError()
    }

    /// Keeps what standard error holds now.
    private func drainError() {
        if let fd = errorOutput, !ProcessRunner.drain(fd, into: &standardError) {
            close(fd)
            errorOutput = nil
        }
    }
}
