import DentCore
import DentFiles

/// The file side of every open document: one `FileWatch` (identity on disk, recovery journal)
/// per open file, by the editor's document id, so journals and changed-on-disk checks are per
/// file whichever one is shown.
struct FileWatches {
    private var watches: [DocumentID: FileWatch] = [:]
    /// Unnamed documents watched so far: the next one's number names its journal.
    private var untitledCount = 0

    /// Starts watching the file `id`, as read (`identity` nil: new, or standard input).
    /// `backup`: the backup of an interrupted save offered for it, which goes once the user
    /// answered the offer and the file is saved.
    /// `incompleteBackups`: the backups cut short that were found beside it, which the user
    /// may have removed.
    mutating func add(_ id: DocumentID, path: String, identity: FileIdentity?, contentHash: UInt64?,
                      backup: LeftoverBackup? = nil, incompleteBackups: [String] = []) {
        if path.isEmpty { untitledCount += 1 }
        watches[id] = FileWatch(path: path, identity: identity, contentHash: contentHash, backup: backup,
                                untitled: path.isEmpty ? untitledCount : nil)
        watches[id]?.incompleteBackups = incompleteBackups
    }

    /// The user asked to remove the backups of the file `id` cut short: removed unless another
    /// dent has the file open now (it may be making one); how many went.
    mutating func removeIncompleteBackups(_ id: DocumentID) -> Int {
        watches[id]?.removeIncompleteBackups() ?? 0
    }

    /// The file was closed: its watch goes, with the journal this session wrote for it (the
    /// user saved it or chose not to).
    mutating func closed(_ id: DocumentID) {
        watches[id]?.quitting()
        watches[id] = nil
    }

    /// When the next timed job of any file is due, in milliseconds from `now`.
    func nextDeadline(now: UInt64) -> UInt64? {
        watches.values.reduce(nil) { earliest($0, $1.nextDeadline(now: now)) }
    }

    /// After an event: each file's edits go to its journal.
    mutating func noteEdits(now: UInt64, editor: inout Editor) {
        for id in editor.files.map(\.id) {
            report(watches[id]?.noteEdit(now: now, id: id, editor: &editor), to: &editor)
        }
    }

    /// Tells the editor how a journal fared: written, or why not.
    private func report(_ outcome: Result<Void, FileError>?, to editor: inout Editor) {
        switch outcome {
        case .success: editor.journalWritten(problem: nil)
        case .failure(let error): editor.journalWritten(problem: error.description)
        case nil: break
        }
    }

    /// Timed work for every file: the journal after an idle pause, the changed-on-disk check,
    /// but for the file `saving` is being written to (its changes on disk are the save's own,
    /// and a reload now would change the text the save is reading).
    /// (The loops go by id, never over a copy of `editor.files` held while the editor changes,
    /// which would make the next edit copy a document.)
    mutating func tick(now: UInt64, editor: inout Editor, saving: DocumentID? = nil) {
        for id in editor.files.map(\.id) {
            report(watches[id]?.stepJournal(now: now, id: id, editor: &editor), to: &editor)
            guard id != saving, let path = editor.index(of: id).map({ editor.files[$0].document.path }) else { continue }
            if let news = watches[id]?.checkDiskIfDue(now: now, path: path) { editor.tell(news, about: id) }
        }
    }

    /// The terminal got the focus back: another program may have changed any file.
    mutating func checkAll(editor: inout Editor) {
        for id in editor.files.map(\.id) {
            guard let path = editor.document(id)?.path, let news = diskNews(id, path: path) else { continue }
            editor.tell(news, about: id)
        }
    }

    /// What happened to the file `id` on disk since it was read or saved (said once).
    mutating func diskNews(_ id: DocumentID, path: String) -> DiskNews? {
        watches[id]?.diskNews(path: path)
    }

    /// The file `id` is on disk at `path` (saved or reloaded), its bytes hashing to `contentHash`.
    /// A document the editor made itself (the empty one closing the last file leaves) is
    /// watched from its first save on.
    mutating func saved(_ id: DocumentID, path: String, identity: FileIdentity?, contentHash: UInt64?) {
        guard watches[id] != nil else { return add(id, path: path, identity: identity, contentHash: contentHash) }
        watches[id]?.saved(path: path, identity: identity, contentHash: contentHash)
    }

    /// The whole of the file `id`, previewed until now, was read as `identity`.
    mutating func read(_ id: DocumentID, identity: FileIdentity?, contentHash: UInt64?) {
        watches[id]?.read(identity: identity, contentHash: contentHash)
    }

    /// A failed save put the original of the file `id` back: its identity is `identity` now.
    mutating func restored(_ id: DocumentID, identity: FileIdentity) {
        watches[id]?.restored(identity: identity)
    }

    /// The user answered the offer of the file `id`'s backup.
    mutating func backupAnswered(_ id: DocumentID) {
        watches[id]?.backupAnswered()
    }

    /// The user saved the file `id` at `path`.
    mutating func wrote(_ id: DocumentID, path: String) {
        watches[id]?.wrote(path: path)
    }

    /// The user took or compared the text of `source` for the file `id`: it goes once the file
    /// is saved.
    mutating func recovered(_ id: DocumentID, source: String) {
        watches[id]?.recovered(source: source)
    }

    /// The text of the file `id` went to a rescue copy (`EmergencySave`): its journal goes.
    mutating func rescued(_ id: DocumentID) {
        watches[id]?.rescued()
    }

    /// A normal quit: every journal this session wrote goes.
    mutating func quitting() {
        for id in watches.keys { watches[id]?.quitting() }
    }
}
