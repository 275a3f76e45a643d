/// A key with its modifiers: what a binding matches. Round-trips through text in the form
/// `dent --decode-keys` prints: `Ctrl+s`, `Ctrl+Shift+Up`, `Alt+Shift+a`, `F5`, `KP_Enter`.
public struct KeyChord: Hashable, Sendable, CustomStringConvertible {
    public var key: Key
    public var modifiers: Modifiers

    /// A chord. With Ctrl, Alt, Super, Hyper or Meta, an upper-case ASCII letter becomes the
    /// lower-case letter with Shift: only Shift makes a capital, and that is how people write it.
    public init(_ key: Key, _ modifiers: Modifiers = []) {
        self.key = key
        self.modifiers = modifiers
        if !modifiers.isDisjoint(with: KeyChord.commandModifiers), case .character(let scalar) = key,
            ("A"..."Z").contains(scalar), let lower = Unicode.Scalar(scalar.value + 0x20)
        {
            self.key = .character(lower)
            self.modifiers.insert(.shift)
        }
    }

    /// Modifiers that turn a character into a command chord rather than text.
    static let commandModifiers: Modifiers = [.ctrl, .alt, .super, .hyper, .meta]

    /// Parses chord text: modifiers joined with `+` in any order and case, then the key name
    /// (`Ctrl++` is Ctrl and plus). Letters are case-insensitive after a modifier: `Ctrl+S` is
    /// `Ctrl+s`; Shift is part of a chord only when written.
    public init?(_ text: String) {
        var parts = text.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
        if text.hasSuffix("++") { parts.removeLast(2); parts.append("+") }
        guard var keyName = parts.popLast(), !keyName.isEmpty else { return nil }
        var modifiers: Modifiers = []
        for part in parts {
            guard let entry = Modifiers.names.first(where: { $0.1.lowercased() == part.lowercased() }) else { return nil }
            modifiers.insert(entry.0)
        }
        if !modifiers.isEmpty, keyName.count == 1, let scalar = keyName.unicodeScalars.first, ("A"..."Z").contains(scalar) {
            keyName = keyName.lowercased()
        }
        guard let key = Key(name: keyName) else { return nil }
        self.init(key, modifiers)
    }

    /// Chord text: the canonical form of `keys.conf`, the help view and `--decode-keys`.
    public var description: String {
        (modifiers.isEmpty ? "" : modifiers.description + "+") + key.name
    }

    /// The compact form for the shortcut bar: `^S`, `M-x`, `S-Tab`, `F1`.
    public var shortDescription: String {
        if modifiers == .ctrl, case .character(let scalar) = key {
            return "^" + String(Character(scalar)).uppercased()
        }
        return Modifiers.names.filter { modifiers.contains($0.0) }.map(\.2).joined() + key.name
    }

    /// The text the chord types when no binding takes it: printable characters without command
    /// modifiers (Shift gives a capital letter).
    public var insertedText: String? {
        guard case .character(let scalar) = key, modifiers.isDisjoint(with: KeyChord.commandModifiers),
            scalar.value >= 0x20, scalar.value != 0x7F, !(0x80...0x9F).contains(scalar.value)
        else { return nil }
        let text = String(Character(scalar))
        return modifiers.contains(.shift) ? text.uppercased() : text
    }
}

extension KeyChord {
    /// The main-keyboard chord a keypad chord stands for (`KP_Enter` is Enter, `KP_Up` is Up,
    /// `KP_5` is 5), with the same modifiers; nil for other keys and for `KP_Separator`.
    /// Legacy terminals send the main keys' bytes for the keypad; the kitty protocol reports
    /// keypad keys apart (all of them with flag 8, docs/KEYS.md), so where no binding names a
    /// keypad key, its twin's binding or text applies.
    public var mainKeyboardTwin: KeyChord? {
        guard case .keypad(let keypad) = key else { return nil }
        let twin: Key
        switch keypad {
        case .enter: twin = .enter
        case .tab: twin = .tab
        case .space: twin = .character(" ")
        case .left: twin = .left
        case .right: twin = .right
        case .up: twin = .up
        case .down: twin = .down
        case .pageUp: twin = .pageUp
        case .pageDown: twin = .pageDown
        case .home: twin = .home
        case .end: twin = .end
        case .insert: twin = .insert
        case .delete: twin = .delete
        case .begin: twin = .begin
        case .separator: return nil
        case .k0, .k1, .k2, .k3, .k4, .k5, .k6, .k7, .k8, .k9, .decimal, .divide, .multiply, .subtract, .add, .equal, .comma:
            guard let scalar = keypad.rawValue.unicodeScalars.first else { return nil }
            twin = .character(scalar)
        }
        return KeyChord(twin, modifiers)
    }
}
