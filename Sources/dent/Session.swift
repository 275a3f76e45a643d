import DentConfig
import DentCore
import DentFiles
import DentKeys
import DentScreen
import DentTerminal
import DentText
import DentWire
import Glibc

/// How a session ended.
enum SessionEnd {
    case quit
    /// A signal asked dent to stop; it is re-raised once the terminal is restored.
    case signal(Int32)
    case hangUp
    /// The whole of a file shown from its start could not be read: the reason.
    case failed(String)
}

/// One editing session on the terminal: the run loop. Reads keys, lets the editor handle them,
/// performs the effects it asks for (saving, reloading, opening, listing a folder, the system
/// clipboard), keeps each open file's recovery journal and watches it on disk, and draws each
/// frame in one write.
final class Session {
    private var editor: Editor
    private let device: TerminalDevice
    private let input: InputLoop
    private let modes: ModesHandle
    private let escapeTimeout: Int32
    private var decoder: KeyDecoder
    /// The last frame and what its rows were drawn from, so a frame draws again only what changed.
    private var screen: Screen
    /// Input bytes not yet matched to a decoded event.
    private var raw: [UInt8] = []
    private var watches: FileWatches
    /// The user's settings, for files opened during the session.
    private let settings: Settings
    /// Where unsaved text went when the session had to stop: printed after the terminal is back.
    private(set) var rescued: [String] = []
    /// The first file when only its start was read: its preview, then the whole of it read on
    /// another thread while input (not replies) is held.
    private var firstFile: FirstFileLoad<PendingOpen>
    /// When the last input bytes arrived (milliseconds), for the paste timeout.
    private var lastInput: UInt64 = 0
    private let signals: SignalPipe
    /// Where a crash finds every modified document's text, kept current after each event.
    private let crashRescue: CrashRescue
    private let trapHook = TrapHook(environment: environment("DENT_TEST_TRAP"))
    /// Highlighting's languages and theme.
    private let syntax: SyntaxSetup
    /// False after a wake that changed nothing on screen (an idle step of highlighting below
    /// the view): the next turn of the loop draws no frame.
    private var needsFrame = true
    /// When the last event was handled, while the journal's clocks have not seen it yet: they
    /// are told after the frame, which is what the person typing waits for.
    private var eventsToNote: UInt64?
    /// Filter through command and Run command: the shell command running, if any.
    private let shellCommands: ShellCommands
    /// Save and Save As: the save running in the background, and the input held for it.
    private let saves: Saves
    /// The language servers of the open files.
    private let servers: ServerHost
    /// A question that waited to be seen was just drawn while input was already waiting: those
    /// bytes were typed before the question could be read, and answer nothing. Counted in
    /// bytes, so a key typed once the question is on screen, read in the same batch, still does.
    private var bytesTypedUnseen = 0

    init(start: consuming SessionStart, device: TerminalDevice, signals: SignalPipe, caps: TerminalCaps, modes: ModesHandle,
         crashRescue: CrashRescue) {
        self.crashRescue = crashRescue
        self.editor = start.editor
        self.watches = start.watches
        self.firstFile = start.preview.map { .preview($0) } ?? .done
        self.settings = start.settings
        self.syntax = start.syntax
        self.shellCommands = ShellCommands(limitMiB: start.settings.maximumFileMiB)
        self.device = device
        self.input = InputLoop(device: device, signals: signals)
        self.signals = signals
        self.saves = Saves(signals: signals)
        self.servers = ServerHost(settings: start.settings, signals: signals, highlighter: { [syntax = start.syntax] in syntax.source(language: $0) })
        self.modes = modes
        self.escapeTimeout = Int32(start.settings.escapeTimeout)
        self.decoder = KeyDecoder(extraSequences: modes.keySequences)
        self.screen = Screen(caps: caps)
    }

