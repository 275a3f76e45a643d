import DentConfig
import DentKeys
import DentSyntax
import DentText

/// A view presented over the editor; the top one gets every key first.
public enum Modal: Sendable, Equatable {
    /// The list of every shortcut, filtered by what the user typed.
    case help(HelpState)
    /// "Save changes? (y/n/Esc)" before quitting with a modified file (one question per file).
    case confirmQuit
    /// "Save changes? (y/n/Esc)" before closing the shown file, which is modified.
    case confirmClose
    /// Describe key: waiting for a key (nil), then what that key does.
    case describeKey([String]?)
    /// A one-line question (go to line, save as, open).
    case prompt(PromptState)
    /// A save found the file changed on disk: reload, overwrite, save as?
    case diskChanged
    /// Revert with unsaved changes: drop them for the file on disk?
    case confirmRevert
    /// A recovery journal newer than the file, written at this time: recover or discard?
    case recover(String)
    /// A complete backup of an interrupted in-place save, made at this time: use it, keep the
    /// file, or compare them?
    case backupOffer(String)
    /// Backups cut short by interrupted saves (this many) lie beside the file shown, which they
    /// never touched: remove them?
    case incompleteBackups(Int)
    /// A file over `max-file-size` asked to be opened (its path and size in MiB): open it?
    case largeFile(String, Int64)
    /// The list of open files, filtered by what the user typed.
    case fileList(ListState)
    /// The list of languages (Set language), filtered by what the user typed.
    case languageList(ListState)
    /// "Replace this match? (y/n/a/Esc)", about the selected match.
    case replaceMatch
    /// A shell command is running (Filter through command, Run command): Esc stops it.
    case commandRunning(ShellCommand)
    /// Next misspelling found this word: pick a suggestion, add it, skip it?
    case misspelling(MisspellingQuestion)
    /// The file shown may not be written by this user: save it with sudo, elsewhere, or not?
    case sudoSave
    /// Places a language server named (`ServerRequests.places`), filtered by what the user typed.
    case placeList(ListState)
    /// The choices of the question a language server asks (`ServerAsking`).
    case serverQuestion(ListState)

    /// A question that can come up without the key just pressed asking for it: at opening (a
    /// recovery, a backup), or a save that finds the file changed or not writable. Typing may be
    /// going on, and its letters must not answer it (docs/SAFETY.md).
    public var waitsToBeSeen: Bool {
        switch self {
        case .recover, .backupOffer, .incompleteBackups, .diskChanged, .sudoSave: true
        default: false
        }
    }

    public var context: KeyContext {
        switch self {
        case .help: .help
        case .confirmQuit, .confirmClose: .confirm
        case .describeKey: .describe
        case .prompt(let state): state.kind.searches ? .find : state.kind == .replaceWith ? .replaceWith : .prompt
        case .diskChanged: .diskChanged
        case .confirmRevert: .revert
        case .recover: .recover
        case .backupOffer: .backupOffer
        case .incompleteBackups: .incompleteBackups
        case .largeFile: .largeFile
        case .fileList: .fileList
        case .languageList: .languageList
        case .replaceMatch: .replaceMatch
        case .commandRunning: .commandRunning
        case .misspelling: .misspelling
        case .sudoSave: .sudoSave
        case .placeList: .placeList
        case .serverQuestion: .serverQuestion
        }
    }
}

