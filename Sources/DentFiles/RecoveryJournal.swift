import DentText
import Glibc

/// Recovery journals: the full unsaved text of an edited file, written atomically (temporary
/// file, fsync, rename, folder fsync) into the state directory's `journal/` folder, one file
/// per edited file, named from a hash of its canonical path (docs/SAFETY.md). The app decides
/// when to write one (after a pause in typing, say) and discards it after a save.
public struct RecoveryJournal: Sendable {
    /// The folder holding the journals.
    public let directory: String
    private let stateDirectory: StateDirectory

    public init(stateDirectory: StateDirectory = .standard()) {
        self.stateDirectory = stateDirectory
        directory = PathNames.join(stateDirectory.path, "journal")
    }

    /// The journal file for `path`, whether or not it exists.
    public func journalPath(for path: String) -> String {
        PathNames.join(directory, PathHash.stateName(for: PathResolution.canonical(path)) + ".journal")
    }

    /// Writes the journal of `path`: `buffer` is its full current text, `base` the identity the
    /// editing started from (`LoadedFile.identity`). Replaces an older journal atomically.
    @discardableResult
    public func record(_ buffer: GapBuffer, for path: String, basedOn base: FileIdentity?,
                       at time: FileTime = .now()) throws(FileError) -> String {
        let writer = try start(for: path, basedOn: base, length: buffer.count, at: time)
        try writer.write(buffer, limit: buffer.count)
        return try writer.finish()
    }

    /// Starts the journal of `path` for a text of `length` bytes, to be written a piece at a
    /// time (`JournalWriter`); the older journal stays until it is finished. A journal another
    /// running dent wrote is that session's and is not written over: this throws instead.
    public func start(for path: String, basedOn base: FileIdentity?, length: Int,
                      at time: FileTime = .now()) throws(FileError) -> JournalWriter {
        try start(for: path, basedOn: base, length: length, at: time, owner: .current())
    }

    func start(for path: String, basedOn base: FileIdentity?, length: Int, at time: FileTime,
               owner: ProcessIdentity?) throws(FileError) -> JournalWriter {
        let target = journalPath(for: path)
        if let other = runningOwner(of: path) {
            // The process first: a status line cuts a long path's end.
            throw FileError("another dent (process \(other.pid)) is editing \(path) and keeps its recovery journal",
                            reason: .journalKeptElsewhere)
        }
        if case .failure(let failure) = stateDirectory.create("journal") {
            throw .system(directory, "create the journal folder", code: failure.code)
        }
        let header = JournalHeader(path: PathResolution.canonical(path), written: time, base: base, length: Int64(length),
                                   checksum: 0, owner: owner)
        return try JournalWriter(target: target, directory: directory, header: header)
    }

    /// The other process, still running, that wrote the journal of `path`; nil when there is
    /// no journal, it has no owner (version 1) or its owner is this process or gone.
    func runningOwner(of path: String) -> ProcessIdentity? {
        guard let owner = try? readOwner(for: path), owner.isAnotherRunningProcess else { return nil }
        return owner
    }

    /// The journal of `path` when its text differs from the file's (or the file is gone),
    /// whichever is newer: a file touched or saved by another program after the journal was
    /// written still has the journal offered (`JournalEntry.isNewerThanFile` says which is
    /// newer). A journal holding just what the file holds offers nothing. Unreadable or damaged
    /// journals count as none here; `read(for:)` reports them. A journal another running dent
    /// keeps is returned too (`JournalEntry.runningOwner`): the app says so instead of offering it.
    public func find(for path: String) -> JournalEntry? {
        guard var entry = try? read(for: path) else { return nil }
        guard let current = FileIdentity.current(at: entry.originalPath) else { return entry }
        entry.fileModified = current.modified
        let same = current.size == Int64(entry.buffer.count)
            && FileChecksum.fnv1a(at: entry.originalPath) == PathHash.fnv1a(entry.buffer)
        return same ? nil : entry
    }

    /// Removes the journal of `path` (after a save, or when the user declines recovery), unless
    /// another running dent wrote it: that session's unsaved text is not this one's to drop.
    public func discard(for path: String) throws(FileError) {
        guard runningOwner(of: path) == nil else { return }
        let target = journalPath(for: path)
        guard unlink(target) == 0 || errno == ENOENT else { throw .system(target, "remove the recovery journal") }
        _ = Descriptor.syncDirectory(directory)
    }
}
