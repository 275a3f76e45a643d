/// The kitty keyboard protocol's `CSI code : shifted : base ; mods : event ; text u`
/// (https://sw.kovidgoyal.net/kitty/keyboard-protocol/), which fixterms' `CSI code ; mods u`
/// is a subset of.
enum Kitty {
    /// Codes of keys that are not characters: C0 keys and the functional keys kitty puts in the
    /// Unicode private-use area.
    static let functionalKeys: [Int: Key] = {
        var keys: [Int: Key] = [8: .backspace, 9: .tab, 13: .enter, 27: .escape, 127: .backspace]
        let named: [(Int, Key)] = [
            (57358, .capsLock), (57359, .scrollLock), (57360, .numLock), (57361, .printScreen),
            (57362, .pause), (57363, .menu),
        ]
        for (code, key) in named { keys[code] = key }
        for n in 13...35 { keys[57376 + n - 13] = .function(n) }
        let keypad: [Key.Keypad] = [
            .k0, .k1, .k2, .k3, .k4, .k5, .k6, .k7, .k8, .k9, .decimal, .divide, .multiply, .subtract, .add,
            .enter, .equal, .separator, .left, .right, .up, .down, .pageUp, .pageDown, .home, .end, .insert,
            .delete, .begin,
        ]
        for (offset, key) in keypad.enumerated() { keys[57399 + offset] = .keypad(key) }
        for (offset, key) in Key.Media.allCases.enumerated() { keys[57428 + offset] = .media(key) }
        for (offset, key) in Key.ModifierKey.allCases.enumerated() { keys[57441 + offset] = .modifier(key) }
        return keys
    }()

    static func action(_ code: Int) -> KeyAction? {
        switch code {
        case 1: .press
        case 2: .repeat
        case 3: .release
        default: nil
        }
    }

    /// The key for a code, as a chord with `modifiers`; nil for codes that are no key.
    static func key(code: Int, modifiers: Modifiers) -> KeyChord? {
        if let key = functionalKeys[code] { return KeyChord(key, modifiers) }
        guard code >= 0x20, code != 0x7F, let scalar = Unicode.Scalar(code) else { return nil }
        return KeyChord(.character(scalar), modifiers)
    }

    static func event(_ params: CSIParameters) -> KeyEvent? {
        guard let code = params.value(0), let modifiers = Modifiers(parameter: params.value(1) ?? 1),
            let action = action(params.value(1, 1) ?? 1)
        else { return nil }
        // Text that no key stands for (a compose or input-method result, with flag 16) has code 0.
        if code == 0, let text = text(params), let first = text.unicodeScalars.first {
            return .key(KeyChord(.character(first), modifiers), action: action, text: text)
        }
        let chosen = keyCode(code: code, shifted: params.value(0, 1), base: params.value(0, 2), modifiers: modifiers)
        guard var chord = key(code: chosen.code, modifiers: chosen.modifiers) else { return nil }
        // A modifier key reports its own bit set on press since kitty 0.32 and cleared before;
        // dropping it makes both versions (and press and release) the same chord.
        if case .modifier(let key) = chord.key { chord.modifiers.subtract(key.modifier) }
        return .key(chord, action: action, text: text(params))
    }

    /// Which code names the key. With Shift and a shifted key that is not a letter, the shifted
    /// key without Shift (`Alt+(`, as legacy terminals send it); a non-ASCII key with command
    /// modifiers and a base-layout key uses the base-layout key, so shortcuts work in any layout.
    private static func keyCode(code: Int, shifted: Int?, base: Int?, modifiers: Modifiers) -> (code: Int, modifiers: Modifiers) {
        if code > 0x7F, functionalKeys[code] == nil, let base, !modifiers.isDisjoint(with: KeyChord.commandModifiers) {
            return (base, modifiers)
        }
        if modifiers.contains(.shift), let shifted, !isASCIILetter(code), shifted >= 0x20 {
            return (shifted, modifiers.subtracting(.shift))
        }
        return (code, modifiers)
    }

    private static func isASCIILetter(_ code: Int) -> Bool {
        (0x41...0x5A).contains(code) || (0x61...0x7A).contains(code)
    }

    /// The associated text (field 3: code points separated by `:`), when present and valid.
    private static func text(_ params: CSIParameters) -> String? {
        guard params.count > 2 else { return nil }
        var text = ""
        for value in params.fields[2] {
            guard let value, value >= 0x20, let scalar = Unicode.Scalar(value) else { return nil }
            text.unicodeScalars.append(scalar)
        }
        return text.isEmpty ? nil : text
    }
}
