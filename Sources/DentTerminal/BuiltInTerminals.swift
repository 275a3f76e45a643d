/// Terminals whose terminfo entry is often not installed (Debian's ncurses-base has none of
/// kitty, Alacritty, foot or WezTerm: each ships its own), described by the capabilities dent
/// reads, copied from the entry each terminal ships, and xterm's, the fallback when nothing
/// describes the terminal. The strings are written as in terminfo source (`\E` for ESC).
///
/// Sources: kitty `terminfo/kitty.terminfo` (kovidgoyal/kitty), Alacritty `extra/alacritty.info`,
/// foot `foot.info` (codeberg dnkl/foot), WezTerm `termwiz/data/wezterm.terminfo`, xterm from
/// ncurses 6.4 `misc/terminfo.src` (`xterm-new`, as Debian installs it).
public struct BuiltInTerminal: Sendable {
    /// A name for messages.
    public let name: String
    /// `TERM` values that select it.
    public let terms: [String]
    /// `TERM_PROGRAM` values that select it (WezTerm sets it; kitty and Alacritty decline to,
    /// kitty#3317 and alacritty#781, so they are known by `TERM` alone, as foot is).
    public let programs: [String]
    let strings: [String: String]
    let colors: Int

    /// The capabilities as a terminfo entry.
    public var terminfo: Terminfo {
        Terminfo(term: name, strings: strings.mapValues(BuiltInTerminal.decode), numbers: ["colors": colors])
    }

    /// Terminfo source escapes to bytes: `\E` is ESC; nothing else here needs one.
    static func decode(_ source: String) -> [UInt8] {
        var bytes: [UInt8] = []
        var characters = source.utf8.makeIterator()
        while let byte = characters.next() {
            if byte == UInt8(ascii: "\\"), let next = characters.next() {
                bytes.append(next == UInt8(ascii: "E") ? 0x1B : next)
            } else {
                bytes.append(byte)
            }
        }
        return bytes
    }

    /// What xterm-like entries share for the capabilities dent reads (the same in all five).
    static let common: [String: String] = [
        "el": "\\E[K", "clear": "\\E[H\\E[2J", "civis": "\\E[?25l", "cnorm": "\\E[?12l\\E[?25h",
        "cup": "\\E[%i%p1%d;%p2%dH", "csr": "\\E[%i%p1%d;%p2%dr", "hpa": "\\E[%i%p1%dG",
        "ich": "\\E[%p1%d@", "dch": "\\E[%p1%dP", "il": "\\E[%p1%dL", "dl": "\\E[%p1%dM",
        "indn": "\\E[%p1%dS", "rin": "\\E[%p1%dT", "sitm": "\\E[3m", "smxx": "\\E[9m",
    ]
    /// The alternate screen with the title saved and restored (XTWINOPS 22/23).
    static let titleSavingScreen = ["smcup": "\\E[?1049h\\E[22;0;0t", "rmcup": "\\E[?1049l\\E[23;0;0t"]

    static func entry(_ name: String, terms: [String], programs: [String] = [], colors: Int = 256,
                      _ extra: [String: String]) -> BuiltInTerminal {
        BuiltInTerminal(name: name, terms: terms, programs: programs, strings: common.merging(extra) { _, new in new }, colors: colors)
    }

    /// The built-in profiles, looked up by `TERM`, then by `TERM_PROGRAM`.
    public static let table: [BuiltInTerminal] = [
        entry("kitty", terms: ["xterm-kitty"], ["smcup": "\\E[?1049h", "rmcup": "\\E[?1049l"]),
        entry("Alacritty", terms: ["alacritty"], titleSavingScreen),
        entry("Alacritty (direct colour)", terms: ["alacritty-direct"], colors: 1 << 24, titleSavingScreen),
        entry("foot", terms: ["foot", "foot-extra"], titleSavingScreen),
        entry("foot (direct colour)", terms: ["foot-direct", "foot-extra-direct"], colors: 1 << 24, titleSavingScreen),
        entry("WezTerm", terms: ["wezterm"], programs: ["WezTerm"], titleSavingScreen),
    ]

    /// xterm's entry: what dent draws with when nothing describes the terminal. Eight colours,
    /// as the `xterm` entry says: an unknown terminal may not take 256.
    public static let xterm = entry("xterm", terms: ["xterm"], colors: 8, titleSavingScreen)
}
