/// Scanning by the ECMA-48 grammar (5.4): `CSI P...P I...I F`, with parameter bytes 0x30-0x3F,
/// intermediate bytes 0x20-0x2F and a final byte 0x40-0x7E; strings (OSC, DCS, APC, PM, SOS)
/// end with BEL or ST. CAN and SUB abort a sequence; ESC abandons it and starts a new one;
/// other C0 bytes and DEL inside a sequence are ignored, as a terminal would.
enum ControlSequence {
    /// The parts of a complete control sequence, ignored bytes left out.
    struct Parts {
        var parameters: [UInt8] = []
        var intermediates: [UInt8] = []
        var final: UInt8 = 0
    }

    /// Parses the CSI at `index` (ESC [) into an event.
    static func parseCSI(_ bytes: [UInt8], at index: Int) -> Step {
        let body = index + 2
        if body < bytes.count, bytes[body] == UInt8(ascii: "M") { return Mouse.parseX10(bytes, at: index) }
        if body < bytes.count, bytes[body] == UInt8(ascii: "[") { return linuxFunctionKey(bytes, at: index) }
        var parts = Parts()
        var i = body
        while i < bytes.count {
            let byte = bytes[i]
            let length = i + 1 - index
            if length > KeyDecoder.sequenceLimit {
                return .emit(.unknown(Array(bytes[index..<i])), length: i - index, next: .discardSequence)
            }
            switch byte {
            case 0x1B:
                return .emit(.unknown(Array(bytes[index..<i])), length: i - index)
            case 0x18, 0x1A:
                return .emit(.unknown(Array(bytes[index...i])), length: length)
            case 0x00...0x1F, 0x7F:
                break
            case 0x30...0x3F where parts.intermediates.isEmpty:
                parts.parameters.append(byte)
            case UInt8(ascii: "$") where isRxvtModified(parts):
                parts.final = byte
                return .emit(CSIKeys.event(parts, raw: Array(bytes[index...i])), length: length)
            case 0x20...0x2F:
                parts.intermediates.append(byte)
            case 0x40...0x7E:
                parts.final = byte
                return .emit(CSIKeys.event(parts, raw: Array(bytes[index...i])), length: length)
            default:
                // A parameter byte after an intermediate, or a byte outside the grammar: malformed.
                return .emit(.unknown(Array(bytes[index...i])), length: length)
            }
            i += 1
        }
        return .needMore
    }

    /// rxvt ends modified keys with `$` (Shift), `^` (Ctrl), `@` (Ctrl+Shift): `CSI 7 $` is
    /// Shift+Home. `$` is an intermediate byte in ECMA-48, so it is a final byte only right after
    /// plain digits (no private marker, no separator), which no other sequence sends.
    private static func isRxvtModified(_ parts: Parts) -> Bool {
        !parts.parameters.isEmpty && parts.parameters.allSatisfy { (0x30...0x39).contains($0) }
    }

    /// The Linux console's F1-F5: `ESC [ [ A` .. `ESC [ [ E`. Anything else after `ESC [ [` is
    /// unknown and only the three bytes are consumed.
    private static func linuxFunctionKey(_ bytes: [UInt8], at index: Int) -> Step {
        guard index + 3 < bytes.count else { return .needMore }
        let letter = bytes[index + 3]
        guard (UInt8(ascii: "A")...UInt8(ascii: "E")).contains(letter) else {
            return .emit(.unknown(Array(bytes[index..<(index + 3)])), length: 3)
        }
        return .emit(.key(KeyChord(.function(Int(letter - UInt8(ascii: "A")) + 1))), length: 4)
    }

    /// An OSC, DCS, APC, PM or SOS string: dent asks for none it must read, so each is one
    /// `Unknown`, never keys.
    static func parseString(_ bytes: [UInt8], at index: Int) -> Step {
        var i = index + 2
        while i < bytes.count {
            let length = i + 1 - index
            if length > KeyDecoder.stringLimit {
                return .emit(.unknown(Array(bytes[index..<i])), length: i - index, next: .discardString)
            }
            switch bytes[i] {
            case 0x07, 0x18, 0x1A:
                return .emit(.unknown(Array(bytes[index...i])), length: length)
            case 0x1B:
                guard i + 1 < bytes.count else { return .needMore }
                let end = bytes[i + 1] == UInt8(ascii: "\\") ? i + 2 : i
                return .emit(.unknown(Array(bytes[index..<end])), length: end - index)
            default:
                i += 1
            }
        }
        return .needMore
    }
}

/// CSI parameters: numbers separated by `;`, each with optional `:` sub-parameters, after an
/// optional private marker (`<`, `=`, `>`, `?`).
struct CSIParameters {
    var fields: [[Int?]] = []
    var privateMarker: UInt8?
    /// False when a number is too long to be real: such a sequence is unknown.
    var isValid = true

    init(_ bytes: [UInt8]) {
        var body = bytes[...]
        if let first = body.first, (0x3C...0x3F).contains(first) {
            privateMarker = first
            body = body.dropFirst()
        }
        guard !body.isEmpty else { return }
        fields = body.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).map { field in
            field.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false).map { digits -> Int? in
                guard !digits.isEmpty else { return nil }
                guard digits.count <= 9, digits.allSatisfy({ (0x30...0x39).contains($0) }) else {
                    return -1
                }
                return digits.reduce(0) { $0 * 10 + Int($1 - 0x30) }
            }
        }
        isValid = !fields.joined().contains { $0 == -1 }
    }

    /// Sub-parameter `sub` of field `n`, nil when absent or empty.
    func value(_ n: Int, _ sub: Int = 0) -> Int? {
        guard n < fields.count, sub < fields[n].count else { return nil }
        return fields[n][sub]
    }

    var count: Int { fields.count }
}
