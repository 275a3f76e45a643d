import Glibc
import Synchronization

/// The write end of the self-pipe. A C signal handler cannot capture context, so this is one of
/// the three globals docs/ARCHITECTURE.md lists; it is set before any handler is installed.
private let signalPipeWriteFD = Atomic<Int32>(-1)

/// Signals delivered into the run loop as bytes on a pipe: the handler only writes the signal
/// number, and the loop polls the read end beside the terminal.
public final class SignalPipe {
    public let readFD: Int32
    private let writeFD: Int32

    /// The signals the loop handles: resize, and the ones that end the session.
    public static let handled: [Int32] = [SIGWINCH, SIGTERM, SIGHUP, SIGINT, SIGQUIT]

    public init() throws(TerminalError) {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw .system("cannot create signal pipe") }
        for fd in fds {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
        readFD = fds[0]
        writeFD = fds[1]
        signalPipeWriteFD.store(writeFD, ordering: .sequentiallyConsistent)
        // Children spawned by test threads may inherit a mask that blocks these signals.
        var mask = sigset_t()
        sigemptyset(&mask)
        for signal in SignalPipe.handled { sigaddset(&mask, signal) }
        pthread_sigmask(SIG_UNBLOCK, &mask, nil)
        for signal in SignalPipe.handled { SignalPipe.install(signal) }
        // A file-size limit (`ulimit -f`) must become an EFBIG error, not a kill mid-save:
        // SIGXFSZ's default action ends the process (docs/SAFETY.md).
        _ = Glibc.signal(SIGXFSZ, SIG_IGN)
    }

    private static func install(_ signal: Int32) {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { signo in
            let saved = errno
            var byte = UInt8(truncatingIfNeeded: signo)
            _ = write(signalPipeWriteFD.load(ordering: .relaxed), &byte, 1)
            errno = saved
        }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(signal, &action, nil)
    }

    /// What the loop reads among the signals when another thread wakes it (`Waker`): no signal
    /// has the number 0.
    public static let wakeUp: Int32 = 0

    /// Wakes the run loop from another thread, through a duplicate of the pipe's write end
    /// that it owns, so it stays valid after the loop is gone.
    public final class Waker: Sendable {
        private let fd: Int32

        fileprivate init(fd: Int32) { self.fd = fd }

        /// Puts `wakeUp` in the pipe. A loop that has ended (read end closed) is not an error:
        /// EPIPE is returned to a thread that blocks SIGPIPE.
        public func wake() {
            var byte = UInt8(SignalPipe.wakeUp)
            _ = write(fd, &byte, 1)
        }

        deinit { close(fd) }
    }

    /// A waker for another thread; nil when no descriptor is left to duplicate.
    public func waker() -> Waker? {
        let fd = fcntl(writeFD, F_DUPFD_CLOEXEC, 0)
        return fd >= 0 ? Waker(fd: fd) : nil
    }

    /// The signals that arrived since the last call, in order.
    public func drain() -> [Int32] {
        var buffer = [UInt8](repeating: 0, count: 64)
        var signals: [Int32] = []
        while true {
            let n = buffer.withUnsafeMutableBytes { read(readFD, $0.baseAddress, 64) }
            guard n > 0 else { break }
            signals += buffer[0..<n].map { Int32($0) }
        }
        return signals
    }

    deinit {
        signalPipeWriteFD.store(-1, ordering: .sequentiallyConsistent)
        for signal in SignalPipe.handled { _ = Glibc.signal(signal, SIG_DFL) }
        close(readFD)
        close(writeFD)
    }
}
