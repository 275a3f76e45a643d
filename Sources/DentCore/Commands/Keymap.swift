import DentConfig
import DentKeys

/// What a chord does in the current context, and which layer decided it.
public enum Resolution: Sendable, Equatable {
    case command(id: CommandID, context: KeyContext)
    /// No binding took the chord: the focused view inserts its text.
    case insertText(String)
    /// Nothing takes the chord here (an opaque modal swallowed it, or it has no meaning).
    case ignored
}

/// Chord → command tables, one per context, resolved by the priority rules of docs/KEYS.md:
/// an opaque modal first (then only the globals it allows), otherwise the focused view, then
/// globals, then the view's text insertion.
public struct Keymap: Sendable {
    /// The bindings and what is derived from them, which change together.
    private var table = KeyBindingTable()
    private var layers: [KeyContext: [KeyChord: CommandID]] { table.tables.layers }
    private var order: [KeyContext: [KeyChord]] { table.tables.order }
    /// The modals each global command works under too (`Command.throughModals`).
    private let throughModals: [CommandID: Set<KeyContext>]
    /// The key profile the bindings start from (`keys =` in dent.conf).
    public private(set) var profile = KeyProfile.dent
    /// The bar ranks the profile gives commands, over the table's.
    private var barRanks: [CommandID: Int] = [:]

    /// One state of the bindings: a new one each time they change, so what is derived from them
    /// (the shortcut bar) can be kept while it is the same one (compared by identity).
    public final class Version: Sendable, Equatable {
        public static func == (lhs: Version, rhs: Version) -> Bool { lhs === rhs }
    }

    public var version: Version { table.version }

    /// Explains what `chord` does here: the binding that wins, and what it hides beneath it
    /// (lower layers, or the text the key would have typed).
    public func explain(_ chord: KeyChord, view: KeyContext, modal: KeyContext?) -> (winner: Resolution, hidden: [String]) {
        let winner = resolve(chord, view: view, modal: modal)
        var hidden: [String] = []
        var layers: [KeyContext] = [view, .global]
        if let modal { layers.insert(modal, at: 0) }
        for layer in layers {
            guard let id = command(for: chord, in: layer), winner != .command(id: id, context: layer) else { continue }
            let why = modal != nil && layer != modal ? " (the \(modal?.rawValue ?? "") view is in front)" : ""
            hidden.append("\"\(id.rawValue)\" in \(layer.rawValue)\(why)")
        }
        if let text = chord.insertedText, winner != .insertText(text) {
            hidden.append("typing \"\(text)\"")
        }
        return (winner, hidden)
    }

    /// The default bindings of `table`.
    public init(_ table: CommandTable) {
        throughModals = Dictionary(table.commands(in: .global).map { ($0.id, $0.throughModals) }, uniquingKeysWith: { $1 })
        self.table.change { tables in
            for command in table.commands {
                for chord in command.keys { tables.bind(chord, to: command.id, in: command.context) }
            }
        }
    }

    /// Applies user directives: a binding replaces the default for its chord in the command's own
    /// context (or the one named with `in`); `unbind` removes a chord from the named context, or
    /// from every context. Problems come back with their line numbers and a likely fix.
    public mutating func apply(_ directives: [KeyBindingDirective], table: CommandTable) -> [ConfigDiagnostic] {
        var problems: [ConfigDiagnostic] = []
        self.table.change { tables in problems = Keymap.apply(directives, commands: table, to: &tables) }
        return problems
    }

    private static func apply(_ directives: [KeyBindingDirective], commands table: CommandTable,
                              to tables: inout KeyBindingTable.Tables) -> [ConfigDiagnostic] {
        var problems: [ConfigDiagnostic] = []
        var boundOnLine: [KeyContext: [KeyChord: Int]] = [:]
        for directive in directives {
            var context: KeyContext?
            if let name = directive.context {
                context = KeyContext(rawValue: name)
                guard context != nil else {
                    problems.append(ConfigDiagnostic(line: directive.line, message: "unknown context \"\(name)\""
                        + Keymap.suggestion(name, KeyContext.allCases.map(\.rawValue))))
                    continue
                }
            }
            switch directive.action {
            case .bind(let name):
                guard let command = table[name] else {
                    problems.append(ConfigDiagnostic(line: directive.line, message: "unknown command \"\(name)\""
                        + Keymap.suggestion(name, CommandID.allCases.map(\.rawValue))))
                    continue
                }
                let layer = context ?? command.context
                if let earlier = boundOnLine[layer]?[directive.chord] {
                    problems.append(ConfigDiagnostic(line: directive.line,
                        message: "\(directive.chord) is bound twice in \(layer.rawValue) (lines \(earlier) and \(directive.line)): the last one wins"))
                }
                boundOnLine[layer, default: [:]][directive.chord] = directive.line
                tables.bind(directive.chord, to: command.id, in: layer)
            case .unbind:
                for context in context.map({ [$0] }) ?? KeyContext.allCases { tables.unbind(directive.chord, in: context) }
            }
        }
        return problems
    }

