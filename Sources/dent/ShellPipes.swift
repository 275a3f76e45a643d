import Glibc

/// dent's ends of a running command's pipes, for one thread's `poll` loop: what is still open,
/// what is ready, and what came out so far.
struct Pipes {
    private var input: Int32
    private var output: Int32
    private var errors: Int32
    private var ready: [pollfd] = []
    private(set) var outputBytes: [UInt8] = []
    private(set) var errorBytes: [UInt8] = []

    init(process: ShellProcess) {
        (input, output, errors) = (process.input, process.output, process.errors)
    }

    /// True until the command's stdout and stderr are both closed (it and whatever it started
    /// are done writing), or dent gave up on them.
    var isOpen: Bool { output >= 0 || errors >= 0 }

    var inputReady: Bool { input >= 0 && ready.contains { $0.fd == input && $0.revents & Int16(POLLOUT | POLLERR | POLLHUP) != 0 } }

    /// Waits until a pipe is ready, or `milliseconds` pass (so a stop is noticed).
    mutating func wait(milliseconds: Int32) {
        var fds = [(input, Int16(POLLOUT)), (output, Int16(POLLIN)), (errors, Int16(POLLIN))]
            .filter { $0.0 >= 0 }.map { pollfd(fd: $0.0, events: $0.1, revents: 0) }
        let count = poll(&fds, nfds_t(fds.count), milliseconds)
        ready = count > 0 ? fds.filter { $0.revents != 0 } : []
    }

    /// Reads what stdout and stderr hold now; a pipe at its end is closed.
    mutating func readAvailable() {
        Pipes.drain(&output, into: &outputBytes)
        Pipes.drain(&errors, into: &errorBytes)
    }

    private static func drain(_ fd: inout Int32, into bytes: inout [UInt8]) {
        guard fd >= 0, !ChildPipes.readAvailable(fd, { bytes += $0; return true }) else { return }
        close(fd)
        fd = -1
    }

    /// Writes what is left of `bytes` after `written` when the command's stdin is ready for it;
    /// closes stdin once all is written, or when the command reads no more (EPIPE: its business).
    mutating func feed(_ bytes: [UInt8], written: inout Int) {
        guard inputReady else { return }
        let count = bytes.withUnsafeBytes { Glibc.write(input, $0.baseAddress.map { $0 + written }, bytes.count - written) }
        if count > 0 { written += count }
        if count < 0 && errno != EAGAIN && errno != EINTR || written == bytes.count { closeInput() }
    }

    mutating func closeInput() {
        if input >= 0 { close(input) }
        input = -1
    }

    mutating func closeAll() {
        closeInput()
        for fd in [output, errors] where fd >= 0 { close(fd) }
        (output, errors) = (-1, -1)
    }
}
