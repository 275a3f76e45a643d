/// What dent knows of the terminal it draws on, and where that came from: the terminfo entry
/// `TERM` names, else a built-in profile of a terminal that often has no entry installed
/// (by `TERM`, then by `TERM_PROGRAM`), else xterm's sequences, with a notice for the status
/// line since the drawing may then be wrong.
public struct TerminalDescription: Sendable {
    public enum Source: Sendable, Equatable {
        case terminfo
        case builtIn
        /// Nothing matched: xterm's sequences.
        case fallback
    }

    /// The capabilities, from whichever source.
    public let terminfo: Terminfo
    public let source: Source
    /// The terminal's name as dent shows it: the entry's or the profile's.
    public let name: String
    /// How many colours: 1 << 24 when `COLORTERM` says so or the entry is a direct-colour one,
    /// else the entry's `colors` (0 when it has none).
    public let colors: Int
    /// One line for the status line at start when nothing described the terminal.
    public let notice: String?

    /// `COLORTERM` values that announce 24-bit colour (the convention of VTE, kitty, iTerm2,
    /// WezTerm, foot, Alacritty and others; terminfo has no standard way to say it).
    static let trueColorTerms: Set<String> = ["truecolor", "24bit"]

    /// Picks the description for `term` (`TERM`), `program` (`TERM_PROGRAM`) and `colorTerm`
    /// (`COLORTERM`); `load` reads a terminfo entry (the system database by default).
    public static func select(term: String, program: String?, colorTerm: String?,
                              load: (String) -> Terminfo? = { Terminfo(term: $0) }) -> TerminalDescription {
        let trueColor = colorTerm.map { trueColorTerms.contains($0.lowercased()) } ?? false
        func described(_ terminfo: Terminfo, _ source: Source, _ name: String, notice: String? = nil) -> TerminalDescription {
            let colors = trueColor ? Swift.max(terminfo.number("colors") ?? 0, 1 << 24) : terminfo.number("colors") ?? 0
            return TerminalDescription(terminfo: terminfo, source: source, name: name, colors: colors, notice: notice)
        }
        var unusable: String?
        if let entry = load(term) {
            if entry.performs(.cursorPosition) { return described(entry, .terminfo, term) }
            unusable = "TERM=\(term) has no ANSI cursor addressing"
        }
        if let profile = BuiltInTerminal.table.first(where: { $0.terms.contains(term) })
            ?? program.flatMap({ program in BuiltInTerminal.table.first { $0.programs.contains(program) } }) {
            return described(profile.terminfo, .builtIn, profile.name)
        }
        let what = unusable ?? (term.isEmpty ? "TERM is not set" : "TERM=\(term) is unknown here")
        return described(BuiltInTerminal.xterm.terminfo, .fallback, "xterm",
                         notice: "\(what): drawing as xterm (install its terminfo entry, or set TERM)")
    }
}
