import DentKeys

/// Where a binding applies. Modal contexts are opaque; `editor` is a view; `global` applies under
/// any view and under the modals that allow it.
public enum KeyContext: String, Sendable, Hashable, CaseIterable {
    case global, editor, help, confirm, describe, prompt, find, replaceWith, replaceMatch, diskChanged, revert, recover, backupOffer, incompleteBackups, largeFile, fileList,
        languageList, commandRunning, misspelling, sudoSave, placeList, serverQuestion
    /// While a save runs in the background and its progress is shown (`Editor.saving`): in
    /// front of everything, though on no modal stack; its keys are the save's own (Esc).
    case saving

    /// A modal: it stands in front of the views and takes the keys first (docs/KEYS.md).
    public var isModal: Bool { self != .global && self != .editor }

    /// Whether a modal takes typed text as its own input (the help's filter, a prompt's answer);
    /// the others swallow it. The switch names every context, so a new one must say.
    public var takesTypedText: Bool {
        switch self {
        case .help, .prompt, .find, .replaceWith, .fileList, .languageList, .placeList, .serverQuestion: true
        case .global, .editor, .confirm, .describe, .replaceMatch, .diskChanged, .revert, .recover, .backupOffer,
             .incompleteBackups, .largeFile, .commandRunning, .misspelling, .sudoSave, .saving: false
        }
    }
}

/// The groups commands are listed under in the help view and docs/KEYS.md.
public enum CommandCategory: String, Sendable, CaseIterable {
    case file = "File", edit = "Edit", indent = "Indent", navigate = "Navigate"
    case search = "Search", view = "View", help = "Help"
}

/// A command: what it is called, what it does, where it applies and which chords run it by
/// default. The help view, the shortcut bar, `dent --list-keys` and docs/KEYS.md all read these.
public struct Command: Sendable {
    public let id: CommandID
    public let title: String
    public let help: String
    public let category: CommandCategory
    public let keys: [KeyChord]
    public let context: KeyContext
    /// What the command does with several cursors (`Editor.run`); a modal's own command runs
    /// with the modal in front, and the cursors wait behind it.
    let carets: CaretReach
    /// The modals under which a global command works too (Help, Quit); any other key stops at
    /// the modal in front (docs/KEYS.md).
    let throughModals: Set<KeyContext>
    /// Position in the shortcut bar (lower first); nil keeps the command out of the bar. Ranks are
    /// spaced by ten for the editor and globals; a modal's own commands use 1-9 so they lead.
    public let barRank: Int?
    /// When the command is in the shortcut bar.
    public let barWhen: BarCondition
    /// The bar's title while text is selected (Tab: "Indent lines"), if it differs.
    public let selectionTitle: String?
    public let action: @Sendable (inout Editor) -> Void

    /// A command of the text view or of every view. It says what it does with several cursors,
    /// so each new command is classified where it is declared.
    init(
        id: CommandID, title: String, help: String, category: CommandCategory, keys: [KeyChord],
        context: Layer, carets: CaretReach, throughModals: Set<KeyContext> = [], barRank: Int? = nil,
        barWhen: BarCondition = .always, selectionTitle: String? = nil, action: @escaping @Sendable (inout Editor) -> Void
    ) {
        self.init(id, title, help, category, keys, context.context, carets, throughModals,
                  Bar(rank: barRank, when: barWhen, selectionTitle: selectionTitle), action)
    }

    /// A modal's own command.
    init(
        id: CommandID, title: String, help: String, category: CommandCategory, keys: [KeyChord], modal: KeyContext,
        barRank: Int? = nil, barWhen: BarCondition = .always, selectionTitle: String? = nil,
        action: @escaping @Sendable (inout Editor) -> Void
    ) {
        precondition(modal.isModal, "\(id.rawValue): \(modal) is not a modal")
        self.init(id, title, help, category, keys, modal, .keeps, [],
                  Bar(rank: barRank, when: barWhen, selectionTitle: selectionTitle), action)
    }

    private struct Bar {
        let rank: Int?
        let when: BarCondition
        let selectionTitle: String?
    }

    private init(_ id: CommandID, _ title: String, _ help: String, _ category: CommandCategory, _ keys: [KeyChord],
                 _ context: KeyContext, _ carets: CaretReach, _ throughModals: Set<KeyContext>, _ bar: Bar,
                 _ action: @escaping @Sendable (inout Editor) -> Void) {
        self.id = id
        self.title = title
        self.help = help
        self.category = category
        self.keys = keys
        self.context = context
        self.carets = carets
        self.throughModals = throughModals
        barRank = bar.rank
        barWhen = bar.when
        selectionTitle = bar.selectionTitle
        self.action = action
    }

    /// The layers a command outside a modal belongs to.
    enum Layer {
        case editor, global

        var context: KeyContext { self == .editor ? .editor : .global }
    }
}

/// When a ranked command shows in the shortcut bar.
public enum BarCondition: Sendable, Equatable {
    case always
    /// Only while text is selected (copy, cut).
    case withSelection
    /// Only while nothing is selected.
    case withoutSelection
    /// Only while quitting with more than one unsaved file left to ask about (save all).
    case severalToSave
    /// Only in a prompt whose answer is a path (Tab completes it).
    case completingPath
    /// Only where `sudo` is installed (Save with sudo).
    case withSudo
}
