import Testing
import DentKeys

private func chord(_ text: String) -> KeyEvent {
    guard let chord = KeyChord(text) else { return .unknown(Array("bad chord \(text)".utf8)) }
    return .key(chord)
}

private func decodeAll(_ bytes: [UInt8]) -> [KeyEvent] {
    var decoder = KeyDecoder()
    return decoder.decode(bytes) + decoder.flush()
}

/// Byte strings real terminals send (see ../shared/keys/vectors.tsv for sources), and what
/// they mean.
@Suite struct KeyDecoderTests {
    static let basicKeys: [(String, String)] = [
        ("a", "a"), ("\u{0D}", "Enter"), ("\u{09}", "Tab"), ("\u{7F}", "Backspace"),
        ("\u{13}", "Ctrl+s"), ("\u{11}", "Ctrl+q"), ("\u{07}", "Ctrl+g"), ("\u{00}", "Ctrl+Space"),
        ("\u{1C}", "Ctrl+\\"), ("\u{1F}", "Ctrl+_"), ("\u{08}", "Ctrl+Backspace"),
        ("\u{1B}[A", "Up"), ("\u{1B}[B", "Down"), ("\u{1B}[C", "Right"), ("\u{1B}[D", "Left"),
        ("\u{1B}OA", "Up"), ("\u{1B}OH", "Home"), ("\u{1B}OF", "End"),
        ("\u{1B}[H", "Home"), ("\u{1B}[F", "End"), ("\u{1B}[1~", "Home"), ("\u{1B}[4~", "End"),
        ("\u{1B}[7~", "Home"), ("\u{1B}[8~", "End"), ("\u{1B}[2~", "Insert"), ("\u{1B}[3~", "Delete"),
        ("\u{1B}[5~", "PageUp"), ("\u{1B}[6~", "PageDown"), ("\u{1B}[Z", "Shift+Tab"),
        ("\u{1B}OP", "F1"), ("\u{1B}[11~", "F1"), ("\u{1B}[[A", "F1"), ("\u{1B}[15~", "F5"), ("\u{1B}[24~", "F12"),
        ("\u{1B}[1;5A", "Ctrl+Up"), ("\u{1B}[1;2D", "Shift+Left"), ("\u{1B}[1;3H", "Alt+Home"),
        ("\u{1B}[1;8A", "Ctrl+Alt+Shift+Up"), ("\u{1B}[3;5~", "Ctrl+Delete"), ("\u{1B}[1;2P", "Shift+F1"),
        ("\u{1B}[27;5;9~", "Ctrl+Tab"), ("\u{1B}[9;5u", "Ctrl+Tab"), ("\u{1B}[13;2u", "Shift+Enter"),
        ("\u{1B}[115;5u", "Ctrl+s"), ("\u{1B}a", "Alt+a"), ("\u{1B}\u{7F}", "Alt+Backspace"),
        ("\u{1B}\u{1B}[A", "Alt+Up"), ("\u{1B}\u{0D}", "Alt+Enter"),
    ]

    @Test(arguments: basicKeys)
    func decodesWhatTerminalsSend(bytes: String, expected: String) {
        #expect(decodeAll(Array(bytes.utf8)) == [chord(expected)])
    }

    @Test func decodesUTF8TextIncludingFourByteCharacters() {
        #expect(decodeAll(Array("é日😀".utf8)) == ["é", "日", "😀"].map { .key(KeyChord(.character(Unicode.Scalar($0)!))) })
    }

    @Test func invalidUTF8IsOneReplacementPerMaximalSubpartAndNeverSwallowsTheNextByte() {
        let replacement = KeyEvent.key(KeyChord(.character("\u{FFFD}")))
        #expect(decodeAll([0xE6, 0x97, 0x21]) == [replacement, chord("!")])
        #expect(decodeAll([0xFF, 0x61]) == [replacement, chord("a")])
        #expect(decodeAll([0x80, 0x80]) == [replacement, replacement])
    }

    @Test func sequencesSplitAcrossReadsWaitForTheRest() {
        let bytes = Array("\u{1B}[1;5A日".utf8)
        for split in 1..<bytes.count {
            var decoder = KeyDecoder()
            let first = decoder.decode(bytes[..<split])
            let second = decoder.decode(bytes[split...])
            #expect(first + second == [chord("Ctrl+Up"), .key(KeyChord(.character("日")))], "split at \(split)")
            #expect(!decoder.isWaiting)
        }
    }

    @Test func aLoneEscWaitsThenIsEscOnFlush() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B]) == [])
        #expect(decoder.isWaiting)
        #expect(decoder.flush() == [chord("Esc")])
        #expect(!decoder.isWaiting)
    }

    @Test func anIncompleteCSIOnFlushIsAltBracket() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("\u{1B}[".utf8)) == [])
        #expect(decoder.flush() == [chord("Alt+[")])
    }

    @Test func bracketedPasteIsOneEventWithItsBytesExactly() {
        let events = decodeAll(Array("\u{1B}[200~a\tb\u{1B}[2D\r\n\u{1B}[201~x".utf8))
        #expect(events == [.paste(Array("a\tb\u{1B}[2D\r\n".utf8)), chord("x")])
    }

    @Test func aPasteSplitInsideItsEndMarkerKeepsWaiting() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("\u{1B}[200~12\u{1B}[20".utf8)) == [])
        #expect(decoder.isInPaste)
        #expect(decoder.flush() == [])
        #expect(decoder.decode(Array("1~".utf8)) == [.paste(Array("12".utf8))])
    }

    @Test func unknownSequencesAreDroppedAsOneUnit() {
        #expect(decodeAll(Array("\u{1B}[99~a".utf8)) == [.unknown(Array("\u{1B}[99~".utf8)), chord("a")])
        #expect(decodeAll(Array("\u{1B}[?1;2cz".utf8)) == [.unknown(Array("\u{1B}[?1;2c".utf8)), chord("z")])
    }
}

@Suite struct KeyChordTests {
    @Test(arguments: ["Ctrl+S", "Shift+Tab", "Alt+Left", "F1", "Ctrl+Alt+Shift+Up", "Space", "Ctrl++", "a", "Super+x", "Esc"])
    func chordTextRoundTrips(text: String) {
        #expect(KeyChord(text)?.description == text)
    }

    @Test func ctrlLettersIgnoreCaseAndNamesIgnoreCase() {
        #expect(KeyChord("Ctrl+S") == KeyChord("ctrl+s"))
        #expect(KeyChord("shift+tab") == KeyChord(.tab, .shift))
        #expect(KeyChord("Hyper+x") == nil)
        #expect(KeyChord("Ctrl+") == nil)
    }

    @Test func shortFormsForTheShortcutBar() {
        #expect(KeyChord("Ctrl+g")?.shortDescription == "^G")
        #expect(KeyChord("Shift+Tab")?.shortDescription == "S-Tab")
        #expect(KeyChord("Alt+v")?.shortDescription == "M-v")
        #expect(KeyChord("F1")?.shortDescription == "F1")
    }

    @Test func onlyPlainPrintableKeysInsertText() {
        #expect(KeyChord("a")?.insertedText == "a")
        #expect(KeyChord("Space")?.insertedText == " ")
        #expect(KeyChord("Ctrl+a")?.insertedText == nil)
        #expect(KeyChord("Alt+a")?.insertedText == nil)
        #expect(KeyChord("Tab")?.insertedText == nil)
    }
}
