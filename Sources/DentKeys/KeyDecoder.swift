/// One decoded event and how many input bytes it took, so a caller can show the raw bytes
/// of each event and tests can check that every byte is accounted for.
public struct DecodedEvent: Sendable, Equatable {
    public var event: KeyEvent
    public var byteCount: Int
}

/// Turns the bytes a terminal sends into events: a pure state machine, no I/O, no clock.
///
/// Feed bytes in any split with `decode(_:)`. Bytes that may start a longer sequence stay
/// pending (`isWaiting`); the run loop owns the Esc timer and calls `flush()` when it expires:
/// then a lone ESC is Esc, ESC plus one byte is Alt+that key, and a longer incomplete sequence
/// is `Unknown`. Memory stays bounded whatever arrives: sequences are capped, pastes stream.
public struct KeyDecoder: Sendable {
    /// Sequences learnt from terminfo (`kbs`, `kcbt`, ...) that win over the built-in tables, so
    /// `ESC Tab` is Shift+Tab on the Linux console and `^H` is Backspace where `kbs=^H`.
    public var extraSequences: [[UInt8]: KeyChord] {
        didSet { extraStarts = ByteSet(extraSequences.keys.compactMap(\.first)) }
    }
    /// The bytes some extra sequence starts with.
    private var extraStarts: ByteSet

    enum Mode: Sendable, Equatable {
        case ground
        case paste
        /// The rest of an overlong control sequence, dropped up to its final byte.
        case discardSequence
        /// The rest of an overlong OSC/DCS/APC string, dropped up to its terminator.
        case discardString
    }

    private var pending: [UInt8] = []
    private var mode = Mode.ground

    public init(extraSequences: [[UInt8]: KeyChord] = [:]) {
        self.extraSequences = extraSequences
        extraStarts = ByteSet(extraSequences.keys.compactMap(\.first))
    }

    /// True when bytes are held back because they may start a longer sequence.
    public var isWaiting: Bool { !pending.isEmpty && mode != .paste }

    /// Bytes held back, waiting for the rest of a sequence (bounded by the sequence limits).
    public var pendingCount: Int { pending.count }

    /// True inside a bracketed paste, where no timeout applies.
    public var isInPaste: Bool { mode == .paste }

    /// Decodes as many complete events as the bytes so far hold.
    public mutating func decode<S: Sequence>(_ bytes: S) -> [KeyEvent] where S.Element == UInt8 {
        decodeCounted(bytes).map(\.event)
    }

    /// `decode` with the number of bytes behind each event.
    public mutating func decodeCounted<S: Sequence>(_ bytes: S) -> [DecodedEvent] where S.Element == UInt8 {
        pending.append(contentsOf: bytes)
        return drain(final: false)
    }

    /// Reads the pending bytes as complete input (the Esc timeout expired, or input ended).
    public mutating func flush() -> [KeyEvent] { flushCounted().map(\.event) }

    public mutating func flushCounted() -> [DecodedEvent] { drain(final: true) }

    /// Ends a paste whose end marker never came (the host decides when: nothing arrived for a
    /// while, or the input ended): the bytes held are pasted, the beginning of an end marker
    /// among them too, then the paste ends. Nothing outside a paste.
    public mutating func endPaste() -> [DecodedEvent] {
        guard mode == .paste else { return [] }
        var events = drain(final: true)
        if !pending.isEmpty { events.append(DecodedEvent(event: .pasteChunk(pending), byteCount: pending.count)) }
        events.append(DecodedEvent(event: .pasteEnd, byteCount: 0))
        pending = []
        mode = .ground
        return events
    }

    private mutating func drain(final: Bool) -> [DecodedEvent] {
        var events: [DecodedEvent] = []
        var index = 0
        loop: while index < pending.count {
            let step: Step
            switch mode {
            case .ground: step = parseGround(at: index, final: final)
            case .paste: step = Paste.step(pending, at: index)
            case .discardSequence: step = Discard.sequence(pending, at: index)
            case .discardString: step = Discard.string(pending, at: index, final: final)
            }
            switch step {
            case .needMore:
                break loop
            case .emit(var event, let length, var next):
                // A paste starts a mode; an end marker outside a paste is just unknown.
                if mode == .ground && event == .pasteStart { next = .paste }
                if mode == .ground && event == .pasteEnd { event = .unknown(Array(pending[index..<(index + length)])) }
                events.append(DecodedEvent(event: event, byteCount: length))
                index += length
                mode = next
            case .enter(let next):
                mode = next
            }
        }
        pending.removeFirst(index)
        if final && mode == .discardString { mode = .ground }
        return events
    }

    private func parseGround(at index: Int, final: Bool) -> Step {
        if let step = matchExtra(at: index, final: final) { return step }
        return KeyDecoder.parse(pending, at: index, final: final)
    }

