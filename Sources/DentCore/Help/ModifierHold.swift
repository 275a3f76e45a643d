import DentKeys

/// Modifier keys held down on their own, and whether the shortcut overlay is due or shown: the
/// timing behind "hold Ctrl to see its shortcuts". Pure: times are the host's clock, in
/// milliseconds, passed in.
///
/// Keys are tracked by the modifier key's own code and the event type (the kitty keyboard
/// protocol reports them with flag 8), never by the modifier field: kitty 0.32 changed it, so
/// that a press reports the key's own bit set and its release reports it cleared, where older
/// versions did the opposite. The overlay is due `delay` after the last modifier press while no
/// other key came; any other key, click or paste means the hold was for a chord, so nothing
/// shows until a modifier is pressed again.
public struct ModifierHold: Sendable, Equatable {
    /// Milliseconds of holding still before the overlay shows; 0 turns it off.
    public var delay: UInt64
    /// The modifier keys down now (left and right apart, so releasing one of two Ctrl keys
    /// leaves Ctrl held).
    public private(set) var keys: Set<Key.ModifierKey> = []
    /// When the last modifier key went down, while the overlay is still to come.
    public private(set) var pressedAt: UInt64?
    /// True while the overlay is shown.
    public private(set) var isShown = false

    public init(delay: UInt64 = 600) { self.delay = delay }

    /// The modifiers the keys down hold (AltGr and ISO level 5 hold none: they type text).
    public var held: Modifiers { keys.reduce(into: Modifiers()) { $0.formUnion($1.modifier) } }

    /// Whether the held modifiers are worth an overlay: Shift alone is held to type capitals, and
    /// an overlay would flash over slow typing.
    public var isWorthShowing: Bool { !held.isEmpty && held != .shift }

    /// When the overlay is due, if it is to come.
    public var deadline: UInt64? {
        guard delay > 0, !isShown, isWorthShowing, let pressedAt else { return nil }
        return pressedAt + delay
    }

    /// A modifier key went down at `time`; a shown overlay follows the new set at once.
    public mutating func press(_ key: Key.ModifierKey, at time: UInt64) {
        keys.insert(key)
        pressedAt = time
        if !isWorthShowing { isShown = false }
    }

    /// A modifier key came up: the overlay goes, and stays away until the next press.
    public mutating func release(_ key: Key.ModifierKey) {
        keys.remove(key)
        interrupt()
    }

    /// Another key, a click or a paste came: the hold was for a chord. The overlay goes and does
    /// not come back while the same modifiers stay down.
    public mutating func interrupt() {
        isShown = false
        pressedAt = nil
    }

    /// Forgets every key: their releases may never arrive (focus left the terminal, a modal took
    /// the focus and the terminal stopped reporting modifier keys, dent was suspended).
    public mutating func reset() {
        keys = []
        interrupt()
    }

    /// The deadline passed: the overlay shows (`hasShortcuts`), or the hold ends with nothing to
    /// show.
    public mutating func due(hasShortcuts: Bool) {
        pressedAt = nil
        isShown = hasShortcuts
    }
}
