import DentCore
import DentFiles

/// The file side of a session: the identity of the file as last read or saved (to notice
/// changes on disk) and the recovery journal, written after a short idle pause while the
/// document has unsaved changes and removed when it has none.
struct FileWatch {
    /// Milliseconds of quiet before the journal is written.
    static let journalPause: UInt64 = 1_500
    /// Milliseconds between checks of the file on disk while idle.
    static let diskInterval: UInt64 = 2_000

    private let journal: RecoveryJournal
    private let marks: OpenMarks
    /// The file being edited; it changes with Save As.
    private var path: String
    /// This session's mark that it has the file open (`OpenMarks`), while it has one.
    private var mark: String?
    private var identity: FileIdentity?
    /// `ContentHash` of the bytes as last read or saved, for a change that kept size and mtime.
    private var contentHash: UInt64?
    /// The history state last written to the journal (nil: none written).
    private var journaledState: Int?
    /// When the last edit came, while the journal is behind it.
    private var pendingSince: UInt64?
    /// The journal being written a step at a time, and the history state of the text it holds.
    private var writing: (writer: JournalWriter, state: Int, path: String)?
    /// Bytes of the journal written in one step: a key that comes meanwhile waits for at most
    /// one step, not for the whole journal of a big file (docs/PERFORMANCE.md, "2026-12-04
    /// (session 21)").
    static let journalStep = 4 << 20
    private var lastDiskCheck: UInt64 = 0
    /// The file was found gone from its path, and said so.
    private var isMissing = false
    /// The backup of an interrupted save offered when the file was opened (at `path` then).
    private var backup: (file: LeftoverBackup, path: String)?
    /// The user answered its offer: a save of the file makes it needless.
    private var backupIsAnswered = false
    /// Backups cut short by interrupted saves found beside the file when it was opened.
    var incompleteBackups: [String] = []

    init(path: String, identity: FileIdentity?, contentHash: UInt64?, backup: LeftoverBackup? = nil,
         state: StateDirectory = .standard()) {
        self.path = path
        self.identity = identity
        self.contentHash = contentHash
        self.backup = backup.map { ($0, path) }
        journal = RecoveryJournal(stateDirectory: state)
        marks = OpenMarks(stateDirectory: state)
        mark = path.isEmpty ? nil : marks.mark(path)
    }

    /// When the next timed job is due, in milliseconds from `now`; nil when none is. A journal
    /// being written is due at once: its next step.
    func nextDeadline(now: UInt64) -> UInt64? {
        let journal = writing != nil ? now : pendingSince.map { $0 + FileWatch.journalPause }
        let disk = identity != nil ? lastDiskCheck + FileWatch.diskInterval : nil
        return earliest(journal, disk).map { $0 > now ? $0 - now : 0 }
    }

    /// After an event: start the journal's idle clock if the text moved on, or drop the
    /// journal when the text is back to what is on disk.
    mutating func noteEdit(now: UInt64, document: Document) {
        guard !document.path.isEmpty else { return }
        if !document.isModified {
            if journaledState != nil { forgetJournal() }
            pendingSince = nil
        } else if document.history.stateID != journaledState {
            pendingSince = now
        }
    }

    /// The journal's next step once its pause is over: started, written a step further, or
    /// finished. A journal whose text changed since it started (or that is no longer needed) is
    /// given up; the next pause starts it again. Nil when nothing was finished or failed, else
    /// whether the journal was written (`.success`) or why not.
    mutating func stepJournal(now: UInt64, document: Document) -> Result<Void, FileError>? {
        if let current = writing, current.state != document.history.stateID || current.path != document.path
            || current.writer.length != document.text.bytes.count || !document.isModified {
            stopWriting()
        }
        if writing == nil {
            guard let pendingSince, now >= pendingSince + FileWatch.journalPause, document.isModified else { return nil }
            self.pendingSince = nil
            do throws(FileError) {
                let writer = try journal.start(for: document.path, basedOn: identity, length: document.text.bytes.count)
                writing = (writer, document.history.stateID, document.path)
            } catch {
                return .failure(error)
            }
        }
        guard let current = writing else { return nil }
        do throws(FileError) {
            try current.writer.write(document.text.bytes, limit: FileWatch.journalStep)
            guard current.writer.isComplete else { return nil }
            writing = nil
            try current.writer.finish()
            journaledState = current.state
            return .success(())
        } catch {
            writing = nil
            return .failure(error)
        }
    }

