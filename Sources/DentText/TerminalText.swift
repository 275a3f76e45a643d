/// Text bytes made safe to print on a terminal, in the text area's notations (`LineLayout`):
/// a C0 control as `^[` (tab and newline kept, and a carriage return before a newline), DEL
/// as `^?`, a C1 control (U+0080…U+009F) or a byte that is not UTF-8 as `<9b>`. What `ls`
/// does to names on a terminal: the file's ESC, CSI, OSC (a clipboard write, a title) or DCS
/// cannot act on the terminal, and nothing is hidden.
public enum TerminalText {
    /// `bytes` with every byte a terminal would act on written out (see the type's comment).
    public static func escaped<C: Collection>(_ bytes: C) -> [UInt8] where C.Element == UInt8 {
        let array = Array(bytes)
        var out: [UInt8] = []
        out.reserveCapacity(array.count)
        var index = 0
        while index < array.count {
            let byte = array[index]
            let length = PathBytes.sequenceLength(array, at: index)
            if length == 1 {
                let next = index + 1 < array.count ? array[index + 1] : nil
                out += kept(byte, before: next) ? [byte] : caret(byte)
            } else if length == 2 && byte == 0xC2 && array[index + 1] < 0xA0 {
                out += hex(array[index + 1])
            } else if length > 1 {
                out += array[index..<(index + length)]
            } else {
                out += hex(byte)
            }
            index += Swift.max(length, 1)
        }
        return out
    }

    /// Whether an ASCII byte passes as it is: printable, tab, newline, CR ending a CRLF line.
    private static func kept(_ byte: UInt8, before next: UInt8?) -> Bool {
        LineLayout.isPrintable(byte) || byte == 0x09 || byte == 0x0A || (byte == 0x0D && next == 0x0A)
    }

    /// `^X` for a C0 control, `^?` for DEL.
    private static func caret(_ byte: UInt8) -> [UInt8] {
        [UInt8(ascii: "^"), byte == 0x7F ? UInt8(ascii: "?") : byte + 0x40]
    }

    /// `<xx>` in lower case.
    private static func hex(_ byte: UInt8) -> [UInt8] {
        let digits = Array("0123456789abcdef".utf8)
        return [UInt8(ascii: "<"), digits[Int(byte >> 4)], digits[Int(byte & 0x0F)], UInt8(ascii: ">")]
    }
}
