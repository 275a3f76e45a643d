/// The `dent --decode-keys` line format (docs/KEYS.md, "Decoded events").
extension KeyEvent: CustomStringConvertible {
    public var description: String {
        switch self {
        case .key(let chord, let action, let text):
            return KeyEvent.describe(chord, text: text) + action.suffix
        case .invalidText:
            return "Text(U+FFFD)"
        case .pasteStart: return "PasteStart"
        case .pasteChunk(let bytes): return "Paste(\"\(KeyEvent.escaped(bytes))\")"
        case .pasteEnd: return "PasteEnd"
        case .focusIn: return "FocusIn"
        case .focusOut: return "FocusOut"
        case .mouse(let mouse): return mouse.description
        case .reply(let reply): return reply.description
        case .unknown(let bytes): return "Unknown(\"\(KeyEvent.escaped(bytes))\")"
        }
    }

    /// `Text(a)` for typed text, `Alt+Text(☃)` for Alt with a non-ASCII character, the chord
    /// otherwise (`Ctrl+s`, `Alt+x`, `Space`).
    static func describe(_ chord: KeyChord, text: String?) -> String {
        let modifierText = chord.description.dropLast(chord.key.name.count)
        if let text, chord.modifiers.isDisjoint(with: KeyChord.commandModifiers), text != " " {
            return "Text(\(visible(text)))"
        }
        if case .character(let scalar) = chord.key,
            isInvisible(scalar) || (scalar.value >= 0x80 && !chord.modifiers.isDisjoint(with: KeyChord.commandModifiers))
        {
            return modifierText + "Text(\(visible(String(Character(scalar)))))"
        }
        return chord.description
    }

    /// Text with every invisible or ambiguous scalar written `U+XXXX`.
    static func visible(_ text: String) -> String {
        text.unicodeScalars.map { isInvisible($0) ? hex($0.value) : String(Character($0)) }.joined()
    }

    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "\u{FFFD}" { return true }
        switch scalar.properties.generalCategory {
        case .control, .format, .surrogate, .privateUse, .unassigned, .lineSeparator, .paragraphSeparator,
            .nonspacingMark, .enclosingMark, .spacingMark:
            return true
        case .spaceSeparator:
            return scalar != " "
        default:
            return scalar.properties.isNoncharacterCodePoint
        }
    }

    static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: Swift.max(4 - digits.count, 0)) + digits
    }

    /// Bytes as text with everything but printable ASCII (and `"`, `\`) written `\xHH`; valid
    /// UTF-8 beyond ASCII is kept as text. The form of `Paste("…")` and `Unknown("…")`.
    public static func escaped(_ bytes: [UInt8]) -> String {
        var out = ""
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte >= 0x80 {
                var parser = Unicode.UTF8.ForwardParser()
                var input = bytes[index...].makeIterator()
                if case .valid(let encoded) = parser.parseScalar(from: &input) {
                    out.unicodeScalars.append(Unicode.UTF8.decode(encoded))
                    index += encoded.count
                    continue
                }
            }
            if byte >= 0x20 && byte < 0x7F && byte != 0x22 && byte != 0x5C {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let digits = String(byte, radix: 16)
                out += "\\x" + (digits.count == 1 ? "0" : "") + digits
            }
            index += 1
        }
        return out
    }
}

extension KeyAction {
    var suffix: String {
        switch self {
        case .press: ""
        case .repeat: " [repeat]"
        case .release: " [release]"
        }
    }
}

extension MouseEvent: CustomStringConvertible {
    public var description: String {
        let prefix = Modifiers.names.filter { modifiers.contains($0.0) }.map { $0.1 + "+" }.joined()
        let position = "x=\(x), y=\(y)"
        switch kind {
        case .down, .up, .drag:
            guard let name = button.name else { return prefix + "\(kind.rawValue)(\(position))" }
            return prefix + "\(kind.rawValue)(\(name), \(position))"
        default:
            return prefix + "\(kind.rawValue)(\(position))"
        }
    }
}

extension MouseEvent.Button {
    var name: String? {
        switch self {
        case .left: "Left"
        case .middle: "Middle"
        case .right: "Right"
        case .extra(let n): "Button\(n)"
        case .unknown: nil
        }
    }
}

extension TerminalReply: CustomStringConvertible {
    public var description: String {
        switch self {
        case .kittyKeyboardFlags(let flags): "KittyKeyboardFlags(\(flags))"
        case .primaryDeviceAttributes(let values): "DeviceAttributes(\(values.map(String.init).joined(separator: ";")))"
        case .cursorPosition(let row, let column): "CursorPositionReport(row=\(row), col=\(column))"
        }
    }
}
