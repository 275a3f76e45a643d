import CMemfd
import Glibc

/// What a crash handler needs: the tty, its saved settings and the pre-built bytes that leave
/// the alternate screen and the modes dent turned on; where standard error really goes and the
/// memory file that holds what was written to it meanwhile; and the rescue to run once the
/// terminal is back. One of the three globals docs/ARCHITECTURE.md lists, beside the self-pipe's
/// fd: a handler for SIGSEGV cannot capture context.
nonisolated(unsafe) private var crashRestore: UnsafeMutablePointer<CrashRestore>?

private struct CrashRestore {
    var fd: Int32
    var settings: termios
    var bytes: UnsafeMutableBufferPointer<UInt8>
    /// The real standard error (a duplicate), or -1 when it is not held back.
    var stderr: Int32
    /// Where standard error goes during the session (a memory file), or -1.
    var held: Int32
    /// For copying `held` out: plain memory, since the handler allocates nothing.
    var scratch: UnsafeMutableBufferPointer<UInt8>
    var rescue: CrashGuard.Rescue?
}

/// Restores the terminal when dent crashes (a Swift trap raises SIGILL or SIGTRAP; Swift's own
/// crash reporter would otherwise print into the raw screen and wait 30 s), shows the crash's
/// message, runs the rescue of unsaved text, then lets the signal kill the process as it would
/// have.
///
/// Swift prints a trap's message ("Fatal error: …") to standard error before the signal, that
/// is on the alternate screen, which the restore then leaves: the message would be erased.
/// So while armed, standard error goes to a memory file (`memfd_create`), copied to the real
/// standard error after the terminal is restored, by the crash handler or by `disarm`.
public enum CrashGuard {
    public static let fatalSignals: [Int32] = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT, SIGFPE]

    /// A function the handler calls with `context` once the terminal is restored and standard
    /// error is back: it must be async-signal-safe (the crash rescue, `CrashRescue.handler`).
    public struct Rescue {
        public var function: @convention(c) (UnsafeMutableRawPointer?) -> Void
        public var context: UnsafeMutableRawPointer?

        public init(function: @convention(c) (UnsafeMutableRawPointer?) -> Void, context: UnsafeMutableRawPointer?) {
            self.function = function
            self.context = context
        }
    }

    /// Arms the handlers; call once raw mode and the screen modes are set up.
    public static func arm(fd: Int32, settings: termios, restoreBytes: [UInt8], rescue: Rescue? = nil) {
        var (stderr, held) = (Int32(-1), Int32(-1))
        let memory = dent_memfd("dent-stderr")
        if memory >= 0 {
            stderr = fcntl(STDERR_FILENO, F_DUPFD_CLOEXEC, 3)
            if stderr >= 0 && dup2(memory, STDERR_FILENO) >= 0 {
                held = memory
            } else {
                if stderr >= 0 { close(stderr) }
                close(memory)
                stderr = -1
            }
        }
        let scratch = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 4096)
        publish(CrashRestore(fd: fd, settings: settings, bytes: copy(restoreBytes), stderr: stderr, held: held,
                             scratch: scratch, rescue: rescue))
        for signal in fatalSignals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { signo in
                if let state = crashRestore {
                    _ = write(state.pointee.fd, state.pointee.bytes.baseAddress, state.pointee.bytes.count)
                    _ = tcsetattr(state.pointee.fd, TCSANOW, &state.pointee.settings)
                    CrashGuard.releaseStandardError(state)
                    if let rescue = state.pointee.rescue { rescue.function(rescue.context) }
                }
                _ = Glibc.signal(signo, SIG_DFL)
                _ = raise(signo)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = Int32(bitPattern: UInt32(SA_RESETHAND))
            sigaction(signal, &action, nil)
        }
    }

    /// Replaces the bytes a crash writes, when the session switched a mode on or off. The old
    /// state is left allocated: a handler running right now may still be reading it.
    public static func update(restoreBytes: [UInt8]) {
        guard let old = crashRestore else { return }
        var state = old.pointee
        state.bytes = copy(restoreBytes)
        publish(state)
    }

    /// Disarms the handlers after a normal restore, and gives standard error back with what
    /// was written to it meanwhile.
    public static func disarm() {
        for signal in fatalSignals { _ = Glibc.signal(signal, SIG_DFL) }
        guard let state = crashRestore else { return }
        releaseStandardError(state)
        crashRestore = nil
    }

    /// Points standard error at the real one again and copies what the memory file holds to it
    /// (async-signal-safe: dup2, lseek, read, write, close). Does nothing the second time.
    fileprivate static func releaseStandardError(_ state: UnsafeMutablePointer<CrashRestore>) {
        let (stderr, held) = (state.pointee.stderr, state.pointee.held)
        guard stderr >= 0, held >= 0 else { return }
        state.pointee.held = -1
        _ = dup2(stderr, STDERR_FILENO)
        close(stderr)
        let scratch = state.pointee.scratch
        if lseek(held, 0, SEEK_SET) == 0, let base = scratch.baseAddress {
            while true {
                let n = read(held, base, scratch.count)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { break }
                var written = 0
                while written < n {
                    let w = write(STDERR_FILENO, base + written, n - written)
                    if w < 0 && errno == EINTR { continue }
                    if w <= 0 { break }
                    written += w
                }
                if written < n { break }
            }
        }
        close(held)
    }

    private static func copy(_ bytes: [UInt8]) -> UnsafeMutableBufferPointer<UInt8> {
        let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
        _ = copy.initialize(from: bytes)
        return copy
    }

    private static func publish(_ value: CrashRestore) {
        let state = UnsafeMutablePointer<CrashRestore>.allocate(capacity: 1)
        state.initialize(to: value)
        crashRestore = state
    }
}
