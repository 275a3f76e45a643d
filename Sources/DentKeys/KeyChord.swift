/// A key with its modifiers: what a binding matches. Round-trips through text such as
/// `Ctrl+s`, `Shift+Tab`, `Alt+Left`, `F1`.
public struct KeyChord: Hashable, Sendable, CustomStringConvertible {
    public var key: Key
    public var modifiers: Modifiers

    /// Ctrl with a letter is the same chord whatever the case: terminals send one byte for both.
    public init(_ key: Key, _ modifiers: Modifiers = []) {
        if modifiers.contains(.ctrl), case .character(let scalar) = key, ("A"..."Z").contains(scalar) {
            self.key = .character(Unicode.Scalar(scalar.value + 0x20) ?? scalar)
        } else {
            self.key = key
        }
        self.modifiers = modifiers
    }

    /// Parses chord text: modifiers joined with `+`, then the key name (`Ctrl++` is Ctrl and plus).
    public init?(_ text: String) {
        var parts = text.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
        if text.hasSuffix("++") { parts.removeLast(2); parts.append("+") }
        guard let keyName = parts.popLast(), let key = Key(name: keyName) else { return nil }
        var modifiers: Modifiers = []
        for part in parts {
            guard let entry = Modifiers.names.first(where: { $0.1.lowercased() == part.lowercased() }) else { return nil }
            modifiers.insert(entry.0)
        }
        self.init(key, modifiers)
    }

    /// Chord text, the form used in `keys.conf` and the help view. Ctrl letters are written in
    /// capitals, as people write them (`Ctrl+S`); both cases parse.
    public var description: String {
        let mods = Modifiers.names.filter { modifiers.contains($0.0) }.map { $0.1 + "+" }.joined()
        if modifiers.contains(.ctrl), case .character(let scalar) = key, ("a"..."z").contains(scalar) {
            return mods + key.name.uppercased()
        }
        return mods + key.name
    }

    /// The compact form for the shortcut bar: `^S`, `M-x`, `S-Tab`, `F1`.
    public var shortDescription: String {
        let mods = Modifiers.names.filter { modifiers.contains($0.0) }.map(\.2).joined()
        if modifiers == .ctrl, case .character(let scalar) = key {
            return "^" + String(Character(scalar)).uppercased()
        }
        return mods + key.name
    }

    /// The text a key inserts when no binding takes it: printable characters without Ctrl or Alt.
    public var insertedText: String? {
        guard case .character(let scalar) = key, modifiers.isDisjoint(with: [.ctrl, .alt, .super]),
            scalar.value >= 0x20, scalar.value != 0x7F
        else { return nil }
        return String(Character(scalar))
    }
}
