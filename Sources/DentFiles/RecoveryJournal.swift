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
        let canonical = PathResolution.canonical(path)
        let target = journalPath(for: path)
        if case .failure(let failure) = stateDirectory.create("journal") {
            throw .system(directory, "create the journal folder", code: failure.code)
        }
        let header = JournalHeader(path: canonical, written: time, base: base, length: Int64(buffer.count),
                                   checksum: PathHash.fnv1a(buffer))
        StaleTemporaries.sweep(directory: directory, baseName: PathNames.baseName(of: target))
        var temporary: TemporaryFile
        switch TemporaryFile.create(in: directory, for: PathNames.baseName(of: target), unnamed: true) {
        case .success(let file): temporary = file
        case .failure(let failure): throw .system(target, "create a temporary file for", code: failure.code)
        }
        let code = write(header, buffer, into: &temporary, as: target)
        guard code == 0 else {
            temporary.discard()
            throw .system(target, "write the recovery journal", code: code)
        }
        _ = Descriptor.syncDirectory(directory)
        return target
    }

    /// Writes, syncs, names, closes and renames; 0 or the first errno.
    private func write(_ header: JournalHeader, _ buffer: GapBuffer, into temporary: inout TemporaryFile, as target: String) -> Int32 {
        var code = Descriptor.writeAll(header.encoded(), to: temporary.fd)
        if code == 0 { code = Descriptor.writeAll(buffer, to: temporary.fd) }
        if code == 0 { code = Descriptor.sync(temporary.fd) }
        if code == 0 { code = temporary.giveName() }
        if code == 0 { code = temporary.close() }
        if code == 0 { code = temporary.rename(onto: target) }
        return code
    }

    /// The journal of `path` when its text differs from the file's (or the file is gone),
    /// whichever is newer: a file touched or saved by another program after the journal was
    /// written still has the journal offered (`JournalEntry.isNewerThanFile` says which is
    /// newer). A journal holding just what the file holds offers nothing. Unreadable or damaged
    /// journals count as none here; `read(for:)` reports them.
    public func find(for path: String) -> JournalEntry? {
        guard var entry = try? read(for: path) else { return nil }
        guard let current = FileIdentity.current(at: entry.originalPath) else { return entry }
        entry.fileModified = current.modified
        let same = current.size == Int64(entry.buffer.count)
            && FileChecksum.fnv1a(at: entry.originalPath) == PathHash.fnv1a(entry.buffer)
        return same ? nil : entry
    }

    /// Removes the journal of `path` (after a save, or when the user declines recovery).
    public func discard(for path: String) throws(FileError) {
        let target = journalPath(for: path)
        guard unlink(target) == 0 || errno == ENOENT else { throw .system(target, "remove the recovery journal") }
        _ = Descriptor.syncDirectory(directory)
    }
}
