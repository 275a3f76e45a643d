import DentConfig
import DentCore
import DentFiles
import DentText
import Glibc

/// A file read from disk (or standard input) and made into a document, with what to tell the
/// user when it is first shown.
struct OpenedFile {
    var document: Document
    /// The binary-file heuristic found bytes that are not text: never highlighted.
    var isBinary = false
    /// The file as read, for noticing changes on disk; nil for a new file or standard input.
    var identity: FileIdentity?
    /// `ContentHash` of the bytes read, with `identity` (nil for a preview or a file over the limit).
    var contentHash: UInt64?
    /// Read-only, binary, or where an out-of-range start line went: said first.
    var warning: Message?
    /// An EditorConfig disagreement, or "New file": said when nothing more pressing is.
    var note: Message?
    /// Recovery journals of sessions that ended whose text differs from the file's, newest
    /// first, offered one at a time when it is shown.
    var recoveries: [RecoveryOffer] = []
    /// The newest complete backup an interrupted in-place save left of the file, and its text
    /// to offer when the file is shown.
    var backup: (file: LeftoverBackup, offer: RecoveryOffer)?
    /// Backups of the file that interrupted saves cut short (asked about: remove them?); only
    /// found when no other running dent has the file open, since it may be making one.
    var incompleteBackups: [String] = []
    /// The document holds only the file's start (`Opening.open`, previewing): enough to draw
    /// the first screen, not to edit. `Opening.completed` reads the whole file.
    var isPreview = false
    /// Of a preview with fewer lines than a screen: the whole file's lines, being counted.
    var lineCounting: LineCounting?

    var notice: Message? { warning ?? note }

    /// What is said when the file is shown first: its warning, else `other` (the configuration's
    /// problem, the terminal's notice), else its note.
    func startMessage(otherwise other: Message?) -> Message? { warning ?? other ?? note }
}

/// Opens files the one way, from the command line (`dent a b c`) or the open prompt: read
/// byte-exact, the user's settings and the file's EditorConfig, the start position, binary and
/// read-only marks, a recovery journal, a backup an interrupted save left.
enum Opening {
    /// Reads `path` into an `OpenedFile`. `interactive` is the command line, before the terminal
    /// is taken: `-` reads standard input and a file over the size limit is asked about on the
    /// terminal. In a session (`interactive` false) `-` is a file name like any other and such a
    /// file is refused with the reason, since the terminal belongs to the editor.
    ///
    /// `previewing` lets a big file be read only as far as its first screen needs (`isPreview`;
    /// `completed` reads the rest), when that screen shows nothing the rest of the file decides:
    /// the cursor starts at the top or on a line the start holds whole (a start line, a
    /// remembered place), and there are no line numbers (their gutter is as wide as the last
    /// line's number).
    static func open(_ path: String, position: StartPosition?, settings: Settings, interactive: Bool,
                     previewing: Bool = false) -> Result<OpenedFile, FileError> {
        let readsInput = interactive && path == "-"
        let name = readsInput ? "" : path
        let place = position == nil ? Places.find(name) : nil
        let previews = previewing && !readsInput && !settings.lineNumbers
        let loaded: LoadedFile
        switch load(path, maximumSize: Int64(settings.maximumFileMiB) << 20, readsInput: readsInput, asks: interactive,
                    preview: previews ? startLine(position, place) : nil) {
        case .success(let file): loaded = file
        case .failure(let error): return .failure(error)
        }
        // Started first: the count runs beside everything else until the first frame.
        let counting = countsLines(loaded, path: path)
        var file = opened(loaded, name: name, settings: settings)
        file.lineCounting = counting
        if readsInput {
            // Standard input is no new file: it is text in no file yet, unsaved (issue 51, item 15).
            if file.document.text.count > 0 { file.document.markUnsaved() }
            file.note = Message("Read \(file.document.text.countedLines.counted("line")) from standard input: Ctrl+S asks for a name")
        }
        // Read-only and binary say more than where an out-of-range start line went.
        if let position {
            let moved = file.document.goToLine(position.answer)
            file.warning = file.warning ?? moved
        }
        if loaded.exists, let place { file.document.restore(place) }
        if !name.isEmpty { noteOtherSessions(of: name, in: &file) }
        if loaded.exists && !name.isEmpty { file.backup = leftoverBackup(of: name) }
        return .success(file)
    }

