/// Everything that starts with ESC: control sequences, SS3, strings, and Alt as an ESC prefix.
enum Escape {
    static func parse(_ bytes: [UInt8], at index: Int, final: Bool) -> Step {
        let next = index + 1
        guard next < bytes.count else { return final ? .emit(.key(KeyChord(.escape)), length: 1) : .needMore }
        switch bytes[next] {
        case UInt8(ascii: "["):
            return resolve(ControlSequence.parseCSI(bytes, at: index), bytes, at: index, final: final)
        case UInt8(ascii: "O"):
            return resolve(SS3.parse(bytes, at: index), bytes, at: index, final: final)
        case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "_"), UInt8(ascii: "^"), UInt8(ascii: "X"):
            return resolve(ControlSequence.parseString(bytes, at: index), bytes, at: index, final: final)
        case UInt8(ascii: "\\"):
            return .emit(.unknown([0x1B, 0x5C]), length: 2)  // a stray string terminator
        case 0x1B:
            return escapeEscape(bytes, at: index, final: final)
        default:
            return altPrefix(bytes, at: index, final: final)
        }
    }

    /// An incomplete sequence waits; on flush, ESC plus one byte is Alt+that key and anything
    /// longer is Unknown (never Alt+[ followed by stray text).
    private static func resolve(_ step: Step, _ bytes: [UInt8], at index: Int, final: Bool) -> Step {
        guard step == .needMore, final else { return step }
        if bytes.count - index == 2 { return altPrefix(bytes, at: index, final: true) }
        return .emit(.unknown(Array(bytes[index...])), length: bytes.count - index)
    }

    /// ESC ESC: Alt with a cursor or function key sent as `ESC ESC [ A`, Alt+Esc when nothing
    /// follows, otherwise the first ESC is Esc on its own.
    private static func escapeEscape(_ bytes: [UInt8], at index: Int, final: Bool) -> Step {
        let third = index + 2
        guard third < bytes.count else { return final ? .emit(.key(KeyChord(.escape, .alt)), length: 2) : .needMore }
        guard bytes[third] == UInt8(ascii: "[") || bytes[third] == UInt8(ascii: "O") else {
            return .emit(.key(KeyChord(.escape)), length: 1)
        }
        let inner = parse(bytes, at: index + 1, final: final)
        guard case .emit(let event, let length, _) = inner else { return inner }
        switch event {
        // The kitty protocol never uses an ESC prefix for Alt: ESC then CSI u is Esc, then a key.
        case .key where bytes[index + length] == UInt8(ascii: "u"):
            return .emit(.key(KeyChord(.escape)), length: 1)
        case .key(let chord, let action, _):
            return .emit(.key(KeyChord(chord.key, chord.modifiers.union(.alt)), action: action), length: length + 1)
        case .unknown(let raw):
            return .emit(.unknown([0x1B] + raw), length: length + 1)
        default:
            return .emit(.key(KeyChord(.escape)), length: 1)
        }
    }

    /// ESC followed by a key: that key with Alt (xterm's metaSendsEscape, and most terminals).
    private static func altPrefix(_ bytes: [UInt8], at index: Int, final: Bool) -> Step {
        let inner = KeyDecoder.parse(bytes, at: index + 1, final: final)
        guard case .emit(.key(let chord, _, _), let length, _) = inner else {
            if inner == .needMore { return .needMore }
            return .emit(.key(KeyChord(.escape)), length: 1)
        }
        return .emit(.key(KeyChord(chord.key, chord.modifiers.union(.alt))), length: length + 1)
    }
}
