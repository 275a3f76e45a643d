import DentCore
import DentFiles
import DentText

/// The recovery journal of one open file, kept current while typing goes on
/// (docs/SAFETY.md, "Recovery journal", issue 50 item 3): a whole journal is written from a
/// copy of the text when the document is first modified, then each event's edits are appended
/// to it as records (`JournalAppender`) right after the event, and synced every
/// `syncBytes` typed bytes or `syncInterval` milliseconds; after a pause of `pause` the whole
/// journal is written again, which replaces the records. An edit never gives a journal up: a
/// whole journal is written from the host's own copy of the text, with the edits made
/// meanwhile appended once it is in place. The text's storage is never held across an edit:
/// the edits come from the document's change log (`Editor.takeEditLog`).
struct JournalKeeper {
    /// Milliseconds of quiet before the whole journal is written again.
    static let pause: UInt64 = 1_500
    /// Appended bytes, and milliseconds, after which the records are synced (vim's swap file
    /// numbers: 200 characters, 4 s).
    static let syncBytes = 200
    static let syncInterval: UInt64 = 4_000
    /// Bytes of a whole journal written in one step: a key that comes meanwhile waits for at
    /// most one step, not for the whole journal of a big file (docs/PERFORMANCE.md,
    /// "Figures behind the code").
    static let step = 4 << 20

    private let journal: RecoveryJournal
    /// For an unnamed document (`dent` with no file, `dent -`): its number in this session, which
    /// names its journal (`untitled-PID-START-N.journal`, issue 50 item 4).
    let untitled: Int?
    /// This session's journal on disk, open for appending: it holds the text as of the last
    /// event whose edits were taken.
    private var appender: JournalAppender?
    /// A whole journal being written from a copy of the text, and the edits made since the copy.
    private var writing: (writer: JournalWriter, copy: [UInt8], since: [LoggedEdit])?
    /// The document's change log is armed and its edits are this journal's to take.
    private var isLogging = false
    /// When the last edit was taken, while the journal holds records or lacks edits.
    private var lastEdit: UInt64?
    /// When records were first appended since the last sync.
    private var unsyncedSince: UInt64?
    /// The journal on disk lacks edits (a write failed, or the log could not say): a whole one
    /// is written after the next pause.
    private var needsWhole = false

    init(journal: RecoveryJournal, untitled: Int? = nil) {
        self.journal = journal
        self.untitled = untitled
    }

    /// Whether this session has a journal of the file on disk or on the way.
    var isKept: Bool { appender != nil || writing != nil || isLogging }

    /// Bytes of edits appended but not synced yet.
    var unsynced: Int { appender?.unsynced ?? 0 }

    /// When the next timed step is due, in absolute milliseconds; nil when none is.
    func deadline() -> UInt64? {
        if writing != nil { return 0 }
        let sync = unsyncedSince.map { $0 + Self.syncInterval }
        let records = (appender?.records ?? 0) > 0 || needsWhole
        return earliest(sync, records ? lastEdit.map { $0 + Self.pause } : nil)
    }

    /// After an event of the modified file `id`: its edits are appended (synced once enough
    /// came), or, when nothing is journaled yet, a whole journal is begun.
    mutating func noteEvent(now: UInt64, id: DocumentID, base: FileIdentity?, editor: inout Editor) -> Result<Void, FileError>? {
        guard isLogging else { return startWhole(id: id, base: base, editor: &editor) }
        switch editor.takeEditLog(id) {
        case .lost:
            return startWhole(id: id, base: base, editor: &editor)
        case .edits(let edits):
            guard !edits.isEmpty else { return nil }
            lastEdit = now
            return add(edits, now: now)
        }
    }

    /// Timed work: the next step of a whole journal, a sync that is due, or the whole journal
    /// again after a pause.
    mutating func tick(now: UInt64, id: DocumentID, base: FileIdentity?, editor: inout Editor) -> Result<Void, FileError>? {
        if writing != nil { return writeStep() }
        if let unsyncedSince, now >= unsyncedSince + Self.syncInterval, let failure = sync() { return .failure(failure) }
        guard (appender?.records ?? 0) > 0 || needsWhole, let lastEdit, now >= lastEdit + Self.pause else { return nil }
        return startWhole(id: id, base: base, editor: &editor)
    }

