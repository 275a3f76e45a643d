extension VirtualTerminal {
    /// The bytes of a whole session (what dent wrote to its terminal) without the sequences that
    /// switch modes or ask the terminal something, which a screen model has nothing to do with:
    /// DEC private modes other than the cursor's and synchronized output (the alternate screen,
    /// bracketed paste, mouse, focus), the kitty keyboard protocol's push, pop, set and query,
    /// xterm's modifyOtherKeys, device attribute queries and window operations (xterm's `smcup`
    /// saves the title with `CSI 22;0;0t`). What is left is the frames.
    public static func frames(ofSession bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            guard bytes[index] == 0x1B, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "[") else {
                out.append(bytes[index])
                index += 1
                continue
            }
            var end = index + 2
            while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
            guard end < bytes.count else { break }
            let sequence = Array(bytes[index...end])
            if !isModeOrQuery(parameters: String(decoding: bytes[(index + 2)..<end], as: UTF8.self), final: bytes[end]) {
                out += sequence
            }
            index = end + 1
        }
        return out
    }

    private static func isModeOrQuery(parameters: String, final: UInt8) -> Bool {
        let first = parameters.first
        if final == UInt8(ascii: "u") || final == UInt8(ascii: "c") || final == UInt8(ascii: "t") { return true }
        if first == ">" || first == "<" || first == "=" { return true }
        guard first == "?" else { return false }
        return !["?25h", "?25l", "?2026h", "?2026l"].contains(parameters + String(UnicodeScalar(final)))
    }
}
