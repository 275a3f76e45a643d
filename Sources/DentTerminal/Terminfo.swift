import CTerminfo

/// The terminfo entry of a terminal, read through libtinfo.
public struct Terminfo: Sendable {
    public let term: String

    /// Loads the entry for `term`; nil when the database has none (only ~42 entries are
    /// installed on Debian by default: kitty, alacritty, foot and wezterm are not among them).
    public init?(term: String) {
        var error: Int32 = 0
        guard !term.isEmpty, setupterm(term, -1, &error) == 0, error == 1 else { return nil }
        self.term = term
    }

    /// The string capability `name` (`el`, `smcup`, ...), or nil when the terminal lacks it.
    public func string(_ name: String) -> [UInt8]? {
        guard let value = tigetstr(name), Int(bitPattern: value) != -1 else { return nil }
        return Array(String(cString: value).utf8)
    }

    /// `cap` with two numeric parameters (`cup` takes row, column), through `tparm`.
    public func parameterized(_ name: String, _ first: Int, _ second: Int) -> [UInt8]? {
        guard let cap = tigetstr(name), Int(bitPattern: cap) != -1, let result = dent_tparm2(cap, first, second)
        else { return nil }
        return Array(String(cString: result).utf8)
    }
}