    /// Edits taken from the log: appended to the journal on disk (and kept for the whole one
    /// being written, which lacks them).
    private mutating func add(_ edits: [LoggedEdit], now: UInt64) -> Result<Void, FileError>? {
        writing?.since += edits
        guard let appender else {
            if writing == nil { needsWhole = true }
            return nil
        }
        do throws(FileError) {
            try appender.append(edits)
        } catch {
            drop(appender)
            return .failure(error)
        }
        if unsyncedSince == nil { unsyncedSince = now }
        guard appender.unsynced >= Self.syncBytes || now >= (unsyncedSince ?? now) + Self.syncInterval else { return nil }
        return sync().map { .failure($0) }
    }

    /// Syncs the records appended; the failure, if any.
    private mutating func sync() -> FileError? {
        unsyncedSince = nil
        guard let appender else { return nil }
        do throws(FileError) {
            try appender.sync()
            return nil
        } catch {
            drop(appender)
            return error
        }
    }

    /// The journal on disk can no longer be appended to: a whole one is written after the pause.
    private mutating func drop(_ failed: JournalAppender) {
        if appender === failed { appender = nil }
        unsyncedSince = nil
        if writing == nil { needsWhole = true }
    }

    /// Begins a whole journal of the text as it is now: the edits not yet taken go to the
    /// journal on disk first, then the text is copied and the log armed in the same moment, so
    /// the records appended afterwards start from the copy. The first step is written at once.
    private mutating func startWhole(id: DocumentID, base: FileIdentity?, editor: inout Editor) -> Result<Void, FileError>? {
        if isLogging, case .edits(let edits) = editor.takeEditLog(id), !edits.isEmpty { _ = add(edits, now: lastEdit ?? 0) }
        writing?.writer.discard()
        writing = nil
        needsWhole = false
        guard let path = editor.document(id)?.path, let copy = editor.document(id)?.text.bytes.allBytes else { return nil }
        editor.armEditLog(id)
        isLogging = true
        do throws(FileError) {
            writing = (try start(path: path, base: base, length: copy.count), copy, [])
        } catch {
            needsWhole = true
            return .failure(error)
        }
        return writeStep()
    }

    /// A whole journal of the file at `path`, or of the unnamed document.
    private func start(path: String, base: FileIdentity?, length: Int) throws(FileError) -> JournalWriter {
        guard path.isEmpty, let untitled else { return try journal.start(for: path, basedOn: base, length: length) }
        return try journal.start(untitled: untitled, length: length)
    }

    /// Writes the next step of the whole journal; once it is complete it replaces the older
    /// one, and the edits made meanwhile are appended to it. Until it is in place a failure
    /// leaves the older journal, which has every edit appended, to be appended to.
    private mutating func writeStep() -> Result<Void, FileError>? {
        guard let current = writing else { return nil }
        do throws(FileError) {
            try current.writer.write(current.copy, limit: Self.step)
            guard current.writer.isComplete else { return nil }
            try current.writer.finish()
        } catch {
            writing = nil
            needsWhole = true
            return .failure(error)
        }
        // In place: the older journal's descriptor names a file that is gone.
        writing = nil
        appender = nil
        unsyncedSince = nil
        do throws(FileError) {
            let fresh = try current.writer.appender()
            try fresh.append(current.since)
            try fresh.sync()
            appender = fresh
            return .success(())
        } catch {
            needsWhole = true
            return .failure(error)
        }
    }

    /// The text is saved (or back to what is on disk, or the file closed, or rescued): this
    /// session's journal of `path` goes; `syncing` false leaves its folder unsynced (a rescue).
    mutating func forget(path: String, syncing: Bool = true) {
        writing?.writer.discard()
        writing = nil
        appender = nil
        isLogging = false
        lastEdit = nil
        unsyncedSince = nil
        needsWhole = false
        if !path.isEmpty {
            try? journal.discard(for: path, syncing: syncing)
        } else if let untitled {
            try? journal.discard(untitled: untitled, syncing: syncing)
        }
    }
}