/// Work the editor asks its host to do: the core never touches files or the terminal. Effects
/// about a file name the open file they concern; the host answers through `saveFinished`,
/// `reloaded`, `opened` and `directoryListed`.
public enum Effect: Sendable, Equatable {
    /// Draw everything again.
    case redraw
    /// Give the terminal back and stop (SIGTSTP) until resumed.
    case suspend
    /// Save the file; `overwrite` saves even when it changed on disk since it was read.
    case save(DocumentID, overwrite: Bool = false)
    /// Save the file under this path, as typed (Save As): the host expands `~`, writes, and
    /// reports through `saveFinished` with the path written; the document keeps its own path
    /// until then, and keeps it when the save fails.
    case saveAs(DocumentID, String)
    /// Read the file again from disk (`reloaded` takes the bytes); `revert`: the user asked.
    case reload(DocumentID, revert: Bool = false)
    /// The user declined the recovery of text from `source` (a journal, a rescue file): the
    /// host deletes it.
    case discardRecovery(DocumentID, source: String)
    /// The user took (or compared) the text from `source`: the host deletes it once the file is
    /// saved, never before.
    case recovered(DocumentID, source: String)
    /// The user answered the offer of the file's backup of an interrupted save: the backup may
    /// go once the file is next saved, never before.
    case backupAnswered(DocumentID)
    /// The user asked to remove the file's backups that interrupted saves cut short.
    case removeIncompleteBackups(DocumentID)
    /// The file was closed: the host forgets it (its watch, and the journal this session wrote).
    case closed(DocumentID)
    /// The user leaves the file at this path (it is closed): remember where they were in it.
    case remember(String, FilePlace)
    /// Read the file at this path and open it (`opened`), or say why not (`message`).
    case open(String, allowingLarge: Bool = false)
    /// Read the file at this path (as typed) and insert its bytes into the file (`insertFile`),
    /// or say why not (`message`).
    case insertFile(DocumentID, String)
    /// List this folder ("" is the working directory) for path completion (`directoryListed`).
    case listDirectory(String)
    /// Write `name = value` into dent.conf (a view toggle remembered for the next start).
    case rememberSetting(String, String)
    /// Put text on the system clipboard (OSC 52, where the terminal accepts it).
    case copyToSystemClipboard([UInt8])
    /// A search or replacement was accepted: keep it in the history across sessions.
    case rememberSearch(SearchHistory.Kind, SearchHistory.Entry)
    /// Highlight the file in this language from now on (nil: not at all), chosen with Set
    /// language; the host makes the highlighter and answers with `highlight(_:with:)`.
    case setLanguage(DocumentID, String?)
    /// Run this shell command with the bytes of `range` of the file as its input; the host
    /// answers with `commandFinished`.
    case filter(DocumentID, Range<Int>, String)
    /// Run this shell command with no input; the host answers with `commandFinished`.
    case runCommand(String)
    /// Stop the running shell command (its whole process group); `commandFinished` follows.
    case stopCommand
    /// Stop the save running in the background, if it still can (`saving`): `saveCancelled`
    /// follows, or `saveCannotBeCancelled` at once and `saveFinished` when it is done.
    case cancelSave
    /// Load the spelling dictionary (`spell-language`, or the locale's); the host answers with
    /// `dictionaryLoaded`.
    case loadDictionary
    /// Add this word to the user's personal word list.
    case addWord(String)
    /// Save the file through `sudo` (Save with sudo): the host leaves the screen while sudo
    /// asks for a password, and answers with `sudoSaveFinished`.
    case saveWithSudo(DocumentID)
    /// Ask the language server of the file (`ServerQuestion`); the host answers with
    /// `serverAnswered`.
    case askServer(ServerQuestion)
    /// Open (or show) the file of a place a server named and go there: the host answers with
    /// `arrive(at:offset:)`, or a message.
    case openPlace(FoundPlace)
    /// Gather the diagnostics the servers published, file `id`'s first; the host answers with
    /// `diagnosticsListed`.
    case listDiagnostics(DocumentID)
    /// Start the language server of file `id` (again, with `restart`: the running one ends first).
    case startServer(DocumentID, restart: Bool)
    /// The user answered the server's question `token` with this choice.
    case answerServer(Int, String)
}

/// A line of feedback in the status bar.
public struct Message: Sendable, Equatable {
    public var text: String
    public var isError: Bool
    /// More than the status line can hold (a command's whole stderr): the help view shows it
    /// under the last message.
    public var detail: String?

    /// How long a message stays without a key pressed: long enough to read a sentence twice;
    /// an error twice as long. A key, a paste or a click clears a message that is not an error
    /// sooner (`dropMessageForInput`).
    public var lifetime: UInt64 { isError ? 8_000 : 4_000 }

