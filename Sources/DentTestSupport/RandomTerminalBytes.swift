/// Random input for the terminal fuzzer: what a terminal (or line noise) may send, as bytes.
///
/// Garbage, invalid UTF-8, text with combining marks, every C0 control, and well-formed
/// sequences (CSI with random parameters, SS3, kitty `CSI … u`, SGR mouse reports, bracketed
/// paste starts and ends, focus reports). The keys that would leave the test's ground are never
/// produced: save (Ctrl+S, Alt+S), quit (Ctrl+Q), open and close (Ctrl+O, Ctrl+W), suspend
/// (Alt+Z), and what runs a command by name or from a list (help on Ctrl+G and F1, the palette
/// on Ctrl+E, a click on the shortcut bar). ESC only starts a sequence made whole here, so two
/// pieces never join into one of those keys.
public struct RandomTerminalBytes {
    /// C0 controls left out: Ctrl+E, Ctrl+G, Ctrl+O, Ctrl+Q, Ctrl+S, Ctrl+W, and ESC (below).
    static let forbiddenControls: Set<UInt8> = [0x05, 0x07, 0x0F, 0x11, 0x13, 0x17, 0x1B]
    /// Letters Alt may not come with: Alt+S saves as, Alt+Z suspends, Alt+O lists files.
    static let forbiddenAltLetters: Set<UInt8> = Set("szoSZO".utf8)
    /// Kitty key codes for letters whose chords save, quit, open, close or run commands.
    static let forbiddenKittyCodes: Set<Int> = Set("sqowegz".unicodeScalars.map { Int($0.value) })
    static let texts = ["a", "é", "e\u{301}", "日本", "🧑\u{200D}💻", "\u{301}", "\u{FE0F}", "👍🏽", "\t", " ", "\r", "{}"].map { Array($0.utf8) }

    /// Rows of the screen: mouse reports stay above the shortcut bar.
    public var rows: Int

    public init(rows: Int) { self.rows = rows }

    /// One piece of input.
    public func next(using random: inout SplitMix64) -> [UInt8] {
        switch random.below(100) {
        case 0..<25: return garbage(using: &random)
        case 25..<45: return random.pick(RandomTerminalBytes.texts)
        case 45..<65: return csi(using: &random)
        case 65..<72: return [0x1B, 0x4F, random.pick(Array("ABCDHFQRS".utf8))]
        case 72..<80: return kitty(using: &random)
        case 80..<88: return mouse(using: &random)
        case 88..<92: return random.chance(percent: 60) ? Array("\u{1B}[200~".utf8) : Array("\u{1B}[201~".utf8)
        case 92..<95: return random.chance(percent: 50) ? Array("\u{1B}[I".utf8) : Array("\u{1B}[O".utf8)
        default: return alt(using: &random)
        }
    }

    /// Random bytes of every value but ESC and the forbidden controls.
    private func garbage(using random: inout SplitMix64) -> [UInt8] {
        (0..<random.int(in: 1...24)).map { _ in
            var byte = UInt8(truncatingIfNeeded: random.next())
            while RandomTerminalBytes.forbiddenControls.contains(byte) { byte = UInt8(truncatingIfNeeded: random.next()) }
            return byte
        }
    }

    /// `CSI params final`, with finals that are keys (arrows, Home, End, `~` keys but F1-F12)
    /// and some that are not.
    private func csi(using random: inout SplitMix64) -> [UInt8] {
        let parameters = (0..<random.int(in: 0...3)).map { _ in String(random.pick([1, 2, 3, 5, 6, 7, 8, 9, 13, 27, 57399, 999_999])) }
        var modifiers = parameters
        if random.chance(percent: 40) { modifiers = ["1", String(random.int(in: 1...16))] }
        let finals = Array("ABCDHFEGZPQRSmMtcnz".utf8)
        var final = random.pick(finals + [0x7E])
        // `CSI 11~`…`CSI 24~` are F1-F12 and `CSI 1;mod P` F1: leave them out, F1 is help.
        if final == 0x7E, modifiers.first.map({ Int($0).map { (11...24).contains($0) } ?? false }) == true { final = 0x41 }
        if final == UInt8(ascii: "P") { final = 0x42 }
        return Array("\u{1B}[".utf8) + Array(modifiers.joined(separator: ";").utf8) + [final]
    }

    /// `CSI code ; modifiers u` (kitty keyboard protocol), never for a forbidden letter.
    private func kitty(using random: inout SplitMix64) -> [UInt8] {
        var code = random.pick([9, 13, 27, 32, 97, 98, 120, 57441, 57442, 57443, 57399, 1_000_000, 233])
        if RandomTerminalBytes.forbiddenKittyCodes.contains(code) { code = 98 }
        let event = random.pick(["", ":1", ":2", ":3"])
        return Array("\u{1B}[\(code);\(random.int(in: 1...16))\(event)u".utf8)
    }

    /// An SGR mouse report above the shortcut bar (a click there runs its shortcut).
    private func mouse(using random: inout SplitMix64) -> [UInt8] {
        let button = random.pick([0, 1, 2, 32, 35, 64, 65, 66, 67, 4, 8, 16])
        let y = random.int(in: 0...Swift.max(rows - 2, 0))
        let final = random.chance(percent: 50) ? "M" : "m"
        return Array("\u{1B}[<\(button);\(random.int(in: 0...200));\(y)\(final)".utf8)
    }

    /// ESC before a byte: Alt with it, never Alt+S, Alt+Z or Alt+O, nor ESC O or ESC [.
    private func alt(using random: inout SplitMix64) -> [UInt8] {
        var byte = UInt8(random.int(in: 0x20...0x7E))
        while RandomTerminalBytes.forbiddenAltLetters.contains(byte) || byte == 0x5B || byte == 0x4F || byte == 0x50 {
            byte = UInt8(random.int(in: 0x20...0x7E))
        }
        return [0x1B, byte]
    }
}