    /// The newest complete backup of `path` an interrupted in-place save left, with its text;
    /// nil when there is none, or it cannot be read (it stays where it is).
    private static func leftoverBackup(of path: String) -> (file: LeftoverBackup, offer: RecoveryOffer)? {
        guard let backup = FileSaver.newestLeftoverBackup(for: path),
              let bytes = try? FileLoader.load(path: backup.path).buffer.allBytes else { return nil }
        return (backup, RecoveryOffer(bytes: bytes, time: backup.made.localDescription))
    }

    /// The whole of a file `open` previewed, made into a document the same way; the preview
    /// already offered any recovery journal. The size limit was settled when it was previewed.
    /// `progress` counts the bytes read.
    static func completed(_ path: String, settings: Settings, progress: ByteCounter? = nil) -> Result<OpenedFile, FileError> {
        do throws(FileError) {
            return .success(opened(try FileLoader.load(path: path, progress: progress), name: path, settings: settings))
        } catch {
            return .failure(error)
        }
    }

    /// The document for the bytes read, and what to say about them: binary, read-only,
    /// EditorConfig's disagreements, a new file.
    private static func opened(_ loaded: LoadedFile, name: String, settings: Settings) -> OpenedFile {
        var (editorConfig, cut) = name.isEmpty ? (EditorConfigProperties(), []) : EditorConfigFiles.resolve(for: name)
        // A binary file opens and saves byte for byte: EditorConfig's rewriting is for text.
        if loaded.isBinary { editorConfig.dropRewriting() }
        var document = Document(path: name, text: loaded.text, settings: settings,
                                editorConfig: editorConfig, isNew: !loaded.exists)
        document.editorConfigNotes.insert(contentsOf: cut, at: 0)
        if loaded.isPrefix, let whole = loaded.identity?.size, loaded.buffer.count > 0 {
            document.expectedLines = ExpectedLines(count: estimatedLines(whole: Int(whole), start: document.text), isExact: false)
        }
        var warning: Message?
        if loaded.isBinary {
            warning = Message(Opening.binaryNotice, isError: true)
        }
        if loaded.exists && !name.isEmpty, case .notWritable(let reason) = FileSaver.writability(of: name) {
            document.isReadOnly = true
            document.isWriteDenied = reason.isPermissionDenied
            warning = Message("Read-only (\(reason.description)): Ctrl+S saves " + (reason.isPermissionDenied && SudoSave.isInstalled ? "with sudo or elsewhere" : "elsewhere"),
                              isError: true)
        }
        let note = document.editorConfigNotes.first.map { Message($0, isError: true) } ?? (loaded.exists ? nil : Message("New file"))
        return OpenedFile(document: document, isBinary: loaded.isBinary, identity: loaded.identity, contentHash: loaded.contentHash,
                          warning: warning, note: note, isPreview: loaded.isPrefix)
    }

    /// The count of a preview's lines to the file's end, started when the start holds fewer
    /// lines than the largest screen: the rows past the file's end are then on screen, and only
    /// a count tells whether lines or the end's `~` belong there.
    private static func countsLines(_ loaded: LoadedFile, path: String) -> LineCounting? {
        let rows = Session.largestScreen.rows
        guard loaded.isPrefix, let identity = loaded.identity, loaded.text.lineCount < rows else { return nil }
        return LineCounting.start(path: path, identity: identity, from: loaded.buffer.count,
                                  after: loaded.text.lineCount - 1, limit: rows)
    }

    /// The lines of a file of `whole` bytes whose first bytes are `start`, if the rest is like
    /// them: the start's line ends, scaled (a start without one is the first of few lines).
    static func estimatedLines(whole: Int, start: TextBuffer) -> Int {
        1 + (start.lineCount - 1) * whole / start.count
    }

    /// What other dent sessions left about `path`: the journal of every session that ended is
    /// offered, newest first (a running dent's is its own and left to it); another running dent
    /// that has the file open is said (docs/SAFETY.md, promises 13b and 13c).
    private static func noteOtherSessions(of path: String, in file: inout OpenedFile) {
        let journals = RecoveryJournal().findAll(for: path).filter { $0.runningOwner == nil }.map { journal in
            (journal.written, RecoveryOffer(bytes: journal.buffer.allBytes, time: journal.written.localDescription
                                            + (journal.isNewerThanFile ? " (newer than the file)" : " (the file is newer)"),
                                            source: journal.journalPath))
        }
        let rescues = RescueCopies.find(for: path).map { copy in
            (copy.written, RecoveryOffer(bytes: copy.buffer.allBytes, time: "\(copy.name), "
                                         + copy.written.localDescription
                                         + (copy.isNewerThanFile ? " (newer than the file)" : " (the file is newer)"),
                                         source: copy.path))
        }
        file.recoveries = (journals + rescues).sorted { $0.0 > $1.0 }.map(\.1)
        if let pid = OpenMarks().others(for: path).first {
            file.warning = Message("Also open in another dent (process \(pid))", isError: true)
        } else {
            file.incompleteBackups = FileSaver.incompleteBackups(for: path)
        }
    }

