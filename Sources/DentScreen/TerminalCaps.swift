/// The control sequences a terminal understands, as plain bytes: a value built by the app
/// from terminfo (or a built-in profile), so rendering stays pure and testable.
public struct TerminalCaps: Sendable, Equatable {
    public var clearScreen: [UInt8]
    public var eraseToEndOfLine: [UInt8]
    public var hideCursor: [UInt8]
    public var showCursor: [UInt8]
    public var resetAttributes: [UInt8]

    public init(clearScreen: [UInt8], eraseToEndOfLine: [UInt8], hideCursor: [UInt8], showCursor: [UInt8], resetAttributes: [UInt8]) {
        self.clearScreen = clearScreen
        self.eraseToEndOfLine = eraseToEndOfLine
        self.hideCursor = hideCursor
        self.showCursor = showCursor
        self.resetAttributes = resetAttributes
    }

    /// xterm's sequences (ctlseqs), understood by every terminal dent targets: the fallback when
    /// terminfo has no entry for `TERM`.
    public static let xterm = TerminalCaps(
        clearScreen: Array("\u{1B}[H\u{1B}[2J".utf8),
        eraseToEndOfLine: Array("\u{1B}[K".utf8),
        hideCursor: Array("\u{1B}[?25l".utf8),
        showCursor: Array("\u{1B}[?25h".utf8),
        resetAttributes: Array("\u{1B}[m".utf8))

    /// Cursor addressing (CUP, ECMA-48 8.3.21), 0-based arguments. Every terminal dent supports
    /// uses this form; terminfo's `cup` is checked against it when the caps are built.
    public func moveCursor(row: Int, column: Int) -> [UInt8] {
        Array("\u{1B}[\(row + 1);\(column + 1)H".utf8)
    }

    /// Select Graphic Rendition for `style`, from a reset state.
    public func attributes(_ style: Style) -> [UInt8] {
        guard !style.isEmpty else { return resetAttributes }
        var codes = ["0"]
        if style.contains(.bold) { codes.append("1") }
        if style.contains(.dim) { codes.append("2") }
        if style.contains(.underline) { codes.append("4") }
        if style.contains(.reverse) { codes.append("7") }
        return Array("\u{1B}[\(codes.joined(separator: ";"))m".utf8)
    }
}
