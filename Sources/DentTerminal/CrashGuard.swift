import Glibc

/// What a crash handler needs to give the terminal back: the tty, its saved settings and the
/// pre-built bytes that leave the alternate screen and the modes dent turned on. The second
/// documented global (DESIGN.md): a handler for SIGSEGV cannot capture context.
nonisolated(unsafe) private var crashRestore: UnsafeMutablePointer<CrashRestore>?

private struct CrashRestore {
    var fd: Int32
    var settings: termios
    var bytes: UnsafeMutableBufferPointer<UInt8>
}

/// Restores the terminal when dent crashes (a Swift trap raises SIGILL or SIGTRAP; Swift's own
/// crash reporter would otherwise print into the raw screen and wait 30 s), then lets the
/// signal kill the process as it would have.
public enum CrashGuard {
    public static let fatalSignals: [Int32] = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT, SIGFPE]

    /// Arms the handlers; call once raw mode and the screen modes are set up.
    public static func arm(fd: Int32, settings: termios, restoreBytes: [UInt8]) {
        let bytes = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: restoreBytes.count)
        _ = bytes.initialize(from: restoreBytes)
        let state = UnsafeMutablePointer<CrashRestore>.allocate(capacity: 1)
        state.initialize(to: CrashRestore(fd: fd, settings: settings, bytes: bytes))
        crashRestore = state
        for signal in fatalSignals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { signo in
                if let state = crashRestore {
                    _ = write(state.pointee.fd, state.pointee.bytes.baseAddress, state.pointee.bytes.count)
                    _ = tcsetattr(state.pointee.fd, TCSANOW, &state.pointee.settings)
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
        let bytes = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: restoreBytes.count)
        _ = bytes.initialize(from: restoreBytes)
        let state = UnsafeMutablePointer<CrashRestore>.allocate(capacity: 1)
        state.initialize(to: CrashRestore(fd: old.pointee.fd, settings: old.pointee.settings, bytes: bytes))
        crashRestore = state
    }

    /// Disarms the handlers after a normal restore.
    public static func disarm() {
        for signal in fatalSignals { _ = Glibc.signal(signal, SIG_DFL) }
    }
}
