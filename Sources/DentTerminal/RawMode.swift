import Glibc

/// Errors from the terminal layer, with the text shown to the user.
public struct TerminalError: Error, CustomStringConvertible, Sendable {
    public let description: String
    public init(_ description: String) { self.description = description }

    static func system(_ what: String) -> TerminalError {
        TerminalError("\(what): \(String(cString: strerror(errno)))")
    }
}

/// Raw mode on a terminal (no echo, no line editing, no signals from keys), restored exactly
/// on `restore()` or deinit, whichever comes first.
public final class RawMode {
    public let fd: Int32
    public let original: termios
    private var active = true

    public init(fd: Int32) throws(TerminalError) {
        var saved = termios()
        guard tcgetattr(fd, &saved) == 0 else { throw .system("cannot read terminal settings") }
        var raw = saved
        cfmakeraw(&raw)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        // TCSANOW, not TCSAFLUSH: keys typed while dent starts are kept, not thrown away.
        guard tcsetattr(fd, TCSANOW, &raw) == 0 else { throw .system("cannot set raw mode") }
        self.fd = fd
        self.original = saved
    }

    /// Puts the saved settings back; safe to call more than once.
    public func restore() {
        guard active else { return }
        active = false
        var saved = original
        _ = tcsetattr(fd, TCSANOW, &saved)
    }

    /// Enters raw mode again after `restore()` (resume after suspend).
    public func reenter() throws(TerminalError) {
        guard !active else { return }
        var raw = original
        cfmakeraw(&raw)
        guard tcsetattr(fd, TCSANOW, &raw) == 0 else { throw .system("cannot set raw mode") }
        active = true
    }

    deinit { restore() }
}