    /// Gives up the journal being written, if any.
    private mutating func stopWriting() {
        writing?.writer.discard()
        writing = nil
    }

    /// The news of the disk check when it is due (nil when not due or nothing happened).
    mutating func checkDiskIfDue(now: UInt64, path: String) -> DiskNews? {
        guard identity != nil, now >= lastDiskCheck + FileWatch.diskInterval else { return nil }
        lastDiskCheck = now
        return diskNews(path: path)
    }

    /// What happened to the file on disk since dent read or saved it, said once: its content
    /// changed (rewritten or replaced), or it is gone (deleted, or renamed away). A file that
    /// comes back is a change.
    mutating func diskNews(path: String) -> DiskNews? {
        guard let identity, !path.isEmpty else { return nil }
        switch identity.changeOnDisk(at: path, contentHash: contentHash) {
        case .contentChanged(let current):
            self.identity = current
            isMissing = false
            return .changed
        case .metadataChanged(let current):
            self.identity = current
            return nil
        case .missing:
            defer { isMissing = true }
            return isMissing ? nil : .missing
        case .unchanged:
            return nil
        }
    }

    /// The text is on disk at `path` (a save, or a reload): the journal has nothing to keep.
    mutating func saved(path: String, identity: FileIdentity?, contentHash: UInt64?) {
        forgetJournal()
        if path != self.path {
            mark.map(marks.unmark)
            mark = marks.mark(path)
        }
        self.path = path
        self.identity = identity
        self.contentHash = contentHash
        isMissing = false
    }

    /// The file was read whole (after a preview) as `identity`, hashing to `contentHash`.
    mutating func read(identity: FileIdentity?, contentHash: UInt64?) {
        self.identity = identity
        self.contentHash = contentHash
    }

    /// A failed save wrote over the file and put the original back: the same bytes as before,
    /// with a new mtime, which must not look like someone else's change.
    mutating func restored(identity: FileIdentity) {
        self.identity = identity
    }

    /// Removes the backups cut short, unless another dent has the file open now (it may be
    /// making one); how many went.
    mutating func removeIncompleteBackups() -> Int {
        guard marks.others(for: path).isEmpty else { return 0 }
        defer { incompleteBackups = [] }
        return FileSaver.removeIncompleteBackups(incompleteBackups)
    }

    mutating func backupAnswered() {
        backupIsAnswered = true
    }

    /// The user saved the file at `path`: once the backup's offer was answered and this is the
    /// file it belongs to (not a Save As elsewhere), the backup has nothing left to keep.
    mutating func wrote(path: String) {
        guard backupIsAnswered, let backup, backup.path == path else { return }
        FileSaver.removeLeftoverBackup(backup.file)
        self.backup = nil
    }

    /// Removes the journal: the text is saved, or the user declined recovery.
    mutating func forgetJournal() {
        stopWriting()
        pendingSince = nil
        journaledState = nil
        if !path.isEmpty { try? journal.discard(for: path) }
    }

    /// At a normal quit or the file's close: the journal this session wrote goes (the user saved
    /// or chose not to), as does the mark that the file is open; a journal kept from an earlier
    /// session ("Later") stays.
    mutating func quitting() {
        stopWriting()
        if journaledState != nil { forgetJournal() }
        mark.map(marks.unmark)
        mark = nil
    }
}

/// The earlier of two deadlines, nil when neither is set. The loop works out its wait before
/// every key: two or three values need no array.
func earliest(_ a: UInt64?, _ b: UInt64?) -> UInt64? {
    guard let a else { return b }
    guard let b else { return a }
    return Swift.min(a, b)
}
