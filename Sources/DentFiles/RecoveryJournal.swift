import DentText
import Glibc

/// Recovery journals: the full unsaved text of an edited file, written atomically (temporary
/// file, fsync, rename, folder fsync) into the state directory's `journal/` folder, followed by
/// records of the edits made since (`JournalAppender`). Each session keeps its own journal of a
/// file, `NAME-HASH.PID-START.journal` (HASH a hash of the canonical path, PID and START the
/// writing process, `ProcessIdentity`), so no session writes over or removes another's
/// (docs/SAFETY.md, promise 13b). The app decides when to write one and discards it after a save.
public struct RecoveryJournal: Sendable {
    /// The folder holding the journals.
    public let directory: String
    private let stateDirectory: StateDirectory
    /// The process whose journals `start`, `read(for:)` and `discard(for:)` are; nil where
    /// `/proc` cannot tell (its journals then take the shared name older dents used).
    let owner: ProcessIdentity?

    public init(stateDirectory: StateDirectory = .standard()) {
        self.init(stateDirectory: stateDirectory, owner: .current())
    }

    init(stateDirectory: StateDirectory, owner: ProcessIdentity?) {
        self.stateDirectory = stateDirectory
        self.owner = owner
        directory = PathNames.join(stateDirectory.path, "journal")
    }

    /// `NAME-HASH`, the start of the name of every journal of `path`.
    func stem(for path: String) -> String { PathHash.stateName(for: PathResolution.canonical(path)) }

    /// This session's journal file for `path`, whether or not it exists.
    public func journalPath(for path: String) -> String { journalPath(for: path, owner: owner) }

    /// The journal file `owner` keeps for `path`: `NAME-HASH.PID-START.journal`, or the shared
    /// `NAME-HASH.journal` of dents from before sessions kept their own (owner nil).
    func journalPath(for path: String, owner: ProcessIdentity?) -> String {
        let session = owner.map { ".\($0.pid)-\($0.started)" } ?? ""
        return PathNames.join(directory, stem(for: path) + session + ".journal")
    }

    /// This session's journal of its `number`th unnamed document (`dent` with no file, `dent -`):
    /// `untitled-PID-START-N.journal`.
    public func untitledJournalPath(_ number: Int) -> String {
        PathNames.join(directory, "untitled-\(owner?.pid ?? getpid())-\(owner?.started ?? 0)-\(number).journal")
    }

    /// Writes this session's journal of `path`: `buffer` is its full current text, `base` the
    /// identity the editing started from (`LoadedFile.identity`). Replaces its older one atomically.
    @discardableResult
    public func record(_ buffer: GapBuffer, for path: String, basedOn base: FileIdentity?,
                       at time: FileTime = .now()) throws(FileError) -> String {
        let writer = try start(for: path, basedOn: base, length: buffer.count, at: time)
        try writer.write(buffer, limit: buffer.count)
        return try writer.finish()
    }

    /// Starts this session's journal of `path` for a text of `length` bytes, to be written a
    /// piece at a time (`JournalWriter`); its older journal stays until it is finished.
    public func start(for path: String, basedOn base: FileIdentity?, length: Int,
                      at time: FileTime = .now()) throws(FileError) -> JournalWriter {
        try start(for: path, basedOn: base, length: length, at: time, owner: owner)
    }

    func start(for path: String, basedOn base: FileIdentity?, length: Int, at time: FileTime,
               owner: ProcessIdentity?) throws(FileError) -> JournalWriter {
        try start(target: journalPath(for: path, owner: owner), path: PathResolution.canonical(path), basedOn: base,
                  length: length, at: time, owner: owner)
    }

    /// Starts this session's journal of its `number`th unnamed document (its path is empty).
    public func start(untitled number: Int, length: Int, at time: FileTime = .now()) throws(FileError) -> JournalWriter {
        try start(target: untitledJournalPath(number), path: "", basedOn: nil, length: length, at: time, owner: owner)
    }

    private func start(target: String, path: String, basedOn base: FileIdentity?, length: Int, at time: FileTime,
                       owner: ProcessIdentity?) throws(FileError) -> JournalWriter {
        if case .failure(let failure) = stateDirectory.create("journal") {
            throw .system(directory, "create the journal folder", code: failure.code)
        }
        let header = JournalHeader(path: path, written: time, base: base, length: Int64(length), checksum: 0, owner: owner)
        return try JournalWriter(target: target, directory: directory, header: header)
    }