    func run() throws(TerminalError) -> SessionEnd {
        editor.startClock(at: Session.milliseconds())
        updateSize()
        if case .preview(let preview) = firstFile { preview.recordLineCount(in: &editor) }
        while true {
            // Once the input of the last wake is handled (none half-read), so a release that
            // came with the deadline ends the hold before the overlay is ever drawn.
            if !decoder.isWaiting { editor.advanceClock(to: Session.milliseconds()) }
            if showProgress(now: Session.milliseconds()) { needsFrame = true }
            crashRescue.sync(&editor)
            crashRescue.serverGroups(servers.pids)
            try syncKeyboard()
            try draw()
            noteEvents()
            // After the first frame (opening a file is never slower for its server), and once
            // the first file is whole (its server must not be sent the start alone).
            servers.attach(&editor, firstFileWhole: firstFile.isDone)
            if var preview = firstFile.takePreview() {
                // Read from now on, not beside the start: the read's page faults into fresh memory
                // held up the first frame's own allocations, and the start's work in turn the read
                // (docs/PERFORMANCE.md, "Figures behind the code").
                preview.reading = BackgroundOpen.start(path: preview.path, settings: settings)
                if let job = preview.reading, let waker = signals.waker() {
                    job.wakes(waker)
                    firstFile.startLoading(preview, at: Session.milliseconds())
                } else if let failure = preview.complete(preview.wholeFile(settings: settings), editor: &editor, watches: &watches) {
                    return .failed(failure)
                }
                continue
            }
            if editor.isQuitting {
                servers.quit()
                watches.quitting()
                syntax.saveCaches()
                Places.record(editor.files.map { ($0.document.path, $0.document.place) })
                return .quit
            }
            let now = Session.milliseconds()
            switch input.wait(timeout: waitTimeout(now: now)) {
            case .timeout:
                if decoder.isInPaste, Session.milliseconds() >= pasteDeadline {
                    try endPaste()
                } else if decoder.isWaiting {
                    try dispatch(decoder.flushCounted())
                } else if editor.isSearching {
                    // No input waiting: the next bounded step of the search, then a frame.
                    editor.continueSearch()
                } else if syntax.hasUnsavedCaches {
                    // No input waiting, the first frame drawn: the listing and the specs parsed
                    // for it are cached for the next start, once.
                    syntax.saveCaches()
                    needsFrame = false
                    continue
                } else if editor.hasHighlightingWork {
                    // No input waiting: the next bounded step of highlighting, and a
                    // frame only when the view's assumed states can be corrected.
                    needsFrame = editor.continueHighlighting()
                    continue
                }
                try tick()
            case .signals(let received):
                for signal in received {
                    if signal == SignalPipe.wakeUp {
                        if let failure = try finishLoading() { return .failed(failure) }
                        try finishSave()
                        shellCommands.finish(editor: &editor)
                        servers.pump(&editor)
                        try performEffects()
                        // A save that ended, a filter's output: the servers hear of it now.
                        servers.sync(&editor)
                        // A filter's output is an edit too: the journal takes it after the frame.
                        eventsToNote = eventsToNote ?? Session.milliseconds()
                        continue
                    }
                    guard signal == SIGWINCH else {
                        rescue()
                        return .signal(signal)
                    }
                    updateSize()
                }
            case .bytes(let bytes):
                lastInput = Session.milliseconds()
                raw += bytes
                try dispatch(decoder.decodeCounted(bytes))
            case .hangUp:
                rescue()
                return .hangUp
            }
        }
    }

    /// The file being read on another thread is whole: it takes the preview's place, and the
    /// input held meanwhile is handled. Nil, or why the session must end.
    private func finishLoading() throws(TerminalError) -> String? {
        guard let preview = firstFile.job, let outcome = preview.reading?.take() else { return nil }
        let waiting = firstFile.finish()
        // Consumed: a second reference to the text would make the first edit copy all of it.
        if let failure = preview.complete(consume outcome, editor: &editor, watches: &watches) { return failure }
        for (event, bytes) in waiting { try handle(event, bytes: bytes) }
        return nil
    }

    /// The progress of the work other threads do (a save, the first file's read, a shell
    /// command) goes to the editor when a report of it is due; true when one did (a frame
    /// shows it).
    private func showProgress(now: UInt64) -> Bool {
        let saving = saves.showProgress(now: now, editor: &editor)
        let reading = showReadProgress(now: now)
        let running = shellCommands.showProgress(now: now, editor: &editor)
        return saving || reading || running
    }

