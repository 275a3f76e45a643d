/// Turns events into the lines `dent --decode-keys` prints: one line per event, except that a
/// paste's start, chunks and end become a single `Paste("…")` line.
public struct EventPrinter: Sendable {
    private var paste: [UInt8]?

    public init() {}

    /// The lines `event` completes (none while a paste is still arriving).
    public mutating func lines(for event: KeyEvent) -> [String] {
        switch event {
        case .pasteStart:
            paste = []
            return []
        case .pasteChunk(let bytes) where paste != nil:
            paste?.append(contentsOf: bytes)
            return []
        case .pasteEnd:
            defer { paste = nil }
            return [KeyEvent.pasteChunk(paste ?? []).description]
        default:
            return [event.description]
        }
    }

    /// Decodes `bytes` as complete input (flushed at the end) and returns the lines.
    public static func decodeAll(_ bytes: [UInt8], extraSequences: [[UInt8]: KeyChord] = [:]) -> [String] {
        var decoder = KeyDecoder(extraSequences: extraSequences)
        var printer = EventPrinter()
        return (decoder.decode(bytes) + decoder.flush()).flatMap { printer.lines(for: $0) }
    }
}
