/// What a terminal reports: key presses, pasted text, mouse and focus events, and replies to
/// dent's queries. The decoder produces these; `description` is the line `dent --decode-keys`
/// prints for each (a documented, public format: docs/KEYS.md).
public enum KeyEvent: Sendable, Equatable {
    /// A key. `text` is what the key types when the terminal said so (plain UTF-8 input, or
    /// kitty's associated text); `action` is press unless the terminal reports repeat/release.
    case key(KeyChord, action: KeyAction = .press, text: String? = nil)
    /// Bytes that are not UTF-8 where text was expected: shown as U+FFFD, never inserted.
    case invalidText([UInt8])
    /// A bracketed paste arrives as start, chunks of its exact bytes, end, so a paste of any size
    /// needs bounded memory in the decoder.
    case pasteStart
    case pasteChunk([UInt8])
    case pasteEnd
    case focusIn, focusOut
    case mouse(MouseEvent)
    case reply(TerminalReply)
    /// A sequence the decoder recognised as one unit but does not map: never typed as text.
    case unknown([UInt8])
}

/// Whether a key went down, repeats, or came up (kitty keyboard protocol event types).
public enum KeyAction: Sendable, Equatable {
    case press, `repeat`, release
}

/// A mouse report (SGR 1006, urxvt 1015 or X10), with 1-based cell coordinates.
public struct MouseEvent: Sendable, Equatable {
    public enum Kind: String, Sendable, Equatable {
        case down = "MouseDown", up = "MouseUp", drag = "MouseDrag", move = "MouseMove"
        case wheelUp = "WheelUp", wheelDown = "WheelDown", wheelLeft = "WheelLeft", wheelRight = "WheelRight"
    }

    public enum Button: Sendable, Equatable {
        case left, middle, right
        /// Buttons 8-11 (back, forward, ...).
        case extra(Int)
        /// An X10 release, which does not say which button.
        case unknown
    }

    public var kind: Kind
    public var button: Button
    public var x: Int
    public var y: Int
    public var modifiers: Modifiers

    public init(kind: Kind, button: Button, x: Int, y: Int, modifiers: Modifiers = []) {
        self.kind = kind
        self.button = button
        self.x = x
        self.y = y
        self.modifiers = modifiers
    }
}

/// Answers to queries dent sends; they arrive in the input stream but are not keys.
public enum TerminalReply: Sendable, Equatable {
    /// `CSI ? flags u`: the terminal speaks the kitty keyboard protocol.
    case kittyKeyboardFlags(Int)
    /// `CSI ? params c`: primary device attributes, the sentinel that ends a query round.
    case primaryDeviceAttributes([Int])
    /// `CSI row ; col R` when it cannot be Shift+F3 (dent never asks for it).
    case cursorPosition(row: Int, column: Int)
}
