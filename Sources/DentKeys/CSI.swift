/// Control Sequence Introducer sequences (ECMA-48 5.4): `ESC [ params intermediates final`.
extension KeyDecoder {
    /// Parses a CSI at `index` (which holds ESC); nil when incomplete.
    static func parseCSI(_ bytes: [UInt8], at index: Int) -> (KeyEvent, Int)? {
        var i = index + 2
        // Linux console function keys: ESC [ [ A .. E are F1..F5.
        if i < bytes.count, bytes[i] == UInt8(ascii: "[") {
            guard i + 1 < bytes.count else { return nil }
            let letter = bytes[i + 1]
            let length = i + 2 - index
            guard (UInt8(ascii: "A")...UInt8(ascii: "E")).contains(letter) else {
                return (.unknown(Array(bytes[index..<(index + length)])), length)
            }
            return (.key(KeyChord(.function(Int(letter - UInt8(ascii: "A")) + 1))), length)
        }
        let paramStart = i
        while i < bytes.count, (0x30...0x3F).contains(bytes[i]) { i += 1 }
        let paramEnd = i
        while i < bytes.count, (0x20...0x2F).contains(bytes[i]) { i += 1 }
        guard i < bytes.count else { return nil }
        let finalByte = bytes[i]
        let length = i + 1 - index
        let sequence = Array(bytes[index..<(index + length)])
        guard (0x40...0x7E).contains(finalByte), paramEnd == i else {
            // Malformed or with intermediates we do not map: drop it as one unknown unit.
            return (.unknown(sequence), length)
        }
        let params = CSIParameters(bytes[paramStart..<paramEnd])
        guard let event = CSIKeys.event(final: finalByte, params: params) else { return (.unknown(sequence), length) }
        return (event, length)
    }
}

/// CSI parameters: numbers separated by `;`, each with optional `:` sub-parameters.
struct CSIParameters {
    var values: [[Int?]] = []
    var isPrivate = false

    init(_ bytes: ArraySlice<UInt8>) {
        var body = bytes
        if let first = body.first, (0x3C...0x3F).contains(first) { isPrivate = true; body = body.dropFirst() }
        guard !body.isEmpty else { return }
        values = body.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).map { field in
            field.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false).map { Int(String(decoding: $0, as: UTF8.self)) }
        }
    }

    /// The main value of parameter `n`, or `default` when absent or empty.
    func value(_ n: Int, default fallback: Int) -> Int {
        guard n < values.count, let first = values[n].first, let value = first else { return fallback }
        return value
    }

    var count: Int { values.count }
}

/// The tables that map CSI sequences to keys (xterm ctlseqs "PC-Style Function Keys").
enum CSIKeys {
    static let letterKeys: [UInt8: Key] = [
        UInt8(ascii: "A"): .up, UInt8(ascii: "B"): .down, UInt8(ascii: "C"): .right, UInt8(ascii: "D"): .left,
        UInt8(ascii: "H"): .home, UInt8(ascii: "F"): .end, UInt8(ascii: "E"): .begin,
        UInt8(ascii: "P"): .function(1), UInt8(ascii: "Q"): .function(2),
        UInt8(ascii: "R"): .function(3), UInt8(ascii: "S"): .function(4),
    ]

    /// VT220-style `CSI n ~` keys.
    static let tildeKeys: [Int: Key] = [
        1: .home, 2: .insert, 3: .delete, 4: .end, 5: .pageUp, 6: .pageDown, 7: .home, 8: .end,
        11: .function(1), 12: .function(2), 13: .function(3), 14: .function(4), 15: .function(5),
        17: .function(6), 18: .function(7), 19: .function(8), 20: .function(9), 21: .function(10),
        23: .function(11), 24: .function(12),
    ]

    /// Keys reported by code point in `CSI code ; mods u` (kitty, fixterms) and modifyOtherKeys.
    static let codeKeys: [Int: Key] = [9: .tab, 13: .enter, 27: .escape, 127: .backspace]

    static func event(final: UInt8, params: CSIParameters) -> KeyEvent? {
        guard !params.isPrivate else { return nil }
        let modifiers = Modifiers(xtermParameter: params.value(1, default: 1))
        switch final {
        case UInt8(ascii: "~"):
            let number = params.value(0, default: 0)
            if number == 200 { return KeyDecoder.pasteStart }
            if number == 201 { return KeyDecoder.pasteEnd }
            if number == 27 { return codeKey(params.value(2, default: 0), Modifiers(xtermParameter: params.value(1, default: 1))) }
            return tildeKeys[number].map { .key(KeyChord($0, modifiers)) }
        case UInt8(ascii: "Z"):
            return .key(KeyChord(.tab, modifiers.union(.shift)))
        case UInt8(ascii: "u"):
            return codeKey(params.value(0, default: 0), modifiers)
        default:
            return letterKeys[final].map { .key(KeyChord($0, modifiers)) }
        }
    }

    private static func codeKey(_ code: Int, _ modifiers: Modifiers) -> KeyEvent? {
        if let key = codeKeys[code] { return .key(KeyChord(key, modifiers)) }
        guard let scalar = Unicode.Scalar(code), code >= 0x20 else { return nil }
        return .key(KeyChord(.character(scalar), modifiers))
    }
}

/// Single Shift 3 sequences: `ESC O x`, sent for cursor and F1-F4 keys in application mode.
enum SS3 {
    static func event(final: UInt8, bytes: ArraySlice<UInt8>) -> KeyEvent {
        if final == UInt8(ascii: "M") { return .key(KeyChord(.enter)) }
        guard let key = CSIKeys.letterKeys[final] else { return .unknown(Array(bytes)) }
        return .key(KeyChord(key))
    }
}
