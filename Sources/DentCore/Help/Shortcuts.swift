import DentKeys

/// A command with the chord that runs it in the current context, for the bar and the help view.
public struct Shortcut: Sendable, Equatable {
    public var chord: KeyChord
    public var command: CommandID?
    public var title: String
}

extension Editor {
    /// The contexts whose bindings work right now, most specific first.
    public var liveContexts: [KeyContext] {
        // Every other key waits for the save (`inputDuringSave`): only its own are offered.
        if saving?.isShown == true { return [.saving] }
        if let modal = modals.last?.context { return [modal, .global] }
        return [.editor, .global]
    }

    /// What the shortcut bar shows depends on, and nothing else: while it is the same, so is
    /// `barShortcuts` (the renderer keeps the bar instead of walking the command table again).
    public struct BarContext: Sendable, Equatable {
        public var bindings: Keymap.Version
        public var modal: KeyContext?
        public var selecting: Bool
        public var severalToSave: Bool
        /// A prompt whose answer is a path, which Tab completes (open, save as).
        public var completingPath: Bool
        /// The next key is inserted literally (after Alt+V), whatever it is bound to.
        public var literal: Bool
        /// `sudo` is installed: Save with sudo is offered.
        public var sudo: Bool
        /// A save's progress is shown: its keys alone are offered.
        public var saving: Bool
    }

    public var barContext: BarContext {
        let modal = modals.last
        return BarContext(bindings: keymap.version, modal: modal?.context, selecting: modal == nil && document.selection != nil,
                          severalToSave: modal == .confirmQuit && filesLeftToAsk > 1,
                          completingPath: promptState?.completesPaths == true, literal: awaitingLiteral, sudo: hasSudo,
                          saving: saving?.isShown == true)
    }

    /// What the bar says while the next key is inserted literally: no binding runs then, so it
    /// names what the keys people reach for insert (no command: a click runs none).
    static let literalShortcuts = [
        Shortcut(chord: KeyChord(.tab), command: nil, title: "Insert a tab"),
        Shortcut(chord: KeyChord(.enter), command: nil, title: "Insert a CR"),
        Shortcut(chord: KeyChord(.escape), command: nil, title: "Insert an Esc"),
    ]

    /// Every shortcut that works now, for the shortcut bar: ranked commands only, by rank, each
    /// with its first chord and the title for the current state (with a selection, Tab says
    /// "Indent lines", and copy and cut appear). Globals a modal blocks are left out, so the bar
    /// never lies.
    public var barShortcuts: [Shortcut] {
        let bar = barContext
        if bar.literal { return Self.literalShortcuts }
        var entries: [(rank: Int, context: Int, shortcut: Shortcut)] = []
        for (position, context) in liveContexts.enumerated() {
            let firstChords = keymap.firstChords(in: context)
            for command in commands.commands(in: context) {
                guard let rank = keymap.barRank(of: command), isLive(command),
                      command.barWhen.holds(bar) else { continue }
                guard let chord = firstChords[command.id] else { continue }
                let title = bar.selecting ? command.selectionTitle ?? command.title : command.title
                entries.append((rank, position, Shortcut(chord: chord, command: command.id, title: title)))
            }
        }
        return entries.sorted { ($0.rank, $0.context) < ($1.rank, $1.context) }.map(\.shortcut)
    }

    /// True when `command` can be reached from the current context.
    func isLive(_ command: Command) -> Bool {
        guard command.context == .global, let modal = modals.last?.context else { return true }
        return command.throughModals.contains(modal)
    }
}

extension BarCondition {
    func holds(_ bar: Editor.BarContext) -> Bool {
        switch self {
        case .always: true
        case .withSelection: bar.selecting
        case .withoutSelection: !bar.selecting
        case .severalToSave: bar.severalToSave
        case .completingPath: bar.completingPath
        case .withSudo: bar.sudo
        }
    }
}

/// Where a shortcut sits on the bar: the bar's layout, shared by the renderer that draws it and
/// the mouse that clicks it, so a click always runs what is drawn under it.
public struct BarItem: Sendable, Equatable {
    public var shortcut: Shortcut
    /// The chord's text (`^G`), drawn reversed, then a space and the title.
    public var chord: String
    /// The columns the item takes, chord and title.
    public var columns: Range<Int>

    /// The shortcuts that fit in `width` columns, in order, two blanks apart; the first that
    /// does not fit ends the bar.
    public static func layout(_ shortcuts: [Shortcut], width: Int) -> [BarItem] {
        var items: [BarItem] = []
        var column = 0
        for shortcut in shortcuts {
            let chord = shortcut.chord.shortDescription
            let end = column + chord.count + 1 + shortcut.title.count
            guard end <= width else { break }
            items.append(BarItem(shortcut: shortcut, chord: chord, columns: column..<end))
            column = end + 2
        }
        return items
    }
}
