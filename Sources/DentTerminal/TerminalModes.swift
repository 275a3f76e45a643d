import DentKeys

/// The terminal modes dent switches on for a session, and the exact bytes that switch them off.
///
/// On entry: the alternate screen (terminfo `smcup`, or xterm's 1049), bracketed paste (2004),
/// mouse reporting when asked (1002 + 1006), and a query for the kitty keyboard protocol (`CSI ? u`) followed by primary device attributes
/// (`CSI c`) as the sentinel: every terminal answers DA1, so one that does not speak the kitty
/// protocol costs no delay. When the answers are in, `handle` returns the bytes that enable the
/// better keyboard: kitty's "disambiguate" flag pushed on its stack, or else xterm's
/// modifyOtherKeys level 2. `reportModifierKeys` then switches the extra kitty flags of the
/// shortcut overlay on and off on that same entry. `exit` always undoes exactly what is on,
/// kitty flags first (they belong to the alternate screen's stack).
public struct TerminalModes: Sendable {
    public enum Keyboard: Sendable, Equatable {
        /// Before the query's answers arrive, or after a terminal that answered neither.
        case legacy
        case kitty
        case modifyOtherKeys
    }

    /// Key sequences from terminfo, for the decoder.
    public let keySequences: [[UInt8]: KeyChord]
    public private(set) var keyboard = Keyboard.legacy
    /// Whether the entry dent pushed holds `kittyModifierKeyFlags` rather than flag 1.
    public private(set) var reportsModifierKeys = false
    private var kittyAnswered = false
    private let alternateOn: [UInt8]
    private let alternateOff: [UInt8]
    private let mouse: Bool
    private let focusEvents: Bool

    static let bracketedPasteOn = Array("\u{1B}[?2004h".utf8)
    static let bracketedPasteOff = Array("\u{1B}[?2004l".utf8)
    /// Button-event mouse tracking (1002) with SGR coordinates (1006): clicks, drags and the
    /// wheel, without a report for every motion.
    static let mouseOn = Array("\u{1B}[?1002h\u{1B}[?1006h".utf8)
    static let mouseOff = Array("\u{1B}[?1006l\u{1B}[?1002l".utf8)
    /// Focus in/out reports (1004): the moment to check whether the file changed on disk.
    static let focusOn = Array("\u{1B}[?1004h".utf8)
    static let focusOff = Array("\u{1B}[?1004l".utf8)
    static let keyboardQuery = Array("\u{1B}[?u\u{1B}[c".utf8)
    static let kittyPush = Array("\u{1B}[>1u".utf8)
    static let kittyPop = Array("\u{1B}[<u".utf8)
    /// Disambiguate (1), event types (2), all keys as escape codes (8: the modifier keys
    /// themselves are reported) and associated text (16: typed text still arrives as text).
    public static let kittyModifierKeyFlags = 1 | 2 | 8 | 16
    static let modifyOtherKeysOn = Array("\u{1B}[>4;2m".utf8)
    static let modifyOtherKeysReset = Array("\u{1B}[>4m".utf8)

    /// Modes for a terminal described by `terminfo` (nil: xterm's sequences). Without the
    /// alternate screen (the key tester), output stays in the normal scrollback.
    public init(terminfo: Terminfo?, alternateScreen: Bool = true, mouse: Bool = false, focusEvents: Bool = false) {
        keySequences = terminfo?.keySequences() ?? [:]
        self.mouse = mouse
        self.focusEvents = focusEvents
        alternateOn = alternateScreen ? terminfo?.string("smcup") ?? Array("\u{1B}[?1049h".utf8) : []
        alternateOff = alternateScreen ? terminfo?.string("rmcup") ?? Array("\u{1B}[?1049l".utf8) : []
    }

    /// What to send on entry.
    public var enter: [UInt8] {
        alternateOn + TerminalModes.bracketedPasteOn + (mouse ? TerminalModes.mouseOn : [])
            + (focusEvents ? TerminalModes.focusOn : []) + TerminalModes.keyboardQuery
    }

    /// What to send on exit, on every path: normal, error, signal, crash.
    public var exit: [UInt8] {
        var bytes: [UInt8] = []
        switch keyboard {
        case .kitty: bytes += TerminalModes.kittyPop
        case .modifyOtherKeys: bytes += TerminalModes.modifyOtherKeysReset
        case .legacy: break
        }
        if mouse { bytes += TerminalModes.mouseOff }
        if focusEvents { bytes += TerminalModes.focusOff }
        // End synchronized output (a crash may come mid-frame, and the terminal would wait for
        // the end of it), reset attributes and show the cursor, whatever the last frame left.
        return bytes + TerminalModes.bracketedPasteOff + Array("\u{1B}[?2026l\u{1B}[m\u{1B}[?25h".utf8) + alternateOff
    }

    /// Forgets the keyboard mode (after `exit` was sent for a suspend): `enter` asks again.
    public mutating func resetKeyboard() {
        keyboard = .legacy
        kittyAnswered = false
        reportsModifierKeys = false
    }

    /// Switches the kitty flags that report modifier keys alone on or off; the bytes to send, or
    /// nil when nothing changes (or the terminal has no kitty protocol). `CSI = flags ; 1 u`
    /// sets the flags of the top entry, the one dent pushed (kitty keyboard protocol,
    /// "Progressive enhancement"), so `exit`'s one pop removes it whatever flags it holds, and
    /// the crash handler's pre-built bytes stay right as the flags change.
    public mutating func reportModifierKeys(_ on: Bool) -> [UInt8]? {
        guard keyboard == .kitty, on != reportsModifierKeys else { return nil }
        reportsModifierKeys = on
        return Array("\u{1B}[=\(on ? TerminalModes.kittyModifierKeyFlags : 1);1u".utf8)
    }

    /// Takes the answers to the keyboard query; returns bytes to send when a mode is to be
    /// switched on (then `exit` has changed too), nil otherwise.
    public mutating func handle(_ event: KeyEvent) -> [UInt8]? {
        guard keyboard == .legacy else { return nil }
        switch event {
        case .reply(.kittyKeyboardFlags):
            kittyAnswered = true
            return nil
        case .reply(.primaryDeviceAttributes):
            keyboard = kittyAnswered ? .kitty : .modifyOtherKeys
            return kittyAnswered ? TerminalModes.kittyPush : TerminalModes.modifyOtherKeysOn
        default:
            return nil
        }
    }
}
