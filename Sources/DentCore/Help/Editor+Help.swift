import DentKeys

/// The help view's state: what the user typed to filter it, and the highlighted entry.
public struct HelpState: Sendable, Equatable {
    public var filter = ""
    public var selected = 0
    /// The command palette: only commands that run in the editor.
    public var isPalette = false

    public init(filter: String = "", selected: Int = 0, isPalette: Bool = false) {
        self.filter = filter
        self.selected = selected
        self.isPalette = isPalette
    }
}

/// One line of the help: a command and the chords that run it where it applies.
public struct HelpEntry: Sendable, Equatable {
    public var command: CommandID
    public var title: String
    public var help: String
    public var category: CommandCategory
    public var context: KeyContext
    public var chords: [KeyChord]
}

extension Editor {
    /// Every command of the table in help order (editing and global commands by category, then
    /// each modal's keys), with its live chords. Filtered (`ListRanker`), the commands that run
    /// in the editor come first, best match first, matched by title and then by help text, id
    /// and chords; each modal's keys that match follow in the same order. The palette has only
    /// the commands that run in the editor.
    public func helpEntries(filter: String = "", palette: Bool = false) -> [HelpEntry] {
        let ranker = ListRanker(filter)
        let groups = palette ? Array(Editor.helpGroups.prefix(1)) : Editor.helpGroups
        return groups.flatMap { ranker.rank(helpEntries(in: $0), titles: { [$0.title] }, detail: Editor.helpDetail) }
    }

    /// The commands of the contexts in `group` by category, in table order, with their chords.
    private func helpEntries(in group: [KeyContext]) -> [HelpEntry] {
        let chords = Dictionary(uniqueKeysWithValues: group.map { ($0, keymap.allChords(in: $0)) })
        let members = commands.commands.filter { group.contains($0.context) }
        return CommandCategory.allCases.flatMap { category in
            members.filter { $0.category == category }.map { command in
                HelpEntry(command: command.id, title: command.title, help: command.help, category: category,
                          context: command.context, chords: chords[command.context]?[command.id] ?? [])
            }
        }
    }

    /// What a filter matches after the title: the help text, the id and the chords (`ctrl+s`).
    private static func helpDetail(_ entry: HelpEntry) -> String {
        ([entry.help, entry.command.rawValue] + entry.chords.map(\.description)).joined(separator: " ")
    }

    /// The help's sections in order: editing and global commands, then each modal's keys.
    static let helpGroups: [[KeyContext]] = [
        [.global, .editor], [.help], [.prompt], [.find], [.replaceWith], [.replaceMatch], [.fileList], [.languageList], [.placeList], [.serverQuestion], [.describe],
        [.confirm], [.diskChanged], [.revert], [.recover], [.backupOffer], [.incompleteBackups], [.largeFile], [.commandRunning], [.misspelling], [.sudoSave],
        [.saving],
    ]

    /// The longest filter the help and the file list take: longer than any command's text, so
    /// nothing longer could match, and a keystroke's cost stays the same however much is typed.
    public static let filterLimit = 200

    /// The command palette: the help's list, for running commands by name.
    public mutating func showPalette() {
        modals.append(.help(HelpState(isPalette: true)))
    }

    public mutating func toggleHelp() {
        if case .help = modals.last { dismissModal() } else { modals.append(.help(HelpState())) }
    }

    /// The help state on top, if the help is the top modal.
    var helpState: HelpState? {
        if case .help(let state) = modals.last { return state }
        return nil
    }

    private mutating func updateHelp(_ change: (inout HelpState, Int) -> Void) {
        guard var state = helpState else { return }
        let count = helpEntries(filter: state.filter, palette: state.isPalette).count
        change(&state, count)
        state.selected = Swift.max(0, Swift.min(state.selected, count - 1))
        modals[modals.count - 1] = .help(state)
    }

    public mutating func moveHelpSelection(by lines: Int) {
        updateHelp { state, _ in state.selected += lines }
    }

    /// Typing filters the help; Backspace erases.
    public mutating func editHelpFilter(append text: String = "", erase: Bool = false) {
        guard erase || fitsFilter(helpState?.filter, text) else { return }
        updateHelp { state, _ in
            if erase { _ = state.filter.popLast() } else { state.filter += text }
            state.selected = 0
        }
    }

    /// Whether `text` may be added to `filter`; says why not when it may not.
    mutating func fitsFilter(_ filter: String?, _ text: String) -> Bool {
        guard let filter, filter.count + text.count > Editor.filterLimit else { return true }
        message = Message("A filter is at most \(Editor.filterLimit) characters long", isError: true)
        return false
    }

    /// Enter: closes the help and runs the highlighted command where the user was.
    public mutating func runHelpSelection() {
        guard let state = helpState else { return }
        let entries = helpEntries(filter: state.filter, palette: state.isPalette)
        guard entries.indices.contains(state.selected) else { return }
        let entry = entries[state.selected]
        dismissModal()
        guard entry.context == .editor || entry.context == .global else { return }
        run(entry.command)
    }
}
