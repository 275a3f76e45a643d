import DentKeys
import DentTerminal
import DentWire
import Glibc

/// Sets the terminal up for a session and guarantees it is given back: raw mode and the modes
/// of `TerminalModes` on the way in; on the way out (normal return, thrown error, or a signal
/// the loop turned into a return) the same modes off and the saved termios back. Crashes are
/// covered by `CrashGuard` with the same bytes, kept current through `ModesHandle`, then the
/// `rescue` of unsaved text.
enum Terminal {
    static func withSession<T>(
        terminal: TerminalDescription = TerminalProfile.current(),
        alternateScreen: Bool = true, mouse: Bool = false, focusEvents: Bool = false, rescue: CrashGuard.Rescue? = nil,
        _ body: (TerminalDevice, SignalPipe, TerminalCaps, ModesHandle) throws(TerminalError) -> T
    ) throws(TerminalError) -> T {
        let device = try TerminalDevice()
        let modes = ModesHandle(TerminalModes(terminfo: terminal.terminfo, alternateScreen: alternateScreen, mouse: mouse,
                                              focusEvents: focusEvents))
        let signals = try SignalPipe()
        let raw = try RawMode(fd: device.fd)
        modes.attach(device: device, raw: raw)
        CrashGuard.arm(fd: device.fd, settings: raw.original, restoreBytes: modes.value.exit, rescue: rescue)
        defer {
            try? device.write(modes.value.exit)
            raw.restore()
            CrashGuard.disarm()
        }
        try device.write(modes.value.enter)
        return try body(device, signals, TerminalProfile.caps(from: terminal), modes)
    }
}

/// The session's terminal modes, shared by the loop (which switches modes on as the terminal's
/// answers arrive) and the restore on exit, which must undo exactly what is on.
final class ModesHandle {
    private(set) var value: TerminalModes
    private var device: TerminalDevice?
    private var raw: RawMode?

    init(_ value: TerminalModes) { self.value = value }

    func attach(device: TerminalDevice, raw: RawMode) {
        self.device = device
        self.raw = raw
    }

    /// Suspend: gives the terminal back (modes off, cooked mode), stops with SIGTSTP, and on
    /// resume (`fg`) takes it again, asking the keyboard questions anew. False when dent is not
    /// in the terminal's foreground, where stopping would leave the user without a prompt.
    /// Stops dent (SIGTSTP) with the terminal given back, until the shell resumes it; nil, or
    /// why it did not.
    func suspend() -> String? {
        // Without a shell with job control above it, the kernel discards SIGTSTP: giving the
        // terminal back would only leave it in cooked mode, where a Ctrl+C kills dent.
        guard ModesHandle.hasJobControlParent() else { return "no shell to return to (dent was not started by a shell with job control)" }
        let stopped: Int32? = leaveScreen {
            _ = signal(SIGTSTP, SIG_DFL)
            return raise(SIGTSTP)
        }
        return stopped == nil ? "dent is not in the terminal's foreground" : nil
    }

    /// Whether a stop would reach a shell that can resume dent: dent does not lead its own
    /// session (started by tmux or ssh directly), and its process group is not orphaned, which
    /// for a group of dent alone means its parent is in the same session and another group
    /// (POSIX, "Orphaned Process Group": the kernel discards SIGTSTP sent to one).
    static func hasJobControlParent() -> Bool {
        let session = getsid(0)
        guard session != getpid() else { return false }
        let parent = getppid()
        return getsid(parent) == session && getpgid(parent) != getpgrp()
    }

    /// Gives the terminal back as it was before dent (modes off, cooked mode) while `body`
    /// runs, then takes it again, asking the keyboard questions anew; the caller draws the
    /// whole screen after. Nil, `body` not run, when dent is not in the terminal's foreground.
    func leaveScreen<T>(_ body: () -> T) -> T? {
        guard let device, let raw, tcgetpgrp(device.fd) == getpgrp() else { return nil }
        try? device.write(value.exit)
        raw.restore()
        let result = body()
        try? raw.reenter()
        value.resetKeyboard()
        try? device.write(value.enter)
        CrashGuard.update(restoreBytes: value.exit)
        return result
    }

    var keySequences: [[UInt8]: DentKeys.KeyChord] { value.keySequences }

    /// Switches the kitty flags that report modifier keys alone (the shortcut overlay); returns
    /// bytes to send. Asked before every frame, so the exit bytes are built only when the flags
    /// switch, and the crash bytes rebuilt only if the exit changed (today it never does: one
    /// pop removes the entry whatever flags it holds), since each rebuild keeps the old copy.
    func reportModifierKeys(_ on: Bool) -> [UInt8]? {
        var next = value
        guard let bytes = next.reportModifierKeys(on) else { return nil }
        if next.exit != value.exit { CrashGuard.update(restoreBytes: next.exit) }
        value = next
        return bytes
    }

    /// Lets the modes see a reply; returns bytes to send, and keeps the crash bytes current.
    func handle(_ event: DentKeys.KeyEvent) -> [UInt8]? {
        guard let bytes = value.handle(event) else { return nil }
        CrashGuard.update(restoreBytes: value.exit)
        return bytes
    }
}

/// An environment variable, without Foundation.
func environment(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
}