    /// Tells the editor how much of the first file the thread has read, when a report is due;
    /// true when it did.
    private func showReadProgress(now: UInt64) -> Bool {
        guard let preview = firstFile.progressDue(now: now), let progress = preview.reading?.progress.progress else { return false }
        editor.readProgressed(preview.id, read: progress.done, total: progress.total)
        return true
    }

    /// A save that is over goes to the editor, then the input held while it ran is handled in
    /// order (a key that starts another save holds the rest again). Typed before the outcome
    /// was on the screen, that input leaves its message standing.
    private func finishSave() throws(TerminalError) {
        guard let held = saves.finish(editor: &editor, watches: &watches) else { return }
        try performEffects()
        editor.replaysHeldInput = true
        defer { editor.replaysHeldInput = false }
        for (event, bytes) in held where !editor.isQuitting { try handle(event, bytes: bytes) }
    }

    /// How long to wait: the Esc timeout while a sequence is incomplete; not at all while a
    /// search runs in steps (only to see whether a key is waiting, which stops it); else until
    /// the next journal write, disk check, message expiry, shortcut overlay (held modifier) or
    /// report of the progress of a save, of the first file's read or of a shell command.
    private func waitTimeout(now: UInt64) -> Int32? {
        if decoder.isWaiting { return escapeTimeout }
        if decoder.isInPaste { return Int32(clamping: pasteDeadline > now ? pasteDeadline - now : 0) }
        if editor.isSearching || editor.hasHighlightingWork || syntax.hasUnsavedCaches { return 0 }
        let message = editor.messageDeadline.map { $0 > now ? $0 - now : 0 }
        let overlay = editor.overlayDeadline.map { $0 > now ? $0 - now : 0 }
        let progress = earliest(earliest(saves.nextDeadline(now: now), firstFile.nextReport(now: now)),
                                earliest(shellCommands.nextDeadline(now: now), servers.nextDeadline(now: now)))
        let timed = earliest(earliest(watches.nextDeadline(now: now), message), earliest(overlay, progress))
        return timed.map { Int32(clamping: Swift.max($0, 1)) }
    }

    /// Asks the terminal to report modifier keys alone exactly while the editor wants them (the
    /// text has the focus and the overlay is available), so modals keep the plain kitty flags.
    private func syncKeyboard() throws(TerminalError) {
        if let bytes = modes.reportModifierKeys(editor.wantsModifierKeys) { try device.write(bytes) }
    }

    /// How long a bracketed paste may go without a byte before it is ended, in milliseconds.
    /// Terminals send a paste in one burst, so a second of silence means its end marker was
    /// lost (or never meant: stray bytes that looked like a paste's start). Without this,
    /// every later key, Ctrl+S and Ctrl+Q included, would be pasted text.
    static let pasteTimeout: UInt64 = 1_000

    /// When an open paste that receives nothing more is ended.
    private var pasteDeadline: UInt64 { lastInput + Session.pasteTimeout }

    /// A paste that stopped before its end marker: what came is pasted (as a paste, never
    /// read again as typed keys), and the paste ends, with a message.
    private func endPaste() throws(TerminalError) {
        try dispatch(decoder.endPaste())
        editor.message = Message("The paste had no end marker: after a second with nothing more, what came was pasted", isError: true)
    }

    /// Timed work: a message's expiry, the journal after an idle pause, the changed-on-disk check.
    private func tick() throws(TerminalError) {
        let now = Session.milliseconds()
        editor.clock = now
        editor.expireMessage(now: now)
        servers.expire(now: now, editor: &editor)
        watches.tick(now: now, editor: &editor, saving: saves.documentID)
        try performEffects()
        // A reload the tick led to changed the text: the journal hears of it after the frame.
        eventsToNote = eventsToNote ?? now
    }

