import DentKeys

/// What the shortcut overlay shows: the held modifiers, and every binding that uses exactly
/// them in the editor, by category, with the command table's titles.
public struct ShortcutOverlay: Sendable, Equatable {
    /// A command and the keys that, with the held modifiers, run it.
    public struct Entry: Sendable, Equatable {
        public var keys: [Key]
        public var command: CommandID
        public var title: String
    }

    public struct Group: Sendable, Equatable {
        public var category: CommandCategory
        public var entries: [Entry]
    }

    public var modifiers: Modifiers
    public var groups: [Group]
    /// The chord that opens the help, for a hint when the overlay does not fit.
    public var helpChord: KeyChord?
}

/// Whether holding a modifier shows its shortcuts in this terminal, as the help view and
/// `dent --check-keys` say it.
public enum OverlayAvailability: Sendable, Equatable {
    /// Not known (the terminal has not answered yet, or there is no terminal to ask).
    case unknown
    case available
    /// The terminal does not report modifier keys alone: it has no kitty keyboard protocol.
    case needsKittyProtocol
    /// `hud-delay = 0` in dent.conf.
    case off

    /// One line about it; nil while unknown.
    public func note(delay: UInt64) -> String? {
        switch self {
        case .unknown: nil
        case .available: "Hold Ctrl or Alt alone for \(delay) ms to see its shortcuts over the text (hud-delay in dent.conf)"
        case .needsKittyProtocol:
            "Holding Ctrl or Alt to see its shortcuts needs the kitty keyboard protocol (kitty, foot, WezTerm, Ghostty), which this terminal lacks"
        case .off: "The shortcut overlay is off (hud-delay = 0 in dent.conf)"
        }
    }
}

extension Editor {
    public var overlayAvailability: OverlayAvailability {
        guard modifierHold.delay > 0 else { return .off }
        switch terminalReportsModifierKeys {
        case nil: return .unknown
        case true?: return .available
        case false?: return .needsKittyProtocol
        }
    }

    /// The help view's line about the overlay.
    public var overlayNote: String? { overlayAvailability.note(delay: modifierHold.delay) }

    /// Whether the terminal should report modifier keys alone now (kitty flags 2, 8 and 16):
    /// only where the overlay is available, and only while the editor has the focus; modals keep
    /// the plain flags, so prompts, the help and describe key see keys as they always did.
    public var wantsModifierKeys: Bool { overlayAvailability == .available && modals.isEmpty }

    /// When the host must wake to show the overlay (the poll timeout), if it is to come.
    public var overlayDeadline: UInt64? { modals.isEmpty ? modifierHold.deadline : nil }

    /// Time passed without input: sets the clock and shows the overlay when its delay is up,
    /// if there is something to show here and now.
    public mutating func advanceClock(to now: UInt64) {
        clock = now
        guard let deadline = modifierHold.deadline, now >= deadline else { return }
        let showable = modals.isEmpty && !awaitingLiteral && !shortcutGroups(holding: modifierHold.held).isEmpty
        modifierHold.due(hasShortcuts: showable)
    }

    /// The overlay to draw, while it is shown.
    public var shortcutOverlay: ShortcutOverlay? {
        guard modifierHold.isShown, modals.isEmpty else { return nil }
        let held = modifierHold.held
        let groups = shortcutGroups(holding: held)
        guard !groups.isEmpty else { return nil }
        return ShortcutOverlay(modifiers: held, groups: groups, helpChord: keymap.chords(for: .help, in: .global).first)
    }

    /// A modifier key pressed, repeated or released on its own. Under a modal the terminal is
    /// not asked for these (a late one can still arrive): the hold is forgotten.
    mutating func holdModifier(_ key: Key.ModifierKey, action: KeyAction) {
        guard modals.isEmpty else { return modifierHold.reset() }
        switch action {
        case .press: modifierHold.press(key, at: clock)
        case .repeat: break
        case .release: modifierHold.release(key)
        }
    }

    /// Any other input ends a hold's chance of an overlay (a chord, a click, a paste), and focus
    /// leaving the terminal forgets the keys, whose releases go elsewhere.
    mutating func interruptHold(for event: KeyEvent) {
        switch event {
        case .key(_, let action, _) where action != .release: modifierHold.interrupt()
        case .pasteStart, .mouse: modifierHold.interrupt()
        case .focusOut: modifierHold.reset()
        default: break
        }
    }

    /// The bindings of the editor and the globals whose chord uses exactly `held`, by category in
    /// table order; a chord an editor binding hides is left out, so the overlay never lies.
    func shortcutGroups(holding held: Modifiers) -> [ShortcutOverlay.Group] {
        guard !held.isEmpty else { return [] }
        let selecting = document.selection != nil
        var entries: [CommandID: ShortcutOverlay.Entry] = [:]
        for binding in keymap.bindings where binding.chord.modifiers == held && liveContexts.contains(binding.context) {
            guard keymap.resolve(binding.chord, view: .editor, modal: nil) == .command(id: binding.command, context: binding.context)
            else { continue }
            let command = commands[binding.command]
            let title = selecting ? command.selectionTitle ?? command.title : command.title
            entries[command.id, default: ShortcutOverlay.Entry(keys: [], command: command.id, title: title)].keys.append(binding.chord.key)
        }
        return CommandCategory.allCases.compactMap { category in
            let inCategory = commands.commands.filter { $0.category == category }.compactMap { entries[$0.id] }
            return inCategory.isEmpty ? nil : ShortcutOverlay.Group(category: category, entries: inCategory)
        }
    }
}
