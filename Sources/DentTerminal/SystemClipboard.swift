/// Copying to the system clipboard through the terminal: OSC 52 (xterm ctlseqs, "Manipulate
/// Selection Data"). Best effort: kitty, WezTerm, foot, iTerm2 and others accept it; stock
/// xterm (unless `allowWindowOps`) and tmux 3.3a by default (`set-clipboard external`) drop it.
public enum SystemClipboard {
    /// Larger texts are not sent: several terminals cut or reject long OSC 52 strings.
    public static let limit = 1 << 20

    /// The bytes that put `text` on the clipboard, or nil when it is too large.
    public static func sequence(for text: [UInt8]) -> [UInt8]? {
        guard text.count <= limit else { return nil }
        return Array("\u{1B}]52;c;".utf8) + base64(text) + [0x07]
    }

    static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// RFC 4648 base64 with padding.
    static func base64(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index < bytes.count {
            let chunk = bytes[index..<Swift.min(index + 3, bytes.count)]
            var value = 0
            for (offset, byte) in chunk.enumerated() { value |= Int(byte) << (16 - 8 * offset) }
            for position in 0..<4 {
                out.append(position <= chunk.count ? alphabet[(value >> (18 - 6 * position)) & 63] : UInt8(ascii: "="))
            }
            index += 3
        }
        return out
    }
}
