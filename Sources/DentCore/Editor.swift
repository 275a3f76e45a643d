import DentKeys
import DentText

/// A view presented over the editor; the top one gets every key first.
public enum Modal: Sendable, Equatable {
    /// The list of every shortcut, filtered by what the user typed.
    case help(HelpState)
    /// "Save changes? (y/n/Esc)" before quitting a modified file.
    case confirmQuit
    /// Describe key: waiting for a key (nil), then what that key does.
    case describeKey([String]?)
    /// A one-line question (go to line, save as).
    case prompt(PromptState)
    /// The file changed on disk while it has unsaved changes: reload, overwrite, save as?
    case diskChanged
    /// A recovery journal newer than the file, written at this time: recover or discard?
    case recover(String)

    public var context: KeyContext {
        switch self {
        case .help: .help
        case .confirmQuit: .confirm
        case .describeKey: .describe
        case .prompt: .prompt
        case .diskChanged: .diskChanged
        case .recover: .recover
        }
    }
}

/// Work the editor asks its host to do: the core never touches files or the terminal.
public enum Effect: Sendable, Equatable {
    /// Save; `overwrite` saves even when the file changed on disk since it was read.
    case save(thenQuit: Bool, overwrite: Bool = false)
    /// Read the file again from disk (`reloaded` takes the bytes).
    case reload
    /// The user declined recovery: delete the journal.
    case discardJournal
    /// Put text on the system clipboard (OSC 52, where the terminal accepts it).
    case copyToSystemClipboard([UInt8])
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

/// The whole editing state: the document, presented modals, the clipboard, and the bindings
/// that drive them. `handle(_:)` is the one entry point for input; I/O happens outside, through
/// `effects`.
public struct Editor: Sendable {
    public var document: Document
    public internal(set) var modals: [Modal] = []
    public var message: Message?
    public internal(set) var effects: [Effect] = []
    public internal(set) var isQuitting = false
    /// Terminal size in cells; the text area is all but the two bottom lines.
    public var screenSize: (rows: Int, columns: Int) = (24, 80)
    public let commands: CommandTable
    public var keymap: Keymap
    /// Facts about the terminal that change what keys do (tmux's escape-time, ...), shown at
    /// the top of the help view.
    public var environmentNotes: [String] = []
    /// Milliseconds from a monotonic clock, set by the host before each event (tests set it
    /// directly): undo grouping reads time from here.
    public var clock: UInt64 = 0
    /// What copy and cut put aside, for paste.
    public internal(set) var clipboard: Clipboard?
    /// Set by the literal-insert command: the next key is inserted as a character.
    public internal(set) var awaitingLiteral = false
    /// The nano habit hint ("Line cut — Ctrl+Q quits") is shown once.
    var hasShownCutHint = false
    /// Text from a recovery journal, until the user answers the recovery question.
    var recoveredText: [UInt8]?
    /// The raw bytes of the event being handled, set by the host (for describe key).
    public var rawInput: [UInt8] = []
    /// The bracketed paste in progress, if any.
    private var pasteState: PasteState?

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
        document.editTime = clock
        switch event {
        case .key(let chord, let action, let text):
            guard action != .release else { return }
            message = nil
            if awaitingLiteral { return insertLiteral(chord, text: text) }
            if modals.last == .describeKey(nil) { return describe(chord) }
            switch keymap.resolve(chord, view: .editor, modal: modals.last?.context) {
            case .command(let id, _): run(id)
            case .insertText(let typed): insertText(text ?? typed)
            case .ignored: break
            }
        case .pasteStart:
            pasteState = PasteState()
            document.history.beginGroup(.paste)
        case .pasteChunk(let bytes):
            guard modals.isEmpty else { return }
            var state = pasteState ?? PasteState()
            let converted = state.convert(bytes, lineEnding: document.lineEnding.bytes)
            pasteState = state
            edit { $0.insert(converted, kind: .paste) }
        case .pasteEnd:
            if let pending = pasteState?.finish(lineEnding: document.lineEnding.bytes), modals.isEmpty {
                edit { $0.insert(pending, kind: .paste) }
            }
            pasteState = nil
            document.history.endGroup()
        case .invalidText:
            message = Message("The terminal sent bytes that are not UTF-8; nothing was inserted", isError: true)
        case .mouse(let mouse):
            handleMouse(mouse)
        case .focusIn, .focusOut, .reply, .unknown:
            break
        }
    }

    /// Text typed where no binding took the key: into the document, or a modal's own input.
    private mutating func insertText(_ text: String) {
        if case .help = modals.last { return editHelpFilter(append: text) }
        if case .prompt = modals.last { return editPrompt { $0.insert(text) } }
        guard modals.isEmpty else { return }
        edit { $0.insert(Array(text.utf8)) }
    }

    /// Runs the command `id` from the table.
    public mutating func run(_ id: String) {
        commands[id]?.action(&self)
    }

    /// Applies `change` to the document, then tidies auto-indent and keeps the cursor in view.
    public mutating func edit(_ change: (inout Document) -> Void) {
        change(&document)
        document.cleanUpAutoIndent()
        document.scrollToCursor(rows: textRows, columns: screenSize.columns)
    }

    /// Takes the pending effects, leaving none.
    public mutating func takeEffects() -> [Effect] {
        defer { effects = [] }
        return effects
    }

    // MARK: Commands' building blocks

    public mutating func requestSave(thenQuit: Bool, overwrite: Bool = false) {
        if document.path.isEmpty || document.isReadOnly { return startPrompt(.saveAs, text: document.path) }
        edit { $0.prepareForSave() }
        effects.append(.save(thenQuit: thenQuit, overwrite: overwrite))
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
        document.markSaved()
        message = Message("Saved \(lines) line\(lines == 1 ? "" : "s")")
        if thenQuit { isQuitting = true }
    }

    public mutating func undo() {
        if !document.undo() { message = Message("Nothing to undo") }
        edit { _ in }
    }

    public mutating func redo() {
        if !document.redo() { message = Message("Nothing to redo") }
        edit { _ in }
    }

    public mutating func dismissModal() { _ = modals.popLast() }

    /// Called when the terminal changes size.
    public mutating func resize(rows: Int, columns: Int) {
        screenSize = (Swift.max(rows, 1), Swift.max(columns, 1))
        document.scrollToCursor(rows: textRows, columns: screenSize.columns)
    }
}

extension Editor {
    /// Converts the line endings and says so.
    public mutating func convertLineEndings(to ending: LineEnding) {
        edit { $0.convertLineEndings(to: ending) }
        message = Message("Line endings: \(document.lineEndingLabel)")
    }

    /// Switches this file's indentation style and says so.
    public mutating func setIndentStyle(_ style: IndentStyle) {
        document.setIndentStyle(style)
        message = Message("Indentation: \(document.indentDescription)")
    }
}
