/// The terminal modes dent turns on for a session, and the exact bytes that undo them.
///
/// xterm private modes (ctlseqs): 1049 alternate screen with saved cursor, 2004 bracketed paste.
public struct ScreenModes: Sendable, Equatable {
    public var enter: [UInt8]
    public var exit: [UInt8]

    /// Uses terminfo's `smcup`/`rmcup` when present, xterm's 1049 otherwise.
    public init(terminfo: Terminfo?) {
        let alternateOn = terminfo?.string("smcup") ?? Array("\u{1B}[?1049h".utf8)
        let alternateOff = terminfo?.string("rmcup") ?? Array("\u{1B}[?1049l".utf8)
        enter = alternateOn + Array("\u{1B}[?2004h".utf8)
        // Reset attributes and show the cursor before leaving, whatever state a crash left.
        exit = Array("\u{1B}[?2004l\u{1B}[m\u{1B}[?25h".utf8) + alternateOff
    }
}
