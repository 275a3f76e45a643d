import CTerminfo
import DentKeys
import Synchronization

/// libtinfo keeps the loaded entry in one process-wide variable (`cur_term`), so loading and
/// reading an entry happen together under this lock, and a `Terminfo` keeps its own copies.
private let terminfoLock = Mutex(())

/// The terminfo entry of a terminal, read through libtinfo: the string and number capabilities
/// dent uses, copied out when the entry is loaded. A built-in profile (`BuiltInTerminals`) is
/// an entry of the same shape that dent carries itself.
public struct Terminfo: Sendable {
    public let term: String
    private let strings: [String: [UInt8]]
    private let numbers: [String: Int]

    /// The string capabilities read from an entry: screen control, then keys.
    /// (`sitm` for italics; `smxx` for strikethrough is one of ncurses' extended names, which
    /// `tigetstr` reads too.)
    static let capabilityNames = ["el", "clear", "civis", "cnorm", "smcup", "rmcup", "sitm", "smxx"] + ControlFunction.allCases.map(\.rawValue)
        + keyCapabilities.map(\.0)
    /// The number capabilities read.
    static let numberNames = ["colors"]

    /// Loads the entry for `term`; nil when the database has none (only ~42 entries are
    /// installed on Debian by default: kitty, alacritty, foot and wezterm are not among them).
    public init?(term: String) {
        guard !term.isEmpty else { return nil }
        let loaded: ([String: [UInt8]], [String: Int])? = terminfoLock.withLock { _ in
            var error: Int32 = 0
            guard setupterm(term, -1, &error) == 0, error == 1 else { return nil }
            var strings: [String: [UInt8]] = [:]
            for name in Terminfo.capabilityNames {
                guard let value = tigetstr(name), Int(bitPattern: value) != -1 else { continue }
                strings[name] = Array(String(cString: value).utf8)
            }
            var numbers: [String: Int] = [:]
            for name in Terminfo.numberNames {
                let value = tigetnum(name)
                if value >= 0 { numbers[name] = Int(value) }
            }
            return (strings, numbers)
        }
        guard let loaded else { return nil }
        self.init(term: term, strings: loaded.0, numbers: loaded.1)
    }

    /// An entry from its capabilities (a built-in profile). Padding (`$<5>`, delays for
    /// hardware terminals that tputs would turn into waits) is dropped: dent writes the
    /// strings as they are, and no terminal it draws on needs the delay.
    init(term: String, strings: [String: [UInt8]], numbers: [String: Int]) {
        self.term = term
        self.strings = strings.mapValues(Terminfo.withoutPadding)
        self.numbers = numbers
    }

    /// The string capability `name` (`el`, `smcup`, ...), or nil when the terminal lacks it.
    public func string(_ name: String) -> [UInt8]? { strings[name] }

    /// The number capability `name` (`colors`), or nil when the terminal lacks it.
    public func number(_ name: String) -> Int? { numbers[name] }

    /// `cap` with two numeric parameters (`cup` takes row, column), through `tparm`; a
    /// capability with one parameter ignores the second.
    public func parameterized(_ name: String, _ first: Int, _ second: Int) -> [UInt8]? {
        guard let cap = strings[name] else { return nil }
        return terminfoLock.withLock { _ in
            (String(decoding: cap, as: UTF8.self)).withCString { pointer in
                dent_tparm2(pointer, first, second).map { Array(String(cString: $0).utf8) }
            }
        }
    }

    /// `bytes` without terminfo padding specifications (`$<` digits `>`).
    static func withoutPadding(_ bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "$"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "<"),
               let end = bytes[index...].firstIndex(of: UInt8(ascii: ">")),
               bytes[(index + 2)..<end].allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || "*/.".utf8.contains($0) }) {
                index = end + 1
                continue
            }
            result.append(bytes[index])
            index += 1
        }
        return result
    }
}

/// The parameterized control functions dent's frame encoder sends, by terminfo name. The
/// encoder writes them in their ECMA-48 form itself (fast, no `tparm` per frame); an entry's
/// capability counts only when `tparm` gives exactly that form.
public enum ControlFunction: String, CaseIterable, Sendable {
    case cursorPosition = "cup"
    case insertCharacters = "ich"
    case deleteCharacters = "dch"
    case insertLines = "il"
    case deleteLines = "dl"
    case scrollRegion = "csr"
    case scrollUp = "indn"
    case scrollDown = "rin"
    case columnAddress = "hpa"

    /// The ECMA-48 bytes for terminfo's parameters (0-based rows and columns, counts as is).
    func standard(_ first: Int, _ second: Int) -> [UInt8] {
        let (parameters, final): (String, String) = switch self {
        case .cursorPosition: ("\(first + 1);\(second + 1)", "H")
        case .scrollRegion: ("\(first + 1);\(second + 1)", "r")
        case .columnAddress: ("\(first + 1)", "G")
        case .insertCharacters: ("\(first)", "@")
        case .deleteCharacters: ("\(first)", "P")
        case .insertLines: ("\(first)", "L")
        case .deleteLines: ("\(first)", "M")
        case .scrollUp: ("\(first)", "S")
        case .scrollDown: ("\(first)", "T")
        }
        return Array("\u{1B}[\(parameters)\(final)".utf8)
    }
}

extension Terminfo {
    /// True when the entry has `function` in the ECMA-48 form, checked with two sets of
    /// parameters so a form that happens to agree once (or ignores a parameter) does not pass.
    public func performs(_ function: ControlFunction) -> Bool {
        [(3, 7), (12, 41)].allSatisfy { sample in
            parameterized(function.rawValue, sample.0, sample.1) == function.standard(sample.0, sample.1)
        }
    }
}
