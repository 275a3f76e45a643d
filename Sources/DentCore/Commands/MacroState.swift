import DentKeys

/// Record macro and Play macro (nano's M-: and M-;): the keys recorded, as the terminal sent
/// them, so a play goes through the keymap as typing does, prompts included (a macro may find,
/// answer a prompt, replace). Mouse events are not recorded (they name screen cells, which a
/// play elsewhere would not find), nor modifier keys alone and key releases (they run nothing).
struct MacroState: Sendable {
    /// The last macro recorded: what Play macro plays.
    var events: [KeyEvent] = []
    /// The events recorded so far, while recording.
    var recording: [KeyEvent]?
    /// How much of `recording` to keep if this event turns out to stop the recording: what came
    /// before the last event that started in the text, with no prompt or palette open, so the
    /// keys that asked to stop (Alt+:, or the palette and its filter) are not kept.
    var keep = 0
    /// A play is running: a macro that plays a macro stops instead.
    var isPlaying = false
    /// Why the play running stops, once something said so.
    var stop: MacroStop?

    var isRecording: Bool { recording != nil }

    /// Adds `event`, which the editor is about to handle with `modalOpen` or not, to the recording.
    mutating func record(_ event: KeyEvent, modalOpen: Bool) {
        guard let count = recording?.count, MacroState.isRecorded(event) else { return }
        if !modalOpen { keep = count }
        // In place: appending to a copy taken out of the optional copied the whole recording
        // for every key, so a long recording made each key slower than the last.
        recording?.append(event)
    }

    /// The recording as kept when it stops now.
    mutating func finishRecording() -> [KeyEvent] {
        defer { recording = nil }
        return Array((recording ?? []).prefix(keep))
    }

    static func isRecorded(_ event: KeyEvent) -> Bool {
        switch event {
        case .key(_, let action, _): action != .release
        case .pasteStart, .pasteChunk, .pasteEnd: true
        case .invalidText, .focusIn, .focusOut, .mouse, .reply, .unknown: false
        }
    }

    /// The most plays one Play macro N times makes: its prompt refuses more, so a play cannot
    /// hold the editor for long.
    static let playLimit = 10_000
}

/// Why a play of a macro stopped before it was done.
enum MacroStop: Sendable, Equatable {
    /// Going on would run past the end of the file.
    case endOfFile
    /// The macro asked to play or record a macro: it would never end.
    case recursion

    var text: String {
        switch self {
        case .endOfFile: "stopped at the end of the file"
        case .recursion: "stopped: a macro cannot play or record a macro"
        }
    }
}
