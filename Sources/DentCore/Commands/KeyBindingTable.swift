import DentKeys

/// The chord → command tables of every context, and what is derived from them: the first chord
/// of each command (the shortcut bar reads it on every frame) and a `Version` that names this
/// state of the bindings. The tables change only through `change`, which derives the rest again
/// when the change is done, so nothing derived can be left stale by a rule a caller forgot.
struct KeyBindingTable: Sendable {
    /// The tables while they are changed: chords bound in each context, and their order.
    struct Tables: Sendable {
        fileprivate(set) var layers: [KeyContext: [KeyChord: CommandID]] = [:]
        /// Each context's chords in the order they were bound, so a command's first default
        /// chord is the one the shortcut bar shows.
        fileprivate(set) var order: [KeyContext: [KeyChord]] = [:]

        mutating func bind(_ chord: KeyChord, to id: CommandID, in context: KeyContext) {
            if layers[context]?[chord] == nil { order[context, default: []].append(chord) }
            layers[context, default: [:]][chord] = id
        }

        mutating func unbind(_ chord: KeyChord, in context: KeyContext) {
            layers[context]?[chord] = nil
            order[context]?.removeAll { $0 == chord }
        }

        /// What ran `first` runs `second` and back, in `context`.
        mutating func swap(_ first: CommandID, _ second: CommandID, in context: KeyContext) {
            for chord in order[context] ?? [] {
                switch layers[context]?[chord] {
                case first: layers[context]?[chord] = second
                case second: layers[context]?[chord] = first
                default: break
                }
            }
        }

        /// `id`'s chords in `context` for every command bound there, in binding order.
        func allChords(in context: KeyContext) -> [CommandID: [KeyChord]] {
            let layer = layers[context] ?? [:]
            var all: [CommandID: [KeyChord]] = [:]
            for chord in order[context] ?? [] {
                if let id = layer[chord] { all[id, default: []].append(chord) }
            }
            return all
        }
    }

    private(set) var tables = Tables()
    private(set) var firstChords: [KeyContext: [CommandID: KeyChord]] = [:]
    private(set) var version = Keymap.Version()

    /// Changes the tables with `body`, then derives what depends on them.
    mutating func change(_ body: (inout Tables) -> Void) {
        body(&tables)
        firstChords = Dictionary(uniqueKeysWithValues: KeyContext.allCases.map { context in
            (context, tables.allChords(in: context).compactMapValues(\.first))
        })
        version = Keymap.Version()
    }
}
