/// Turns the bytes a terminal sends into key events: a pure state machine, no I/O, no clock.
///
/// Feed bytes in any split with `decode(_:)`; bytes that may start a longer sequence stay
/// pending (`isWaiting`). The run loop decides when to give up waiting (the Esc timeout) and
/// calls `flush()`, which reads the pending bytes as complete: a lone ESC is Esc, `ESC [` is Alt+[.
public struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []
    /// The bytes of a bracketed paste in progress (`CSI 200~` seen, `CSI 201~` not yet).
    private var paste: [UInt8]?

    public init() {}

    /// True when bytes are held back because they may be the start of a longer sequence.
    public var isWaiting: Bool { !pending.isEmpty && paste == nil }

    /// True while inside a bracketed paste, where no timeout applies.
    public var isInPaste: Bool { paste != nil }

    /// Decodes as many complete events as `bytes` (after what was pending) hold.
    public mutating func decode<S: Sequence>(_ bytes: S) -> [KeyEvent] where S.Element == UInt8 {
        pending.append(contentsOf: bytes)
        return drain(final: false)
    }

    /// Reads every pending byte as a complete input (the Esc timeout expired).
    public mutating func flush() -> [KeyEvent] { drain(final: true) }

    private mutating func drain(final: Bool) -> [KeyEvent] {
        var events: [KeyEvent] = []
        var index = 0
        while index < pending.count {
            if paste != nil {
                index = consumePaste(from: index, into: &events)
                if paste != nil { break }
                continue
            }
            guard let (event, length) = KeyDecoder.parse(pending, at: index, final: final) else { break }
            index += length
            if event == KeyDecoder.pasteStart {
                paste = []
            } else if event != KeyDecoder.pasteEnd {
                events.append(event)
            }
        }
        pending.removeFirst(index)
        return events
    }

    /// Consumes paste bytes up to the end marker; keeps a possible partial marker pending.
    private mutating func consumePaste(from index: Int, into events: inout [KeyEvent]) -> Int {
        let terminator = KeyDecoder.pasteTerminator
        var i = index
        while i < pending.count {
            if pending[i] == 0x1B {
                let available = Swift.min(terminator.count, pending.count - i)
                if pending[i..<(i + available)].elementsEqual(terminator.prefix(available)) {
                    guard available == terminator.count else { break }
                    paste?.append(contentsOf: pending[index..<i])
                    events.append(.paste(paste ?? []))
                    paste = nil
                    return i + terminator.count
                }
            }
            i += 1
        }
        paste?.append(contentsOf: pending[index..<i])
        return i
    }

    static let pasteStart = KeyEvent.unknown(Array("\u{1B}[200~".utf8))
    static let pasteEnd = KeyEvent.unknown(Array("\u{1B}[201~".utf8))
    static let pasteTerminator: [UInt8] = Array("\u{1B}[201~".utf8)
}

extension KeyDecoder {
    /// Parses one event at `index`; nil when more bytes are needed (never when `final`).
    static func parse(_ bytes: [UInt8], at index: Int, final: Bool, altPrefix: Bool = true) -> (KeyEvent, Int)? {
        let byte = bytes[index]
        if byte == 0x1B { return parseEscape(bytes, at: index, final: final, altPrefix: altPrefix) }
        if byte < 0x20 || byte == 0x7F { return (.key(C0.chord(for: byte)), 1) }
        return parseText(bytes, at: index, final: final)
    }

    /// UTF-8 text: one scalar per event. An ill-formed sequence is one U+FFFD per maximal
    /// subpart (Unicode 15, 3.9), and decoding resumes right after it, so a valid byte is never
    /// swallowed; a subpart that reaches the end of the input may still complete, so it waits.
    static func parseText(_ bytes: [UInt8], at index: Int, final: Bool) -> (KeyEvent, Int)? {
        var parser = Unicode.UTF8.ForwardParser()
        var input = bytes[index...].makeIterator()
        switch parser.parseScalar(from: &input) {
        case .valid(let encoded):
            return (.key(KeyChord(.character(Unicode.UTF8.decode(encoded)))), encoded.count)
        case .error(let length):
            if !final && index + length == bytes.count { return nil }
            return (.key(KeyChord(.character("\u{FFFD}"))), length)
        case .emptyInput:
            return nil
        }
    }

    static func parseEscape(_ bytes: [UInt8], at index: Int, final: Bool, altPrefix: Bool) -> (KeyEvent, Int)? {
        let next = index + 1
        guard next < bytes.count else { return final ? (.key(KeyChord(.escape)), 1) : nil }
        switch bytes[next] {
        case UInt8(ascii: "["):
            if let parsed = parseCSI(bytes, at: index) { return parsed }
            if !final { return nil }
        case UInt8(ascii: "O"):
            if next + 1 < bytes.count { return (SS3.event(final: bytes[next + 1], bytes: bytes[index...(next + 1)]), 3) }
            if !final { return nil }
        default:
            break
        }
        guard altPrefix else { return (.key(KeyChord(.escape)), 1) }
        guard let (event, length) = parse(bytes, at: next, final: final, altPrefix: false) else { return nil }
        guard case .key(let chord) = event else { return (event, length + 1) }
        return (.key(KeyChord(chord.key, chord.modifiers.union(.alt))), length + 1)
    }
}
