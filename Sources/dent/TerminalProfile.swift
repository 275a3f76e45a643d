import DentTerminal
import DentWire

/// Builds the renderer's `TerminalCaps` from what DentTerminal knows of the terminal: its own
/// bytes for the fixed sequences, the optional functions whose capability is the ECMA-48 form
/// the encoder sends, and the colour depth.
enum TerminalProfile {
    /// The description of the terminal dent runs in, from `TERM`, `TERM_PROGRAM` and `COLORTERM`.
    static func current() -> TerminalDescription {
        TerminalDescription.select(term: environment("TERM") ?? "", program: environment("TERM_PROGRAM"),
                                   colorTerm: environment("COLORTERM"))
    }

    /// Each optional function of the encoder and the capabilities it needs, all of them.
    static let features: [(TerminalCaps.Features, [ControlFunction])] = [
        (.insertCharacters, [.insertCharacters]),
        (.deleteCharacters, [.deleteCharacters]),
        (.insertDeleteLines, [.insertLines, .deleteLines]),
        (.scrollRegion, [.scrollRegion, .scrollUp, .scrollDown]),
        (.columnAddress, [.columnAddress]),
    ]

    /// Each optional attribute and the capability that must be the SGR the encoder sends for
    /// it. Without it the attribute is dropped: screen's entry has no `sitm`, and screen draws
    /// SGR 3 reversed. (`ritm` and `rmxx` are not checked: an entry with the ECMA-48 setter
    /// has the ECMA-48 resetter.)
    static let attributes: [(TerminalCaps.Features, String, String)] = [
        (.italic, "sitm", "\u{1B}[3m"),
        (.strikethrough, "smxx", "\u{1B}[9m"),
    ]

    static func caps(from description: TerminalDescription) -> TerminalCaps {
        let terminfo = description.terminfo
        var caps = TerminalCaps.xterm
        caps.eraseToEndOfLine = terminfo.string("el") ?? caps.eraseToEndOfLine
        caps.clearScreen = terminfo.string("clear") ?? caps.clearScreen
        caps.hideCursor = terminfo.string("civis") ?? caps.hideCursor
        caps.showCursor = terminfo.string("cnorm") ?? caps.showCursor
        // Mode 2026 is asked of every terminal: one that lacks it ignores an unknown DEC mode.
        caps.features = [.synchronizedOutput]
        for (feature, functions) in features where functions.allSatisfy(terminfo.performs) { caps.features.insert(feature) }
        for (feature, name, form) in attributes where terminfo.string(name) == Array(form.utf8) { caps.features.insert(feature) }
        caps.colors = depth(colors: description.colors)
        return caps
    }

    /// 24-bit, 256, 8 or no colours from a colour count.
    static func depth(colors: Int) -> ColorDepth {
        switch colors {
        case (1 << 24)...: .trueColor
        case 256...: .indexed256
        case 8...: .ansi8
        default: .none
        }
    }
}
