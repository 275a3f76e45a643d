import DentScreen
import DentTerminal
import Glibc

/// Sets the terminal up for a session and guarantees it is given back: raw mode, alternate
/// screen and bracketed paste on the way in; on the way out (normal return, thrown error, or a
/// signal the loop turned into a return) the same modes off and the saved termios back. Crashes
/// are covered by `CrashGuard` with the same bytes.
enum Terminal {
    static func withSession<T>(
        _ body: (TerminalDevice, SignalPipe, TerminalCaps) throws(TerminalError) -> T
    ) throws(TerminalError) -> T {
        let device = try TerminalDevice()
        let terminfo = Terminfo(term: environment("TERM") ?? "")
        let modes = ScreenModes(terminfo: terminfo)
        let signals = try SignalPipe()
        let raw = try RawMode(fd: device.fd)
        CrashGuard.arm(fd: device.fd, settings: raw.original, restoreBytes: modes.exit)
        defer {
            try? device.write(modes.exit)
            raw.restore()
            CrashGuard.disarm()
        }
        try device.write(modes.enter)
        return try body(device, signals, TerminalProfile.caps(from: terminfo))
    }
}

/// An environment variable, without Foundation.
func environment(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
}