    /// A terminfo sequence at `index`; waits while the bytes are a proper prefix of one.
    private func matchExtra(at index: Int, final: Bool) -> Step? {
        guard extraStarts.contains(pending[index]) else { return nil }
        let available = pending.count - index
        var waiting = false
        for (sequence, chord) in extraSequences {
            if sequence.count <= available, pending[index..<(index + sequence.count)].elementsEqual(sequence) {
                return .emit(.key(chord), length: sequence.count)
            }
            if sequence.count > available, sequence.starts(with: pending[index...]) { waiting = true }
        }
        return waiting && !final ? .needMore : nil
    }
}

/// The result of looking at the bytes from one position.
enum Step: Equatable {
    case needMore
    case emit(KeyEvent, length: Int, next: KeyDecoder.Mode = .ground)
    /// Switch mode without consuming a byte.
    case enter(KeyDecoder.Mode)
}

/// The longest control sequence and string the decoder keeps whole; longer ones become
/// `Unknown` and the rest is dropped up to the sequence's end.
public enum KeyDecoderLimits {
    public static let sequence = 64
    public static let string = 4096
}

extension KeyDecoder {
    static let sequenceLimit = KeyDecoderLimits.sequence
    static let stringLimit = KeyDecoderLimits.string

    /// Parses one event in ground state at `index`.
    static func parse(_ bytes: [UInt8], at index: Int, final: Bool) -> Step {
        let byte = bytes[index]
        if byte == 0x1B { return Escape.parse(bytes, at: index, final: final) }
        if byte < 0x20 || byte == 0x7F { return .emit(.key(C0.chord(for: byte)), length: 1) }
        return parseText(bytes, at: index, final: final)
    }

    /// UTF-8 text: one scalar per event. An ill-formed sequence is one U+FFFD per maximal
    /// subpart (Unicode 15, 3.9) and decoding resumes right after it, so a valid byte is never
    /// swallowed; a subpart that reaches the end of the input may still complete, so it waits.
    static func parseText(_ bytes: [UInt8], at index: Int, final: Bool) -> Step {
        var parser = Unicode.UTF8.ForwardParser()
        var input = bytes[index...].makeIterator()
        switch parser.parseScalar(from: &input) {
        case .valid(let encoded):
            let scalar = Unicode.UTF8.decode(encoded)
            return .emit(.key(KeyChord(.character(scalar)), text: String(Character(scalar))), length: encoded.count)
        case .error(let length):
            if !final && index + length == bytes.count { return .needMore }
            return .emit(.invalidText(Array(bytes[index..<(index + length)])), length: length)
        case .emptyInput:
            return .needMore
        }
    }
}

/// Bracketed paste (xterm ctlseqs, "Bracketed Paste Mode"): everything up to `CSI 201~` is
/// pasted bytes, escapes included.
enum Paste {
    static let end: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]

    static func step(_ bytes: [UInt8], at index: Int) -> Step {
        var i = index
        while i < bytes.count {
            if bytes[i] == 0x1B {
                let available = Swift.min(end.count, bytes.count - i)
                if bytes[i..<(i + available)].elementsEqual(end.prefix(available)) {
                    if available < end.count { break }  // maybe the end marker, split: wait
                    if i > index { return .emit(.pasteChunk(Array(bytes[index..<i])), length: i - index, next: .paste) }
                    return .emit(.pasteEnd, length: end.count, next: .ground)
                }
            }
            i += 1
        }
        guard i > index else { return .needMore }
        return .emit(.pasteChunk(Array(bytes[index..<i])), length: i - index, next: .paste)
    }
}

/// Dropping the rest of an overlong sequence, reported as `Unknown` so every byte is accounted for.
enum Discard {
    /// Up to and including the final byte (or CAN/SUB); an ESC starts something new.
    static func sequence(_ bytes: [UInt8], at index: Int) -> Step {
        var i = index
        while i < bytes.count {
            let byte = bytes[i]
            if byte == 0x1B { return unknown(bytes, index, i, next: .ground) }
            if byte == 0x18 || byte == 0x1A || (0x40...0x7E).contains(byte) { return unknown(bytes, index, i + 1, next: .ground) }
            i += 1
        }
        return unknown(bytes, index, i, next: .discardSequence)
    }

    /// Up to and including BEL or ST (`ESC \\`); an ESC at the very end may be half of ST.
    static func string(_ bytes: [UInt8], at index: Int, final: Bool) -> Step {
        var i = index
        while i < bytes.count {
            switch bytes[i] {
            case 0x07, 0x18, 0x1A:
                return unknown(bytes, index, i + 1, next: .ground)
            case 0x1B where i + 1 == bytes.count:
                if i > index { return unknown(bytes, index, i, next: .discardString) }
                return final ? unknown(bytes, index, i + 1, next: .ground) : .needMore
            case 0x1B:
                return unknown(bytes, index, bytes[i + 1] == 0x5C ? i + 2 : i, next: .ground)
            default:
                i += 1
            }
        }
        return unknown(bytes, index, i, next: .discardString)
    }

    private static func unknown(_ bytes: [UInt8], _ start: Int, _ end: Int, next: KeyDecoder.Mode) -> Step {
        guard end > start else { return .enter(next) }
        return .emit(.unknown(Array(bytes[start..<end])), length: end - start, next: next)
    }
}
