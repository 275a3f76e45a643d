/// A key on the keyboard, independent of modifiers.
public enum Key: Hashable, Sendable {
    /// A key that produces a character. Letters are stored lower-case when the chord says Shift
    /// (`Alt+Shift+a`); typed text keeps the character as typed (`Text(A)`).
    case character(Unicode.Scalar)
    case enter, tab, backspace, escape
    case up, down, left, right
    case home, end, pageUp, pageDown, insert, delete, begin, menu
    case function(Int)
    case keypad(Keypad)
    case capsLock, scrollLock, numLock, printScreen, pause
    case media(Media)
    /// A modifier key reported on its own (kitty keyboard protocol, codes 57441-57454).
    case modifier(ModifierKey)

    /// Keys of the numeric keypad, named as `dent --decode-keys` prints them (`KP_5`, `KP_Enter`).
    public enum Keypad: String, Hashable, Sendable, CaseIterable {
        case k0 = "0", k1 = "1", k2 = "2", k3 = "3", k4 = "4", k5 = "5", k6 = "6", k7 = "7", k8 = "8", k9 = "9"
        case decimal = ".", divide = "/", multiply = "*", subtract = "-", add = "+", enter = "Enter"
        case equal = "=", separator = "Separator", comma = ","
        case left = "Left", right = "Right", up = "Up", down = "Down", pageUp = "PageUp", pageDown = "PageDown"
        case home = "Home", end = "End", insert = "Insert", delete = "Delete", begin = "Begin"
        case space = "Space", tab = "Tab"
    }

    public enum Media: String, Hashable, Sendable, CaseIterable {
        case play = "MediaPlay", pause = "MediaPause", playPause = "MediaPlayPause", reverse = "MediaReverse"
        case stop = "MediaStop", fastForward = "MediaFastForward", rewind = "MediaRewind"
        case trackNext = "MediaTrackNext", trackPrevious = "MediaTrackPrevious", record = "MediaRecord"
        case lowerVolume = "LowerVolume", raiseVolume = "RaiseVolume", muteVolume = "MuteVolume"
    }

    public enum ModifierKey: String, Hashable, Sendable, CaseIterable {
        case leftShift = "LeftShift", leftControl = "LeftControl", leftAlt = "LeftAlt", leftSuper = "LeftSuper"
        case leftHyper = "LeftHyper", leftMeta = "LeftMeta", rightShift = "RightShift"
        case rightControl = "RightControl", rightAlt = "RightAlt", rightSuper = "RightSuper"
        case rightHyper = "RightHyper", rightMeta = "RightMeta", isoLevel3Shift = "IsoLevel3Shift"
        case isoLevel5Shift = "IsoLevel5Shift"

        /// The modifier this key holds down.
        public var modifier: Modifiers {
            switch self {
            case .leftShift, .rightShift: .shift
            case .leftControl, .rightControl: .ctrl
            case .leftAlt, .rightAlt: .alt
            case .leftSuper, .rightSuper: .super
            case .leftHyper, .rightHyper: .hyper
            case .leftMeta, .rightMeta: .meta
            case .isoLevel3Shift, .isoLevel5Shift: []
            }
        }
    }

    /// Names of the keys that are not characters, function keys or families: one table for
    /// parsing and printing.
    static let names: [(Key, String)] = [
        (.enter, "Enter"), (.tab, "Tab"), (.backspace, "Backspace"), (.escape, "Esc"),
        (.up, "Up"), (.down, "Down"), (.left, "Left"), (.right, "Right"),
        (.home, "Home"), (.end, "End"), (.pageUp, "PageUp"), (.pageDown, "PageDown"),
        (.insert, "Insert"), (.delete, "Delete"), (.begin, "Begin"), (.menu, "Menu"),
        (.capsLock, "CapsLock"), (.scrollLock, "ScrollLock"), (.numLock, "NumLock"),
        (.printScreen, "PrintScreen"), (.pause, "Pause"), (.character(" "), "Space"),
    ]

    /// The key's name in chord text: `Tab`, `F5`, `KP_Enter`, `Space`, `a`.
    public var name: String {
        switch self {
        case .function(let n): return "F\(n)"
        case .keypad(let key): return "KP_" + key.rawValue
        case .media(let key): return key.rawValue
        case .modifier(let key): return key.rawValue
        case .character(let scalar) where scalar != " ": return String(Character(scalar))
        default: return Key.names.first { $0.0 == self }?.1 ?? "?"
        }
    }

    /// Parses a key name as `name` writes it; named keys in any case, characters exactly.
    public init?(name: String) {
        let lower = name.lowercased()
        if let entry = Key.names.first(where: { $0.1.lowercased() == lower }) {
            self = entry.0
        } else if lower.hasPrefix("kp_"), let key = Keypad.allCases.first(where: { $0.rawValue.lowercased() == lower.dropFirst(3) }) {
            self = .keypad(key)
        } else if let key = Media.allCases.first(where: { $0.rawValue.lowercased() == lower }) {
            self = .media(key)
        } else if let key = ModifierKey.allCases.first(where: { $0.rawValue.lowercased() == lower }) {
            self = .modifier(key)
        } else if lower.count > 1, lower.first == "f", let n = Int(lower.dropFirst()), (1...35).contains(n) {
            self = .function(n)
        } else if name.unicodeScalars.count == 1, let scalar = name.unicodeScalars.first {
            self = .character(scalar)
        } else {
            return nil
        }
    }
}