    /// The journals of unnamed documents of sessions that ended (`dent` with no file, `dent -`),
    /// newest first: a later `dent` with no file offers them (issue 50, item 4).
    static func untitledRecoveries() -> [RecoveryOffer] {
        let journals = RecoveryJournal().findUntitled().map { journal in
            (journal.written, RecoveryOffer(bytes: journal.buffer.allBytes, time: journal.written.localDescription + " (unnamed)",
                                            source: journal.journalPath))
        }
        let rescues = RescueCopies.findUntitled().map { copy in
            (copy.written, RecoveryOffer(bytes: copy.buffer.allBytes, time: "\(copy.name), \(copy.written.localDescription) (unnamed)",
                                         source: copy.path))
        }
        return (journals + rescues).sorted { $0.0 > $1.0 }.map(\.1)
    }

    /// What opening a binary file says: how the text area shows what is not text (`LineLayout`:
    /// a control character as `^X`, a byte that is not UTF-8 as `<d0>`).
    static let binaryNotice = "Binary file: it opens and saves byte for byte; control characters show as ^X, bytes that are not text as <xx>"

    /// Files bigger than this are previewed: read whole, they take more than a few milliseconds.
    static let previewThreshold: Int64 = 1 << 20
    /// How much of a big file a preview reads: more than a screen of even long lines, and the
    /// 2,000 lines that indentation is detected from, for most files.
    static let previewBytes = 256 << 10

    /// Where the cursor starts in a file shown from its start: what the start must hold.
    enum PreviewStart {
        /// The top of the file: any start does.
        case top
        /// A start holding the whole of this 1-based line.
        case line(Int)

        func isHeld(by start: TextBuffer) -> Bool {
            switch self {
            case .top: true
            case .line(let line): line < start.lineCount
            }
        }
    }

    private static func startLine(_ position: StartPosition?, _ place: FilePlace?) -> PreviewStart {
        if let position { return position.line == 1 && (position.column ?? 1) == 1 ? .top : .line(position.line) }
        if let place, place.line > 1 || place.column > 1 { return .line(place.line) }
        return .top
    }

    /// Reads the bytes: standard input, or the file, asking first (`asks`) or refusing when it
    /// is over the size limit. When a `preview` is wanted, only the start of a big file, if it
    /// holds the line the cursor starts on.
    static func load(_ path: String, maximumSize: Int64, readsInput: Bool, asks: Bool,
                     preview: PreviewStart? = nil) -> Result<LoadedFile, FileError> {
        do throws(FileError) {
            if readsInput { return .success(try FileLoader.readStandardInput(maximumSize: nil)) }
            let size = try FileLoader.size(of: path)
            if let size, size > maximumSize {
                guard asks else {
                    return .failure(FileError("\(path) is \(size >> 20) MiB, more than max-file-size: open it from the command line to be asked"))
                }
                guard confirm(path: path, size: size) else { return .failure(FileError("\(path) was not opened")) }
            }
            if let preview, let size, size > previewThreshold {
                let start = try FileLoader.load(path: path, prefix: previewBytes)
                if preview.isHeld(by: start.text) { return .success(start) }
            }
            return .success(try FileLoader.load(path: path))
        } catch {
            return .failure(error)
        }
    }

    /// Asks on the terminal, in its normal mode, whether to open a file over the size limit.
    static func confirm(path: String, size: Int64) -> Bool {
        let megabytes = size / (1 << 20)
        printError("dent: \(PathBytes.shown(path)) is \(megabytes) MiB, more than max-file-size; open it anyway? (y/n) ", newline: false)
        let tty = Glibc.open("/dev/tty", O_RDONLY | O_CLOEXEC)
        guard tty >= 0 else { return false }
        defer { close(tty) }
        var answer: UInt8 = 0
        return read(tty, &answer, 1) == 1 && (answer == UInt8(ascii: "y") || answer == UInt8(ascii: "Y"))
    }
}

extension FileTime {
    /// The time as people read it here: `2026-11-30 08:41`.
    var localDescription: String {
        var seconds = time_t(self.seconds)
        var parts = tm()
        localtime_r(&seconds, &parts)
        func two(_ n: Int32) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday)) \(two(parts.tm_hour)):\(two(parts.tm_min))"
    }
}
