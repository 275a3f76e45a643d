import DentConfig
import DentCore
import DentFiles
import DentKeys
import DentScreen
import DentTerminal
import Glibc

/// How a session ended.
enum SessionEnd {
    case quit
    /// A signal asked dent to stop; it is re-raised once the terminal is restored.
    case signal(Int32)
    case hangUp
}

/// One editing session on the terminal: the run loop. Reads keys, lets the editor handle them,
/// performs the effects it asks for (saving, reloading, the system clipboard), keeps the
/// recovery journal and watches the file on disk, and draws each frame in one write.
final class Session {
    private var editor: Editor
    private let device: TerminalDevice
    private let input: InputLoop
    private let modes: ModesHandle
    private let escapeTimeout: Int32
    private var decoder: KeyDecoder
    private var encoder: FrameEncoder
    /// Input bytes not yet matched to a decoded event.
    private var raw: [UInt8] = []
    private var files: FileWatch
    /// Where unsaved text went when the session had to stop: printed after the terminal is back.
    private(set) var rescued: [String] = []

    init(editor: Editor, files: FileWatch, device: TerminalDevice, signals: SignalPipe, caps: TerminalCaps,
         modes: ModesHandle, escapeTimeout: Int) {
        self.editor = editor
        self.files = files
        self.device = device
        self.input = InputLoop(device: device, signals: signals)
        self.modes = modes
        self.escapeTimeout = Int32(escapeTimeout)
        self.decoder = KeyDecoder(extraSequences: modes.keySequences)
        self.encoder = FrameEncoder(caps: caps)
    }

    func run() throws(TerminalError) -> SessionEnd {
        updateSize()
        while true {
            try draw()
            if editor.isQuitting {
                files.quitting()
                return .quit
            }
            let now = Session.milliseconds()
            switch input.wait(timeout: waitTimeout(now: now)) {
            case .timeout:
                if decoder.isWaiting { try dispatch(decoder.flushCounted()) }
                try tick()
            case .signals(let received):
                for signal in received {
                    guard signal == SIGWINCH else {
                        rescue()
                        return .signal(signal)
                    }
                    updateSize()
                }
            case .bytes(let bytes):
                raw += bytes
                try dispatch(decoder.decodeCounted(bytes))
            case .hangUp:
                rescue()
                return .hangUp
            }
        }
    }

    /// How long to wait: the Esc timeout while a sequence is incomplete, else until the next
    /// journal write or disk check.
    private func waitTimeout(now: UInt64) -> Int32? {
        if decoder.isWaiting { return escapeTimeout }
        return files.nextDeadline(now: now, document: editor.document).map { Int32(clamping: Swift.max($0, 1)) }
    }

    /// Timed work: the journal after an idle pause, the changed-on-disk check.
    private func tick() throws(TerminalError) {
        let now = Session.milliseconds()
        files.writeJournalIfDue(now: now, document: editor.document)
        if files.checkDiskIfDue(now: now, path: editor.document.path) { editor.fileChangedOnDisk(beforeSave: false) }
        try performEffects()
    }

    /// Replies to dent's queries go to the terminal modes; everything else to the editor, with
    /// the bytes it came from.
    private func dispatch(_ events: [DecodedEvent]) throws(TerminalError) {
        for decoded in events {
            let event = decoded.event
            editor.rawInput = Array(raw.prefix(decoded.byteCount))
            raw.removeFirst(Swift.min(decoded.byteCount, raw.count))
            if case .reply = event {
                if let bytes = modes.handle(event) { try device.write(bytes) }
                continue
            }
            if event == .focusIn, files.changedOnDisk(path: editor.document.path) {
                editor.fileChangedOnDisk(beforeSave: false)
            }
            editor.clock = Session.milliseconds()
            editor.handle(event)
            files.noteEdit(now: editor.clock, document: editor.document)
            try performEffects()
        }
    }

    private func performEffects() throws(TerminalError) {
        for effect in editor.takeEffects() {
            switch effect {
            case .copyToSystemClipboard(let bytes):
                if let sequence = SystemClipboard.sequence(for: bytes) { try device.write(sequence) }
            case .save(let thenQuit, let overwrite):
                save(thenQuit: thenQuit, overwrite: overwrite)
            case .reload:
                reload()
            case .discardJournal:
                files.forgetJournal()
            }
        }
    }

    /// Saves, unless the file changed on disk since it was read: then the user decides.
    private func save(thenQuit: Bool, overwrite: Bool) {
        let path = editor.document.path
        if !overwrite && files.changedOnDisk(path: path) {
            editor.fileChangedOnDisk(beforeSave: true)
            return
        }
        var failure: String?
        do {
            let result = try FileSaver.save(editor.document.text.bytes, to: path)
            files.saved(path: path, identity: result.identity)
        } catch {
            failure = error.description
        }
        editor.saveFinished(error: failure, thenQuit: thenQuit, lines: editor.document.text.countedLines)
    }

    private func reload() {
        do {
            let file = try FileLoader.load(path: editor.document.path)
            editor.reloaded(file.buffer.allBytes)
            files.saved(path: editor.document.path, identity: file.identity)
        } catch {
            editor.message = Message(error.description, isError: true)
        }
    }

    /// The session must stop (signal, lost terminal): unsaved text goes to `FILE.dent-save`.
    private func rescue() {
        guard editor.document.isModified else { return }
        do {
            let written = try EmergencySave.save(editor.document.text.bytes, for: editor.document.path)
            rescued.append("unsaved changes of \(editor.document.displayName) written to \(written)")
        } catch {
            rescued.append(error.description)
        }
    }

    /// Milliseconds of the monotonic clock, for undo grouping and timers.
    static func milliseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1000 + UInt64(time.tv_nsec) / 1_000_000
    }

    private func updateSize() {
        let size = device.windowSize() ?? (24, 80)
        editor.resize(rows: size.rows, columns: size.columns)
        encoder.invalidate()
    }

    private func draw() throws(TerminalError) {
        let grid = Renderer.render(editor, rows: editor.screenSize.rows, columns: editor.screenSize.columns)
        let bytes = encoder.encode(grid)
        if !bytes.isEmpty { try device.write(bytes) }
    }
}
