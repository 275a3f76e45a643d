import DentCore
import DentKeys

/// Random input for the editor fuzzer: every kind of `KeyEvent` a terminal can produce, biased
/// towards the chords the command table binds (so commands run, and the modals they open get
/// keys of their own) and towards text that is hard to get right: combining marks, ZWJ
/// sequences, wide characters, CR LF, invalid bytes, pastes of every size, left unterminated
/// now and then.
public struct RandomKeyEvents {
    /// Every chord the table binds, in every context.
    let bound: [KeyChord]

    static let keys: [Key] = [
        .enter, .tab, .backspace, .escape, .up, .down, .left, .right, .home, .end, .pageUp, .pageDown,
        .insert, .delete, .begin, .menu, .function(1), .function(2), .function(5), .function(12), .function(35),
        .keypad(.enter), .keypad(.k5), .keypad(.home), .keypad(.tab), .capsLock, .media(.play), .modifier(.leftControl),
        .modifier(.leftAlt), .modifier(.rightShift),
    ]

    /// Texts as a terminal types them: one key's text each.
    static let texts: [String] = [
        "a", "b", "x", "Z", "0", " ", "{", "}", "(", ")", "\"", "'", "/", "~", ":", "é", "日", "本", "👍🏽", "🇫🇷",
        "\u{301}", "\u{200D}", "🧑\u{200D}💻", "e\u{301}", "\u{FE0F}", "\u{FEFF}", "\t", "\u{7F}", "\u{1B}", "ｱ", "한",
        "\u{0}", "%", "$1", "\\", "+", "-", "*", "\u{1F1E6}", "\u{200B}", "\u{200C}", "\u{202E}",
    ]

    /// Pasted text: every line ending, NUL, invalid UTF-8 and lone continuation bytes.
    static let pasteUnits: [[UInt8]] = ["line", "\n", "\r\n", "\r", "\t", "    ", "日本", "e\u{301}", "{", "}"].map { Array($0.utf8) }
        + [[0x00], [0xFF], [0xC3], [0x80, 0x80], [0xE6, 0x97]]

    public init(commands: CommandTable = .standard) {
        bound = commands.commands.flatMap(\.keys)
    }

    /// The next event.
    public func next(using random: inout SplitMix64) -> KeyEvent {
        switch random.below(100) {
        case 0..<35: return .key(random.pick(bound))
        case 35..<60: return typed(using: &random)
        case 60..<75: return .key(KeyChord(random.pick(RandomKeyEvents.keys), modifiers(using: &random)))
        case 75..<80: return .key(KeyChord(.character(random.pick(RandomKeyEvents.texts).unicodeScalars.first ?? "a"), modifiers(using: &random)))
        case 80..<86: return .mouse(mouse(using: &random))
        case 86..<89: return random.chance(percent: 50) ? .pasteStart : .pasteEnd
        case 89..<94: return .pasteChunk(pasted(using: &random))
        case 94..<96: return .invalidText([random.pick([0xFF, 0xC3, 0x80, 0xFE])])
        case 96..<98: return random.chance(percent: 50) ? .focusIn : .focusOut
        default: return .unknown([0x1B, 0x5B, UInt8(random.int(in: 0x30...0x7E))])
        }
    }

    /// A key that types its text, or a repeat or release of one.
    private func typed(using random: inout SplitMix64) -> KeyEvent {
        let text = random.pick(RandomKeyEvents.texts)
        let scalar = text.unicodeScalars.first ?? "a"
        let action: KeyAction = random.chance(percent: 90) ? .press : random.pick([.repeat, .release])
        return .key(KeyChord(.character(scalar)), action: action, text: text)
    }

    private func modifiers(using random: inout SplitMix64) -> Modifiers {
        Modifiers(rawValue: UInt8(random.below(64)))
    }

    private func mouse(using random: inout SplitMix64) -> MouseEvent {
        let kinds: [MouseEvent.Kind] = [.down, .up, .drag, .move, .wheelUp, .wheelDown, .wheelLeft, .wheelRight]
        let buttons: [MouseEvent.Button] = [.left, .left, .middle, .right, .extra(8), .unknown]
        // Coordinates past the screen too: a report can arrive just after the window shrank.
        return MouseEvent(kind: random.pick(kinds), button: random.pick(buttons), x: random.int(in: 0...130),
                          y: random.int(in: 0...60), modifiers: modifiers(using: &random))
    }

    /// One paste chunk: mostly short, now and then tens of kilobytes.
    private func pasted(using random: inout SplitMix64) -> [UInt8] {
        let units = random.chance(percent: 3) ? random.int(in: 1_000...8_000) : random.int(in: 0...12)
        var bytes: [UInt8] = []
        for _ in 0..<units { bytes += random.pick(RandomKeyEvents.pasteUnits) }
        return bytes
    }
}