    /// `text` is kept as it is shown (`PathBytes.shown`): a message that names a file names
    /// it as the status line does, a byte that is not UTF-8 as `<e9>`, a control as `^[`.
    public init(_ text: String, isError: Bool = false, detail: String? = nil) {
        self.text = PathBytes.shown(text)
        self.isError = isError
        self.detail = detail
    }
}

/// The whole editing state: the open files and their history, presented modals, the clipboard,
/// and the bindings that drive them. `handle(_:)` is the one entry point for input; I/O happens
/// outside, through `effects`.
public struct Editor: Sendable {
    /// The open files, in the order they were opened (the list view's order).
    public internal(set) var files: [OpenFile]
    /// The index in `files` of the file the focused pane shows; its `history.current` names
    /// the same file.
    public internal(set) var currentIndex = 0
    /// The panes (`Editor+Panes`), in the order they were made; `layout` places them.
    var panes: [Pane]
    /// The index in `panes` of the pane keys go to.
    var focusedPane = 0
    /// How the screen is cut into panes.
    public internal(set) var layout: PaneLayout
    var nextPaneID = 1
    /// The border being dragged with the mouse, if any.
    var paneDrag: PaneBorder?
    var nextDocumentID = 1
    /// The files still to ask about before quitting, while quitting.
    var quitSequence: QuitSequence?
    /// What to do once a save the editor asked for succeeds, by file.
    var afterSave: [DocumentID: AfterSave] = [:]
    public internal(set) var modals: [Modal] = [] {
        didSet {
            if let top = modals.last, top.waitsToBeSeen, modals.count != oldValue.count || top != oldValue.last {
                hasUnseenQuestion = true
            }
        }
    }
    /// A question that came up by itself (`Modal.waitsToBeSeen`) and has not been drawn yet:
    /// the host gives it no key until it is on the screen (`questionSeen`), so keys typed before
    /// the person could read it never answer it.
    public private(set) var hasUnseenQuestion = false
    public var message: Message? {
        didSet {
            messageTime = clock
            if let message { lastMessage = message }
        }
    }
    /// What closing the last file leaves: an empty unnamed document with the user's settings,
    /// which the host sets (the core has no settings of its own).
    public var emptyDocument = Document(path: "")
    /// The last message shown, kept after it leaves the status line: the help view's top shows
    /// it whole, since the status line cuts a long one at the screen's width.
    public private(set) var lastMessage: Message?
    /// The clock when `message` was set, for its expiry.
    private var messageTime: UInt64 = 0
    public internal(set) var effects: [Effect] = []
    public internal(set) var isQuitting = false
    /// Terminal size in cells; the text area is all but the two bottom lines.
    public var screenSize: (rows: Int, columns: Int) = (24, 80)
    public let commands: CommandTable
    public var keymap: Keymap
    /// What the host found out about the terminal and the user (tmux's escape-time, ...), which
    /// decides the help's notes (`HelpNotes`).
    public var environment = EnvironmentFacts()
    /// Every problem found in dent.conf, keys.conf and the theme, as `FILE:LINE: reason`: the
    /// first is the start's message, all of them are in the help view.
    public var configurationProblems: [String] = []
    /// Whether `sudo` is on the PATH, which the host finds out: Save with sudo is offered only
    /// then (without it, "sudo could not start" would be the only answer).
    public var hasSudo = true
    /// Why the last recovery journal could not be written, until one is written again
    /// (`journalWritten(problem:)`); the help view says it.
    public internal(set) var journalProblem: String?
    /// Milliseconds from a monotonic clock, set by the host before each event (tests set it
    /// directly): undo grouping reads time from here.
    public var clock: UInt64 = 0
    /// What copy and cut put aside, for paste.
    public internal(set) var clipboard: Clipboard?
    /// Set by the literal-insert command: the next key is inserted as a character.
    public internal(set) var awaitingLiteral = false
    /// The nano habit hint ("Line cut — Ctrl+Q quits") is shown once.
    var hasShownCutHint = false
    /// Consecutive whole-line cuts, which add up in the clipboard.
    var cutRun = CutRun()
    /// The last word completion, which the next Complete word cycles and Esc undoes.
    var completion: WordCompletion?
    /// The macro recorded, and the one being recorded or played.
    var macro = MacroState()
    /// The raw bytes of the event being handled, set by the host (for describe key).
    public var rawInput: [UInt8] = []
    /// Find and replace: options, history, the last search, the search running in steps.
    var find = FindState()
    /// Recent clicks, for double and triple clicks.
    var clicks = ClickCounter()
    /// The bracketed paste in progress, if any.
    private var pasteState: PasteState?
    /// Where a click with a modifier put a cursor, from which a drag with it selects a block.
    var caretDragStart: Int?
    /// While set, `edit` acts at every cursor (`CaretReach.everyCaret`, typing, a paste).
    var editsAtEveryCaret = false
    /// Tabs, trailing spaces and mixed indentation are drawn visibly. One choice for every open
    /// file (a way of looking, not a property of a file); the default is the setting's.
    public var showsWhitespace = Settings().showWhitespace
    /// A gutter of line numbers left of the text, for every open file.
    public var showsLineNumbers = Settings().lineNumbers
    /// Long lines wrap at the window's edge instead of scrolling sideways, for every open file.
    public var wrapsLines = Settings().softWrap
    /// A faint column just past each file's wrap column (where justify wraps).
    public var showsWrapColumn = Settings().showWrapColumn
    /// Modifier keys held alone, behind the shortcut overlay; its delay is `hud-delay`.
    public var modifierHold = ModifierHold(delay: UInt64(Settings().hudDelay))
    /// Whether the terminal reports modifier keys on their own (the kitty keyboard protocol),
    /// set by the host once the terminal has answered; nil until then.
    public var terminalReportsModifierKeys: Bool?
    /// The languages Set language lists (id, name, section), set by the host from the installed
    /// definitions once it has read them.
    public var languages: [LanguageInfo] = []
    /// The folder dent was started in (absolute), set by the host: relative paths typed in
    /// Open, Insert file and Save as are read from it, as the host's file calls read them.
    public var startFolder = ""
    /// Check spelling: on or off, the dictionary, the misspellings on screen.
    public internal(set) var spelling = SpellingState()
    /// The save the host runs in the background, while it runs (`Editor+BackgroundSave`).
    public internal(set) var saving: SaveProgress?
    /// The whole of a file shown from its start, while the host reads it and has said how far
    /// it has got (`readProgressed`).
    public internal(set) var reading: ReadProgress?
    /// Questions to language servers and what their answers show.
    public internal(set) var servers = ServerRequests()
    /// Set by the host while it hands over the input it held during a save: typed before the
    /// save's outcome was on the screen, those keys do not clear its message.
    public var replaysHeldInput = false

