import DentKeys
import DentText

/// A view presented over the editor; the top one gets every key first.
public enum Modal: Sendable, Equatable {
    /// The list of every shortcut, scrolled by `scroll` lines.
    case help(scroll: Int)
    /// "Save changes? (y/n/Esc)" before quitting a modified file.
    case confirmQuit

    public var context: KeyContext {
        switch self {
        case .help: .help
        case .confirmQuit: .confirm
        }
    }
}

/// Work the editor asks its host to do: the core never touches files or the terminal.
public enum Effect: Sendable, Equatable {
    case save(thenQuit: Bool)
}

/// A line of feedback in the status bar.
public struct Message: Sendable, Equatable {
    public var text: String
    public var isError: Bool

    public init(_ text: String, isError: Bool = false) {
        self.text = text
        self.isError = isError
    }
}

/// The whole editing state: the document, presented modals, and the bindings that drive them.
/// `handle(_:)` is the one entry point for input; I/O happens outside, through `effects`.
public struct Editor: Sendable {
    public var document: Document
    public private(set) var modals: [Modal] = []
    public var message: Message?
    public private(set) var effects: [Effect] = []
    public private(set) var isQuitting = false
    /// Terminal size in cells; the text area is all but the two bottom lines.
    public var screenSize: (rows: Int, columns: Int) = (24, 80)
    public let commands: CommandTable
    public var keymap: Keymap

    public init(document: Document, commands: CommandTable = .standard) {
        self.document = document
        self.commands = commands
        self.keymap = Keymap(commands)
    }

    /// Rows available for text: the screen minus the status line and the shortcut bar.
    public var textRows: Int { Swift.max(screenSize.rows - 2, 1) }

    /// The context whose bindings apply now: the top modal, or the editor view.
    public var activeContext: KeyContext { modals.last?.context ?? .editor }

    /// Handles one decoded input event.
    public mutating func handle(_ event: KeyEvent) {
        switch event {
        case .key(let chord):
            message = nil
            switch keymap.resolve(chord, view: .editor, modal: modals.last?.context) {
            case .command(let id, _): run(id)
            case .insertText(let text): edit { $0.insert(Array(text.utf8)) }
            case .ignored: break
            }
        case .paste(let bytes):
            guard modals.isEmpty else { return }
            edit { $0.insertPaste(bytes) }
        case .unknown:
            break
        }
    }

    /// Runs the command `id` from the table.
    public mutating func run(_ id: String) {
        commands[id]?.action(&self)
    }

    /// Applies `change` to the document, then keeps the cursor in view.
    public mutating func edit(_ change: (inout Document) -> Void) {
        change(&document)
        document.scrollToCursor(rows: textRows, columns: screenSize.columns)
    }

    /// Takes the pending effects, leaving none.
    public mutating func takeEffects() -> [Effect] {
        defer { effects = [] }
        return effects
    }

    // MARK: Commands' building blocks

    public mutating func requestSave(thenQuit: Bool) {
        document.prepareForSave()
        effects.append(.save(thenQuit: thenQuit))
    }

    /// Quits at once when nothing is unsaved, otherwise asks first.
    public mutating func quit() {
        modals.removeAll { $0 != .confirmQuit }
        if !document.isModified {
            isQuitting = true
        } else if modals.last != .confirmQuit {
            modals.append(.confirmQuit)
        }
    }

    public mutating func answerQuit(save: Bool) {
        dismissModal()
        if save { requestSave(thenQuit: true) } else { isQuitting = true }
    }

    /// The host reports how a save went; a failed save never quits.
    public mutating func saveFinished(error: String?, thenQuit: Bool, lines: Int) {
        if let error {
            message = Message(error, isError: true)
            return
        }
        document.isModified = false
        message = Message("Saved \(lines) line\(lines == 1 ? "" : "s")")
        if thenQuit { isQuitting = true }
    }

    public mutating func toggleHelp() {
        if case .help = modals.last { dismissModal() } else { modals.append(.help(scroll: 0)) }
    }

    public mutating func scrollHelp(by lines: Int) {
        guard case .help(let scroll) = modals.last else { return }
        modals[modals.count - 1] = .help(scroll: Swift.max(scroll + lines, 0))
    }

    public mutating func dismissModal() { _ = modals.popLast() }

    /// Called when the terminal changes size.
    public mutating func resize(rows: Int, columns: Int) {
        screenSize = (Swift.max(rows, 1), Swift.max(columns, 1))
        document.scrollToCursor(rows: textRows, columns: screenSize.columns)
    }
}
