extension PathBytes {
    /// `name` as dent shows it, on the screen and on standard error alike: a byte that is not
    /// UTF-8 (a reserved code point, see `PathBytes`) as `<e9>`, a C0 control as `^[` and
    /// DEL as `^?` (caret notation), a C1 control (U+0080…U+009F) as `<9b>`: the notations of
    /// the text area (`LineLayout`). A name is not text the terminal should act on: ESC, CSI
    /// or OSC in a file name written raw would set the clipboard (OSC 52), the title, or
    /// reset the terminal.
    public static func shown(_ name: String) -> String {
        shown(name, keeping: [])
    }

    /// `shown`, leaving the C0 controls in `kept` as they are: a message of several lines
    /// keeps its newlines.
    public static func shown(_ name: String, keeping kept: Set<UInt8>) -> String {
        // Most names and messages are printable ASCII: returned as they are, nothing decoded.
        if name.utf8.allSatisfy({ LineLayout.isPrintable($0) || kept.contains($0) }) { return name }
        var out = ""
        for scalar in name.unicodeScalars {
            let value = scalar.value
            if value < 0x20 && !kept.contains(UInt8(value)) {
                out += "^" + String(Unicode.Scalar(UInt8(value + 0x40)))
            } else if value == 0x7F {
                out += "^?"
            } else if (0x80...0x9F).contains(value) || reserved.contains(value) {
                out += "<" + hex(UInt8(truncatingIfNeeded: value)) + ">"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Two lower-case hex digits, as `LineLayout` writes an invalid byte.
    private static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16)
        return byte < 0x10 ? "0" + digits : digits
    }
}
