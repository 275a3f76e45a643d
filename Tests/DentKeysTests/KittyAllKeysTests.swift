import Testing
import DentKeys

/// What the kitty keyboard protocol sends with the flags dent sets while the text has the focus
/// (1|2|8|16: event types, all keys as escape codes, associated text), decoded into the same
/// events as before those flags, and the modifier keys themselves in both protocol generations.
@Suite struct KittyAllKeysTests {
    static func decode(_ text: String) -> [KeyEvent] {
        var decoder = KeyDecoder()
        return decoder.decode(Array(text.utf8)) + decoder.flush()
    }

    static let leftControl = KeyChord(.modifier(.leftControl))

    /// kitty issue #6913 gives both generations' bytes for Left Ctrl: before 0.32 (Linux) the press
    /// is `CSI 57442 u` and the release `CSI 57442 ; 5 : 3 u`; since 0.32 (and macOS before it)
    /// the press is `CSI 57442 ; 5 u` and the release `CSI 57442 ; 1 : 3 u`.
    @Test(arguments: [
        ("\u{1B}[57442u", KeyAction.press), ("\u{1B}[57442;5:3u", .release),
        ("\u{1B}[57442;5u", .press), ("\u{1B}[57442;1:3u", .release),
        ("\u{1B}[57442;5:2u", .repeat), ("\u{1B}[57442;1:2u", .repeat),
    ])
    func leftControlInBothGenerations(bytes: String, action: KeyAction) {
        #expect(Self.decode(bytes) == [.key(Self.leftControl, action: action)])
    }

    /// Another modifier's bit means the same in both generations; only the key's own bit differs.
    @Test(arguments: [
        // Left Shift pressed and released while Ctrl is held: before 0.32, then since.
        ("\u{1B}[57441;5u", KeyAction.press), ("\u{1B}[57441;6:3u", .release),
        ("\u{1B}[57441;6u", .press), ("\u{1B}[57441;5:3u", .release),
    ])
    func shiftWhileControlIsHeld(bytes: String, action: KeyAction) {
        #expect(Self.decode(bytes) == [.key(KeyChord(.modifier(.leftShift), .ctrl), action: action)])
    }

    @Test func everyModifierKeyHasItsCodeAndHoldsItsModifier() {
        let keys: [(String, Key.ModifierKey, Modifiers)] = [
            ("57441", .leftShift, .shift), ("57442", .leftControl, .ctrl), ("57443", .leftAlt, .alt),
            ("57444", .leftSuper, .super), ("57447", .rightShift, .shift), ("57448", .rightControl, .ctrl),
            ("57449", .rightAlt, .alt), ("57450", .rightSuper, .super),
        ]
        for (code, key, modifier) in keys {
            let bit = Int(modifier.rawValue) + 1
            #expect(Self.decode("\u{1B}[\(code);\(bit)u") == [.key(KeyChord(.modifier(key)))], "press of \(key)")
            #expect(Self.decode("\u{1B}[\(code);1:3u") == [.key(KeyChord(.modifier(key)), action: .release)], "release of \(key)")
            #expect(key.modifier == modifier)
        }
        // Both Ctrl keys down, one released: the release keeps the Ctrl bit (the other is down).
        #expect(Self.decode("\u{1B}[57448;5:3u") == [.key(KeyChord(.modifier(.rightControl)), action: .release)])
    }

    /// With flag 8 every key is `CSI … u`; with flag 16 a printable key carries its text.
    @Test(arguments: [
        ("\u{1B}[97;;97u", KeyEvent.key(KeyChord(.character("a")), text: "a")),
        ("\u{1B}[104;2;72u", .key(KeyChord(.character("h"), .shift), text: "H")),
        ("\u{1B}[97;1:3u", .key(KeyChord(.character("a")), action: .release)),
        ("\u{1B}[97;1:2;97u", .key(KeyChord(.character("a")), action: .repeat, text: "a")),
        ("\u{1B}[32;;32u", .key(KeyChord(.character(" ")), text: " ")),
        ("\u{1B}[97;65;65u", .key(KeyChord(.character("a")), text: "A")),
        ("\u{1B}[13u", .key(KeyChord(.enter))),
        ("\u{1B}[13;1:3u", .key(KeyChord(.enter), action: .release)),
        ("\u{1B}[9u", .key(KeyChord(.tab))),
        ("\u{1B}[9;2u", .key(KeyChord(.tab, .shift))),
        ("\u{1B}[127u", .key(KeyChord(.backspace))),
        ("\u{1B}[27u", .key(KeyChord(.escape))),
        ("\u{1B}[97;5u", .key(KeyChord(.character("a"), .ctrl))),
        ("\u{1B}[115;5:3u", .key(KeyChord(.character("s"), .ctrl), action: .release)),
        ("\u{1B}[122;6u", .key(KeyChord(.character("z"), [.ctrl, .shift]))),
        ("\u{1B}[57404;129;53u", .key(KeyChord(.keypad(.k5)), text: "5")),
        ("\u{1B}[57414u", .key(KeyChord(.keypad(.enter)))),
    ])
    func keysWithAllKeysAsEscapeCodes(bytes: String, event: KeyEvent) {
        #expect(Self.decode(bytes) == [event])
    }

    @Test func textNoKeyStandsForHasCodeZero() {
        #expect(Self.decode("\u{1B}[0;;233u") == [.key(KeyChord(.character("é")), text: "é")])
        #expect(Self.decode("\u{1B}[0;;126:47u") == [.key(KeyChord(.character("~")), text: "~/")])
        #expect(Self.decode("\u{1B}[0u") == [.unknown(Array("\u{1B}[0u".utf8))], "code 0 without text is no key")
    }

    @Test func ctrlLetterCarriesNoTextAndReleasesPrintAsSuch() {
        var printer = EventPrinter()
        let lines = Self.decode("\u{1B}[97;5u\u{1B}[97;5:3u\u{1B}[57442;1:3u").flatMap { printer.lines(for: $0) }
        #expect(lines == ["Ctrl+a", "Ctrl+a [release]", "LeftControl [release]"])
    }

    @Test func keypadKeysHaveMainKeyboardTwins() {
        #expect(KeyChord(.keypad(.enter)).mainKeyboardTwin == KeyChord(.enter))
        #expect(KeyChord(.keypad(.k5)).mainKeyboardTwin == KeyChord(.character("5")))
        #expect(KeyChord(.keypad(.up), .shift).mainKeyboardTwin == KeyChord(.up, .shift))
        #expect(KeyChord(.keypad(.add)).mainKeyboardTwin == KeyChord(.character("+")))
        #expect(KeyChord(.keypad(.separator)).mainKeyboardTwin == nil)
        #expect(KeyChord(.enter).mainKeyboardTwin == nil)
    }

    @Test func modifiersPrintInChordOrder() {
        #expect(Modifiers([.shift, .ctrl]).description == "Ctrl+Shift")
        #expect(Modifiers.alt.description == "Alt")
        #expect(Modifiers().description == "")
    }
}
