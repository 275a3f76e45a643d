/// Modifier keys held with a key. Lock states (Caps Lock, Num Lock) are not modifiers here:
/// a chord means the same whatever the locks, so bindings keep working with Caps Lock on.
public struct Modifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    // The bit values of the xterm and kitty modifier parameter (value - 1).
    public static let shift = Modifiers(rawValue: 1)
    public static let alt = Modifiers(rawValue: 2)
    public static let ctrl = Modifiers(rawValue: 4)
    public static let `super` = Modifiers(rawValue: 8)
    public static let hyper = Modifiers(rawValue: 16)
    public static let meta = Modifiers(rawValue: 32)

    /// The order modifiers are written in (`Ctrl+Alt+Shift+Super+Hyper+Meta`), with their long
    /// and shortcut-bar names.
    static let names: [(Modifiers, String, String)] = [
        (.ctrl, "Ctrl", "^"), (.alt, "Alt", "M-"), (.shift, "Shift", "S-"),
        (.super, "Super", "Super-"), (.hyper, "Hyper", "Hyper-"), (.meta, "Meta", "Meta-"),
    ]

    /// Decodes the modifier parameter of xterm (`CSI 1;5A`) and kitty (`CSI 97;5u`): one plus a
    /// bit mask. Caps Lock (64) and Num Lock (128) are dropped; nil for values no terminal sends.
    public init?(parameter: Int) {
        guard (1...256).contains(parameter) else { return nil }
        self.init(rawValue: UInt8((parameter - 1) & 0x3F))
    }
}

extension Modifiers: CustomStringConvertible {
    /// The modifiers as chord text writes them, in chord order: `Ctrl+Shift`, `Alt` (empty for none).
    public var description: String {
        Modifiers.names.filter { contains($0.0) }.map(\.1).joined(separator: "+")
    }
}
