import DentKeys

extension Terminfo {
    /// terminfo key capabilities and the keys they name. Only unshifted keys: xterm's entries
    /// give Shift+F1 as kf13, so kf13 and up would be wrong as F13.
    static let keyCapabilities: [(String, KeyChord)] = [
        ("kbs", KeyChord(.backspace)), ("kcbt", KeyChord(.tab, .shift)),
        ("kcuu1", KeyChord(.up)), ("kcud1", KeyChord(.down)), ("kcuf1", KeyChord(.right)), ("kcub1", KeyChord(.left)),
        ("khome", KeyChord(.home)), ("kend", KeyChord(.end)), ("kich1", KeyChord(.insert)), ("kdch1", KeyChord(.delete)),
        ("kpp", KeyChord(.pageUp)), ("knp", KeyChord(.pageDown)), ("kb2", KeyChord(.begin)),
    ] + (1...12).map { ("kf\($0)", KeyChord(.function($0))) }

    /// The entry's key sequences, as an extra table for `KeyDecoder`: a second source beside
    /// the built-in tables (on the Linux console `kcbt` is `ESC Tab`, which is Shift+Tab there
    /// and Alt+Tab elsewhere; where `kbs` is ^H, ^H is Backspace).
    public func keySequences() -> [[UInt8]: KeyChord] {
        var table: [[UInt8]: KeyChord] = [:]
        for (name, chord) in Terminfo.keyCapabilities {
            guard let bytes = string(name), !bytes.isEmpty else { continue }
            // Only escape sequences and a one-byte Backspace: a printable capability is a bad entry.
            guard bytes[0] == 0x1B || (bytes.count == 1 && bytes[0] < 0x20) else { continue }
            table[bytes] = chord
        }
        return table
    }
}