    /// The journals of unnamed documents of sessions that ended, newest first; empty ones and
    /// damaged ones count as none (a later `dent` with no file offers them).
    public func findUntitled() -> [JournalEntry] {
        DirectoryListing.names(of: directory, startingWith: "untitled-").filter { $0.hasSuffix(".journal") }
            .compactMap { try? read(journal: PathNames.join(directory, $0), canonical: "") }
            .filter { $0.runningOwner == nil && $0.owner != owner && $0.buffer.count > 0 }
            .sorted { $0.written > $1.written }
    }

    /// Every journal file of `path`, this session's and others', in no order.
    func journalFiles(for path: String) -> [String] {
        let stem = stem(for: path)
        return DirectoryListing.names(of: directory, startingWith: stem + ".").filter { name in
            guard name.hasSuffix(".journal") else { return false }
            let session = name.dropFirst(stem.count + 1).dropLast(".journal".count)
            return session.isEmpty || session.split(separator: "-").count == 2
                && session.allSatisfy { $0 == "-" || $0.isASCII && $0.isNumber }
        }.map { PathNames.join(directory, $0) }
    }

    /// The journals of `path` whose text differs from the file's (or the file is gone), newest
    /// first, whichever of each and the file is newer: a file touched or saved by another
    /// program after a journal was written still has it offered (`JournalEntry.isNewerThanFile`).
    /// A journal holding just what the file holds offers nothing. Unreadable or damaged journals
    /// count as none here; `read` reports them. Journals another running dent keeps are
    /// returned too (`JournalEntry.runningOwner`): the app leaves them to it.
    public func findAll(for path: String) -> [JournalEntry] {
        let entries = journalFiles(for: path).compactMap { try? read(journal: $0, for: path) }.compactMap(differing)
        return entries.sorted { $0.written > $1.written }
    }

    /// The newest journal `findAll` finds.
    public func find(for path: String) -> JournalEntry? { findAll(for: path).first }

    /// `entry` with the file's modification time, or nil when the file holds its text.
    private func differing(_ entry: JournalEntry) -> JournalEntry? {
        var entry = entry
        guard let current = FileIdentity.current(at: entry.originalPath) else { return entry }
        entry.fileModified = current.modified
        let same = current.size == Int64(entry.buffer.count)
            && FileChecksum.fnv1a(at: entry.originalPath) == PathHash.fnv1a(entry.buffer)
        return same ? nil : entry
    }

    /// Removes this session's journal of `path` (after a save, or a close). `syncing` false
    /// leaves the folder unsynced: on the way out after a signal, where the rescue copy holds
    /// the text and a journal back after a power loss is only offered twice (issue 50, item 8:
    /// each fsync on the way out is time a closed terminal waits for).
    public func discard(for path: String, syncing: Bool = true) throws(FileError) {
        try remove(journalPath(for: path), syncing: syncing)
    }

    /// Removes this session's journal of its `number`th unnamed document.
    public func discard(untitled number: Int, syncing: Bool = true) throws(FileError) {
        try remove(untitledJournalPath(number), syncing: syncing)
    }

    /// Removes the journal file `journal` (another session's, recovered and saved, or declined),
    /// unless another running dent wrote it: that session's unsaved text is not this one's to drop.
    public func discard(journal: String) throws(FileError) {
        if let owner = try? readOwner(journal: journal), owner.isAnotherRunningProcess { return }
        try remove(journal)
    }

    /// Removes a text offered for recovery, recovered and saved or declined: a journal (unless
    /// another running dent keeps it) or a rescue file. Nothing for an empty path; a failure
    /// leaves it to be offered again.
    public static func removeSource(_ source: String) {
        guard !source.isEmpty else { return }
        if source.hasSuffix(".journal") {
            try? RecoveryJournal(stateDirectory: StateDirectory(path: PathNames.parent(of: PathNames.parent(of: source))))
                .discard(journal: source)
        } else if unlink(source) == 0 {
            _ = Descriptor.syncDirectory(PathNames.parent(of: source))
        }
    }

    private func remove(_ target: String, syncing: Bool = true) throws(FileError) {
        guard unlink(target) == 0 || errno == ENOENT else { throw .system(target, "remove the recovery journal") }
        if syncing { _ = Descriptor.syncDirectory(directory) }
    }
}