    /// Applies a key profile over the defaults, before the user's directives so those still
    /// win: its bindings, and the commands it puts on the shortcut bar.
    public mutating func apply(_ profile: KeyProfile, table: CommandTable) -> [ConfigDiagnostic] {
        self.profile = profile
        barRanks = Dictionary(profile.barRanks.compactMap { name, rank in CommandID(rawValue: name).map { ($0, rank) } },
                              uniquingKeysWith: { $1 })
        return apply(profile.directives, table: table)
    }

    /// Where `command` sits on the shortcut bar: the profile's rank, else the table's.
    public func barRank(of command: Command) -> Int? { barRanks[command.id] ?? command.barRank }

    /// Swaps the chords of two commands in `context`: what ran `first` runs `second` and back.
    /// For mirrored layouts, applied before the user's directives so those still win.
    public mutating func swapChords(of first: CommandID, and second: CommandID, in context: KeyContext) {
        table.change { $0.swap(first, second, in: context) }
    }

    static func suggestion(_ word: String, _ candidates: [String]) -> String {
        closestMatch(to: word, in: candidates).map { " (did you mean \"\($0)\"?)" } ?? ""
    }

    /// Every (context, chord, command) binding, in binding order: for `--list-keys --tsv` and lint.
    public var bindings: [(context: KeyContext, chord: KeyChord, command: CommandID)] {
        KeyContext.allCases.flatMap { context in
            (order[context] ?? []).compactMap { chord in layers[context]?[chord].map { (context, chord, $0) } }
        }
    }

    /// The command bound to `chord` in exactly one context.
    public func command(for chord: KeyChord, in context: KeyContext) -> CommandID? { layers[context]?[chord] }

    /// The chords that run `id` in `context`, in a stable order.
    public func chords(for id: CommandID, in context: KeyContext) -> [KeyChord] {
        guard let layer = layers[context] else { return [] }
        return (order[context] ?? []).filter { layer[$0] == id }
    }

    /// `chords(for:in:)` for every command bound in `context`, in one pass over its chords:
    /// the help lists every command with its chords on every frame.
    public func allChords(in context: KeyContext) -> [CommandID: [KeyChord]] { table.tables.allChords(in: context) }

    /// The first of `chords(for:in:)` for every command bound in `context`, kept with the
    /// bindings: the shortcut bar needs it on every frame, for a dozen commands.
    public func firstChords(in context: KeyContext) -> [CommandID: KeyChord] { table.firstChords[context] ?? [:] }

    /// Resolves `chord` for a focused `view`, under `modal` if one is presented. A keypad key
    /// that nothing takes does what its main-keyboard twin does (`KP_Enter` is Enter, `KP_5`
    /// types 5), as on terminals that send the same bytes for both.
    public func resolve(_ chord: KeyChord, view: KeyContext, modal: KeyContext?) -> Resolution {
        let direct = resolveExactly(chord, view: view, modal: modal)
        guard direct == .ignored, let twin = chord.mainKeyboardTwin else { return direct }
        return resolveExactly(twin, view: view, modal: modal)
    }

    private func resolveExactly(_ chord: KeyChord, view: KeyContext, modal: KeyContext?) -> Resolution {
        if let modal {
            if let id = command(for: chord, in: modal) { return .command(id: id, context: modal) }
            if let id = command(for: chord, in: .global), throughModals[id]?.contains(modal) == true {
                return .command(id: id, context: .global)
            }
            // A modal with its own text input (the help's filter) takes typed text; others swallow it.
            if modal.takesTypedText, let text = chord.insertedText { return .insertText(text) }
            return .ignored
        }
        if let id = command(for: chord, in: view) { return .command(id: id, context: view) }
        if let id = command(for: chord, in: .global) { return .command(id: id, context: .global) }
        if let text = chord.insertedText { return .insertText(text) }
        return .ignored
    }
}