    public init(document: Document, commands: CommandTable = .standard) {
        let id = DocumentID(0)
        files = [OpenFile(id: id, document: document, pane: PaneID(0))]
        panes = [Pane(id: PaneID(0), history: PlaceHistory(id))]
        layout = .pane(PaneID(0))
        self.commands = commands
        self.keymap = Keymap(commands)
    }

    /// The document shown: the one commands edit. Edits go through `_modify`, which yields the
    /// element of `files` itself, so a keystroke never copies a document, whose buffer can hold
    /// a 100 MB file (a `set` would edit a copy, and copy-on-write would duplicate the whole
    /// buffer, then write it back); `OpenFilesTests` checks the buffer's address over 1,000 keys.
    /// Reading is a plain `get`: a copy of the struct that only retains the buffer. (A `_read`
    /// coroutine was tried: Swift 6.3 debug builds used the yielded document after freeing the
    /// coroutine's frame, a heap-use-after-free AddressSanitizer reports in `copy()`.)
    public var document: Document {
        get { files[currentIndex].document }
        _modify { yield &files[currentIndex].document }
    }

    /// The id of the file shown.
    public var currentID: DocumentID { files[currentIndex].id }

    /// Rows available for text in the focused pane: its rows minus its status line (the
    /// screen minus the status line and the shortcut bar with one pane).
    public var textRows: Int {
        guard case .split = layout else { return Swift.max(screenSize.rows - 2, 1) }
        return Swift.max(focusedRect.rows - 1, 1)
    }

