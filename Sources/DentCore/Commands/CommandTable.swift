import DentKeys

/// Every command dent has, in one table.
public struct CommandTable: Sendable {
    public let commands: [Command]
    private let byID: [String: Int]
    /// The commands of each context, in table order, made once: the shortcut bar reads them on
    /// every frame.
    private let byContext: [KeyContext: [Command]]

    public init(_ commands: [Command]) {
        self.commands = commands
        var byID: [String: Int] = [:]
        for (index, command) in commands.enumerated() where byID[command.id] == nil { byID[command.id] = index }
        self.byID = byID
        byContext = Dictionary(grouping: commands, by: \.context)
    }

    public subscript(id: String) -> Command? { byID[id].map { commands[$0] } }

    /// The commands of one context.
    public func commands(in context: KeyContext) -> [Command] { byContext[context] ?? [] }

    public static let standard = CommandTable(
        DefaultCommands.tools + DefaultCommands.view + DefaultCommands.panes + DefaultCommands.file + DefaultCommands.files + DefaultCommands.edit + DefaultCommands.clipboard + DefaultCommands.cursors + DefaultCommands.justify + DefaultCommands.completion + DefaultCommands.macros
            + DefaultCommands.wordCount + DefaultCommands.sort + DefaultCommands.insertFile + DefaultCommands.filter + DefaultCommands.sudoSave + DefaultCommands.spelling + DefaultCommands.indent
            + DefaultCommands.navigate + DefaultCommands.select + DefaultCommands.help + DefaultCommands.helpView
            + DefaultCommands.describe + DefaultCommands.prompts + DefaultCommands.promptField + DefaultCommands.disk
            + DefaultCommands.confirm + DefaultCommands.fileList + DefaultCommands.languages + DefaultCommands.languageList + DefaultCommands.find + DefaultCommands.findPrompt
            + DefaultCommands.replacePrompt)
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

/// The same movement extending the selection (Shift+movement).
func extending(_ movement: @escaping @Sendable (inout Document) -> Void) -> @Sendable (inout Editor) -> Void {
    { editor in editor.edit { $0.extendSelection(movement) } }
}
