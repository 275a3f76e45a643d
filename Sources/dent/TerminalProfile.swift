import DentScreen
import DentTerminal

/// Builds the renderer's `TerminalCaps` from terminfo, falling back to xterm's sequences for a
/// capability the entry lacks, or for a terminal with no entry at all.
enum TerminalProfile {
    static func caps(from terminfo: Terminfo?) -> TerminalCaps {
        var caps = TerminalCaps.xterm
        guard let terminfo else { return caps }
        caps.eraseToEndOfLine = terminfo.string("el") ?? caps.eraseToEndOfLine
        caps.clearScreen = terminfo.string("clear") ?? caps.clearScreen
        caps.hideCursor = terminfo.string("civis") ?? caps.hideCursor
        caps.showCursor = terminfo.string("cnorm") ?? caps.showCursor
        return caps
    }

    /// True when the entry's cursor addressing is the ANSI form `TerminalCaps` emits.
    static func hasANSICursorAddressing(_ terminfo: Terminfo?) -> Bool {
        guard let terminfo, let cup = terminfo.parameterized("cup", 4, 7) else { return true }
        return cup == Array("\u{1B}[5;8H".utf8)
    }
}
