/// A key on the keyboard, independent of modifiers.
public enum Key: Hashable, Sendable {
    /// A key that produces a character; letters are stored as the terminal sent them.
    case character(Unicode.Scalar)
    case enter, tab, backspace, escape
    case up, down, left, right
    case home, end, pageUp, pageDown, insert, delete, begin
    case function(Int)

    /// Names used in chord text, docs and `keys.conf`; one table for both directions.
    static let names: [(Key, String)] = [
        (.enter, "Enter"), (.tab, "Tab"), (.backspace, "Backspace"), (.escape, "Esc"),
        (.up, "Up"), (.down, "Down"), (.left, "Left"), (.right, "Right"),
        (.home, "Home"), (.end, "End"), (.pageUp, "PageUp"), (.pageDown, "PageDown"),
        (.insert, "Insert"), (.delete, "Delete"), (.begin, "Begin"),
        (.character(" "), "Space"),
    ]

    /// The key's name in chord text: `Tab`, `F5`, `Space`, `a`.
    public var name: String {
        if let entry = Key.names.first(where: { $0.0 == self }) { return entry.1 }
        switch self {
        case .function(let n): return "F\(n)"
        case .character(let scalar): return String(Character(scalar))
        default: return "?"
        }
    }

    /// Parses a key name as written by `name`; names are case-insensitive, characters are not.
    public init?(name: String) {
        if let entry = Key.names.first(where: { $0.1.lowercased() == name.lowercased() }) {
            self = entry.0
        } else if name.count > 1, name.first == "F" || name.first == "f", let n = Int(name.dropFirst()), (1...35).contains(n) {
            self = .function(n)
        } else if name.unicodeScalars.count == 1, let scalar = name.unicodeScalars.first {
            self = .character(scalar)
        } else {
            return nil
        }
    }
}

/// Modifier keys held with a key.
public struct Modifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let shift = Modifiers(rawValue: 1)
    public static let alt = Modifiers(rawValue: 2)
    public static let ctrl = Modifiers(rawValue: 4)
    public static let `super` = Modifiers(rawValue: 8)

    /// The order modifiers are written in chord text, with their long and short names.
    static let names: [(Modifiers, String, String)] = [
        (.ctrl, "Ctrl", "^"), (.alt, "Alt", "M-"), (.shift, "Shift", "S-"), (.super, "Super", "Super-"),
    ]

    /// Decodes the xterm modifier parameter (`CSI 1;5A`: 1 + a bit mask; caps/num lock ignored).
    public init(xtermParameter parameter: Int) {
        self.init(rawValue: UInt8(truncatingIfNeeded: Swift.max(parameter - 1, 0) & 0x0F))
    }
}
