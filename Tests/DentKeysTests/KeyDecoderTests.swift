import Glibc
import Testing
import DentKeys
import DentTestSupport

/// One row of Tests/DentKeysTests/vectors.tsv.
struct Vector: CustomStringConvertible, Sendable {
    let row: Int
    let bytes: [UInt8]
    let then: [UInt8]
    let expected: String

    var description: String { "row \(row): \(KeyEvent.unknown(bytes + then))" }

    static let all: [Vector] = {
        guard let text = TextFile.read(TextFile.repositoryPath("Tests/DentKeysTests/vectors.tsv")) else { return [] }
        return text.split(separator: "\n").compactMap { line -> Vector? in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 4, let row = Int(fields[0]) else { return nil }
            return Vector(row: row, bytes: hex(fields[1]), then: hex(fields[2]), expected: fields[3])
        }
    }()

    static func hex(_ text: String) -> [UInt8] { text.split(separator: " ").compactMap { UInt8($0, radix: 16) } }
}

/// Feeds `reads` one after another, flushes, and returns the printed lines joined as in the table.
func decodeLines(_ reads: [[UInt8]], extra: [[UInt8]: KeyChord] = [:]) -> String {
    var decoder = KeyDecoder(extraSequences: extra)
    var printer = EventPrinter()
    var events: [KeyEvent] = []
    for read in reads { events += decoder.decode(read) }
    events += decoder.flush()
    return events.flatMap { printer.lines(for: $0) }.joined(separator: " ; ")
}

/// Sequences from real terminals (vectors.tsv beside this file, with sources), decoded the way
/// docs/KEYS.md says.
@Suite struct KeyVectorTests {
    @Test func theTableIsThere() {
        #expect(Vector.all.count == 296)
    }

    @Test(arguments: Vector.all)
    func decodesAsTheTableSays(vector: Vector) {
        #expect(decodeLines([vector.bytes, vector.then]) == vector.expected)
    }

    @Test(arguments: Vector.all)
    func decodesTheSameFedByteByByte(vector: Vector) {
        let stream = vector.bytes + vector.then
        #expect(decodeLines(stream.map { [$0] }) == vector.expected)
    }

    @Test(arguments: Vector.all)
    func decodesTheSameSplitAtEveryPosition(vector: Vector) {
        let stream = vector.bytes + vector.then
        for split in 0...stream.count {
            #expect(decodeLines([Array(stream[..<split]), Array(stream[split...])]) == vector.expected, "split at \(split)")
        }
    }
}

@Suite struct KeyDecoderTests {
    @Test func aLoneEscWaitsAndIsEscOnlyWhenTheTimeoutFlushes() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B]) == [])
        #expect(decoder.isWaiting)
        #expect(decoder.flush() == [.key(KeyChord(.escape))])
        #expect(!decoder.isWaiting)
    }

    @Test func terminfoSequencesWinOverTheBuiltInTables() {
        let linux: [[UInt8]: KeyChord] = [[0x1B, 0x09]: KeyChord(.tab, .shift), [0x08]: KeyChord(.backspace)]
        #expect(decodeLines([[0x1B, 0x09, 0x08]], extra: linux) == "Shift+Tab ; Backspace")
        #expect(decodeLines([[0x1B, 0x09, 0x08]]) == "Alt+Tab ; Ctrl+Backspace")
        #expect(decodeLines([[0x1B], [0x09]], extra: linux) == "Shift+Tab", "a split terminfo sequence waits")
    }

    @Test func aPasteWithoutItsEndMarkerEndsWhenTheHostSays() {
        var decoder = KeyDecoder()
        let started = decoder.decode(Array("\u{1B}[200~ab\u{1B}[2".utf8))
        #expect(started == [.pasteStart, .pasteChunk(Array("ab".utf8))])
        #expect(decoder.isInPaste && !decoder.isWaiting)
        let ended = decoder.endPaste()
        #expect(ended.map(\.event) == [.pasteChunk(Array("\u{1B}[2".utf8)), .pasteEnd], "the start of an end marker is pasted bytes")
        #expect(ended.map(\.byteCount) == [3, 0])
        #expect(!decoder.isInPaste)
        #expect(decoder.decode(Array("\u{13}".utf8)) == [.key(KeyChord(.character("s"), .ctrl))], "keys are keys again")
        #expect(decoder.endPaste().isEmpty, "outside a paste nothing ends")
    }

    @Test func pastesStreamWithBoundedMemory() {
        var decoder = KeyDecoder()
        var pasted = 0
        var events = decoder.decode(Array("\u{1B}[200~".utf8))
        let chunk = [UInt8](repeating: UInt8(ascii: "x"), count: 4096) + Array("\u{1B}[2".utf8)
        for _ in 0..<256 {
            events += decoder.decode(chunk)
            #expect(decoder.pendingCount <= 5)
        }
        events += decoder.decode(Array("01~z".utf8))
        for case .pasteChunk(let bytes) in events { pasted += bytes.count }
        #expect(events.first == .pasteStart)
        #expect(events.suffix(2) == [.pasteEnd, .key(KeyChord(.character("z")), text: "z")])
        // Every ESC [ 2 inside the paste is pasted; the last one begins the end marker.
        #expect(pasted == 256 * chunk.count - 3, "escapes inside a paste are pasted bytes")
    }

    @Test func aHugeControlSequenceStaysBoundedAndTypesNothing() {
        var decoder = KeyDecoder()
        var events = decoder.decode(Array("\u{1B}[".utf8))
        for _ in 0..<10_000 {
            events += decoder.decode(Array("1;".utf8))
            #expect(decoder.pendingCount <= KeyDecoderLimits.sequence)
        }
        events += decoder.decode(Array("Ax".utf8))
        #expect(events.dropLast().allSatisfy { if case .unknown = $0 { true } else { false } })
        #expect(events.last == .key(KeyChord(.character("x")), text: "x"))
    }

    @Test func anOverlongStringIsDroppedUpToItsTerminator() {
        var decoder = KeyDecoder()
        var events = decoder.decode(Array("\u{1B}]52;c;".utf8))
        for _ in 0..<100 { events += decoder.decode([UInt8](repeating: 0x41, count: 1000)) }
        events += decoder.decode(Array("\u{07}q".utf8))
        #expect(events.dropLast().allSatisfy { if case .unknown = $0 { true } else { false } })
        #expect(events.last == .key(KeyChord(.character("q")), text: "q"))
        #expect(decoder.pendingCount == 0)
    }

    @Test func nulBytesAreCtrlSpace() {
        #expect(decodeLines([[0, 0]]) == "Ctrl+Space ; Ctrl+Space")
    }
}