    /// Replies to dent's queries go to the terminal modes; everything else to the editor, with
    /// the bytes it came from, unless typed before a question was seen (`bytesTypedUnseen`).
    private func dispatch(_ events: [DecodedEvent]) throws(TerminalError) {
        for decoded in events {
            let event = decoded.event
            let bytes = Array(raw.prefix(decoded.byteCount))
            raw.removeFirst(Swift.min(decoded.byteCount, raw.count))
            let typedUnseen = bytesTypedUnseen > 0
            bytesTypedUnseen = Swift.max(bytesTypedUnseen - decoded.byteCount, 0)
            if case .reply = event {
                if let bytes = modes.handle(event) { try device.write(bytes) }
                if modes.value.keyboard != .legacy { editor.terminalReportsModifierKeys = modes.value.keyboard == .kitty }
            } else if typedUnseen && Session.answers(event) {
                continue
            } else if !firstFile.hold(event, bytes: bytes) {
                try handle(event, bytes: bytes)
            }
        }
    }

    /// The editor handles `event`, read as `bytes`, and the host carries out what it asks for;
    /// unless a save runs and the event must wait for it (`Saves.hold`).
    private func handle(_ event: KeyEvent, bytes: [UInt8]) throws(TerminalError) {
        if saves.hold(event, bytes: bytes, editor: editor) { return }
        // A question that came up by itself during this input is not on the screen yet.
        if editor.hasUnseenQuestion && Session.answers(event) { return }
        editor.rawInput = bytes
        if event == .focusIn { watches.checkAll(editor: &editor) }
        editor.clock = Session.milliseconds()
        editor.handle(event)
        trapHook.check(event)
        eventsToNote = editor.clock
        try performEffects()
        servers.sync(&editor)
    }

    /// Whether `event` could answer a question: a key pressed, text, a paste or a click (not a
    /// key's release or a focus change, which answer nothing).
    private static func answers(_ event: KeyEvent) -> Bool {
        switch event {
        case .key(_, let action, _): action != .release
        case .focusIn, .focusOut, .reply: false
        default: true
        }
    }

    /// Each file's journal clock after the events handled since the last frame.
    private func noteEvents() {
        guard let clock = eventsToNote else { return }
        eventsToNote = nil
        watches.noteEdits(now: clock, editor: &editor)
    }

    /// Carries out what the editor asked for, until it asks for nothing more (an answer such as
    /// a finished save can lead to the next effect: the next file to save before quitting).
    private func performEffects() throws(TerminalError) {
        while case let effects = editor.takeEffects(), !effects.isEmpty {
            for effect in effects { try perform(effect) }
        }
    }

    private func perform(_ effect: Effect) throws(TerminalError) {
        switch effect {
        case .redraw:
            screen.invalidate()
        case .suspend:
            if let why = modes.suspend() { editor.message = Message("Cannot suspend: \(why)", isError: true) }
            // The modifier keys' releases went to the shell while dent was stopped.
            editor.modifierHold.reset()
            updateSize()
        case .rememberSetting(let name, let value):
            if let problem = UserConfiguration.remember(name, value) {
                editor.message = Message("Could not remember \(name) in dent.conf: \(problem)", isError: true)
            }
        case .copyToSystemClipboard(let bytes):
            if let sequence = SystemClipboard.sequence(for: bytes) { try device.write(sequence) }
        case .save, .saveAs, .cancelSave:
            saves.perform(effect, editor: &editor, watches: &watches)
        case .reload(let id, let revert):
            reload(id, revert: revert)
        case .discardRecovery(_, let source):
            RecoveryJournal.removeSource(source)
        case .recovered(let id, let source):
            watches.recovered(id, source: source)
        case .backupAnswered(let id):
            watches.backupAnswered(id)
        case .removeIncompleteBackups(let id):
            let removed = watches.removeIncompleteBackups(id)
            editor.message = removed > 0 ? Message("Removed \(removed.counted("incomplete backup"))")
                : Message("No backup removed: another dent has the file open now, or they changed", isError: true)
        case .closed(let id):
            watches.closed(id)
        case .remember(let path, let place):
            Places.record([(path, place)])
        case .rememberSearch(let kind, let entry):
            SearchHistoryFile.record([(kind, entry)])
        case .setLanguage(let id, let language):
            let source = language.flatMap { syntax.source(language: $0) }
            if let language, source == nil {
                editor.message = Message("\(language) cannot be highlighted (dent --check-syntax says why)", isError: true)
            } else {
                editor.highlight(id, with: source)
            }
        case .open(let path, let allowingLarge):
            open(HomePath.expanded(path, home: environment("HOME")), allowingLarge: allowingLarge)
        case .insertFile(let id, let typed):
            do throws(FileError) {
                let path = HomePath.expanded(typed, home: environment("HOME"))
                let bytes = try FileInsertion.bytes(at: path, maximumSize: Int64(settings.maximumFileMiB) << 20)
                editor.insertFile(bytes, into: id, from: typed)
            } catch {
                editor.message = Message(error.description, isError: true)
            }
        case .filter, .runCommand, .stopCommand:
            shellCommands.perform(effect, editor: &editor, signals: signals)
        case .saveWithSudo(let id):
            saveWithSudo(id)
        case .askServer, .listDiagnostics, .startServer, .answerServer:
            servers.perform(effect, editor: &editor)
        case .openPlace(let place):
            openPlace(place)
        case .loadDictionary, .addWord:
            SpellingHost.perform(effect, editor: &editor, settings: settings)
        case .listDirectory(let directory):
            let entries = DirectoryListing.entries(of: directory.isEmpty ? "." : HomePath.expanded(directory, home: environment("HOME")))
            editor.directoryListed(directory, entries: entries.map { DirectoryEntry(name: $0.name, isDirectory: $0.isDirectory) })
        }
    }

