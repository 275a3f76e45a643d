/// What terminals can send and what they keep for themselves: the facts behind the binding lint.
extension KeyChord {
    /// True when a terminal without the kitty keyboard protocol (or xterm's modifyOtherKeys) can
    /// send this chord as bytes of its own, distinct from every other chord.
    public var isSendableWithoutKittyProtocol: Bool {
        let legacy: Modifiers = [.ctrl, .alt, .shift]
        guard modifiers.isSubset(of: legacy) else { return false }
        switch key {
        case .up, .down, .left, .right, .home, .end, .pageUp, .pageDown, .insert, .delete, .begin:
            return true
        case .function(let n):
            return n <= 12 || modifiers.isEmpty
        case .tab:
            return modifiers.isEmpty || modifiers == .shift || modifiers == .alt
        case .enter, .escape:
            return modifiers.isEmpty || modifiers == .alt
        case .backspace:
            return !modifiers.contains(.shift)
        case .character(let scalar):
            return characterIsSendable(scalar)
        default:
            return false
        }
    }

    private func characterIsSendable(_ scalar: Unicode.Scalar) -> Bool {
        let ctrl = modifiers.contains(.ctrl)
        let alt = modifiers.contains(.alt)
        if modifiers.contains(.shift) {
            // Shift with a letter is the capital letter; with Ctrl it cannot be told apart at all.
            return !ctrl && alt && ("a"..."z").contains(scalar)
        }
        if ctrl {
            // Ctrl+I is Tab, Ctrl+M is Enter, Ctrl+H is Ctrl+Backspace, Ctrl+[ is Esc: one byte each.
            if ["i", "m", "h", "["].contains(scalar) { return false }
            return ("a"..."z").contains(scalar) || ["\\", "]", "^", "_", " "].contains(scalar)
        }
        // ESC [ and ESC O start escape sequences: Alt+[ and Alt+Shift+o are not distinct.
        if alt { return scalar != "[" && scalar.value >= 0x20 && scalar.value < 0x7F }
        return true
    }

    /// Terminals and multiplexers that commonly take this chord for themselves, with what for.
    public var commonInterceptions: [String] {
        KeyChord.interceptions.filter { $0.chords.contains(self) }.map(\.who)
    }

    static let interceptions: [(chords: Set<KeyChord>, who: String)] = [
        ([KeyChord(.function(1)), KeyChord(.function(10))], "GNOME Terminal (help, menu)"),
        ([KeyChord(.function(11))], "most terminals (full screen)"),
        (Set([Key.up, .down, .left, .right, .home, .end, .pageUp, .pageDown].map { KeyChord($0, [.ctrl, .shift]) }),
         "kitty and WezTerm (scrolling, tabs)"),
        ([KeyChord(.left, .shift), KeyChord(.right, .shift)], "Konsole (switching tabs)"),
        ([KeyChord(.pageUp, .shift), KeyChord(.pageDown, .shift)], "xterm and most terminals (scrollback)"),
        ([KeyChord(.character("b"), .ctrl)], "tmux (its prefix key)"),
        ([KeyChord(.character("a"), .ctrl)], "GNU screen (its prefix key)"),
        ([KeyChord(.tab, .alt), KeyChord(.function(4), .alt), KeyChord(.character(" "), .alt)], "window managers"),
    ]
}
