import CTerminfo
import DentKeys
import Synchronization

/// libtinfo keeps the loaded entry in one process-wide variable (`cur_term`), so loading and
/// reading an entry happen together under this lock, and a `Terminfo` keeps its own copies.
private let terminfoLock = Mutex(())

/// The terminfo entry of a terminal, read through libtinfo: the string capabilities dent uses,
/// copied out when the entry is loaded.
public struct Terminfo: Sendable {
    public let term: String
    private let strings: [String: [UInt8]]

    /// The capabilities read from the entry.
    static let capabilityNames = ["el", "clear", "civis", "cnorm", "smcup", "rmcup", "cup"]
        + keyCapabilities.map(\.0)

    /// Loads the entry for `term`; nil when the database has none (only ~42 entries are
    /// installed on Debian by default: kitty, alacritty, foot and wezterm are not among them).
    public init?(term: String) {
        guard !term.isEmpty else { return nil }
        let loaded: [String: [UInt8]]? = terminfoLock.withLock { _ in
            var error: Int32 = 0
            guard setupterm(term, -1, &error) == 0, error == 1 else { return nil }
            var strings: [String: [UInt8]] = [:]
            for name in Terminfo.capabilityNames {
                guard let value = tigetstr(name), Int(bitPattern: value) != -1 else { continue }
                strings[name] = Array(String(cString: value).utf8)
            }
            return strings
        }
        guard let loaded else { return nil }
        self.term = term
        self.strings = loaded
    }

    /// The string capability `name` (`el`, `smcup`, ...), or nil when the terminal lacks it.
    public func string(_ name: String) -> [UInt8]? { strings[name] }

    /// `cap` with two numeric parameters (`cup` takes row, column), through `tparm`.
    public func parameterized(_ name: String, _ first: Int, _ second: Int) -> [UInt8]? {
        guard let cap = strings[name] else { return nil }
        return terminfoLock.withLock { _ in
            (String(decoding: cap, as: UTF8.self)).withCString { pointer in
                dent_tparm2(pointer, first, second).map { Array(String(cString: $0).utf8) }
            }
        }
    }
}