    /// Save with sudo: dent leaves the screen while sudo asks for the password and dent's own
    /// save runs as root (`SudoSave`), then draws it all again and says how it went. A save
    /// made learns the file's new identity, as a save of dent's own does.
    private func saveWithSudo(_ id: DocumentID) {
        guard let index = editor.index(of: id) else { return }
        let path = editor.files[index].document.path
        let buffer = editor.files[index].document.text.bytes
        let outcome = modes.leaveScreen { SudoSave.run(buffer, to: path) }
        // Keys released while sudo had the terminal never reached dent; the clock stood still
        // while sudo waited for the password, and the message must count its time from now.
        editor.modifierHold.reset()
        editor.advanceClock(to: Session.milliseconds())
        updateSize()
        switch outcome {
        case nil:
            editor.sudoSaveFinished(id, error: "Cannot save with sudo: dent is not in the terminal's foreground", lines: 0)
        case .failed(let why):
            editor.sudoSaveFinished(id, error: "\(path): \(why)", lines: 0)
        case .saved:
            watches.saved(id, path: path, identity: FileIdentity.current(at: path), contentHash: ContentHash.of(buffer))
            watches.wrote(id, path: path)
            editor.sudoSaveFinished(id, error: nil, lines: editor.files[index].document.text.countedLines)
        }
    }

    private func reload(_ id: DocumentID, revert: Bool) {
        // The path and name alone: a copy of the document held across the reload would share its
        // text's storage, which the reload then edits.
        guard let (path, name) = editor.document(id).map({ ($0.path, $0.displayName) }) else { return }
        do {
            let file = try FileLoader.load(path: path)
            guard file.exists else {
                editor.message = Message("\(name) is not on disk (deleted or renamed): nothing to reload", isError: true)
                return
            }
            editor.reloaded(id, bytes: file.buffer.allBytes, revert: revert)
            watches.saved(id, path: path, identity: file.identity, contentHash: file.contentHash)
        } catch {
            editor.message = Message(error.description, isError: true)
        }
    }

    /// Goes to a place a language server named: its file shown (opened first when it is not)
    /// and the cursor on the place's byte; Back returns.
    private func openPlace(_ place: FoundPlace) {
        let open = { [editor] in editor.files.first { !$0.document.path.isEmpty && SameFile.check($0.document.path, place.path) }?.id }
        guard let id = open() ?? self.open(place.path, allowingLarge: false, showing: false), let document = editor.document(id) else { return }
        editor.arrive(at: id, offset: document.offset(ofServer: place.position, encoding: place.encoding))
    }