/// Random byte streams: the decoder never crashes or stops making progress, and every byte it is
/// given is either in an event or still pending.
@Suite struct KeyDecoderPropertyTests {
    static let alphabet: [UInt8] = Array("\u{1B}[O;:?<~u$^@M1 27;9A\u{18}\u{7F}]\\P".utf8) + [0x00, 0x07, 0x80, 0xC3, 0xA9, 0xE6, 0x97, 0xFF, 0x0D]

    @Test(arguments: 0..<200)
    func everyByteIsAccountedFor(seed: UInt64) {
        var random = SplitMix(state: seed)
        var decoder = KeyDecoder()
        var fed = 0
        var consumed = 0
        for _ in 0..<50 {
            let count = Int(random.next() % 12)
            let bytes = (0..<count).map { _ in
                random.next() % 4 == 0 ? UInt8(truncatingIfNeeded: random.next()) : KeyDecoderPropertyTests.alphabet[Int(random.next() % UInt64(KeyDecoderPropertyTests.alphabet.count))]
            }
            fed += bytes.count
            consumed += decoder.decodeCounted(bytes).map(\.byteCount).reduce(0, +)
            if random.next() % 5 == 0 { consumed += decoder.flushCounted().map(\.byteCount).reduce(0, +) }
            #expect(consumed + decoder.pendingCount == fed, "seed \(seed)")
            #expect(decoder.pendingCount <= KeyDecoderLimits.string + 8)
        }
    }

    struct SplitMix {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }
}

@Suite struct KeyChordTests {
    @Test(arguments: ["Ctrl+s", "Shift+Tab", "Alt+Left", "F1", "Ctrl+Alt+Shift+Up", "Space", "Ctrl++", "a", "Super+x", "Esc",
                      "KP_Enter", "Ctrl+KP_5", "MediaPlay", "LeftShift", "F35", "Hyper+Meta+a", "Alt+Shift+a"])
    func chordTextRoundTrips(text: String) {
        #expect(KeyChord(text)?.description == text)
    }

    @Test func parsingIgnoresCaseOfNamesAndOfLettersAfterAModifier() {
        #expect(KeyChord("Ctrl+S") == KeyChord("ctrl+s"))
        #expect(KeyChord("shift+tab") == KeyChord(.tab, .shift))
        #expect(KeyChord("kp_enter") == KeyChord(.keypad(.enter)))
        #expect(KeyChord("Alt+A") == KeyChord(.character("a"), .alt), "Shift is part of a chord only when written")
        #expect(KeyChord("Alt+Shift+a") == KeyChord(.character("A"), .alt))
        #expect(KeyChord("Ctrl+") == nil)
        #expect(KeyChord("Nope+x") == nil)
    }

    @Test func shortFormsForTheShortcutBar() {
        #expect(KeyChord("Ctrl+g")?.shortDescription == "^G")
        #expect(KeyChord("Shift+Tab")?.shortDescription == "S-Tab")
        #expect(KeyChord("Alt+v")?.shortDescription == "M-v")
        #expect(KeyChord("F1")?.shortDescription == "F1")
    }

    @Test func onlyPrintableKeysWithoutCommandModifiersInsertText() {
        #expect(KeyChord("a")?.insertedText == "a")
        #expect(KeyChord("Shift+a")?.insertedText == "A")
        #expect(KeyChord("Space")?.insertedText == " ")
        #expect(KeyChord("Ctrl+a")?.insertedText == nil)
        #expect(KeyChord("Alt+a")?.insertedText == nil)
        #expect(KeyChord("Tab")?.insertedText == nil)
    }
}

@Suite struct ByteSetTests {
    /// Each of the four words holds its own 64 bytes: a set of some bytes from each holds
    /// exactly those.
    @Test func holdsExactlyItsBytes() {
        let members: Set<UInt8> = [0, 9, 63, 64, 0x7E, 127, 128, 0xA5, 191, 192, 0xC3, 255]
        let set = ByteSet(members)
        #expect((0...255).map(UInt8.init).filter(set.contains) == members.sorted())
        #expect(!(0...255).map(UInt8.init).contains(where: ByteSet().contains))
    }
}
