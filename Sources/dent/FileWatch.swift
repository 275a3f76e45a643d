import DentCore
import DentFiles

/// The file side of a session: the identity of the file as last read or saved (to notice
/// changes on disk) and the recovery journal (`JournalKeeper`), kept while the document has
/// unsaved changes and removed when it has none.
struct FileWatch {
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
    /// This session's recovery journal of the file.
    private var journalKeeper: JournalKeeper
    private var lastDiskCheck: UInt64 = 0
    /// The file was found gone from its path, and said so.
    private var isMissing = false
    /// The backup of an interrupted save offered when the file was opened (at `path` then).
    private var backup: (file: LeftoverBackup, path: String)?
    /// The user answered its offer: a save of the file makes it needless.
    private var backupIsAnswered = false
    /// Backups cut short by interrupted saves found beside the file when it was opened.
    var incompleteBackups: [String] = []
    /// Journals of ended sessions and rescue files whose text the user recovered or compared:
    /// a save of the file makes them needless.
    private var recoveredSources: [String] = []

    /// `untitled`: the number of an unnamed document (no path), whose journal it names.
    init(path: String, identity: FileIdentity?, contentHash: UInt64?, backup: LeftoverBackup? = nil,
         state: StateDirectory = .standard(), untitled: Int? = nil) {
        self.path = path
        self.identity = identity
        self.contentHash = contentHash
        self.backup = backup.map { ($0, path) }
        journal = RecoveryJournal(stateDirectory: state)
        journalKeeper = JournalKeeper(journal: journal, untitled: path.isEmpty ? untitled : nil)
        marks = OpenMarks(stateDirectory: state)
        mark = path.isEmpty ? nil : marks.mark(path)
    }

    /// When the next timed job is due, in milliseconds from `now`; nil when none is. A journal
    /// being written is due at once: its next step.
    func nextDeadline(now: UInt64) -> UInt64? {
        let disk = identity != nil ? lastDiskCheck + FileWatch.diskInterval : nil
        return earliest(journalKeeper.deadline(), disk).map { $0 > now ? $0 - now : 0 }
    }

    /// Bytes of edits appended to the journal but not synced yet.
    var unsyncedJournalBytes: Int { journalKeeper.unsynced }

    /// After an event: the edits go to the journal, or the journal goes when the text is back
    /// to what is on disk. Nil when nothing was written or failed, else how the journal fared.
    mutating func noteEdit(now: UInt64, id: DocumentID, editor: inout Editor) -> Result<Void, FileError>? {
        // Only facts are kept: a document held while the editor changes would make it copy its text.
        guard let state = Self.state(of: id, in: editor), isJournaled(state.path) else { return nil }
        guard state.isModified else {
            if journalKeeper.isKept { forgetJournal() }
            return nil
        }
        return journalKeeper.noteEvent(now: now, id: id, base: identity, editor: &editor)
    }

    /// The journal's timed work: its next step, a sync, the whole journal after a pause.
    mutating func stepJournal(now: UInt64, id: DocumentID, editor: inout Editor) -> Result<Void, FileError>? {
        guard let state = Self.state(of: id, in: editor), isJournaled(state.path), state.isModified else { return nil }
        return journalKeeper.tick(now: now, id: id, base: identity, editor: &editor)
    }

    /// Whether a document at `path` is journaled: a file, or an unnamed document given a number.
    private func isJournaled(_ path: String) -> Bool { !path.isEmpty || journalKeeper.untitled != nil }

    /// The path of the file `id` and whether it is modified, read without keeping its document.
    private static func state(of id: DocumentID, in editor: Editor) -> (path: String, isModified: Bool)? {
        editor.index(of: id).map { (editor.files[$0].document.path, editor.files[$0].document.isModified) }
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
        if path == self.path { removeRecoveredSources() }
        guard backupIsAnswered, let backup, backup.path == path else { return }
        FileSaver.removeLeftoverBackup(backup.file)
        self.backup = nil
    }

    /// The user took or compared the text of `source`: it goes when the file is next saved.
    mutating func recovered(source: String) {
        if !source.isEmpty && !recoveredSources.contains(source) { recoveredSources.append(source) }
    }

    private mutating func removeRecoveredSources() {
        for source in recoveredSources { RecoveryJournal.removeSource(source) }
        recoveredSources = []
    }

    /// Removes this session's journal: the text is saved, or back to what is on disk.
    mutating func forgetJournal() {
        journalKeeper.forget(path: path)
    }

    /// The text went to a rescue copy on the way out after a signal: the journal goes, without
    /// a sync of its folder (the rescue copy's own fsync is the one the way out waits for).
    mutating func rescued() {
        journalKeeper.forget(path: path, syncing: false)
    }

    /// At a normal quit or the file's close: the journal this session wrote goes (the user saved
    /// or chose not to), as does the mark that the file is open; a journal kept from an earlier
    /// session ("Later") stays.
    mutating func quitting() {
        if journalKeeper.isKept { forgetJournal() }
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
