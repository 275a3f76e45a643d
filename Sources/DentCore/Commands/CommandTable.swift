import DentKeys

/// Every command dent has, in one table: exactly one command for each `CommandID`.
public struct CommandTable: Sendable {
    public let commands: [Command]
    private let byID: [CommandID: Int]
    /// The commands of each context, in table order, made once: the shortcut bar reads them on
    /// every frame.
    private let byContext: [KeyContext: [Command]]

    /// A table of `commands`, which must give each id one command: an id left without one, or
    /// given two, stops dent at its start (and every test), not a user at the key.
    init(_ commands: [Command]) {
        let byID = Dictionary(commands.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in
            preconditionFailure("two commands are \(commands[first].id.rawValue)")
        })
        let missing = CommandID.allCases.filter { byID[$0] == nil }
        precondition(missing.isEmpty, "no command for \(missing.map(\.rawValue))")
        self.commands = commands
        self.byID = byID
        byContext = Dictionary(grouping: commands, by: \.context)
    }

    public subscript(id: CommandID) -> Command {
        guard let index = byID[id] else { preconditionFailure("no command for \(id.rawValue)") }
        return commands[index]
    }

    /// The command called `name` in keys.conf, the help and docs/KEYS.md.
    public subscript(name: String) -> Command? { CommandID(rawValue: name).map { self[$0] } }

    /// The commands of one context.
    public func commands(in context: KeyContext) -> [Command] { byContext[context] ?? [] }

    public static let standard = CommandTable(
        DefaultCommands.tools + DefaultCommands.view + DefaultCommands.panes + DefaultCommands.file + DefaultCommands.files + DefaultCommands.edit + DefaultCommands.clipboard + DefaultCommands.cursors + DefaultCommands.justify + DefaultCommands.completion + DefaultCommands.macros
            + DefaultCommands.wordCount + DefaultCommands.sort + DefaultCommands.insertFile + DefaultCommands.filter + DefaultCommands.sudoSave + DefaultCommands.spelling + DefaultCommands.indent
            + DefaultCommands.navigate + DefaultCommands.select + DefaultCommands.help + DefaultCommands.helpView
            + DefaultCommands.describe + DefaultCommands.prompts + DefaultCommands.promptField + DefaultCommands.disk
            + DefaultCommands.confirm + DefaultCommands.fileList + DefaultCommands.languages + DefaultCommands.languageList + DefaultCommands.find + DefaultCommands.findPrompt
            + DefaultCommands.replacePrompt + DefaultCommands.languageServers + DefaultCommands.placeList
            + DefaultCommands.serverQuestion)
}

/// The default commands, by category (one file each). Actions stay one line: the work is in
/// Document and Editor.
enum DefaultCommands {}

func ctrl(_ letter: Unicode.Scalar) -> KeyChord { KeyChord(.character(letter), .ctrl) }
func alt(_ letter: Unicode.Scalar) -> KeyChord { KeyChord(.character(letter), .alt) }
func key(_ key: Key, _ modifiers: Modifiers = []) -> KeyChord { KeyChord(key, modifiers) }

/// An editor action that moves the cursor: without Shift the selection ends.
func moving(_ movement: @escaping @Sendable (inout Document) -> Void) -> @Sendable (inout Editor) -> Void {
    { editor in editor.edit { $0.move(movement) } }
}

/// A movement that jumps by place (the start or end of the file): Back returns from it.
func jumpingTo(_ movement: @escaping @Sendable (inout Document) -> Void) -> @Sendable (inout Editor) -> Void {
    { editor in editor.jumping { $0.edit(follow: .jump) { $0.move(movement) } } }
}

/// The same movement extending the selection (Shift+movement).
func extending(_ movement: @escaping @Sendable (inout Document) -> Void) -> @Sendable (inout Editor) -> Void {
    { editor in editor.edit { $0.extendSelection(movement) } }
}
