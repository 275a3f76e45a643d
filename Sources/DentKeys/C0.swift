/// The C0 control bytes and DEL as keys (ECMA-48 C0 set, as terminals send them for Ctrl chords).
enum C0 {
    static func chord(for byte: UInt8) -> KeyChord {
        switch byte {
        case 0x00: KeyChord(.character(" "), .ctrl)
        // ^H is Ctrl+Backspace in most terminals (kitty, VTE, urxvt, tmux); where terminfo says
        // kbs=^H the decoder's terminfo table makes it Backspace instead.
        case 0x08: KeyChord(.backspace, .ctrl)
        case 0x09: KeyChord(.tab)
        case 0x0D: KeyChord(.enter)
        case 0x1B: KeyChord(.escape)
        case 0x7F: KeyChord(.backspace)
        case 0x01...0x1A: KeyChord(.character(Unicode.Scalar(byte + 0x60)), .ctrl)
        // 0x1C-0x1F: Ctrl with \ ] ^ _
        default: KeyChord(.character(Unicode.Scalar(byte + 0x40)), .ctrl)
        }
    }
}