    /// The context whose bindings apply now: the top modal, or the editor view.
    public var activeContext: KeyContext { modals.last?.context ?? .editor }

    /// Handles one decoded input event.
    public mutating func handle(_ event: KeyEvent) {
        // A modifier key alone only times the shortcut overlay: it never types, runs a binding,
        // answers insert-literally or describe key, or clears the message.
        if case .key(let chord, let action, _) = event, case .modifier(let key) = chord.key {
            return holdModifier(key, action: action)
        }
        interruptHold(for: event)
        macro.record(event, modalOpen: !modals.isEmpty)
        defer { settleParkedViews() }
        defer { if !modals.isEmpty { modifierHold.reset() } }
        document.editTime = clock
        switch event {
        case .key, .mouse, .pasteStart: interruptSearch()
        default: break
        }
        defer { find.interrupted = nil }
        switch event {
        case .key(let chord, let action, let text):
            guard action != .release else {
                resumeSearch()
                return
            }
            cutRun.countEvent()
            dropMessageForInput()
            caretDragStart = nil
            if let id = saveCommand(for: chord) { return run(id) }
            if awaitingLiteral { return insertLiteral(chord, text: text) }
            if closeHover(for: chord) { return }
            if modals.last == .describeKey(nil) { return describe(chord) }
            switch keymap.resolve(chord, view: .editor, modal: modals.last?.context) {
            case .command(let id, _): run(id)
            case .insertText(let typed): insertText(text ?? typed)
            case .ignored: break
            }
        case .pasteStart:
            cutRun.countEvent()
            dropMessageForInput()
            caretDragStart = nil
            pasteState = PasteState()
            document.history.beginGroup(.paste)
        case .pasteChunk(let bytes):
            guard modals.isEmpty else { return }
            var state = pasteState ?? PasteState()
            let converted = state.convert(bytes, lineEnding: document.lineEnding.bytes)
            pasteState = state
            atEveryCaret { $0.edit { $0.insert(converted, kind: .paste) } }
        case .pasteEnd:
            let ending = document.lineEnding.bytes
            if let pending = pasteState?.finish(lineEnding: ending), modals.isEmpty {
                atEveryCaret { $0.edit { $0.insert(pending, kind: .paste) } }
            }
            pasteState = nil
            document.history.endGroup()
        case .invalidText:
            message = Message("The terminal sent bytes that are not UTF-8; nothing was inserted", isError: true)
        case .mouse(let mouse):
            cutRun.countEvent()
            dropMessageForInput()
            handleMouse(mouse)
        case .focusIn, .focusOut, .reply, .unknown:
            break
        }
    }

    /// A message stays until the next key, paste or click (issue 51, item 16: "New file" stood
    /// over a paste of 10,000 lines); an error stays its whole `lifetime` through them, so
    /// keys already being typed do not wipe it before it is read.
    private mutating func dropMessageForInput() {
        if message?.isError != true && !replaysHeldInput { message = nil }
    }

    /// Text typed where no binding took the key: into the document, or a modal's own input.
    private mutating func insertText(_ text: String) {
        if case .help = modals.last { return editHelpFilter(append: text) }
        if case .prompt = modals.last { return editPrompt { $0.insert(text) } }
        if listState != nil { return editListFilter(append: text) }
        guard modals.isEmpty else { return }
        atEveryCaret { $0.edit { $0.type(Array(text.utf8)) } }
    }

    /// Runs the command `id` from the table.
    public mutating func run(_ id: CommandID) {
        let command = commands[id]
        guard document.hasExtraCarets, modals.isEmpty, !command.context.isModal else {
            return command.action(&self)
        }
        switch command.carets {
        case .everyCaret: atEveryCaret { command.action(&$0) }
        case .dropsExtras:
            document.dropExtraCarets()
            command.action(&self)
        case .keeps, .setsCarets: command.action(&self)
        }
    }