    /// Opens `requested` as `dent FILE` would (FILE:LINE included); a file already open under
    /// any name is shown instead, and a file that cannot be opened is a message, never a stop.
    /// Without `showing`, a file opened is added behind the one shown. Returns the file's id.
    @discardableResult
    private func open(_ requested: String, allowingLarge: Bool, showing: Bool = true) -> DocumentID? {
        let target = StartPosition.target(requested, position: nil)
        if let id = editor.files.first(where: { !$0.document.path.isEmpty && SameFile.check($0.document.path, target.path) })?.id {
            guard showing else { return id }
            editor.show(id)
            if let position = target.position { editor.goToLine(position.answer) }
            return id
        }
        if !allowingLarge, let size = try? FileLoader.size(of: target.path), size > Int64(settings.maximumFileMiB) << 20 {
            editor.askToOpenLarge(requested, megabytes: size >> 20)
            return nil
        }
        var limits = settings
        if allowingLarge { limits.maximumFileMiB = Int.max >> 21 }
        switch Opening.open(target.path, position: target.position, settings: limits, interactive: false) {
        case .failure(let error):
            editor.message = Message(error.description, isError: true)
            return nil
        case .success(var file):
            syntax.attach(&file.document, isBinary: file.isBinary)
            let id = showing ? editor.opened(file.document, notice: file.notice, recoveries: file.recoveries, backup: file.backup?.offer)
                : editor.add(file.document, notice: file.notice, recoveries: file.recoveries, backup: file.backup?.offer)
            watches.add(id, path: file.document.path, identity: file.identity, contentHash: file.contentHash,
                        backup: file.backup?.file, incompleteBackups: file.incompleteBackups)
            editor.noteIncompleteBackups(file.incompleteBackups.count, of: id)
            return id
        }
    }

    /// The session must stop (signal, lost terminal): the unsaved text of every modified file
    /// goes to `FILE.dent-save`.
    private func rescue() {
        servers.quit()
        for file in editor.files where file.document.isModified {
            do {
                let written = try EmergencySave.save(file.document.text.bytes, for: file.document.path)
                // The rescue copy holds the text and is offered at the next open: the journal too would offer it twice.
                watches.rescued(file.id)
                rescued.append("unsaved changes of \(file.document.displayName) written to \(PathBytes.shown(written))")
            } catch {
                rescued.append(error.description)
            }
        }
    }

    /// Milliseconds of the monotonic clock, for undo grouping and timers.
    static func milliseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1000 + UInt64(time.tv_nsec) / 1_000_000
    }

    /// The largest screen dent draws: a terminal that reports more (a pty can say 65535 × 65535)
    /// is drawn in its top-left part instead of allocating gigabytes of cells. An 8K display
    /// with a small font is about 1,500 columns.
    static let largestScreen = (rows: 1_000, columns: 2_000)

    /// Takes the window size after a start, a resume or SIGWINCH: the editor lays out for it
    /// (the bars on its last two rows) and the next frame is drawn whole.
    private func updateSize() {
        let size = device.windowSize() ?? (24, 80)
        editor.resize(rows: Swift.min(size.rows, Session.largestScreen.rows), columns: Swift.min(size.columns, Session.largestScreen.columns))
        screen.invalidate()
    }

    private func draw() throws(TerminalError) {
        guard needsFrame else { return needsFrame = true }
        editor.prepareHighlighting()
        editor.prepareSpelling()
        let theme = syntax.theme
        let bytes = screen.draw(editor, rows: editor.screenSize.rows, columns: editor.screenSize.columns, theme: theme)
        // What waits before the frame is written was typed before the question was on the
        // screen. Counted after the write, it took in a key typed by someone who saw the
        // question in the moment between (a test answering at once, on a busy machine).
        let typedBefore = editor.hasUnseenQuestion ? input.waitingByteCount() : 0
        if !bytes.isEmpty { try device.write(bytes) }
        if editor.hasUnseenQuestion {
            editor.questionSeen()
            bytesTypedUnseen = typedBefore
        }
    }
}
