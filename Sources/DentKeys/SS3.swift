/// Single Shift 3 sequences, `ESC O x`: cursor and F1-F4 keys in application mode, the keypad
/// in application keypad mode, rxvt's Ctrl+arrows; `ESC O 2 P` carries a modifier.
enum SS3 {
    static let keys: [UInt8: Key] = {
        var keys = CSIKeys.letterKeys
        let keypad: [(Character, Key.Keypad)] = [
            ("M", .enter), ("I", .tab), (" ", .space), ("j", .multiply), ("k", .add), ("l", .comma),
            ("m", .subtract), ("n", .decimal), ("o", .divide), ("X", .equal),
            ("p", .k0), ("q", .k1), ("r", .k2), ("s", .k3), ("t", .k4), ("u", .k5), ("v", .k6), ("w", .k7),
            ("x", .k8), ("y", .k9),
        ]
        for (letter, key) in keypad { keys[letter.asciiValue ?? 0] = .keypad(key) }
        return keys
    }()

    /// rxvt's Ctrl+arrows: `ESC O a` .. `ESC O d`.
    static let ctrlArrows: [UInt8: Key] = [
        UInt8(ascii: "a"): .up, UInt8(ascii: "b"): .down, UInt8(ascii: "c"): .right, UInt8(ascii: "d"): .left,
    ]

    static func parse(_ bytes: [UInt8], at index: Int) -> Step {
        var i = index + 2
        while i < bytes.count, (0x30...0x39).contains(bytes[i]), i - index < 4 { i += 1 }
        guard i < bytes.count else { return .needMore }
        let length = i + 1 - index
        let raw = Array(bytes[index..<(index + length)])
        let digits = bytes[(index + 2)..<i]
        let parameter = digits.isEmpty ? 1 : Int(String(decoding: digits, as: UTF8.self)) ?? 0
        let final = bytes[i]
        guard let modifiers = Modifiers(parameter: parameter) else { return .emit(.unknown(raw), length: length) }
        if let key = ctrlArrows[final], digits.isEmpty { return .emit(.key(KeyChord(key, .ctrl)), length: length) }
        guard let key = keys[final] else { return .emit(.unknown(raw), length: length) }
        return .emit(.key(KeyChord(key, modifiers)), length: length)
    }
}