    /// Runs `body` with `edit` acting at every cursor.
    mutating func atEveryCaret(_ body: (inout Editor) -> Void) {
        let outer = editsAtEveryCaret
        editsAtEveryCaret = true
        body(&self)
        editsAtEveryCaret = outer
    }

    /// Applies `change` to the document, then tidies auto-indent and keeps the cursor in view.
    public mutating func edit(follow: ScrollFollow = .command, _ change: (inout Document) -> Void) {
        let atEveryCaret = editsAtEveryCaret
        editing(follow: follow) { document in
            if atEveryCaret {
                document.atEveryCaret(change)
            } else {
                document.keepingExtraCarets(change)
            }
        }
    }

    /// Applies `change` at every cursor, telling it which (its index in text order), as `edit` does.
    mutating func editAtEveryCaret(_ change: (inout Document, Int) -> Void) {
        editing { $0.atEveryCaret(change) }
    }

    /// Runs `apply` on the document, then tidies auto-indent and keeps the cursor in view.
    private mutating func editing(follow: ScrollFollow = .command, _ apply: (inout Document) -> Void) {
        document.wrapWidth = wrapWidth
        apply(&document)
        // Text typed or inserted before a combining mark merges with it, and a position worked
        // out from bytes (a line's first non-blank) can fall inside a glyph: the cursor always
        // ends on a glyph boundary.
        document.cursor = document.glyphBoundary(atOrAfter: document.cursor)
        document.cleanUpAutoIndent()
        keepCursorInView(follow: follow)
    }

    /// Sets the clock when the host starts its loop: a message set before (a notice from
    /// opening the file) counts its lifetime from now, when it is first drawn.
    public mutating func startClock(at now: UInt64) {
        clock = now
        messageTime = now
    }

    /// When the message shown expires (clock milliseconds); nil without one.
    public var messageDeadline: UInt64? { message.map { messageTime + $0.lifetime } }

    /// Clears the message once its time is up; the host calls it when the clock reaches
    /// `messageDeadline`.
    public mutating func expireMessage(now: UInt64) {
        if let deadline = messageDeadline, now >= deadline { message = nil }
    }

    /// Takes the pending effects, leaving none.
    public mutating func takeEffects() -> [Effect] {
        defer { effects = [] }
        return effects
    }

    // MARK: Commands' building blocks

    public mutating func undo() {
        if !document.undo() { message = Message("Nothing to undo") }
        edit { _ in }
    }

    public mutating func redo() {
        if !document.redo() { message = Message("Nothing to redo") }
        edit { _ in }
    }

    public mutating func dismissModal() { _ = modals.popLast() }

    /// The host drew the question that waited to be seen: keys from now on may answer it.
    public mutating func questionSeen() { hasUnseenQuestion = false }

    /// Called when the terminal changes size.
    public mutating func resize(rows: Int, columns: Int) {
        screenSize = (Swift.max(rows, 1), Swift.max(columns, 1))
        keepCursorInView(follow: .resize)
    }
}

extension Editor {
    /// Converts the line endings and says so.
    public mutating func convertLineEndings(to ending: LineEnding) {
        edit { $0.convertLineEndings(to: ending) }
        message = Message("Line endings: \(document.lineEndingLabel)")
    }

    /// Rewrites every line's indentation in the style in force and says how many lines that
    /// took, or that there was nothing to convert (issue 51, item 20).
    public mutating func convertIndentation() {
        var rewritten = 0
        edit { rewritten = $0.convertIndentation() }
        let style = document.indentStyle == .tabs ? "tabs" : "spaces"
        message = Message(rewritten == 0 ? "Nothing to convert: every line is already indented with \(style)"
                                         : "Indentation of \(rewritten.counted("line")) converted to \(style)")
    }

    /// Switches this file's indentation style and says so.
    public mutating func setIndentStyle(_ style: IndentStyle) {
        document.setIndentStyle(style)
        message = Message("Indentation: \(document.indentDescription)")
    }

    /// Decides this file's indentation again and says what it is.
    public mutating func detectIndentation() {
        document.detectIndentation()
        message = Message("Indentation: \(document.indentDescription)")
    }
}
