/// Line-ending conversion for a paste that arrives in chunks: pasted CR, LF and CRLF become the
/// document's line ending, every other byte is kept. A CR at the end of a chunk waits for the
/// next one, so a CRLF split between chunks is still one line break.
struct PasteState: Sendable {
    private var pendingCR = false

    mutating func convert(_ bytes: [UInt8], lineEnding: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        for byte in bytes {
            if pendingCR {
                pendingCR = false
                out += lineEnding
                if byte == 0x0A { continue }
            }
            switch byte {
            case 0x0D: pendingCR = true
            case 0x0A: out += lineEnding
            default: out.append(byte)
            }
        }
        return out
    }

    /// What is still held back when the paste ends.
    mutating func finish(lineEnding: [UInt8]) -> [UInt8] {
        defer { pendingCR = false }
        return pendingCR ? lineEnding : []
    }
}
