/// Maps complete control sequences to events, by table (xterm ctlseqs "PC-Style Function
/// Keys", rxvt, the kitty keyboard protocol, xterm modifyOtherKeys).
enum CSIKeys {
    /// `CSI 1 ; mods X` keys; `R` is F3 only in that form (see `event`).
    static let letterKeys: [UInt8: Key] = [
        UInt8(ascii: "A"): .up, UInt8(ascii: "B"): .down, UInt8(ascii: "C"): .right, UInt8(ascii: "D"): .left,
        UInt8(ascii: "H"): .home, UInt8(ascii: "F"): .end, UInt8(ascii: "E"): .begin,
        UInt8(ascii: "P"): .function(1), UInt8(ascii: "Q"): .function(2),
        UInt8(ascii: "R"): .function(3), UInt8(ascii: "S"): .function(4),
    ]

    /// rxvt's Shift+arrows: `CSI a` .. `CSI d`.
    static let rxvtShiftedArrows: [UInt8: Key] = [
        UInt8(ascii: "a"): .up, UInt8(ascii: "b"): .down, UInt8(ascii: "c"): .right, UInt8(ascii: "d"): .left,
    ]

    /// VT220-style `CSI n ~` keys (also with rxvt's `$ ^ @` endings).
    static let tildeKeys: [Int: Key] = [
        1: .home, 2: .insert, 3: .delete, 4: .end, 5: .pageUp, 6: .pageDown, 7: .home, 8: .end,
        11: .function(1), 12: .function(2), 13: .function(3), 14: .function(4), 15: .function(5),
        17: .function(6), 18: .function(7), 19: .function(8), 20: .function(9), 21: .function(10),
        23: .function(11), 24: .function(12), 25: .function(13), 26: .function(14), 28: .function(15),
        29: .function(16), 31: .function(17), 32: .function(18), 33: .function(19), 34: .function(20),
    ]

    /// rxvt's modifier endings.
    static let rxvtModifiers: [UInt8: Modifiers] = [
        UInt8(ascii: "$"): .shift, UInt8(ascii: "^"): .ctrl, UInt8(ascii: "@"): [.ctrl, .shift],
    ]

    static func event(_ parts: ControlSequence.Parts, raw: [UInt8]) -> KeyEvent {
        let params = CSIParameters(parts.parameters)
        guard params.isValid else { return .unknown(raw) }
        if let marker = params.privateMarker {
            return privateEvent(marker: marker, final: parts.final, params: params, raw: raw) ?? .unknown(raw)
        }
        guard parts.intermediates.isEmpty else { return .unknown(raw) }
        return keyEvent(final: parts.final, params: params) ?? .unknown(raw)
    }

    private static func privateEvent(marker: UInt8, final: UInt8, params: CSIParameters, raw: [UInt8]) -> KeyEvent? {
        switch (marker, final) {
        case (UInt8(ascii: "<"), UInt8(ascii: "M")), (UInt8(ascii: "<"), UInt8(ascii: "m")):
            return Mouse.sgr(params, release: final == UInt8(ascii: "m"))
        case (UInt8(ascii: "?"), UInt8(ascii: "u")):
            return params.value(0).map { .reply(.kittyKeyboardFlags($0)) }
        case (UInt8(ascii: "?"), UInt8(ascii: "c")):
            return .reply(.primaryDeviceAttributes(params.fields.map { $0.first.flatMap { $0 } ?? 0 }))
        default:
            return nil
        }
    }

    private static func keyEvent(final: UInt8, params: CSIParameters) -> KeyEvent? {
        switch final {
        case UInt8(ascii: "~"): return tilde(params)
        case UInt8(ascii: "u"): return Kitty.event(params)
        case UInt8(ascii: "$"), UInt8(ascii: "^"), UInt8(ascii: "@"):
            guard params.count == 1, let key = params.value(0).flatMap({ tildeKeys[$0] }) else { return nil }
            return .key(KeyChord(key, rxvtModifiers[final] ?? []))
        case UInt8(ascii: "Z"):
            guard let (modifiers, action) = modifiers(params) else { return nil }
            return .key(KeyChord(.tab, modifiers.union(.shift)), action: action)
        case UInt8(ascii: "I") where params.count == 0: return .focusIn
        case UInt8(ascii: "O") where params.count == 0: return .focusOut
        case UInt8(ascii: "M") where params.count >= 3: return Mouse.urxvt(params)
        case UInt8(ascii: "R") where (params.value(0) ?? 1) != 1:
            // Not the `1 ; mods` form of F3, so a cursor-position report (dent never asks for one).
            guard params.count == 2, let row = params.value(0), let column = params.value(1) else { return nil }
            return .reply(.cursorPosition(row: row, column: column))
        default:
            if let key = rxvtShiftedArrows[final], params.count == 0 { return .key(KeyChord(key, .shift)) }
            guard let key = letterKeys[final] else { return nil }
            // Old tmux and Emacs' ansi-term send the modifier alone: `CSI 5 A` is Ctrl+Up.
            if params.count == 1, let only = params.value(0), only > 1 {
                return Modifiers(parameter: only).map { .key(KeyChord(key, $0)) }
            }
            guard let (modifiers, action) = modifiers(params) else { return nil }
            return .key(KeyChord(key, modifiers), action: action)
        }
    }

    /// `CSI n ; mods ~`, and xterm's modifyOtherKeys `CSI 27 ; mods ; code ~`.
    private static func tilde(_ params: CSIParameters) -> KeyEvent? {
        let number = params.value(0) ?? 0
        switch number {
        case 200: return .pasteStart
        case 201: return .pasteEnd
        case 27 where params.count == 3:
            guard let modifiers = Modifiers(parameter: params.value(1) ?? 1), let code = params.value(2) else { return nil }
            return Kitty.key(code: code, modifiers: modifiers).map { .key($0) }
        default:
            guard let key = tildeKeys[number], let (modifiers, action) = modifiers(params) else { return nil }
            return .key(KeyChord(key, modifiers), action: action)
        }
    }

    /// The modifier and event type of parameter 2 (`1 ; 6 : 3`); nil when out of range.
    static func modifiers(_ params: CSIParameters) -> (Modifiers, KeyAction)? {
        guard let modifiers = Modifiers(parameter: params.value(1) ?? 1),
            let action = Kitty.action(params.value(1, 1) ?? 1)
        else { return nil }
        return (modifiers, action)
    }
}
