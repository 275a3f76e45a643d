import DentText
import Glibc

extension RecoveryJournal {
    /// The journal of `path` whatever its age, or nil when there is none. Throws
    /// `.corruptJournal` when it is truncated, damaged or belongs to another path.
    public func read(for path: String) throws(FileError) -> JournalEntry? {
        let target = journalPath(for: path)
        guard let fd = try openJournal(target) else { return nil }
        defer { close(fd) }
        let (header, headerSize) = try readHeader(fd, target)
        guard header.path == PathResolution.canonical(path) else { throw corrupt(target, "it belongs to \(header.path)") }
        var info = stat()
        guard fstat(fd, &info) == 0, Int64(info.st_size) == Int64(headerSize) + header.length else {
            throw corrupt(target, "its length does not match its header")
        }
        guard lseek(fd, off_t(headerSize), SEEK_SET) == off_t(headerSize) else { throw .system(target, "read") }
        let buffer = try FileLoader.readAll(fd: fd, expectedSize: Int(header.length), limit: header.length, name: target)
        guard buffer.count == Int(header.length), PathHash.fnv1a(buffer) == header.checksum else {
            throw corrupt(target, "its checksum does not match its text")
        }
        return JournalEntry(originalPath: header.path, base: header.base, written: header.written,
                            buffer: buffer, journalPath: target, owner: header.owner)
    }

    /// The process recorded in the journal of `path` (only its header is read); nil when there
    /// is no journal or it names none.
    func readOwner(for path: String) throws(FileError) -> ProcessIdentity? {
        let target = journalPath(for: path)
        guard let fd = try openJournal(target) else { return nil }
        defer { close(fd) }
        return try readHeader(fd, target).0.owner
    }

    /// The journal at `target` opened for reading; nil when there is none.
    private func openJournal(_ target: String) throws(FileError) -> Int32? {
        let fd = retrying { open(target, O_RDONLY | O_NOFOLLOW | O_NOCTTY | O_CLOEXEC) }
        guard fd >= 0 else {
            if errno == ENOENT { return nil }
            throw .system(target, "open the recovery journal")
        }
        return fd
    }

    /// Reads and parses the header at the start of the journal.
    private func readHeader(_ fd: Int32, _ target: String) throws(FileError) -> (JournalHeader, Int) {
        var bytes = [UInt8](repeating: 0, count: JournalHeader.maximumLength)
        let count = bytes.withUnsafeMutableBytes { raw in retrying { pread(fd, raw.baseAddress, raw.count, 0) } }
        guard count >= 0 else { throw .system(target, "read") }
        guard let decoded = JournalHeader.decode(Array(bytes.prefix(count))) else {
            throw corrupt(target, "its header is not a dent journal header")
        }
        return decoded
    }

    private func corrupt(_ target: String, _ why: String) -> FileError {
        FileError("recovery journal \(target) is damaged: \(why)", reason: .corruptJournal)
    }
}
